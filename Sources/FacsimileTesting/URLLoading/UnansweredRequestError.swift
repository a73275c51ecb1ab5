public import Foundation

#if canImport(FoundationNetworking)
  public import FoundationNetworking
#endif

/// The error a ``StubURLSession`` fails a request with when no handler answers it, so the code
/// under test gets a clear error at once instead of waiting forever (as the WWDC sample's
/// `MockURLProtocol` does when `requestHandler` is `nil`).
///
/// ```swift
/// let stub = StubURLSession()  // no handlers
/// let url = try #require(URL(string: "https://example.com/locations"))
/// await #expect(throws: UnansweredRequestError.self) {
///   _ = try await stub.session.data(from: url)
/// }
/// // The error reads: StubURLSession: no handler answered GET https://example.com/locations
/// //   (0 handlers registered); add one with respond(with:) or handle(_:)
/// ```
///
/// `Sendable`, as errors are.
public struct UnansweredRequestError: Error, CustomStringConvertible, LocalizedError, Sendable {
  /// Why no handler answered.
  public struct Reason: Hashable, Sendable, CustomStringConvertible {
    /// The name of the reason.
    public let description: String

    /// The stub has handlers, and none of them answered this request.
    public static let noMatchingHandler = Reason(description: "noMatchingHandler")
    /// The ``StubURLSession`` that owned the session was released before the request arrived.
    public static let stubReleased = Reason(description: "stubReleased")
  }

  /// The request that was not answered, with its body in `httpBody`.
  public let request: URLRequest

  /// Why it was not answered.
  public let reason: Reason

  /// How many handlers the stub had.
  public let handlerCount: Int

  init(request: URLRequest, reason: Reason, handlerCount: Int = 0) {
    self.request = request
    self.reason = reason
    self.handlerCount = handlerCount
  }

  /// One line naming the request and what to do about it.
  public var description: String {
    let method = request.httpMethod ?? "GET"
    let url = request.url?.absoluteString ?? "(no URL)"
    switch reason {
    case .stubReleased:
      return
        "StubURLSession: \(method) \(url) reached a session whose StubURLSession was released; "
        + "keep the stub alive for as long as the session is used"
    default:
      let handlers = handlerCount == 1 ? "1 handler" : "\(handlerCount) handlers"
      return
        "StubURLSession: no handler answered \(method) \(url) (\(handlers) registered); "
        + "add one with respond(with:) or handle(_:)"
    }
  }

  /// The same as ``description``, for code under test that shows `localizedDescription`.
  public var errorDescription: String? { description }
}
