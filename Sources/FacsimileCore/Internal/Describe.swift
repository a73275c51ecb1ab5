import Foundation

/// How a found value reads in an error: `String "three"`, `Int 3`, `Bool true`, `null`.
func describe(_ value: Any?) -> String {
  guard let value = flattened(value), !isNull(value) else { return "null" }
  if let number = value as? NSNumber, type(of: value) is NSNumber.Type {
    return number.isBoolean ? "Bool \(number.boolValue)" : "Number \(number)"
  }
  switch value {
  case let string as String: return "String \(quoted(string))"
  case let dictionary as [String: Any]: return "a dictionary with keys \(keyList(dictionary.keys))"
  case let dictionary as [AnyHashable: Any]:
    return "a dictionary with keys \(keyList(dictionary.keys.map { "\($0.base)" }))"
  case let array as [Any]: return "an array of \(array.count) element\(array.count == 1 ? "" : "s")"
  case let object as any KeyValueCodable: return "\(type(of: object)) object"
  default:
    return "\(type(of: value)) \(truncated(String(describing: value)))"
  }
}

/// A string in quotes for a message: at most 60 characters, with line breaks, tabs and quotes
/// escaped so a problem always stays on one line.
func quoted(_ string: String) -> String {
  var escaped = ""
  for character in truncated(string) {
    switch character {
    case "\n": escaped += "\\n"
    case "\r": escaped += "\\r"
    case "\t": escaped += "\\t"
    case "\"": escaped += "\\\""
    default: escaped.append(character)
    }
  }
  return "\"" + escaped + "\""
}

private func truncated(_ text: String, limit: Int = 60) -> String {
  text.count <= limit ? text : String(text.prefix(limit)) + "…"
}

private func keyList(_ keys: some Sequence<String>) -> String {
  let sorted = keys.sorted()
  let shown = sorted.prefix(5).map(quoted).joined(separator: ", ")
  return sorted.count > 5 ? shown + ", …" : (sorted.isEmpty ? "(none)" : shown)
}

extension NSNumber {
  /// The class Foundation uses for `true` and `false` (`__NSCFBoolean`), on Linux and Darwin.
  private static let booleanClass: AnyClass = type(of: NSNumber(value: true))

  /// Whether this number is a Boolean (JSON `true`/`false`), not the integer 0 or 1.
  var isBoolean: Bool { type(of: self) == NSNumber.booleanClass }

  /// Whether this number holds a floating-point value.
  var isFloatingPoint: Bool {
    let code = String(cString: objCType)
    return code == "d" || code == "f"
  }
}
