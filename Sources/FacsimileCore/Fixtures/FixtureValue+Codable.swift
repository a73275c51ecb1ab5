import Foundation

extension FixtureValue: Codable {
  /// Decodes any JSON-like value: an object becomes a fixture, an array an array, and scalars
  /// their cases.
  ///
  /// - Parameter decoder: Any decoder, such as `JSONDecoder`'s.
  /// - Throws: `DecodingError` if the value is none of these.
  public init(from decoder: any Decoder) throws {
    if let keyed = try? decoder.container(keyedBy: AnyCodingKey.self) {
      var entries: [(String, FixtureValue)] = []
      for key in keyed.allKeys {
        entries.append((key.stringValue, try keyed.decode(FixtureValue.self, forKey: key)))
      }
      self = .fixture(Fixture(entries: entries))
      return
    }
    if var unkeyed = try? decoder.unkeyedContainer() {
      var elements: [FixtureValue] = []
      while !unkeyed.isAtEnd { elements.append(try unkeyed.decode(FixtureValue.self)) }
      self = .array(elements)
      return
    }
    let single = try decoder.singleValueContainer()
    if single.decodeNil() {
      self = .null
    } else if let bool = try? single.decode(Bool.self) {
      self = .bool(bool)
    } else if let integer = try? single.decode(Int.self) {
      self = .integer(integer)
    } else if let integer = try? single.decode(UInt64.self) {
      self = .unsignedInteger(integer)
    } else if let double = try? single.decode(Double.self) {
      self = .double(double)
    } else {
      self = .string(try single.decode(String.self))
    }
  }

  /// Encodes the value as JSON would hold it: fixtures as objects in key order, dates as ISO 8601
  /// strings, URLs and UUIDs as strings, data as base64, objects as their fixtures.
  ///
  /// - Parameter encoder: Any encoder, such as `JSONEncoder`'s.
  public func encode(to encoder: any Encoder) throws {
    let json = jsonForm
    switch json {
    case .fixture(let fixture):
      var keyed = encoder.container(keyedBy: AnyCodingKey.self)
      for (key, value) in fixture.entries {
        try keyed.encode(value, forKey: AnyCodingKey(stringValue: key))
      }
    case .array(let elements):
      var unkeyed = encoder.unkeyedContainer()
      for element in elements { try unkeyed.encode(element) }
    default:
      var single = encoder.singleValueContainer()
      switch json {
      case .null: try single.encodeNil()
      case .bool(let value): try single.encode(value)
      case .integer(let value): try single.encode(value)
      case .unsignedInteger(let value): try single.encode(value)
      case .double(let value): try single.encode(value)
      case .string(let value): try single.encode(value)
      // Containers are written above; `jsonForm` writes the others as the cases here.
      case .fixture, .array, .date, .url, .uuid, .data, .object: break
      }
    }
  }
}

extension KeyValueCodable {
  /// Sets the object's keys from any `Decoder`, through its key table: the body of a type's own
  /// `init(from:)`, for a type of yours that adopts `Decodable`.
  ///
  /// ```swift
  /// extension Article: Decodable {  // Article: a final KeyedObject subclass of yours
  ///   convenience init(from decoder: any Decoder) throws {
  ///     try self.init(keysFrom: decoder)  // a blank Article, then decodeKeys(from:)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter decoder: The decoder passed to `init(from:)`.
  /// - Throws: `DecodingError.dataCorrupted` whose context has the coding path of the first
  ///   problem and the full ``FacsimileError`` as its underlying error.
  public func decodeKeys(from decoder: any Decoder) throws {
    let typeName = type(of: self).keyTable.typeName
    var properties = try FixtureValue.properties(of: typeName, from: decoder)
    if let named = properties.removeValue(forKey: Fixture.typeKey), named as? String != typeName {
      // `init(from:)` makes the type it belongs to; choosing a subclass is fabricate(from:)'s job.
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath + [AnyCodingKey(stringValue: Fixture.typeKey)],
          debugDescription:
            "\(typeName).\(Fixture.typeKey): init(from:) makes \(typeName), not \(describe(named)); "
            + "use fabricate(from:) or Fabricated to choose a registered subclass"))
    }
    do {
      try Fabricator.apply(properties, to: self, in: FabricationContext(rootTypeName: typeName))
    } catch {
      throw error.decodingError(at: decoder.codingPath)
    }
  }
}

extension FixtureValue {
  /// The keyed properties a decoder holds for an object of `typeName`.
  static func properties(of typeName: String, from decoder: any Decoder) throws -> [String: Any] {
    let value = try FixtureValue(from: decoder)
    guard case .fixture(let fixture) = value else {
      throw DecodingError.typeMismatch(
        [String: Any].self,
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription:
            "expected \(typeName) as an object, found \(describe(value.engineValue))"))
    }
    return fixture.properties
  }
}
