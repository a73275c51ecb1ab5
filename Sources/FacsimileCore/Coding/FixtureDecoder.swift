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
/// value, or a `DecodingError` of the same case at the same coding path, with containers that
/// behave alike (an unkeyed container moves past an element only once it is decoded, so "decode,
/// or skip the bad element" keeps every good one). It has `JSONDecoder`'s ``userInfo``,
/// ``dataDecodingStrategy``, ``keyDecodingStrategy`` and ``nonConformingFloatDecodingStrategy``,
/// with their defaults. Where it deliberately differs (dates default to
/// ``DateDecodingStrategy-swift.enum/iso8601OrSecondsSince1970``, the forms fixtures write;
/// a number that does not fit is reported at its own coding path; messages name the nearest
/// key), Docs/Fixtures.md lists each difference, and `FixtureDecoderDifferentialTests` checks
/// it.
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

  /// Decodes from a value in the engine's form (`[String: Any]`, `[Any]`, scalars).
  func decode<T: Decodable>(_ type: T.Type, fromEngineValue value: Any) throws -> T {
    let options = DecodingOptions(self)
    let decoded = try ValueDecoder(value: value, codingPath: [], options: options).decode(type)
    if let error = options.keyUse?.unknownKeyError() { throw error }
    return decoded
  }
}
