public import Foundation

/// One value in a ``Fixture``: a JSON-like scalar, an array, a nested fixture, or an object that
/// is already made.
///
/// Literals make fixtures read like dictionaries; `.object` holds an existing object and `.date`,
/// `.url`, `.data` and `.uuid` hold typed values set in code:
///
/// ```swift
/// let fixture: Fixture = [
///   "actionIdentifier": "OPEN",
///   "notification": ["date": .date(Date()), "request": ["identifier": "a-1"]],
/// ]
/// let withSession: Fixture = ["session": .object(session)]
/// ```
public enum FixtureValue: @unchecked Sendable {
  // `@unchecked Sendable`: every case is an immutable value, except `.object`, which holds a
  // key-value codable object whose keyed state is behind its storage's lock.

  /// JSON `null`, or `nil`: an optional key holds none.
  case null
  /// A Boolean.
  case bool(Bool)
  /// An integer that fits `Int`.
  case integer(Int)
  /// A positive integer too large for `Int`.
  case unsignedInteger(UInt64)
  /// A floating-point number.
  case double(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([FixtureValue])
  /// A nested fixture: the keys of a nested object, or a dictionary value such as `userInfo`.
  case fixture(Fixture)
  /// A date, set in code (JSON writes it as ISO 8601).
  case date(Date)
  /// A URL, set in code (JSON writes it as a string).
  case url(URL)
  /// Bytes, set in code (JSON writes them as base64).
  case data(Data)
  /// A UUID, set in code (JSON writes it as a string).
  case uuid(UUID)
  /// An object that is already made; it is used as it is.
  case object(any KeyValueCodable)

  /// The value in the form the engine takes: `[String: Any]`, `[Any]`, `NSNull`, scalars, objects.
  public var engineValue: Any {
    engineValue(depth: 0)
  }

  /// The engine's form, or with `asJSON` the form `JSONSerialization` gives (numbers and
  /// Booleans as `NSNumber`), nested at most one level past the depth limit: deeper levels (only
  /// a fixture built in code gets there; JSON stops at the limit) become a marker the engine
  /// reports as too deep, instead of recursing until the stack runs out.
  func engineValue(depth: Int, asJSON: Bool = false) -> Any {
    guard depth <= FacsimileLimits.maximumCollectionDepth + 1 else { return TooDeep() }
    switch self {
    case .null: return NSNull()
    case .bool(let value): return asJSON ? NSNumber(value: value) : value
    case .integer(let value): return asJSON ? NSNumber(value: value) : value
    case .unsignedInteger(let value): return asJSON ? NSNumber(value: value) : value
    case .double(let value): return asJSON ? NSNumber(value: value) : value
    case .string(let value): return value
    case .array(let values): return values.map { $0.engineValue(depth: depth + 1, asJSON: asJSON) }
    case .fixture(let fixture): return fixture.properties(depth: depth, asJSON: asJSON)
    case .date(let value): return value
    case .url(let value): return value
    case .data(let value): return value
    case .uuid(let value): return value
    case .object(let object): return object
    }
  }
}

extension FixtureValue {
  /// The value as JSON holds it, which the writer and `encode(to:)` write: a date as its ISO
  /// 8601 text when that reads back as exactly this date, otherwise its seconds since 1970; a
  /// URL, UUID or data as its string (data in base64); a NaN or infinite number as the string
  /// a floating-point key reads back (``NonFiniteSpelling``); an object as its fixture; any
  /// other value as it is.
  var jsonForm: FixtureValue {
    switch self {
    case .date(let date):
      ISO8601.format(date).map(FixtureValue.string)
        ?? FixtureValue.double(date.timeIntervalSince1970).jsonForm
    case .url(let url): .string(url.absoluteString)
    case .uuid(let uuid): .string(uuid.uuidString)
    case .data(let data): .string(data.base64EncodedString())
    case .double(let double) where !double.isFinite: .string(NonFiniteSpelling.text(of: double))
    case .object(let object): .fixture(object.fixture())
    default: self
    }
  }
}

/// What a fixture holds past one level beyond ``FacsimileLimits/maximumDepth``; the engine
/// reports it as nesting too deep.
struct TooDeep: CustomStringConvertible {
  var description: String { "nesting deeper than \(FacsimileLimits.maximumDepth) levels" }
}

extension FixtureValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByNilLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  /// A string from a literal.
  public init(stringLiteral value: String) { self = .string(value) }
  /// An integer from a literal.
  public init(integerLiteral value: Int) { self = .integer(value) }
  /// A double from a literal.
  public init(floatLiteral value: Double) { self = .double(value) }
  /// A Boolean from a literal.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// `null` from `nil`.
  public init(nilLiteral: ()) { self = .null }
  /// An array from a literal.
  public init(arrayLiteral elements: FixtureValue...) { self = .array(elements) }
  /// A nested fixture from a dictionary literal.
  public init(dictionaryLiteral elements: (String, FixtureValue)...) {
    self = .fixture(Fixture(entries: elements.map { ($0.0, $0.1) }))
  }
}

