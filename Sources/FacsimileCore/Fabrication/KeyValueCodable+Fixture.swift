import Foundation

extension KeyValueCodable {
  /// Makes an instance from a fixture: a blank instance with the fixture's keys set, nested
  /// fixtures becoming nested objects.
  ///
  /// ```swift
  /// let openArticle: Fixture = ["actionIdentifier": "OPEN", "notification": ["request": [:]]]
  /// let response = try UNNotificationResponse.fabricate(from: openArticle)
  /// ```
  ///
  /// A fixture may name a subclass with `"$type"` (``Fixture/typeKey``); only subclasses that the
  /// expected type's ``KeyTable/subtypes`` register, or that `allowedTypes` lists, are accepted.
  ///
  /// - Parameters:
  ///   - fixture: The keys and values.
  ///   - allowedTypes: Further subclasses this fabrication may make where a superclass is expected.
  /// - Returns: The new instance, of this type or of the subclass the fixture names.
  /// - Throws: ``FacsimileError`` listing every problem, with key paths.
  public static func fabricate(
    from fixture: Fixture, allowing allowedTypes: [any KeyValueCodable.Type] = []
  ) throws -> Self {
    try Fabricator.fabricate(Self.self, from: fixture.properties, allowing: allowedTypes)
  }

  /// Makes one instance per fixture, as ``fabricate(from:allowing:)`` does.
  ///
  /// ```swift
  /// let responses = try UNNotificationResponse.fabricate(from: try Fixture.array(contentsOf: url))
  /// ```
  ///
  /// - Parameters:
  ///   - fixtures: One fixture per instance.
  ///   - allowedTypes: Further subclasses this fabrication may make.
  /// - Returns: The instances, in order.
  /// - Throws: ``FacsimileError`` listing every problem; key paths start with the index, `[2]`.
  public static func fabricate(
    from fixtures: [Fixture], allowing allowedTypes: [any KeyValueCodable.Type] = []
  ) throws -> [Self] {
    var made: [Self] = []
    var problems: [FacsimileError.Problem] = []
    for (index, fixture) in fixtures.enumerated() {
      do {
        made.append(
          try Fabricator.fabricate(
            Self.self, from: fixture.properties, allowing: allowedTypes, path: ["[\(index)]"]))
      } catch {
        problems += error.problems
      }
    }
    guard problems.isEmpty else { throw FacsimileError(problems) }
    return made
  }

  /// The object's keys and values as a fixture, nested objects as nested fixtures, in key-table
  /// order. An object whose class is a subclass of the type it is declared as (here or at a
  /// nested key) carries its `"$type"`, so fabricating the fixture as the declared type gives an
  /// equal object of the same class.
  ///
  /// ```swift
  /// let saved = response.fixture()
  /// try saved.jsonData().write(to: url)  // a new fixture file
  /// let again = try UNNotificationResponse.fabricate(from: saved)  // a text-input response
  /// ```
  public func fixture() -> Fixture {
    FixtureConversion.fixture(of: self, declared: Self.self)
  }
}
