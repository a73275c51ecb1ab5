import Foundation

/// Renders key-value codable objects as one line or as an indented tree. Each object is written
/// out once; where a graph reaches it again, by another path or (behind the engine's back) a
/// cycle, it is named as shown before, so a graph that shares objects describes in one step per
/// object, not one per path.
struct TreeDescription {
  private var shown: Set<ObjectIdentifier> = []

  /// `<Type key: value, ...>`, nested objects inline.
  static func line(_ object: any KeyValueCodable) -> String {
    var description = TreeDescription()
    return description.line(object, depth: 0)
  }

  /// The object's type on the first line, then one line per key, nested values indented.
  static func render(_ object: any KeyValueCodable) -> String {
    var description = TreeDescription()
    description.shown.insert(ObjectIdentifier(object))
    var lines = [type(of: object).keyTable.typeName]
    description.children(of: object, prefix: "", depth: 1, into: &lines)
    return lines.joined(separator: "\n")
  }

  private mutating func line(_ object: any KeyValueCodable, depth: Int) -> String {
    let name = type(of: object).keyTable.typeName
    guard depth < FacsimileLimits.maximumDepth else { return "<\(name) …>" }
    guard shown.insert(ObjectIdentifier(object)).inserted else { return "<\(name), shown before>" }
    let pairs = Self.entries(of: .object(object)).map { entry in
      "\(entry.label): \(inline(entry.value, depth: depth + 1))"
    }
    return pairs.isEmpty ? "<\(name)>" : "<\(name) \(pairs.joined(separator: ", "))>"
  }

  /// One value on one line: strings quoted, objects as `<Type …>` (each once), collections
  /// as compact JSON with their keys sorted. Its own walk, so that objects a graph shares, or a
  /// cycle made behind the engine's back, are written once, never once per path.
  private mutating func inline(_ value: Any?, depth: Int) -> String {
    guard let value = flattened(value) else { return "nil" }
    switch Input(value) {
    case .null: return "nil"
    case .object(let object): return line(object, depth: depth)
    case .string(let string): return quoted(string)
    case .dictionary, .hashableDictionary, .array, .set: return json(value, depth: depth)
    case .boolean, .integer, .wideInteger, .floatingPoint, .decimal, .date, .data, .url, .uuid,
      .other:
      return String(describing: value)
    }
  }

  /// A value inside a collection: JSON for data, `<Type …>` for objects.
  private mutating func json(_ value: Any?, depth: Int) -> String {
    let input = value.map(Input.init) ?? .null
    let isArray: Bool
    switch input {
    case .object(let object): return line(object, depth: depth)
    case .array: isArray = true
    case .dictionary, .hashableDictionary: isArray = false
    case .null, .boolean, .integer, .wideInteger, .floatingPoint, .decimal, .string, .date, .data,
      .url, .uuid, .set, .other:
      return JSONWriter.string(FixtureConversion.value(value, depth: depth), pretty: false)
    }
    let (open, close) = isArray ? ("[", "]") : ("{", "}")
    guard depth < FacsimileLimits.maximumDepth else { return open + "…" + close }
    let items = Self.entries(of: input).map { entry in
      (isArray ? "" : JSONWriter.string(.string(entry.label), pretty: false) + ":")
        + json(entry.value, depth: depth + 1)
    }
    return open + items.joined(separator: ",") + close
  }

  private mutating func children(
    of value: Any, prefix: String, depth: Int, into lines: inout [String]
  ) {
    let entries = Self.entries(of: Input(value))
    for (offset, entry) in entries.enumerated() {
      let isLast = offset == entries.count - 1
      let line = prefix + (isLast ? "└─ " : "├─ ") + entry.label + ": "
      let nested = flattened(entry.value)
      if let object = nested.flatMap(keyValueCodable),
        !shown.insert(ObjectIdentifier(object)).inserted
      {
        lines.append(line + Self.summary(nested) + ", shown above")
        continue
      }
      lines.append(line + Self.summary(nested))
      guard let nested, !Self.entries(of: Input(nested)).isEmpty else { continue }
      let indent = prefix + (isLast ? "   " : "│  ")
      guard depth < FacsimileLimits.maximumDepth else {
        lines.append(indent + "└─ …")
        continue
      }
      children(of: nested, prefix: indent, depth: depth + 1, into: &lines)
    }
  }

  /// An object's keys, an array's elements, a dictionary's entries sorted by key; none for
  /// anything else.
  private static func entries(of input: Input) -> [(label: String, value: Any?)] {
    switch input {
    case .object(let object):
      return type(of: object).keyTable.keys.map { ($0.name, $0.read(object)) }
    case .array(let array):
      return array.enumerated().map { ("[\($0.offset)]", $0.element) }
    case .dictionary(let dictionary):
      return dictionary.map { ($0.key, $0.value) }.sorted { $0.label < $1.label }
    case .hashableDictionary(let dictionary):
      return dictionary.map { ("\($0.key.base)", $0.value) }.sorted { $0.label < $1.label }
    case .null, .boolean, .integer, .wideInteger, .floatingPoint, .decimal, .string, .date, .data,
      .url, .uuid, .set, .other:
      return []
    }
  }

  private static func summary(_ value: Any?) -> String {
    guard let value = flattened(value) else { return "nil" }
    return switch Input(value) {
    case .null: "nil"
    case .object(let object): type(of: object).keyTable.typeName
    case .string(let string): quoted(string)
    case .array(let array): counted(array.count, "element")
    case .set(let set): counted(set.count, "element")
    case .dictionary(let dictionary): counted(dictionary.count, "entry", plural: "entries")
    case .hashableDictionary(let dictionary):
      counted(dictionary.count, "entry", plural: "entries")
    case .date(let date): JSONWriter.formatDate(date)
    case .boolean, .integer, .wideInteger, .floatingPoint, .decimal, .data, .url, .uuid, .other:
      String(describing: value)
    }
  }
}
