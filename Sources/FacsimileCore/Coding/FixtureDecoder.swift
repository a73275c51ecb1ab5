public import Foundation

/// Decodes any `Decodable` type from a fixture, or from a fixture's JSON bytes, as `JSONDecoder`
/// decodes from JSON.
///
/// It is for the user's own types that are not key-value codable, such as structs with `let`
/// properties:
///
/// ```swift
/// struct Article: Decodable { let id: Int; let title: String; let published: Date }
///
/// let article = try FixtureDecoder().decode(Article.self, from: [
///   "id": 7, "title": "Hello", "published": "2026-11-21T08:30:00Z",
/// ])
/// ```
///
/// Given the same `Decodable` type and the same JSON, it gives what `JSONDecoder` gives: the same
/// value, or a `DecodingError` of the same case at the same coding path. Containers behave the
/// same way: an unkeyed container moves past an element only once it is decoded (so "decode, or
/// skip the bad element" keeps every good one), an element's coding key is `"Index 1"` with
/// `intValue` 1, a `null` element is `valueNotFound` at the element, `decodeNil(forKey:)` throws
/// `keyNotFound` for a missing key, `decodeNil()` throws at the end of an unkeyed container,
/// `superDecoder()` reads the `"super"` key, and `superDecoder(forKey:)` of a missing key is a
/// decoder of `null`. It has `JSONDecoder`'s ``userInfo``, ``dataDecodingStrategy``,
/// ``keyDecodingStrategy`` (a key strategy converts the keys of types, not those of
/// `[String: T]` dictionaries) and ``nonConformingFloatDecodingStrategy``, with their defaults.
///
/// Where it deliberately differs from `JSONDecoder` (the suite `FixtureDecoderDifferentialTests`
/// checks each):
/// - **Dates** default to ``DateDecodingStrategy-swift.enum/iso8601OrSecondsSince1970``, the
///   forms fixtures write (`fixture()`, `jsonData()`, `JSONEncoder` on a model) and the engine
///   reads for a `Date` key, not to `.deferredToDate` (seconds since 2001). For JSON that
///   `JSONEncoder` wrote with its defaults, set ``dateDecodingStrategy`` to `.deferredToDate`:
///   read as seconds since 1970, such a date would be 31 years early.
/// - **Values JSON cannot hold**: a fixture's `.date`, `.data` and `.url` decode as `Date`,
///   `Data` and `URL` under every strategy (but `.custom`); a URL or UUID decodes as a `String`
///   too; a key-value codable object decodes as a dictionary of its keys.
/// - **A number that does not fit** the type asked for (`300` for `UInt8`, `1.5` for `Int`,
///   `1e-46` for `Float`) is `dataCorrupted` at the number's own coding path, "Parsed JSON number
///   <1e-46> does not fit in Float."; `JSONDecoder` on Linux reports it with an empty coding path
///   ("The given data was not valid JSON."). So is a string that `.iso8601` cannot read, which
///   `JSONDecoder` reports at the path of the container around it.
/// - **Messages** (`debugDescription`) are Facsimile's: what was expected, what was found, the
///   nearest key for a missing one.
/// - **A fixture holds numbers as `Int`, `UInt64` or `Double`**: decoded from a ``Fixture``, a
///   `Decimal` has at most the 17 significant digits of a `Double`, and there are no integers
///   beyond 64 bits. Decoded from JSON bytes (``decode(_:from:)-(_,Data)``), every number keeps
///   its text: a `Decimal` keeps every digit, `Int128` and `UInt128` read their full range.
/// - **JSON bytes are read as fixtures are**: UTF-8 only (a byte-order mark is skipped), no
///   duplicate keys (`JSONDecoder` keeps the first), nesting at most 64 levels (its limit is 512);
///   anything else is `dataCorrupted` with an empty coding path and the parser's message, at its
///   line and column.
/// - **Keys** of a keyed container (`allKeys`) are sorted.
public struct FixtureDecoder: Sendable {
  /// How a `Date` is read; ``DateDecodingStrategy-swift.enum/iso8601OrSecondsSince1970`` by
  /// default.
  public var dateDecodingStrategy: DateDecodingStrategy = .iso8601OrSecondsSince1970

  /// How `Data` is read; `.base64` by default, as `JSONDecoder`.
  public var dataDecodingStrategy: JSONDecoder.DataDecodingStrategy = .base64

  /// How the keys of a dictionary become a type's coding keys; `.useDefaultKeys` by default, as
  /// `JSONDecoder`. `.convertFromSnakeCase` reads `first_name` as `firstName`.
  public var keyDecodingStrategy: JSONDecoder.KeyDecodingStrategy = .useDefaultKeys

