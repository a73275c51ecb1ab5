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
    let value = flattened(value).map(FoundationCollection.shallow)
    if let object = value.flatMap(keyValueCodable) { return line(object, depth: depth) }
    switch value {
    case .none: return "nil"
    case let string as String: return quoted(string)
    case let collection? where collection is [Any] || collection is [AnyHashable: Any]:
      return json(collection, depth: depth)
    case let value?: return String(describing: value)
    }
  }

  /// A value inside a collection: JSON for data, `<Type …>` for objects.
  private mutating func json(_ value: Any?, depth: Int) -> String {
    let value = flattened(value).map(FoundationCollection.shallow)
    if let object = value.flatMap(keyValueCodable) { return line(object, depth: depth) }
    switch value {
    case let array as [Any]:
      guard depth < FacsimileLimits.maximumDepth else { return "[…]" }
      var elements: [String] = []
      for element in array { elements.append(json(element, depth: depth + 1)) }
      return "[" + elements.joined(separator: ",") + "]"
    case let dictionary as [AnyHashable: Any]:
      guard depth < FacsimileLimits.maximumDepth else { return "{…}" }
      var entries: [(key: String, text: String)] = []
      for (key, element) in dictionary {
        entries.append(("\(key.base)", json(element, depth: depth + 1)))
      }
      return "{"
        + entries.sorted { $0.key < $1.key }
        .map { JSONWriter.string(.string($0.key), pretty: false) + ":" + $0.text }
        .joined(separator: ",") + "}"
    case let value:
      return JSONWriter.string(FixtureConversion.value(value, depth: depth), pretty: false)
    }
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
    let value = FoundationCollection.shallow(value)
    if let object = keyValueCodable(value) {
      return type(of: object).keyTable.keys.map { ($0.name, $0.read(object)) }
    }
    switch value {
    case let array as [Any]:
      return array.enumerated().map { ("[\($0.offset)]", $0.element) }
    case let dictionary as [AnyHashable: Any]:
      return dictionary.map { ("\($0.key.base)", $0.value) }.sorted { $0.label < $1.label }
    default:
      return []
    }
  }

  private static func summary(_ value: Any?) -> String {
    let value = value.map(FoundationCollection.shallow)
    if let object = value.flatMap(keyValueCodable) { return type(of: object).keyTable.typeName }
    return switch value {
    case .none: "nil"
    case let string as String: quoted(string)
    case let array as [Any]: "\(array.count) element\(array.count == 1 ? "" : "s")"
    case let dictionary as [AnyHashable: Any]:
      "\(dictionary.count) entr\(dictionary.count == 1 ? "y" : "ies")"
    case let date as Date: JSONWriter.formatDate(date)
    case let value?: String(describing: value)
    }
  }
}
