import Foundation

extension ValueDecoder {
  /// A keyed container over a dictionary, its keys converted by the decoder's key strategy.
  struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: ValueDecoder
    let entries: [String: Any]

    var codingPath: [any CodingKey] { decoder.codingPath }

    init(decoder: ValueDecoder, dictionary: [String: Any]) throws {
      self.decoder = decoder
      switch decoder.options.decoder.keyDecodingStrategy {
      case .useDefaultKeys:
        entries = dictionary
      case .convertFromSnakeCase:
        entries = Self.converting(dictionary) { key in Self.camelCase(fromSnakeCase: key) }
      case .custom(let convert):
        let path = decoder.codingPath
        entries = Self.converting(dictionary) { key in
          convert(path + [AnyCodingKey(stringValue: key)]).stringValue
        }
      @unknown default:
        entries = dictionary
      }
      decoder.options.keyUse?.opened(at: decoder.codingPath, keys: entries.keys)
    }

    /// The dictionary with converted keys; where two keys become one, the first in key order
    /// wins (JSONDecoder keeps the first in the document, and calls the case undefined).
    private static func converting(_ dictionary: [String: Any], _ convert: (String) -> String)
      -> [String: Any]
    {
      var entries = [String: Any](minimumCapacity: dictionary.count)
      for key in dictionary.keys.sorted() where entries[convert(key)] == nil {
        entries[convert(key)] = dictionary[key]
      }
      return entries
    }

    /// `snake_case_key` as `snakeCaseKey`, as `JSONDecoder.KeyDecodingStrategy
    /// .convertFromSnakeCase` documents it: underscores at either end kept, a key without an
    /// inner underscore left as it is, else the first word lowercased and the others capitalized.
    static func camelCase(fromSnakeCase key: String) -> String {
      guard let first = key.firstIndex(where: { $0 != "_" }),
        let last = key.lastIndex(where: { $0 != "_" })
      else { return key }
      let words = key[first...last].split(separator: "_")
      guard words.count > 1 else { return key }
      let joined =
        words[0].lowercased() + words.dropFirst().map { $0.capitalized }.joined()
      return String(key[..<first]) + joined + String(key[key.index(after: last)...])
    }

    var allKeys: [Key] {
      decoder.options.keyUse?.enumerated(at: codingPath)
      return entries.keys.sorted().compactMap { Key(stringValue: $0) }
    }

    func contains(_ key: Key) -> Bool {
      decoder.options.keyUse?.asked(key.stringValue, at: codingPath)
      return entries[key.stringValue] != nil
    }

    /// The decoder of the value for `key`, or `keyNotFound` naming the nearest key there is.
    private func decoder(for key: some CodingKey) throws -> ValueDecoder {
      decoder.options.keyUse?.asked(key.stringValue, at: codingPath)
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
      return decoder.child(value, at: key)
    }

    func decodeNil(forKey key: Key) throws -> Bool {
      try decoder(for: key).decodeNil()
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
      try decoder(for: key).decode(type)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
      decoder.options.keyUse?.asked(key.stringValue, at: codingPath)
      guard let value = entries[key.stringValue] else { return nil }
      let child = decoder.child(value, at: key)
      return child.decodeNil() ? nil : try child.decode(type)
    }

    func nestedContainer<NestedKey: CodingKey>(
      keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
      try decoder(for: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      try decoder(for: key).unkeyedContainer()
    }

    /// The decoder of the value for `"super"`, or of `null` when there is none, as JSONDecoder.
    func superDecoder() throws -> any Decoder {
      decoder.options.keyUse?.asked(AnyCodingKey.super.stringValue, at: codingPath)
      return decoder.child(
        entries[AnyCodingKey.super.stringValue] ?? NSNull(), at: AnyCodingKey.super)
    }

    /// The decoder of the value for `key`, or of `null` when there is none, as JSONDecoder.
    func superDecoder(forKey key: Key) throws -> any Decoder {
      decoder.options.keyUse?.asked(key.stringValue, at: codingPath)
      return decoder.child(entries[key.stringValue] ?? NSNull(), at: key)
    }
  }
}
