import Foundation

/// How a found value reads in an error: `String "three"`, `Int 3`, `Bool true`, `null`.
func describe(_ value: Any?) -> String {
  guard let value = flattened(value), !isNull(value) else { return "null" }
  if let number = value as? NSNumber, type(of: value) is NSNumber.Type {
    return number.isBoolean ? "Bool \(number.boolValue)" : "Number \(number)"
  }
  if FoundationCollection.contains(value) { return FoundationCollection.describe(value) }
  switch value {
  case let string as String: return "String \(quoted(string))"
  case let dictionary as [String: Any]: return "a dictionary with keys \(keyList(dictionary.keys))"
  case let dictionary as [AnyHashable: Any]:
    return "a dictionary with keys \(keyList(dictionary.keys.map { "\($0.base)" }))"
  case let array as [Any]: return "an array of \(array.count) element\(array.count == 1 ? "" : "s")"
  case let object as any KeyValueCodable: return "\(type(of: object)) object"
  case let date as Date: return "Date \(JSONWriter.formatDate(date))"
  default:
    return "\(type(of: value)) \(oneLine(String(describing: value)))"
  }
}

/// A string in quotes for a message: at most 60 characters, on one line, quotes escaped.
func quoted(_ string: String) -> String {
  "\"" + oneLine(string, escapingQuotes: true) + "\""
}

/// `text` cut to `limit` characters (then `…`), with line breaks, tabs and every other control
/// or separator character escaped, so a problem always stays on one line whatever the input.
/// Works on Unicode scalars: `"\r\n"` is one `Character` and would slip past a check for `"\n"`.
func oneLine(_ text: String, escapingQuotes: Bool = false, limit: Int = 60) -> String {
  var shown = ""
  for scalar in text.prefix(limit).unicodeScalars {
    switch scalar {
    case "\n": shown += "\\n"
    case "\r": shown += "\\r"
    case "\t": shown += "\\t"
    case "\"" where escapingQuotes: shown += "\\\""
    default:
      switch scalar.properties.generalCategory {
      case .control, .lineSeparator, .paragraphSeparator:
        shown += "\\u{" + String(scalar.value, radix: 16) + "}"
      default:
        shown.unicodeScalars.append(scalar)
      }
    }
  }
  return text.count > limit ? shown + "…" : shown
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
