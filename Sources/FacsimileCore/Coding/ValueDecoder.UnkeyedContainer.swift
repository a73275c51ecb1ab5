import Foundation

extension ValueDecoder {
  /// An unkeyed container over an array. It moves past an element only once that element is
  /// decoded, so a caller can try another type after a failure, as with `JSONDecoder`.
  struct UnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: ValueDecoder
    let elements: [Any]
    private(set) var currentIndex = 0

    init(decoder: ValueDecoder, elements: [Any]) {
      self.decoder = decoder
      self.elements = elements
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    /// The decoder of the current element, or `valueNotFound` at the end.
    private func current<T>(_ type: T.Type, atEnd message: String = "Unkeyed container is at end.")
      throws -> ValueDecoder
    {
      let key = AnyCodingKey(index: currentIndex)
      guard !isAtEnd else {
        throw DecodingError.valueNotFound(
          type, DecodingError.Context(codingPath: codingPath + [key], debugDescription: message))
      }
      return decoder.child(elements[currentIndex], at: key)
    }

    mutating func decodeNil() throws -> Bool {
      guard try current(Never.self).decodeNil() else { return false }
      currentIndex += 1
      return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
      let value = try current(type).decode(type)
      currentIndex += 1
      return value
    }

    /// `nil` for `null` and, as JSONDecoder, past the end (moving on either way).
    mutating func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? {
      try nextIfPresent(type)
    }

    private mutating func nextIfPresent<T: Decodable>(_ type: T.Type) throws -> T? {
      guard !isAtEnd else {
        currentIndex += 1
        return nil
      }
      let element = try current(type)
      let value = element.decodeNil() ? nil : try element.decode(type)
      currentIndex += 1
      return value
    }

    // The protocol's own `decodeIfPresent` for these types does not move past the end, as
    // JSONDecoder's does; a generic method does not replace it, so each type says so.
    mutating func decodeIfPresent(_ type: Bool.Type) throws -> Bool? { try nextIfPresent(type) }
    mutating func decodeIfPresent(_ type: String.Type) throws -> String? { try nextIfPresent(type) }
    mutating func decodeIfPresent(_ type: Double.Type) throws -> Double? { try nextIfPresent(type) }
    mutating func decodeIfPresent(_ type: Float.Type) throws -> Float? { try nextIfPresent(type) }
    mutating func decodeIfPresent(_ type: Int.Type) throws -> Int? { try nextIfPresent(type) }
    mutating func decodeIfPresent(_ type: Int8.Type) throws -> Int8? { try nextIfPresent(type) }
    mutating func decodeIfPresent(_ type: Int16.Type) throws -> Int16? { try nextIfPresent(type) }
    mutating func decodeIfPresent(_ type: Int32.Type) throws -> Int32? { try nextIfPresent(type) }
    mutating func decodeIfPresent(_ type: Int64.Type) throws -> Int64? { try nextIfPresent(type) }
    mutating func decodeIfPresent(_ type: Int128.Type) throws -> Int128? { try nextIfPresent(type) }
    mutating func decodeIfPresent(_ type: UInt.Type) throws -> UInt? { try nextIfPresent(type) }
    mutating func decodeIfPresent(_ type: UInt8.Type) throws -> UInt8? { try nextIfPresent(type) }
    mutating func decodeIfPresent(_ type: UInt16.Type) throws -> UInt16? { try nextIfPresent(type) }
    mutating func decodeIfPresent(_ type: UInt32.Type) throws -> UInt32? { try nextIfPresent(type) }
    mutating func decodeIfPresent(_ type: UInt64.Type) throws -> UInt64? { try nextIfPresent(type) }
    mutating func decodeIfPresent(_ type: UInt128.Type) throws -> UInt128? {
      try nextIfPresent(type)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
      -> KeyedDecodingContainer<NestedKey>
    {
      let container = try current(KeyedDecodingContainer<NestedKey>.self).container(keyedBy: type)
      currentIndex += 1
      return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
      let container = try current(
        (any UnkeyedDecodingContainer).self,
        atEnd: "Cannot get nested unkeyed container -- unkeyed container is at end."
      ).unkeyedContainer()
      currentIndex += 1
      return container
    }

    mutating func superDecoder() throws -> any Decoder {
      let decoder = try current(
        (any Decoder).self, atEnd: "Cannot get superDecoder() -- unkeyed container is at end.")
      currentIndex += 1
      return decoder
    }
  }
}
