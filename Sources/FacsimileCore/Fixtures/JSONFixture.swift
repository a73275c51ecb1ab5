public import Foundation

/// A JSON fixture document that remembers where each key is, so that every problem in it is
/// reported as `file:line:column: message`.
///
/// ```swift
/// let document = try JSONFixture(contentsOf: url)
/// let response = try document.fabricate(UNNotificationResponse.self)
/// // on error: open-article.json:7:9: UNNotificationResponse.notification.request.content.badge:
/// //           expected NSNumber, found String "three"
/// ```
///
/// JSON maps to fixture values as ``Fixture`` documents: objects are fixtures, numbers are
/// integers (when written without a fraction or exponent and within 64 bits) or doubles, `null` is
/// `nil`. Dates are ISO 8601 strings or seconds since 1970, URLs and UUIDs strings, data base64.
///
/// `Sendable`: a value.
public struct JSONFixture: Sendable {
  /// The parsed document.
  public let value: FixtureValue
  /// The file it came from, as given, if any.
  public let file: String?
  /// The text, kept to find locations again when a problem needs them (parsing without
  /// recording every key's location is the fast path, and problems are rare), and to read its
  /// numbers' digits again where a `Decimal` asks for them.
  let data: Data

  /// The top-level key that names a file's JSON Schema for editors (see ``FixtureSchema``),
  /// which a document leaves out of its ``value``.
  static let schemaKey = "$schema"

  /// Parses a JSON document.
  ///
  /// A top-level `"$schema"` key is left out of ``value``, so that a fixture file can name its
  /// JSON Schema for editors.
  ///
  /// - Parameters:
  ///   - data: UTF-8 JSON; a byte-order mark is skipped.
  ///   - file: The name to report problems under.
  /// - Throws: ``FacsimileError`` of kind ``FacsimileError/Kind/malformedJSON`` with the line and
  ///   column of the first syntax error.
  public init(data: Data, file: String? = nil) throws {
    var value: FixtureValue
    do {
      value = try JSONParser<FixtureValue>.parsing(data) { parser throws(FacsimileError) in
        try parser.parse()
      }
    } catch {
      throw error.located(in: file)
    }
    // A top-level "$schema" binds an editor to the file's JSON Schema; it is no key of the type.
    if case .fixture(var fixture) = value, fixture[Self.schemaKey] != nil {
      fixture.entries.removeAll { $0.key == Self.schemaKey }
      value = .fixture(fixture)
    }
    self.value = value
    self.data = data
    self.file = file
  }

  /// Reads and parses a JSON file.
  ///
  /// ```swift
  /// let document = try JSONFixture(contentsOf: URL(fileURLWithPath: "Fixtures/open-article.json"))
  /// ```
  ///
  /// - Parameter url: A file URL.
  /// - Throws: ``FacsimileError`` naming the file: of kind ``FacsimileError/Kind/missingFile``
  ///   when it cannot be read (missing, a folder, no permission, a FIFO with nothing writing to
  ///   it, more than 64 MiB, not a file URL), as for a missing resource, or of kind
  ///   ``FacsimileError/Kind/malformedJSON`` with the line and column.
  public init(contentsOf url: URL) throws {
    try self.init(data: Self.contents(of: url), file: url.path)
  }

  /// The bytes of a file, read by ``FileReader`` (bounded, never waiting on a FIFO), or a
  /// ``FacsimileError/Kind/missingFile`` problem with its path as the problem's file and the
  /// reason in words: `/tmp/missing.json: cannot read the file: no such file`.
  static func contents(of url: URL) throws(FacsimileError) -> Data {
    let name = url.isFileURL ? url.path : url.absoluteString
    let read =
      url.isFileURL ? FileReader.contents(of: name) : .failure(.other("is not a file URL"))
    switch read {
    case .success(let data): return data
    case .failure(let failure):
      var problem = FacsimileError.Problem(
        .missingFile, typeName: "", keyPath: [], detail: "cannot read the file: \(failure.reason)")
      problem.file = name
      throw FacsimileError(problem)
    }
  }

