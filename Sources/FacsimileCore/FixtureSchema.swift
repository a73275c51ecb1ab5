/// JSON Schemas for fixture files, derived from key tables, so editors can validate and complete
/// fixtures as they are written.
///
/// ```swift
/// let schema = FixtureSchema.jsonSchema(for: UNNotificationResponse.self)
/// try schema.jsonData().write(to: URL(fileURLWithPath: "response.schema.json"))
/// ```
public enum FixtureSchema {
  /// A JSON Schema (draft 2020-12) for fixtures of `type`: one property per key, nested types
  /// under `$defs`, `"$type"` limited to the registered subtypes, unknown keys refused.
  ///
  /// - Parameter type: A key-value codable type.
  /// - Returns: The schema, as a fixture ready to be written as JSON.
  public static func jsonSchema(for type: any KeyValueCodable.Type) -> Fixture {
    var definitions: [(String, FixtureValue)] = []
    var pending: [any KeyValueCodable.Type] = [type]
    var done = Set<String>()
    while let next = pending.popLast() {
      let name = next.keyTable.typeName
      guard done.insert(name).inserted else { continue }
      definitions.append((name, objectSchema(next, referencing: &pending)))
    }
    let rootName = type.keyTable.typeName
    return [
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "title": .string(rootName),
      "$ref": .string("#/$defs/\(rootName)"),
      "$defs": .fixture(Fixture(entries: definitions.sorted { $0.0 < $1.0 })),
    ]
  }

  private static func objectSchema(
    _ type: any KeyValueCodable.Type, referencing pending: inout [any KeyValueCodable.Type]
  ) -> FixtureValue {
    let table = type.keyTable
    var properties: [(String, FixtureValue)] = []
    let choices = [type] + table.subtypes
    pending += table.subtypes
    properties.append(
      (
        Fixture.typeKey,
        [
          "description": "The class to make, if not the expected one.",
          "enum": .array(choices.map { .string($0.keyTable.typeName) }),
        ]
      ))
    for key in table.keys {
      properties.append((key.name, schema(for: key.valueType, referencing: &pending)))
    }
    return [
      "type": "object",
      "properties": .fixture(Fixture(entries: properties)),
      "additionalProperties": false,
    ]
  }

  private static func schema(
    for valueType: ValueType, referencing pending: inout [any KeyValueCodable.Type]
  ) -> FixtureValue {
    switch valueType.kind {
    case .any: return [:]
    case .bool: return ["type": "boolean"]
    case .string: return ["type": "string"]
    case .integer: return ["type": "integer"]
    case .floatingPoint: return ["type": "number"]
    case .number: return ["type": "number"]
    case .date:
      return ["oneOf": [["type": "string", "format": "date-time"], ["type": "number"]]]
    case .url: return ["type": "string", "format": "uri"]
    case .uuid: return ["type": "string", "format": "uuid"]
    case .data: return ["type": "string", "contentEncoding": "base64"]
    case .optional(let wrapped, _):
      return ["anyOf": [schema(for: wrapped, referencing: &pending), ["type": "null"]]]
    case .collection(let element, _):
      return ["type": "array", "items": schema(for: element, referencing: &pending)]
    case .dictionary(let value, _):
      return ["type": "object", "additionalProperties": schema(for: value, referencing: &pending)]
    case .anyHashableDictionary:
      return ["type": "object"]
    case .rawRepresentable(let raw, _, let cases):
      var rawSchema = schema(for: raw, referencing: &pending)
      if let cases, case .fixture(var fixture) = rawSchema {
        let values: [FixtureValue] = cases.map { text in
          if case .integer = raw.kind, let integer = Int(text) { return .integer(integer) }
          return .string(text)
        }
        fixture = fixture.merging(["enum": .array(values)])
        rawSchema = .fixture(fixture)
      }
      return rawSchema
    case .object(let type):
      pending.append(type)
      return ["$ref": .string("#/$defs/\(type.keyTable.typeName)")]
    case .opaque, .decodable:
      return ["description": .string("a \(valueType) value")]
    }
  }
}
