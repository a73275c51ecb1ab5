import Foundation

/// Writes any value as text for a failure message: over several lines, one property or element
/// per line, for a line diff; or on one line, cut to a budget, for a key-path difference.
///
/// Strings are quoted and escaped, numbers and Booleans plain, `nil` as `nil`; structs, classes
/// and tuples list their stored properties by label (`Point(x: 1, y: 2)`), enums their case and
/// payload (`Route.article(id: "1")`), arrays their elements, dictionaries and sets their entries
/// sorted by their text, so that two runs print the same. Dates, URLs, UUIDs and data print as
/// their common text. A class met again on its own path prints as `Type(↩︎)`; the dump stops
/// after ``maximumDepth`` levels and ``maximumLines`` lines.
enum ValueDump {
  static let maximumDepth = 32
  static let maximumLines = 2_000

  /// The value over several lines, with two spaces of indentation per level.
  static func lines(_ value: Any) -> [String] {
    var writer = Writer()
    writer.write(value, indent: 0, prefix: "", suffix: "", depth: 0, path: [])
    return writer.lines
  }

  /// The value on one line, cut with `…` after `limit` characters.
  static func line(_ value: Any, limit: Int = 80) -> String {
    var budget = limit + 1
    let text = Writer.line(value, depth: 0, path: [], budget: &budget)
    guard text.count > limit else { return text }
    return String(text.prefix(limit)) + "…"
  }

  /// The text of a value with no parts worth listing (a string, a number, a date), or `nil`.
  static func scalar(_ value: Any) -> String? {
    switch value {
    case let string as String: return quoted(string)
    case let substring as Substring: return quoted(String(substring))
    case let character as Character: return quoted(String(character))
    case let bool as Bool: return bool ? "true" : "false"
    case let integer as any BinaryInteger: return "\(integer)"
    case let number as any BinaryFloatingPoint: return "\(number)"
    case let decimal as Decimal: return "\(decimal)"
    case let date as Date: return ISO8601DateFormatter().string(from: date)
    case let url as URL: return "URL(\(quoted(url.absoluteString)))"
    case let uuid as UUID: return "UUID(\(uuid.uuidString))"
    case let data as Data: return "Data(\(data.count) bytes)"
    case let name as Notification.Name: return "Notification.Name(\(quoted(name.rawValue)))"
    case let type as Any.Type: return "\(type).self"
    default: return nil
    }
  }

  /// `"text"`, on one line: quotes, line breaks, control and bidirectional characters escaped (as
  /// every Facsimile message writes a string).
  static func quoted(_ string: String) -> String {
    "\"" + oneLine(string, escapingQuotes: true, limit: .max) + "\""
  }

  /// The unqualified name of a value's type, such as `PointOfInterest` or `Array<Int>`.
  static func typeName(of value: Any) -> String {
    typeName(type(of: value))
  }

  static func typeName(_ type: Any.Type) -> String {
    String(describing: type)
  }

  private struct Writer {
    var lines: [String] = []
    var isFull: Bool { lines.count >= ValueDump.maximumLines }

    mutating func write(
      _ value: Any, indent: Int, prefix: String, suffix: String, depth: Int,
      path: [ObjectIdentifier]
    ) {
      guard !isFull else { return }
      let margin = String(repeating: "  ", count: indent)
      if lines.count == ValueDump.maximumLines - 1 {
        lines.append(margin + "…")
        return
      }
      if let text = ValueDump.scalar(value) {
        lines.append(margin + prefix + text + suffix)
        return
      }
      let mirror = Mirror(reflecting: value)
      if mirror.displayStyle == .optional {
        guard let wrapped = mirror.children.first?.value else {
          lines.append(margin + prefix + "nil" + suffix)
          return
        }
        write(wrapped, indent: indent, prefix: prefix, suffix: suffix, depth: depth, path: path)
        return
      }
      var path = path
      if mirror.displayStyle == .class, let object = ObjectIdentity.object(value) {
        let identifier = ObjectIdentifier(object)
        if path.contains(identifier) {
          lines.append(margin + prefix + ValueDump.typeName(of: value) + "(↩︎)" + suffix)
          return
        }
        path.append(identifier)
      }
      guard depth < ValueDump.maximumDepth else {
        lines.append(margin + prefix + "…" + suffix)
        return
      }
      let (open, close, entries) = Self.parts(of: value, mirror)
      guard let entries else {
        lines.append(margin + prefix + open + suffix)
        return
      }
      guard !entries.isEmpty else {
        lines.append(margin + prefix + open + close + suffix)
        return
      }
      lines.append(margin + prefix + open)
      for (label, child) in entries {
        write(
          child, indent: indent + 1, prefix: label.map { "\($0): " } ?? "", suffix: ",",
          depth: depth + 1, path: path)
      }
      lines.append(margin + close + suffix)
    }

