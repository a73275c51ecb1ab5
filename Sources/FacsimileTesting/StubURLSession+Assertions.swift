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
    let match = sent.first { request in
      if let path, request.url?.path != path { return false }
      if let method, (request.httpMethod ?? "GET").uppercased() != method.uppercased() {
        return false
      }
      return true
    }
    if let match { return match }
    var wanted = "a request"
    if let method { wanted = "a \(method.uppercased()) request" }
    if let path { wanted += " to \(path)" }
    let found =
      sent.isEmpty
      ? "the session sent none"
      : "the session sent: " + sent.map(Self.describe).joined(separator: "; ")
    try failRequirement(
      failureMessage("Expected \(wanted), but \(found)", message()),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Expects every request the session sent to have been answered by a handler.
  ///
  /// ```swift
  /// try await loader.load(coordinate)
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
