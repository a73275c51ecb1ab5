#if canImport(FoundationNetworking)
  import Foundation
  public import FoundationNetworking
#else
  public import Foundation
#endif

extension StubURLSession {
  /// Requires the session to have sent a request (with a path and method, if given) and returns
  /// the first such request, body included, for the test to inspect.
  ///
  /// ```swift
  /// let request = try stub.requireRequest(toPath: "/locations")
  /// #expect(request.url?.query == "lat=37.3293&long=-121.8893")
  ///
  /// let upload = try stub.requireRequest(toPath: "/notes", method: "POST")
  /// #expect(upload.httpBody == Data(#"{"text":"Hi"}"#.utf8))
  /// ```
  ///
  /// - Parameters:
  ///   - path: The URL path the request must have, or `nil` for any.
  ///   - method: The HTTP method the request must have (`GET` when it set none), or `nil` for any.
  ///   - message: Words to add to the failure.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: The first matching request.
  /// - Throws: When there is none, after recording a failure at the caller's line that lists the
  ///   requests that were sent; the test framework does not record the error a second time.
  @discardableResult
  public func requireRequest(
    toPath path: String? = nil, method: String? = nil,
    _ message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) throws -> URLRequest {
    let sent = requests
    if let match = Self.first(in: sent, path: path, method: method) { return match }
    try failRequirement(
      failureMessage(Self.notSentFailure(path, method, sent, within: nil), message()),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Waits until the session has sent a request (with a path and method, if given) and its answer
  /// is on its way, then returns it; fails after a timeout.
  ///
  /// Code under test usually sends its request from a task of its own. Await this before moving a
  /// ``ManualTimerScheduler`` that a delayed response waits on
  /// (``StubURLResponse/delayed(by:on:)``): once it returns, the response's timer is scheduled.
  ///
  /// ```swift
  /// let load = Task { try await loader.load(coordinate) }
  /// try await stub.requireRequest(toPath: "/locations", within: .seconds(1))
  /// scheduler.advance(by: 30)
  /// ```
  ///
  /// - Parameters:
  ///   - path: The URL path the request must have, or `nil` for any.
  ///   - method: The HTTP method the request must have (`GET` when it set none), or `nil` for any.
  ///   - timeout: How long to wait.
  ///   - isolation: The caller's actor; supplied by the compiler.
  ///   - message: Words to add to the failure.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: The first matching request.
  /// - Throws: When none is sent in time, after recording a failure at the caller's line that
  ///   lists the requests that were sent; or `CancellationError` if the task is cancelled.
  @discardableResult
  public func requireRequest(
    toPath path: String? = nil, method: String? = nil, within timeout: Duration,
    isolation: isolated (any Actor)? = #isolation,
    _ message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async throws -> URLRequest {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while true {
      let (sent, dispatching) = state.withLock { ($0.requests, $0.dispatching) }
      if dispatching == 0, let match = Self.first(in: sent, path: path, method: method) {
        return match
      }
      guard clock.now < deadline else { break }
      try await Task.sleep(for: .milliseconds(2))
    }
    try failRequirement(
      failureMessage(Self.notSentFailure(path, method, requests, within: timeout), message()),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  private static func first(in sent: [URLRequest], path: String?, method: String?) -> URLRequest? {
    sent.first { request in
      if let path, request.url?.path != path { return false }
      if let method, (request.httpMethod ?? "GET").uppercased() != method.uppercased() {
        return false
      }
      return true
    }
  }

  /// `Expected a POST request to /notes, but the session sent: GET https://...`.
  private static func notSentFailure(
    _ path: String?, _ method: String?, _ sent: [URLRequest], within timeout: Duration?
  ) -> String {
    var wanted = "a request"
    if let method { wanted = "a \(method.uppercased()) request" }
    if let path { wanted += " to \(path)" }
    if let timeout { wanted += " within \(timeout)" }
    let found =
      sent.isEmpty
      ? "the session sent none"
      : "the session sent: " + sent.map(describe).joined(separator: "; ")
    return "Expected \(wanted), but \(found)"
  }

  /// Expects every request the session sent to have been answered by a handler.
  ///
  /// ```swift
  /// _ = try await loader.load(coordinate)
  /// stub.expectNoUnansweredRequests()
  /// ```
  ///
  /// - Parameters:
  ///   - message: Words to add to the failure.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func expectNoUnansweredRequests(
    _ message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let unanswered = unansweredRequests
    guard !unanswered.isEmpty else { return }
    let count = unanswered.count == 1 ? "1 request" : "\(unanswered.count) requests"
    reportIssue(
      failureMessage(
        "Expected every request to be answered, but no handler answered \(count): "
          + unanswered.map(Self.describe).joined(separator: "; "),
        message()),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// `GET https://example.com/locations?lat=1`.
  static func describe(_ request: URLRequest) -> String {
    "\(request.httpMethod ?? "GET") \(request.url?.absoluteString ?? "(no URL)")"
  }
}
