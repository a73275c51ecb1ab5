import Foundation

/// Writes ``FixtureValue``s as JSON: keys in fixture order (stable), dates as ISO 8601, URLs and
/// UUIDs as strings, data as base64, objects as their fixtures.
enum JSONWriter {
  static func string(_ value: FixtureValue, pretty: Bool) -> String {
    var output = ""
    write(value, into: &output, indent: pretty ? "" : nil)
    return output
  }

  private static func write(_ value: FixtureValue, into output: inout String, indent: String?) {
    switch value.jsonForm {
    case .null: output += "null"
    case .bool(let bool): output += bool ? "true" : "false"
    case .integer(let integer): output += String(integer)
    case .unsignedInteger(let integer): output += String(integer)
    case .double(let double): output += format(double)
    case .string(let string): writeString(string, into: &output)
    case .date, .url, .uuid, .data, .object: break  // `jsonForm` writes them as the cases above.
    case .array(let elements):
      guard !elements.isEmpty else {
        output += "[]"
        return
      }
      let inner = indent.map { $0 + "  " }
      output += "["
      for (offset, element) in elements.enumerated() {
        if offset > 0 { output += "," }
        if let inner { output += "\n" + inner }
        write(element, into: &output, indent: inner)
      }
      if let indent { output += "\n" + indent }
      output += "]"
    case .fixture(let fixture):
      guard !fixture.entries.isEmpty else {
        output += "{}"
        return
      }
      let inner = indent.map { $0 + "  " }
      output += "{"
      for (offset, entry) in fixture.entries.enumerated() {
        if offset > 0 { output += "," }
        if let inner { output += "\n" + inner }
        writeString(entry.key, into: &output)
        output += inner == nil ? ":" : ": "
        write(entry.value, into: &output, indent: inner)
      }
      if let indent { output += "\n" + indent }
      output += "}"
    }
  }

  /// Integral doubles keep a `.0` so they read back as doubles.
  private static func format(_ double: Double) -> String {
    if double == double.rounded(), abs(double) < 1e15 { return String(format: "%.1f", double) }
    return "\(double)"
  }

  /// A date as text for messages and comparisons: its exact ISO 8601 form, or its seconds since
  /// 1970 when no ISO 8601 string names it exactly. Never traps, even on a NaN date.
  static func formatDate(_ date: Date) -> String {
    ISO8601.format(date) ?? "\(date.timeIntervalSince1970) seconds since 1970"
  }

  private static func writeString(_ string: String, into output: inout String) {
    output += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{08}": output += "\\b"
      case "\u{0C}": output += "\\f"
      case "\u{00}"..."\u{1F}":
        output +=
          "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
          + String(scalar.value, radix: 16)
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}

/// How JSON spells a number it cannot hold (NaN, the infinities), as `JSONEncoder`'s
/// `convertToString` strategy does with these strings: `"NaN"`, `"+Infinity"`, `"-Infinity"`.
/// A floating-point key reads them back (`"Infinity"` too); nothing else does.
enum NonFiniteSpelling {
  /// The text for a non-finite `double`.
  static func text(of double: Double) -> String {
    double.isNaN ? "NaN" : double > 0 ? "+Infinity" : "-Infinity"
  }

  /// The non-finite number a string input spells, or `nil`.
  static func number(of input: Input) -> Double? {
    guard case .string(let text) = input else { return nil }
    switch text {
    case "NaN": return .nan
    case "+Infinity", "Infinity": return .infinity
    case "-Infinity": return -.infinity
    default: return nil
    }
  }
}
