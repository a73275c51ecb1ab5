public import Foundation

extension JSONFixture {
  /// Reads and parses a JSON resource of a bundle, such as a test target's `Bundle.module`,
  /// keeping the line and column of every key.
  ///
  /// ```swift
  /// // Package.swift: .testTarget(name: "AppTests", resources: [.copy("Fixtures")])
  /// let document = try JSONFixture(resource: "open-article", in: .module, subdirectory: "Fixtures")
  /// let response = try document.fabricate(UNNotificationResponse.self)
  /// ```
  ///
  /// - Parameters:
  ///   - name: The resource's name, without the `.json` extension.
  ///   - bundle: The bundle holding it.
  ///   - subdirectory: The folder inside the bundle, if any.
  /// - Throws: ``FacsimileError`` of kind ``FacsimileError/Kind/missingFile`` if there is no
  ///   such resource, or as ``init(contentsOf:)``.
  public init(resource name: String, in bundle: Bundle, subdirectory: String? = nil) throws {
    try self.init(contentsOf: Fixture.resourceURL(name, in: bundle, subdirectory: subdirectory))
  }
}
