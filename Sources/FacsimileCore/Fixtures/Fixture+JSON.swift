public import Foundation

extension Fixture {
  /// The key that names a subclass in a fixture: `"$type": "UNTextInputNotificationResponse"`.
  ///
  /// A fixture can only name a type that is registered where it is used: the subtypes of the
  /// expected type's ``KeyTable`` (as `NSSecureCoding`'s allowed classes), or those a fabrication
  /// passes as `allowing:`. Any other name is a ``FacsimileError/Kind/unregisteredType`` error.
  public static let typeKey = "$type"

  /// Parses a fixture from JSON text whose top level is an object.
  ///
  /// ```swift
  /// let fixture = try Fixture(json: #"{"actionIdentifier": "OPEN"}"#)
  /// ```
  ///
  /// - Parameter json: UTF-8 JSON data.
  /// - Throws: ``FacsimileError`` of kind ``FacsimileError/Kind/malformedJSON`` with line and
  ///   column, or ``FacsimileError/Kind/typeMismatch`` if the top level is not an object.
  public init(json: Data) throws {
    self = try JSONFixture(data: json).fixture(typeName: "")
  }

  /// Parses a fixture from JSON text whose top level is an object.
  ///
  /// - Parameter json: JSON text.
  /// - Throws: As ``init(json:)-(Data)``.
  public init(json: String) throws {
    try self.init(json: Data(json.utf8))
  }

  /// Reads a fixture from a JSON file.
  ///
  /// ```swift
  /// let fixture = try Fixture(contentsOf: URL(fileURLWithPath: "Fixtures/open-article.json"))
  /// ```
  ///
  /// - Parameter url: A file URL.
  /// - Throws: ``FacsimileError`` with the file, line and column; of kind
  ///   ``FacsimileError/Kind/missingFile``, naming the path, when the file cannot be read.
  public init(contentsOf url: URL) throws {
    self = try JSONFixture(contentsOf: url).fixture(typeName: "")
  }

  /// Reads a fixture from a JSON resource of a bundle, such as a test target's `Bundle.module`.
  ///
  /// ```swift
  /// // Package.swift: .testTarget(name: "AppTests", resources: [.copy("Fixtures")])
  /// let fixture = try Fixture(resource: "open-article", in: .module, subdirectory: "Fixtures")
  /// ```
  ///
  /// - Parameters:
  ///   - name: The resource's name, without the `.json` extension.
  ///   - bundle: The bundle holding it.
  ///   - subdirectory: The folder inside the bundle, if any.
  ///   - filePath: The calling file, a `StaticString` that defaults to `#filePath` (leave it
  ///     out), whose folders are searched for the resource's source (see
  ///     ``JSONFixture/init(resource:in:subdirectory:filePath:)``), which problems then name.
  /// - Throws: ``FacsimileError`` if there is no such resource or it is not a fixture.
  public init(
    resource name: String, in bundle: Bundle, subdirectory: String? = nil,
    filePath: StaticString = #filePath
  ) throws {
    self = try JSONFixture(
      resource: name, in: bundle, subdirectory: subdirectory, filePath: filePath
    ).fixture(typeName: "")
  }

  /// Parses JSON text whose top level is an array of objects.
  ///
  /// - Parameter json: UTF-8 JSON data.
  /// - Returns: One fixture per element.
  /// - Throws: As ``init(json:)-(Data)``, and for an element that is not an object.
  public static func array(json: Data) throws -> [Fixture] {
    try JSONFixture(data: json).fixtures(typeName: "")
  }

  /// Reads a JSON file whose top level is an array of objects.
  ///
  /// - Parameter url: A file URL.
  /// - Returns: One fixture per element.
  /// - Throws: As ``init(contentsOf:)``.
  public static func array(contentsOf url: URL) throws -> [Fixture] {
    try JSONFixture(contentsOf: url).fixtures(typeName: "")
  }

  /// Reads a JSON resource whose top level is an array of objects.
  ///
  /// - Parameters:
  ///   - name: The resource's name, without the `.json` extension.
  ///   - bundle: The bundle holding it.
  ///   - subdirectory: The folder inside the bundle, if any.
  ///   - filePath: The calling file, a `StaticString` that defaults to `#filePath` (leave it
  ///     out), whose folders are searched for the resource's source.
  /// - Returns: One fixture per element.
  /// - Throws: As ``init(resource:in:subdirectory:filePath:)``.
  public static func array(
    resource name: String, in bundle: Bundle, subdirectory: String? = nil,
    filePath: StaticString = #filePath
  ) throws -> [Fixture] {
    try JSONFixture(
      resource: name, in: bundle, subdirectory: subdirectory, filePath: filePath
    ).fixtures(typeName: "")
  }

  /// The fixture as JSON, keys in order: what a fixture file holds.
  ///
  /// ```swift
  /// try response.fixture().jsonData().write(to: url)
  /// ```
  ///
  /// - Parameter pretty: Whether to indent with two spaces, one key per line.
  /// - Returns: UTF-8 JSON.
  public func jsonData(pretty: Bool = true) -> Data {
    Data(JSONWriter.string(.fixture(self), pretty: pretty).utf8)
  }
}