  /// Which strings stand for infinity and NaN; `.throw` (none) by default, as `JSONDecoder`.
  public var nonConformingFloatDecodingStrategy: JSONDecoder.NonConformingFloatDecodingStrategy =
    .throw

  /// Values every decoder hands to `init(from:)` through its `userInfo`.
  public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

  /// Whether a key of the fixture that the type never asks for is an error; `false` by default,
  /// as `JSONDecoder` ignores such keys.
  ///
  /// With `true`, a misspelt key of an optional property, which would decode as `nil` in silence,
  /// is `DecodingError.dataCorrupted` at that key, with the nearest key the type asked for:
  ///
  /// ```swift
  /// struct Campaign: Decodable { let id: String; let deepLink: URL? }
  /// var decoder = FixtureDecoder()
  /// decoder.refusesUnknownKeys = true
  /// _ = try decoder.decode(Campaign.self, from: ["id": "c-1", "deeplink": "app://a"])
  /// // unknown key "deeplink": the type does not read it; did you mean "deepLink"?
  /// ```
  ///
  /// A type asks for a key by decoding it (`decode`, `decodeIfPresent`, `decodeNil`), by
  /// `contains`, or through a nested container or a super decoder; a type that reads `allKeys`
  /// (a dictionary) asks for every key of its container.
  public var refusesUnknownKeys = false

  /// Creates a decoder with `JSONDecoder`'s defaults, but for dates (see above).
  public init() {}

  /// Decodes a `T` from a fixture.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - fixture: Its keys and values.
  /// - Returns: The decoded value.
  /// - Throws: `DecodingError` with the coding path of the first problem.
  public func decode<T: Decodable>(_ type: T.Type, from fixture: Fixture) throws -> T {
    try decode(type, fromEngineValue: fixture.properties)
  }

  /// Decodes a `T` from JSON bytes, keeping every number's text, as `JSONDecoder` does.
  ///
  /// ```swift
  /// struct Price: Decodable { let amount: Decimal }
  /// let price = try FixtureDecoder().decode(
  ///   Price.self, from: Data(#"{"amount": 12345678901234567890.123}"#.utf8))
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - data: A JSON document, UTF-8.
  /// - Returns: The decoded value.
  /// - Throws: `DecodingError`: `dataCorrupted` with an empty coding path and the parser's
  ///   ``FacsimileError`` as its underlying error for malformed JSON, else as for a fixture.
  public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
    let value: LiteralJSONValue
    do {
      value = try JSONParser<LiteralJSONValue>.parsing(data) { parser throws(FacsimileError) in
        try parser.parse()
      }
    } catch {
      let located = JSONFixture.locate(error, in: data, file: nil)
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: [], debugDescription: "The given data was not valid JSON: \(located)",
          underlyingError: located))
    }
    return try decode(type, fromEngineValue: value.value)
  }

  /// Decodes from a value in the engine's form (`[String: Any]`, `[Any]`, scalars).
  /// `type` decoded from the top-level object of a JSON document without the keys `omitted` (a
  /// push payload's `aps`), every number read from its text, as
  /// ``decode(_:from:)-(_,Data)`` reads it: a `Decimal` keeps every digit, which the document's
  /// ``JSONFixture/value`` holds as a `Double`.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - document: A parsed document whose top level is an object.
  ///   - omitted: Top-level keys to leave out.
  /// - Returns: The decoded value.
  /// - Throws: `DecodingError`, as ``decode(_:from:)-(_,Fixture)`` does.
  package func decode<T: Decodable>(
    _ type: T.Type, fromObjectIn document: JSONFixture, omitting omitted: Set<String>
  ) throws -> T {
    let parsed = try JSONParser<LiteralJSONValue>.parsing(document.data) {
      parser throws(FacsimileError) in try parser.parse()
    }
    guard var object = parsed.value as? [String: Any] else {
      return try decode(type, fromEngineValue: parsed.value)
    }
    for key in omitted.union([JSONFixture.schemaKey]) { object[key] = nil }
    return try decode(type, fromEngineValue: object)
  }

  func decode<T: Decodable>(_ type: T.Type, fromEngineValue value: Any) throws -> T {
    let options = DecodingOptions(self)
    let decoded = try ValueDecoder(value: value, codingPath: [], options: options).decode(type)
    if let error = options.keyUse?.unknownKeyError() { throw error }
    return decoded
  }
}
