import Foundation

/// Test data for one object, written once and fabricated many times: a dictionary of key names to
/// values, nested for nested objects, in the order written.
///
/// ```swift
/// let openArticle: Fixture = [
///   "actionIdentifier": "OPEN",
///   "notification": ["request": ["identifier": "article-1", "content": ["title": "Hello"]]],
/// ]
/// let response = try UNNotificationResponse.fabricate(from: openArticle)
/// let variant = try openArticle.setting("notification.request.content.title", to: "Hi")
/// ```
///
/// Fixtures come from literals, from JSON (``init(json:)-(Data)``, ``init(contentsOf:)``), or
/// from an existing object (``KeyValueCodable/fixture()``).
public struct Fixture: Sendable, Equatable {
  /// The keys and values, in order.
  public internal(set) var entries: [(key: String, value: FixtureValue)]

  /// Creates a fixture from key-value pairs, keeping their order; a repeated key keeps its last
  /// value, at its first position.
  ///
  /// - Parameter entries: Key names and values.
  public init(entries: [(String, FixtureValue)]) {
    var ordered: [(key: String, value: FixtureValue)] = []
    var positions: [String: Int] = [:]
    for (key, value) in entries {
      if let position = positions[key] {
        ordered[position].value = value
      } else {
        positions[key] = ordered.count
        ordered.append((key, value))
      }
    }
    self.entries = ordered
  }

  /// A fixture from entries whose keys are known to differ (the JSON parser refuses duplicates).
  init(uniqueEntries: [(key: String, value: FixtureValue)]) {
    self.entries = uniqueEntries
  }

  /// The key names, in order.
  public var keys: [String] { entries.map(\.key) }

  /// The value for a key of this level, or `nil` if the fixture has none.
  public subscript(key: String) -> FixtureValue? {
    entries.first { $0.key == key }?.value
  }

  /// The value at a key path written as errors print one (`notification.request.content.title`,
  /// `actions[0].title`), or `nil` when any step is missing.
  ///
  /// ```swift
  /// let title = openArticle[keyPath: "notification.request.content.title"]  // .string("Hello")
  /// ```
  public subscript(keyPath keyPath: String) -> FixtureValue? {
    FixtureValue.fixture(self)[keyPath: keyPath]
  }

  /// The fixture as the engine takes it: `[String: Any]`, nested fixtures as nested dictionaries.
  public var properties: [String: Any] {
    properties(depth: 0)
  }

  /// The engine's form, or with `asJSON` the form `JSONSerialization` gives.
  func properties(depth: Int, asJSON: Bool = false) -> [String: Any] {
    // `init(minimumCapacity:)` is specialized here; `reserveCapacity` on an empty dictionary
    // runs unspecialized in the standard library (a tenth of a JSON graph's fabrication).
    var properties = [String: Any](minimumCapacity: entries.count)
    for (key, value) in entries {
      properties[key] = value.engineValue(depth: depth + 1, asJSON: asJSON)
    }
    return properties
  }

  /// The fixture as `JSONSerialization` returns JSON on a device: numbers and Booleans as
  /// `NSNumber`, `null` as `NSNull`, nested fixtures as `[String: Any]`. Use it where code under
  /// test casts values the way it does on a device (`userInfo["content-available"] as? Bool`).
  ///
  /// ```swift
  /// let userInfo = fixture.jsonObject  // [String: Any], as a push's userInfo
  /// ```
  public var jsonObject: [String: Any] {
    properties(depth: 0, asJSON: true)
  }

  /// Whether both fixtures have the same keys with equal values, in any order.
  public static func == (lhs: Fixture, rhs: Fixture) -> Bool {
    guard lhs.entries.count == rhs.entries.count else { return false }
    // One pass to index the right side: linear in the number of keys, not quadratic.
    var values = [String: FixtureValue](minimumCapacity: rhs.entries.count)
    for (key, value) in rhs.entries { values[key] = value }
    return lhs.entries.allSatisfy { entry in values[entry.key] == entry.value }
  }
}

extension Fixture: ExpressibleByDictionaryLiteral {
  /// A fixture from a dictionary literal, in the order written.
  public init(dictionaryLiteral elements: (String, FixtureValue)...) {
    self.init(entries: elements.map { ($0.0, $0.1) })
  }
}

extension Fixture: CustomStringConvertible {
  /// The fixture as pretty-printed JSON, keys in order.
  public var description: String {
    JSONWriter.string(.fixture(self), pretty: true)
  }
}