  /// Makes a `type` from the document, which must be a JSON object; problems carry their
  /// location.
  ///
  /// - Parameters:
  ///   - type: A key-value codable type.
  ///   - allowedTypes: Further subclasses the document may name with `"$type"`.
  /// - Returns: The new object.
  /// - Throws: ``FacsimileError`` listing every problem with `file:line:column`.
  public func fabricate<T: KeyValueCodable>(
    _ type: T.Type, allowing allowedTypes: [any KeyValueCodable.Type] = []
  ) throws -> T {
    let fixture = try self.fixture(typeName: T.keyTable.typeName)
    do {
      return try T.fabricate(from: fixture, allowing: allowedTypes)
    } catch let error as FacsimileError {
      throw locate(error)
    }
  }

  /// Makes one `T` per element of the document, which must be a JSON array of objects.
  ///
  /// - Parameters:
  ///   - type: An array of a key-value codable type, such as `[UNNotificationResponse].self`.
  ///   - allowedTypes: Further subclasses the document may name with `"$type"`.
  /// - Returns: The new objects, in order.
  /// - Throws: ``FacsimileError`` listing every problem with `file:line:column`.
  public func fabricate<T: KeyValueCodable>(
    _ type: [T].Type, allowing allowedTypes: [any KeyValueCodable.Type] = []
  ) throws -> [T] {
    let fixtures = try self.fixtures(typeName: T.keyTable.typeName)
    do {
      return try T.fabricate(from: fixtures, allowing: allowedTypes)
    } catch let error as FacsimileError {
      throw locate(error)
    }
  }

  /// The document as a fixture: it must be a JSON object.
  func fixture(typeName: String) throws(FacsimileError) -> Fixture {
    guard case .fixture(let fixture) = value else {
      throw mismatch(expected: "a JSON object", typeName: typeName)
    }
    return fixture
  }

  /// The document's elements as fixtures: it must be a JSON array of objects. Every element that
  /// is not an object is reported, located.
  func fixtures(typeName: String) throws(FacsimileError) -> [Fixture] {
    guard case .array(let elements) = value else {
      throw mismatch(expected: "a JSON array", typeName: typeName)
    }
    var fixtures: [Fixture] = []
    var problems: [FacsimileError.Problem] = []
    for (index, element) in elements.enumerated() {
      if case .fixture(let fixture) = element {
        fixtures.append(fixture)
      } else {
        problems.append(
          FacsimileError.Problem(
            .typeMismatch, typeName: typeName, keyPath: ["[\(index)]"],
            expected: "a JSON object", found: describe(element.engineValue)))
      }
    }
    guard problems.isEmpty else { throw locate(FacsimileError(problems)) }
    return fixtures
  }

  /// Adds this document's file, line and column to each problem of `error`, by key path (the
  /// nearest enclosing key for a path the document does not spell out).
  ///
  /// - Parameter error: An error from fabricating this document.
  /// - Returns: The same problems, located.
  public func locate(_ error: FacsimileError) -> FacsimileError {
    Self.locate(error, in: data, file: file)
  }

  /// Adds `file` and the line and column in `data` to each problem of `error`, by key path.
  static func locate(_ error: FacsimileError, in data: Data, file: String?) -> FacsimileError {
    let locations =
      (try? JSONParser<EngineValue>.parsing(data, recordsLocations: true) {
        parser throws(FacsimileError) -> [[String]: JSONParser<EngineValue>.Location] in
        _ = try? parser.parse()
        return parser.locations
      }) ?? [:]
    return FacsimileError(
      error.problems.map { problem in
        var located = problem
        var path = problem.keyPath
        while locations[path] == nil, !path.isEmpty { path.removeLast() }
        let location = locations[path]
        located.file = file
        located.line = location?.line
        located.column = location?.column
        return located
      })
  }

  private func mismatch(expected: String, typeName: String) -> FacsimileError {
    locate(
      FacsimileError(
        FacsimileError.Problem(
          .typeMismatch, typeName: typeName, keyPath: [], expected: expected,
          found: describe(value.engineValue))))
  }
}

extension FacsimileError {
  /// The same problems, reported in `file`.
  func located(in file: String?) -> FacsimileError {
    FacsimileError(
      problems.map { problem in
        var located = problem
        located.file = file ?? located.file
        return located
      })
  }
}
