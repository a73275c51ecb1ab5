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
    let table = type(of: object).keyTable
    guard depth < FacsimileLimits.maximumDepth else { return "<\(table.typeName) …>" }
    guard shown.insert(ObjectIdentifier(object)).inserted else {
      return "<\(table.typeName), shown before>"
    }
    let pairs = table.keys.map { key in
      "\(key.name): \(inline(key.read(object), depth: depth + 1))"
    }
    return pairs.isEmpty
      ? "<\(table.typeName)>" : "<\(table.typeName) \(pairs.joined(separator: ", "))>"
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
    switch input {
    case .object(let object):
      return line(object, depth: depth)
    case .array(let array):
      guard depth < FacsimileLimits.maximumDepth else { return "[…]" }
      var elements: [String] = []
      for element in array { elements.append(json(element, depth: depth + 1)) }
      return "[" + elements.joined(separator: ",") + "]"
    case .dictionary(let dictionary):
      return json(entries: dictionary.map { ($0.key, $0.value) }, depth: depth)
    case .hashableDictionary(let dictionary):
      return json(entries: dictionary.map { ("\($0.key.base)", $0.value) }, depth: depth)
    case .null, .boolean, .integer, .wideInteger, .floatingPoint, .decimal, .string, .date, .data,
      .url, .uuid, .set, .other:
      return JSONWriter.string(FixtureConversion.value(value, depth: depth), pretty: false)
    }
  }

  /// A dictionary's entries as a JSON object, its keys sorted.
  private mutating func json(entries: [(String, Any)], depth: Int) -> String {
    guard depth < FacsimileLimits.maximumDepth else { return "{…}" }
    var texts: [(key: String, text: String)] = []
    for (key, element) in entries { texts.append((key, json(element, depth: depth + 1))) }
    return "{"
      + texts.sorted { $0.key < $1.key }
      .map { JSONWriter.string(.string($0.key), pretty: false) + ":" + $0.text }
      .joined(separator: ",") + "}"
  }

  private mutating func children(
    of value: Any, prefix: String, depth: Int, into lines: inout [String]
  ) {
    let entries = Self.entries(of: value)
    for (offset, entry) in entries.enumerated() {
      let isLast = offset == entries.count - 1
      let branch = isLast ? "└─ " : "├─ "
      let nested = flattened(entry.value)
      if let object = nested.flatMap(keyValueCodable),
        !shown.insert(ObjectIdentifier(object)).inserted
      {
        lines.append(prefix + branch + entry.label + ": " + Self.summary(nested) + ", shown above")
        continue
      }
      lines.append(prefix + branch + entry.label + ": " + Self.summary(nested))
      guard let nested, !Self.entries(of: nested).isEmpty else { continue }
      guard depth < FacsimileLimits.maximumDepth else {
        lines.append(prefix + (isLast ? "   " : "│  ") + "└─ …")
        continue
      }
      children(
        of: nested, prefix: prefix + (isLast ? "   " : "│  "), depth: depth + 1, into: &lines)
    }
  }

  private static func entries(of value: Any) -> [(label: String, value: Any?)] {
    switch Input(value) {
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
