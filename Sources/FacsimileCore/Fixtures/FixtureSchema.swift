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
  /// Where `"$type"` names a subtype, the subtype's keys apply (`if`/`then`/`else` on
  /// `"$type"`), as when fabricating. The top level also allows `"$schema"`, which a fixture
  /// file uses to name its schema for editors and which ``JSONFixture`` leaves out.
  ///
  /// - Parameter type: A key-value codable type.
  /// - Returns: The schema, as a fixture ready to be written as JSON.
  public static func jsonSchema(for type: any KeyValueCodable.Type) -> Fixture {
    var pending: [any KeyValueCodable.Type] = [type]
    let root = declaredSchema(type, atTop: true, referencing: &pending)
    var definitions: [(String, FixtureValue)] = []
    var done = Set<String>()
    while let next = pending.popLast() {
      let name = next.keyTable.typeName
      guard done.insert(name).inserted else { continue }
      definitions.append((name, declaredSchema(next, atTop: false, referencing: &pending)))
    }
    var entries: [(String, FixtureValue)] = [
      (JSONFixture.schemaKey, "https://json-schema.org/draft/2020-12/schema"),
      ("title", .string(type.keyTable.typeName)),
    ]
    if case .fixture(let body) = root { entries += body.entries.map { ($0.key, $0.value) } }
    entries.append(("$defs", .fixture(Fixture(entries: definitions.sorted { $0.0 < $1.0 }))))
    return Fixture(entries: entries)
  }

  /// The schema of a value declared as `type`: its own keys, or, where `"$type"` names one of
  /// its registered subtypes, that subtype's. At the top of a file, `"$schema"` is allowed too.
  private static func declaredSchema(
    _ type: any KeyValueCodable.Type, atTop: Bool,
    referencing pending: inout [any KeyValueCodable.Type]
  ) -> FixtureValue {
    let exact = objectSchema(type, atTop: atTop, referencing: &pending)
    let subtypes = type.keyTable.subtypes
    guard !subtypes.isEmpty else { return exact }
    var chain = exact
    for subtype in subtypes.reversed() {
      let name = subtype.keyTable.typeName
      let then =
        atTop
        ? objectSchema(subtype, atTop: true, referencing: &pending)
        : ["$ref": .string("#/$defs/\(name)")]
      pending.append(subtype)
      chain = [
        "if": [
          "properties": [Fixture.typeKey: ["const": .string(name)]],
          "required": [.string(Fixture.typeKey)],
        ],
        "then": then,
        "else": chain,
      ]
    }
    var entries: [(String, FixtureValue)] = [
      ("type", "object"), ("properties", [Fixture.typeKey: typeProperty(type)]),
    ]
    if case .fixture(let dispatch) = chain {
      entries += dispatch.entries.map { ($0.key, $0.value) }
    }
    return .fixture(Fixture(entries: entries))
  }

  /// `"$type"`: the type itself or one of its registered subtypes.
  private static func typeProperty(_ type: any KeyValueCodable.Type) -> FixtureValue {
    [
      "description": "The class to make, if not the expected one.",
      "enum": .array(([type] + type.keyTable.subtypes).map { .string($0.keyTable.typeName) }),
    ]
  }

  private static func objectSchema(
    _ type: any KeyValueCodable.Type, atTop: Bool,
    referencing pending: inout [any KeyValueCodable.Type]
  ) -> FixtureValue {
    let table = type.keyTable
    var properties: [(String, FixtureValue)] = []
    if atTop {
      properties.append(
        (
          JSONFixture.schemaKey,
          [
            "description": "The JSON Schema that editors check this file against; ignored.",
            "type": "string",
          ]
        ))
    }
    pending += table.subtypes
    properties.append((Fixture.typeKey, typeProperty(type)))
    for key in table.keys {
      var valueSchema = schema(for: key.valueType, referencing: &pending)
      // `null` resets a `null_resettable` key to its default.
      if key.resetsOnNil { valueSchema = ["anyOf": [valueSchema, ["type": "null"]]] }
      properties.append((key.name, valueSchema))
      // The Swift name a key also answers to (`url` for `URL`).
      if let otherName = key.otherName { properties.append((otherName, valueSchema)) }
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
    let base = typeSchema(for: valueType, referencing: &pending)
    guard let strings = valueType.strings else { return base }
    if case .rawRepresentable = valueType.kind { return base }
    // A type that also takes any string, such as a sound's file name.
    let names = strings.names.map { FixtureValue.array($0.map(FixtureValue.string)) }
    let text: FixtureValue = names.map { ["enum": $0] } ?? ["type": "string"]
    return ["anyOf": [base, text]]
  }

  private static func typeSchema(
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
        // Names and integer raw values together: the list says it all, without a "type".
        if valueType.strings != nil { return ["enum": .array(values)] }
        fixture = fixture.merging(["enum": .array(values)])
        rawSchema = .fixture(fixture)
      }
      return rawSchema
    case .object(let type):
      pending.append(type)
      return ["$ref": .string("#/$defs/\(type.keyTable.typeName)")]
    case .secureCoding:
      return [
        "type": ["string", "number", "boolean", "array", "object"],
        "description": "a property-list value, kept as the Foundation object that holds it",
      ]
    case .opaque where valueType.strings != nil:
      return ["type": "string", "description": .string("a \(valueType), by name")]
    case .opaque, .decodable:
      return ["description": .string("a \(valueType) value")]
    }
  }
}
