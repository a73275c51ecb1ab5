package import FacsimileCore

extension PayloadTable {
  /// `facsimile types`' block for `PushPayload`, made from ``fields``: each field, its APNs
  /// type and the content key it sets, by path.
  package var keysDescription: String {
    var lines = ["PushPayload"]
    for (key, field) in fields.sorted(by: { $0.field.dottedPath < $1.field.dottedPath }) {
      let type: String
      switch field.form {
      case .payload: continue
      case .text(let localizationKey, let arguments):
        let parent = field.path.dropLast().joined(separator: ".")
        type =
          "String, or \(parent).\(localizationKey) with \(parent).\(arguments)"
          + (field.isTheParentWhenAString ? "; \(parent) itself, a String" : "")
      case .names(let names): type = "one of " + names.joined(separator: ", ")
      case .sound: type = #"a name, "default", or {critical, name, volume}"#
      case .string, .count, .number: type = field.expected
      }
      lines.append("  \(field.dottedPath): \(type) -> \(key)")
    }
    lines += Self.flags.map { "  aps.\($0): 1 or 0 (no content key)" }
    lines.append("  any other key: the app's own data; the whole payload is userInfo")
    return lines.joined(separator: "\n")
  }

  /// A JSON Schema (draft 2020-12) for APNs payload files, made from ``fields``.
  package var schema: Fixture {
    let string: FixtureValue = ["type": "string"]
    let flag: FixtureValue = ["type": ["integer", "number", "boolean"]]
    var root = SchemaObject()
    for (_, field) in fields {
      let leaf: FixtureValue
      var siblings: [(String, FixtureValue)] = []
      switch field.form {
      case .payload: continue
      case .string: leaf = string
      case .text(let key, let arguments):
        leaf = string
        siblings = [
          (key, string), (arguments, ["type": "array", "items": ["type": ["string", "number"]]]),
        ]
      case .count: leaf = ["type": "integer"]
      case .number: leaf = ["type": "number"]
      case .names(let names): leaf = ["enum": .array(names.map { .string($0) })]
      case .sound:
        let sound: FixtureValue = [
          "type": "object",
          "properties": [
            "critical": flag, "name": string,
            "volume": ["type": "number", "minimum": 0, "maximum": 1],
          ],
        ]
        leaf = ["anyOf": [string, sound]]
      }
      root.insert(leaf, at: field.path[...], parentMayBeAString: field.isTheParentWhenAString)
      for (name, value) in siblings {
        root.insert(value, at: field.path.dropLast() + [name], parentMayBeAString: false)
      }
    }
    for name in Self.flags { root.insert(flag, at: ["aps", name], parentMayBeAString: false) }
    return [
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "title": .string(APSReader.typeName),
      "description": "An APNs payload: the aps dictionary, and any keys of the app's own.",
      "type": "object",
      "properties": .fixture(root.properties),
      "required": ["aps"],
    ]
  }
}

/// An object of a schema being built, field by field: its leaves, then its nested objects.
private struct SchemaObject {
  var leaves: [(String, FixtureValue)] = []
  var children: [(String, SchemaObject)] = []
  /// Whether a string may stand in place of the object (`aps.alert`).
  var mayBeAString = false

  mutating func insert(
    _ value: FixtureValue, at path: ArraySlice<String>, parentMayBeAString: Bool
  ) {
    guard let first = path.first else { return }
    guard path.count > 1 else {
      leaves.append((first, value))
      return
    }
    let index: Int
    if let found = children.firstIndex(where: { $0.0 == first }) {
      index = found
    } else {
      children.append((first, SchemaObject()))
      index = children.count - 1
    }
    if path.count == 2, parentMayBeAString { children[index].1.mayBeAString = true }
    children[index].1.insert(value, at: path.dropFirst(), parentMayBeAString: parentMayBeAString)
  }

  var properties: Fixture {
    Fixture(entries: leaves + children.map { ($0.0, $0.1.schema) })
  }

  var schema: FixtureValue {
    let object: FixtureValue = ["type": "object", "properties": .fixture(properties)]
    return mayBeAString ? ["anyOf": [["type": "string"], object]] : object
  }
}
