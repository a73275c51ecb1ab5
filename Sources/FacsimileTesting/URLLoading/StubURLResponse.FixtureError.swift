extension StubURLResponse {
  /// The error ``StubURLResponse/jsonFixture(named:in:subdirectory:statusCode:headers:filePath:)`` throws
  /// for a fixture that is missing, unreadable or not valid JSON.
  ///
  /// ```swift
  /// do {
  ///   _ = try StubURLResponse.jsonFixture(named: "missing", in: .module)
  /// } catch let error as StubURLResponse.FixtureError {
  ///   #expect("\(error)".contains("missing.json"))  // JSON fixture missing.json: no such file in the bundle at /path/to/bundle
  /// }
  /// ```
  public struct FixtureError: Error, CustomStringConvertible, Sendable {
    /// The fixture's file name or path.
    public let file: String

    /// What is wrong with it.
    public let problem: String

    /// One line: `JSON fixture points.json: is not valid JSON: ...`.
    public var description: String { "JSON fixture \(file): \(problem)" }
  }
}
