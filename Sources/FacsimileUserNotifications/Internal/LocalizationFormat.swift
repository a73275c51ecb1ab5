/// The text a device shows for a localization key that the app's strings table does not have:
/// the key itself, used as the format, with `%@` and `%n$@` replaced by the arguments.
///
/// iOS formats `loc-key` with `loc-args` through `NSString`'s format; when the key is missing
/// from `Localizable.strings`, the key is the format. There is no strings table on Linux, so every
/// key takes that path. `%%` becomes `%`; a placeholder with no argument, and any other `%`
/// sequence, is kept as written.
enum LocalizationFormat {
  /// `format` with its placeholders replaced by `arguments`.
  ///
  /// - Parameters:
  ///   - format: The localization key, used as the format.
  ///   - arguments: The `loc-args`, in order.
  /// - Returns: The text a device shows.
  static func text(_ format: String, arguments: [String]) -> String {
    var text = ""
    var nextArgument = 0
    var index = format.startIndex
    while index < format.endIndex {
      let character = format[index]
      let rest = format[format.index(after: index)...]
      guard character == "%", let first = rest.first else {
        text.append(character)
        index = format.index(after: index)
        continue
      }
      if first == "%" {
        text.append("%")
        index = rest.index(after: rest.startIndex)
        continue
      }
      if first == "@", nextArgument < arguments.count {
        text += arguments[nextArgument]
        nextArgument += 1
        index = rest.index(after: rest.startIndex)
        continue
      }
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      let afterDigits = rest[digits.endIndex...]
      if !digits.isEmpty, afterDigits.hasPrefix("$@"), let position = Int(digits),
        arguments.indices.contains(position - 1)
      {
        text += arguments[position - 1]
        index = afterDigits.index(afterDigits.startIndex, offsetBy: 2)
        continue
      }
      text.append(character)
      index = format.index(after: index)
    }
    return text
  }
}
