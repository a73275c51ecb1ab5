import Foundation

/// How a found value reads in an error: `String "three"`, `Int 3`, `Bool true`, `null`. A
/// Foundation object reads as the value it bridges to (`NSURL` as `URL …`).
func describe(_ value: Any?) -> String {
  guard let value = flattened(value) else { return "null" }
  // Before the value is told apart, which sees a Foundation collection as a Swift one.
  if FoundationCollection.contains(value) { return FoundationCollection.describe(value) }
  func typed() -> String { "\(type(of: value)) \(oneLine(String(describing: value)))" }
  return switch Input(value) {
  case .null: "null"
  case .boolean(let bool): "Bool \(bool)"
  case .integer, .wideInteger, .floatingPoint:
    // An `NSNumber` has no type worth naming (`__NSCFNumber`).
    type(of: value) is AnyClass ? "Number \(value)" : typed()
  case .string(let string): "String \(quoted(string))"
  case .date(let date): "Date \(JSONWriter.formatDate(date))"
  case .dictionary(let dictionary): "a dictionary with keys \(keyList(dictionary.keys))"
  case .hashableDictionary(let dictionary):
    "a dictionary with keys \(keyList(dictionary.keys.map { "\($0.base)" }))"
  case .array(let array): "an array of \(counted(array.count, "element"))"
  case .set(let set): "a set of \(counted(set.count, "element"))"
  case .object(let object): "\(type(of: object)) object"
  case .decimal(let decimal): "Decimal \(decimal)"
  case .data(let data): "Data \(counted(data.count, "byte"))"
  case .url(let url): "URL \(oneLine(url.absoluteString))"
  case .uuid(let uuid): "UUID \(uuid.uuidString)"
  case .other: typed()
  }
}

/// A count and its noun, singular for one: `3 elements`, `1 entry` (`plural` where adding an
/// `s` does not make it).
package func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
  "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
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