    /// The value on one line; `budget` is the characters left, and the walk stops when it is
    /// spent (the caller cuts the text), so a large value costs no more than a small one.
    static func line(_ value: Any, depth: Int, path: [ObjectIdentifier], budget: inout Int)
      -> String
    {
      guard budget > 0 else { return "" }
      func spend(_ text: String) -> String {
        budget -= text.count
        return text
      }
      if let text = ValueDump.scalar(value) { return spend(text) }
      let mirror = Mirror(reflecting: value)
      if mirror.displayStyle == .optional {
        guard let wrapped = mirror.children.first?.value else { return spend("nil") }
        return line(wrapped, depth: depth, path: path, budget: &budget)
      }
      var path = path
      if mirror.displayStyle == .class, let object = ObjectIdentity.object(value) {
        let identifier = ObjectIdentifier(object)
        if path.contains(identifier) { return spend(ValueDump.typeName(of: value) + "(↩︎)") }
        path.append(identifier)
      }
      guard depth < ValueDump.maximumDepth else { return spend("…") }
      let (open, close, entries) = parts(of: value, mirror)
      guard let entries else { return spend(open) }
      var text = spend(open)
      for (index, (label, child)) in entries.enumerated() where budget > 0 {
        if index > 0 { text += spend(", ") }
        if let label { text += spend("\(label): ") }
        text += line(child, depth: depth + 1, path: path, budget: &budget)
      }
      return text + spend(close)
    }

    /// The opening and closing text of a value and its labelled parts; `nil` parts for a value
    /// shown whole (an enum case without payload, an object without properties).
    private static func parts(of value: Any, _ mirror: Mirror) -> (
      String, String, [(String?, Any)]?
    ) {
      let name = ValueDump.typeName(of: value)
      switch mirror.displayStyle {
      case .collection:
        return ("[", "]", mirror.children.map { (nil, $0.value) })
      case .set:
        // Each element's text once, then sorted by it: n log n, not a text per comparison.
        let sorted = mirror.children.map { (text: ValueDump.line($0.value), value: $0.value) }
          .sorted { $0.text < $1.text }
        return ("Set([", "])", sorted.map { (nil, $0.value) })
      case .dictionary:
        let pairs = mirror.children.compactMap { child -> (String, Any)? in
          let pair = Mirror(reflecting: child.value).children.map(\.value)
          guard pair.count == 2 else { return nil }
          return (ValueDump.line(pair[0]), pair[1])
        }.sorted { $0.0 < $1.0 }
        return ("[", "]", pairs.isEmpty ? [] : pairs.map { ($0.0, $0.1) })
      case .enum:
        let caseName = mirror.children.first?.label ?? "\(value)"
        guard let payload = mirror.children.first?.value else {
          return ("\(name).\(caseName)", "", nil)
        }
        let payloadMirror = Mirror(reflecting: payload)
        if payloadMirror.displayStyle == .tuple {
          return ("\(name).\(caseName)(", ")", payloadMirror.children.map { ($0.label, $0.value) })
        }
        return ("\(name).\(caseName)(", ")", [(nil, payload)])
      case .tuple:
        return ("(", ")", mirror.children.map { (Self.tupleLabel($0.label), $0.value) })
      default:
        var children: [(String?, Any)] = []
        var current: Mirror? = mirror
        var chain: [Mirror] = []
        while let each = current {
          chain.append(each)
          current = each.superclassMirror
        }
        for each in chain.reversed() {
          children += each.children.map { ($0.label, $0.value) }
        }
        if children.isEmpty, mirror.displayStyle != .struct {
          return ("\(name)(\(String(describing: value)))", "", nil)
        }
        return ("\(name)(", ")", children)
      }
    }

    /// A tuple element's label, or `nil` for an unlabelled one (`.0`).
    private static func tupleLabel(_ label: String?) -> String? {
      guard let label, !label.hasPrefix(".") else { return nil }
      return label
    }
  }
}