extension FixtureValue: ExpressibleByStringInterpolation {
  /// A string from an interpolated literal: `"article-\(index)"`, without `.string(...)`.
  ///
  /// ```swift
  /// let fixtures: [Fixture] = (1...3).map { index in ["identifier": "article-\(index)"] }
  /// ```
  ///
  /// - Parameter stringInterpolation: The literal's parts.
  public init(stringInterpolation: DefaultStringInterpolation) {
    self = .string(String(stringInterpolation: stringInterpolation))
  }
}

extension FixtureValue {
  /// The value for a key of a nested fixture, or `nil` when this is no fixture or has no such
  /// key; chain it with the index subscript to read a subtree.
  ///
  /// ```swift
  /// let title = fixture["notification"]?["request"]?["content"]?["title"]  // .string("Hello")
  /// ```
  public subscript(key: String) -> FixtureValue? {
    guard case .fixture(let fixture) = self else { return nil }
    return fixture[key]
  }

  /// The element of an array at `index`, or `nil` when this is no array or the index is out of
  /// range.
  ///
  /// ```swift
  /// let first = category["actions"]?[0]?["identifier"]
  /// ```
  public subscript(index: Int) -> FixtureValue? {
    guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
    return elements[index]
  }

  /// The value at a key path written as errors print one (`actions[0].title`), or `nil` when
  /// any step is missing; ``Fixture/setting(_:to:)-(String,FixtureValue)`` takes the same
  /// paths.
  ///
  /// ```swift
  /// let title = category[keyPath: "actions[0].title"]
  /// ```
  public subscript(keyPath keyPath: String) -> FixtureValue? {
    guard let segments = try? FixtureKeyPath.segments(of: keyPath) else { return nil }
    var value: FixtureValue? = self
    for segment in segments {
      switch segment {
      case .key(let key): value = value?[key]
      case .index(let index, _): value = index.flatMap { value?[$0] }
      }
    }
    return value
  }
}

extension FixtureValue: Equatable {
  /// Whether two values are equal as JSON would hold them: numbers by value, dates, URLs, UUIDs
  /// and data by their JSON text; objects with `isEqual`.
  public static func == (lhs: FixtureValue, rhs: FixtureValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.fixture(let a), .fixture(let b)): a == b
    case (.date(let a), .date(let b)): a == b
    case (.url(let a), .url(let b)): a == b
    case (.data(let a), .data(let b)): a == b
    case (.uuid(let a), .uuid(let b)): a == b
    case (.object(let a), .object(let b)): valuesEqual(a, b)
    default:
      if let a = lhs.numericValue, let b = rhs.numericValue {
        a == b
      } else if let a = lhs.textValue, let b = rhs.textValue {
        a == b
      } else {
        false
      }
    }
  }

  /// Strings, and the values JSON writes as strings: a date equals its ISO 8601 text.
  private var textValue: String? {
    switch self {
    case .string(let value): value
    case .date(let value): JSONWriter.formatDate(value)
    case .url(let value): value.absoluteString
    case .uuid(let value): value.uuidString
    case .data(let value): value.base64EncodedString()
    default: nil
    }
  }

  private var numericValue: NumberValue? {
    switch self {
    case .integer(let value): .integer(value)
    case .unsignedInteger(let value): NumberValue(integer: value)
    case .double(let value): .double(value)
    default: nil
    }
  }
}

extension FixtureValue: CustomStringConvertible {
  /// The value as JSON would write it; objects as their one-line description.
  public var description: String {
    switch self {
    case .object(let object): String(describing: object)
    default: JSONWriter.string(self, pretty: false)
    }
  }
}
