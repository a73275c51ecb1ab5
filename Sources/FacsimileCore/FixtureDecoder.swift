import Foundation

/// Decodes any `Decodable` type from a fixture, as `JSONDecoder` decodes from JSON, with the same
/// coercions as the engine (numbers from `NSNumber`, dates from ISO 8601 strings or seconds,
/// URLs and UUIDs from strings, data from base64).
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
/// Problems throw the standard `DecodingError`, whose context carries the coding path, as callers'
/// `init(from:)` code expects.
public struct FixtureDecoder: Sendable {
  /// Creates a decoder.
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

  /// Decodes from a value in the engine's form (`[String: Any]`, `[Any]`, scalars).
  func decode<T: Decodable>(_ type: T.Type, fromEngineValue value: Any) throws -> T {
    try ValueDecoder(value: value, codingPath: []).decodeValue(type)
  }
}

/// A coding key made from any string or index.
struct AnyCodingKey: CodingKey {
  var stringValue: String
  var intValue: Int?
  init(stringValue: String) { self.stringValue = stringValue }
  init(intValue: Int) {
    self.stringValue = "\(intValue)"
    self.intValue = intValue
  }
}

/// The `Decoder` over one engine value.
private struct ValueDecoder: Decoder {
  let value: Any
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard let dictionary = stringKeyedDictionary(value) else {
      throw mismatch([String: Any].self, at: codingPath)
    }
    return KeyedDecodingContainer(KeyedContainer<Key>(entries: dictionary, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard let array = value as? [Any] else { throw mismatch([Any].self, at: codingPath) }
    return UnkeyedContainer(elements: array, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SingleValueContainer(decoder: self)
  }

  /// A number, or a numeric string, as a `Decimal`; `nil` for anything else.
  static func decimal(from value: Any) -> Decimal? {
    guard let value = flattened(value), !isNull(value) else { return nil }
    if let decimal = value as? Decimal { return decimal }
    if type(of: value) is NSNumber.Type, let number = value as? NSNumber {
      return number.isBoolean ? nil : Decimal(string: number.stringValue)
    }
    switch value {
    case is Bool: return nil
    case let integer as any BinaryInteger: return Decimal(string: "\(integer)")
    case let double as Double: return double.isFinite ? Decimal(string: "\(double)") : nil
    case let string as String: return Decimal(string: string)
    default: return nil
    }
  }

  func mismatch(_ type: any Any.Type, at path: [any CodingKey]) -> DecodingError {
    .typeMismatch(
      type,
      DecodingError.Context(
        codingPath: path, debugDescription: "expected \(type), found \(describe(value))"))
  }

  /// Decodes `T`: through the engine's coercion for the types it knows, else `T(from:)`.
  func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
    guard codingPath.count <= FacsimileLimits.maximumDepth else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: codingPath,
          debugDescription: "nesting deeper than \(FacsimileLimits.maximumDepth) levels"))
    }
    // `Decimal` reads a number as JSONDecoder does, from its shortest decimal text, so that
    // `9.99` is exactly 9.99 rather than the nearest binary double.
    if T.self == Decimal.self {
      if let decimal = Self.decimal(from: value) as? T { return decimal }
      throw mismatch(Decimal.self, at: codingPath)
    }
    let valueType = ValueType.of(T.self)
    if valueType.usesEngineCoercion {
      let context = FabricationContext(rootTypeName: "")
      do {
        if let made = try valueType.coerce(value, in: context) as? T { return made }
      } catch {
        let problem = error.problems.first
        let description = [
          problem?.expected.map { "expected \($0)" }, problem?.found.map { "found \($0)" },
        ]
        .compactMap { $0 }.joined(separator: ", ")
        if problem?.kind == .typeMismatch,
          flattened(value) == nil || isNull(flattened(value) ?? NSNull())
        {
          throw DecodingError.valueNotFound(
            T.self,
            DecodingError.Context(
              codingPath: codingPath, debugDescription: description, underlyingError: error))
        }
        throw DecodingError.typeMismatch(
          T.self,
          DecodingError.Context(
            codingPath: codingPath, debugDescription: description, underlyingError: error))
      }
    }
    return try T(from: self)
  }
}

extension ValueType {
  /// Whether values of this type are made by the engine's coercion rather than `init(from:)`:
  /// scalars, Foundation values, raw-value enums, objects and collections of them.
  var usesEngineCoercion: Bool {
    switch kind {
    case .opaque, .any, .decodable: false
    case .optional(let wrapped, _): wrapped.usesEngineCoercion
    case .collection(let element, _): element.usesEngineCoercion
    case .dictionary(let value, _): value.usesEngineCoercion
    default: true
    }
  }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let entries: [String: Any]
  let codingPath: [any CodingKey]
  var allKeys: [Key] { entries.keys.sorted().compactMap { Key(stringValue: $0) } }

  func contains(_ key: Key) -> Bool { entries[key.stringValue] != nil }

  private func decoder(for key: Key) throws -> ValueDecoder {
    guard let value = entries[key.stringValue] else {
      let suggestion = nearest(to: key.stringValue, in: Array(entries.keys)).map {
        "; the fixture has \"\($0)\""
      }
      throw DecodingError.keyNotFound(
        key,
        DecodingError.Context(
          codingPath: codingPath,
          debugDescription: "no value for key \"\(key.stringValue)\"" + (suggestion ?? "")))
    }
    return ValueDecoder(value: value, codingPath: codingPath + [key])
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    guard let value = entries[key.stringValue] else { return true }
    return flattened(value).map(isNull) ?? true
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try decoder(for: key).decodeValue(type)
  }

  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    guard try !decodeNil(forKey: key) else { return nil }
    return try decode(type, forKey: key)
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try decoder(for: key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try decoder(for: key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    ValueDecoder(value: entries, codingPath: codingPath)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    try decoder(for: key)
  }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
  let elements: [Any]
  let codingPath: [any CodingKey]
  var currentIndex = 0
  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  init(elements: [Any], codingPath: [any CodingKey]) {
    self.elements = elements
    self.codingPath = codingPath
  }

  private mutating func nextDecoder<T>(_ type: T.Type) throws -> ValueDecoder {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        type,
        DecodingError.Context(
          codingPath: codingPath + [AnyCodingKey(intValue: currentIndex)],
          debugDescription: "the array has only \(elements.count) elements"))
    }
    defer { currentIndex += 1 }
    return ValueDecoder(
      value: elements[currentIndex], codingPath: codingPath + [AnyCodingKey(intValue: currentIndex)]
    )
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd else { return false }
    if flattened(elements[currentIndex]).map(isNull) ?? true {
      currentIndex += 1
      return true
    }
    return false
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try nextDecoder(type).decodeValue(type)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try nextDecoder([String: Any].self).container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try nextDecoder([Any].self).unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder {
    try nextDecoder(Any.self)
  }
}

private struct SingleValueContainer: SingleValueDecodingContainer {
  let decoder: ValueDecoder
  var codingPath: [any CodingKey] { decoder.codingPath }

  func decodeNil() -> Bool { flattened(decoder.value).map(isNull) ?? true }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try decoder.decodeValue(type)
  }
}
