import FacsimileCore
public import Foundation

extension PushPayload {
  /// Reads a payload from a JSON resource of a bundle, such as a test target's `Bundle.module`.
  ///
  /// ```swift
  /// // Package.swift: .testTarget(name: "AppTests", resources: [.copy("Fixtures")])
  /// let payload = try PushPayload(resource: "alert", in: .module, subdirectory: "Fixtures")
  /// let response = try payload.response()
  /// ```
  ///
  /// The payload is checked as it is read: a value that does not fit (`"badge": "2"`) throws
  /// here, with its line and column, as ``init(contentsOf:)`` does. Problems name the file you
  /// edit rather than SwiftPM's copy of it, where it can be found (see
  /// `JSONFixture.init(resource:in:subdirectory:filePath:)`).
  ///
  /// - Parameters:
  ///   - name: The resource's name, without the `.json` extension.
  ///   - bundle: The bundle holding it.
  ///   - subdirectory: The folder inside the bundle, if any.
  ///   - filePath: The calling file, a `StaticString` that defaults to `#filePath` (leave it
  ///     out), whose folders are searched for the resource's source.
  /// - Throws: `FacsimileError` of kind `missingFile` if there is no such resource, or as
  ///   ``init(contentsOf:)``.
  public init(
    resource name: String, in bundle: Bundle, subdirectory: String? = nil,
    filePath: StaticString = #filePath
  ) throws {
    try self.init(
      document: JSONFixture(
        resource: name, in: bundle, subdirectory: subdirectory, filePath: filePath))
  }
}
