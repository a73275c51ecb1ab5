import FacsimileCore

/// The fields a push payload carries the content's keys in, read from the content's
/// declarations once, with what is wrong with them: what ``APSReader``, the schema, `facsimile
/// types` and the door tests read.
package struct PayloadTable: Sendable {
  /// The payload's flags, which no content key holds (``PushPayload/isContentAvailable``,
  /// ``PushPayload/isMutableContent``): a number (set from `1` up) or a Boolean.
  static let flags = ["content-available", "mutable-content"]

  /// The content's: each key a payload carries, with its field, in declaration order.
  package static let content = PayloadTable(
    fields: UNNotificationContent.declaredKeys.compactMap { key in
      key.property.payloadField.map { (key.name, $0) }
    })

  /// Each key a payload carries, with its field.
  package let fields: [(key: String, field: PayloadField)]
  /// What is wrong with the fields, one line each, naming the fields and keys: every payload read
  /// with the table throws it, as every door of a type throws what is wrong with its keys'
  /// declarations.
  package let problems: [String]
  /// The dictionaries a string may stand for (`aps.alert`, for its body).
  let stringParents: Set<[String]>

  /// The table of `fields`, checked: a field that carries two keys (or that another field's
  /// localization key or arguments take), a field inside another, a path with an empty segment
  /// or outside `aps`, and a payload flag taken by a key are ``problems``.
  package init(fields: [(key: String, field: PayloadField)]) {
    self.fields = fields
    self.problems = Self.problems(in: fields)
    self.stringParents = Set(
      fields.map(\.field).filter(\.isTheParentWhenAString).map { Array($0.path.dropLast()) })
  }

  private static func problems(in fields: [(key: String, field: PayloadField)]) -> [String] {
    var problems: [String] = []
    var taken: [[String]: String] = flags.reduce(into: [:]) { taken, flag in
      taken[["aps", flag]] = "the payload's \(flag) flag"
    }
    for (key, field) in fields {
      if case .payload = field.form {
        if let other = taken[[]] {
          problems.append("the whole payload carries \(other) and \(key); it sets one key")
        }
        taken[[]] = key
        continue
      }
      guard field.path.count >= 2, field.path.first == "aps",
        !field.path.contains(where: \.isEmpty)
      else {
        problems.append(
          "\(key)'s field \(quoted(field.dottedPath)) is not a path in aps, such as "
            + "\"aps.category\"")
        continue
      }
      var paths = [field.path]
      if case .text(let localizationKey, let arguments) = field.form {
        paths += [localizationKey, arguments].map { field.path.dropLast() + [$0] }
      }
      for path in paths {
        if let other = taken[path] {
          problems.append(
            "\(path.joined(separator: ".")) carries \(other) and \(key); a field sets one key")
        }
        taken[path] = key
      }
    }
    // A field is a value, so no other field may sit inside it.
    for (path, key) in taken where !path.isEmpty {
      for (inner, other) in taken where inner.count > path.count && inner.starts(with: path) {
        problems.append(
          "\(path.joined(separator: ".")) carries \(key), and \(inner.joined(separator: ".")) "
            + "(\(other)) is inside it; a field cannot hold another")
      }
    }
    return problems.sorted()
  }
}

/// `text` in double quotes.
private func quoted(_ text: String) -> String { "\"\(text)\"" }
