import Foundation

/// How a found value reads in an error: `String "three"`, `Int 3`, `Bool true`, `null`.
func describe(_ value: Any?) -> String {
  guard let value = flattened(value), !isNull(value) else { return "null" }
  if type(of: value) is NSNumber.Type, let number = value as? NSNumber {
    return number.isBoolean ? "Bool \(number.boolValue)" : "Number \(number)"
  }
  if FoundationCollection.contains(value) { return FoundationCollection.describe(value) }
  // By class: a cast to a class-bound protocol would bridge a nested dictionary whole.
  if let object = keyValueCodable(value) { return "\(type(of: object)) object" }
  switch value {
  case let string as String: return "String \(quoted(string))"
  case let dictionary as [String: Any]: return "a dictionary with keys \(keyList(dictionary.keys))"
  case let dictionary as [AnyHashable: Any]:
    return "a dictionary with keys \(keyList(dictionary.keys.map { "\($0.base)" }))"
  case let array as [Any]: return "an array of \(array.count) element\(array.count == 1 ? "" : "s")"
  case let date as Date: return "Date \(JSONWriter.formatDate(date))"
  default:
    return "\(type(of: value)) \(oneLine(String(describing: value)))"
  }
}

/// A string in quotes for a message: at most 60 characters, on one line, quotes escaped.
func quoted(_ string: String) -> String {
  "\"" + oneLine(string, escapingQuotes: true) + "\""
}

/// `text` cut to `limit` Unicode scalars (then `…`), with line breaks, tabs, every other control
/// or separator character and the bidirectional controls escaped, so a problem always stays on
/// one short line that reads in order, whatever the input. Works on Unicode scalars: `"\r\n"`
/// is one `Character` and would slip past a check for `"\n"`, and one `Character` can carry
/// 100,000 combining marks.
package func oneLine(_ text: String, escapingQuotes: Bool = false, limit: Int = 60) -> String {
  var shown = ""
  var count = 0
  for scalar in text.unicodeScalars {
    guard count < limit else { return shown + "…" }
    count += 1
    if isBidirectionalControl(scalar) {
      shown += "\\u{" + String(scalar.value, radix: 16) + "}"
      continue
    }
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
  return shown
}

/// The characters that reorder text around them (U+202E turns the rest of a line around), which
/// a message shows escaped so that what it quotes reads as it is.
private func isBidirectionalControl(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
  default: false
  }
}

/// `text` cut, at a scalar boundary, to at most `bytes` UTF-8 bytes (then `…`): the bound every
/// problem's one line keeps.
func capped(_ text: String, bytes: Int = 4_000) -> String {
  guard text.utf8.count > bytes else { return text }
  var result = ""
  var used = 0
  for scalar in text.unicodeScalars {
    let size = String(scalar).utf8.count
    guard used + size <= bytes else { break }
    used += size
    result.unicodeScalars.append(scalar)
  }
  return result + "…"
}

private func keyList(_ keys: some Sequence<String>) -> String {
  let sorted = keys.sorted()
  let shown = sorted.prefix(5).map(quoted).joined(separator: ", ")
  return sorted.count > 5 ? shown + ", …" : (sorted.isEmpty ? "(none)" : shown)
}
