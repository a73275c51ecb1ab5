package import FacsimileCore
import Foundation

/// Where a push payload carries one of ``UNNotificationContent``'s keys, and the type APNs gives
/// it there: declared with the key (`payload: .count("aps.badge")`, `ContentProperty.swift`),
/// and read from the content's declarations (``PayloadTable/content``) by everything that reads
/// payloads: ``APSReader``, the JSON Schema and key list of `facsimile schema PushPayload` and
/// `facsimile types` (`PayloadTable+Schema.swift`), and the door tests.
package struct PayloadField: Sendable {
  /// How APNs spells the value, and what the reader makes of it for the key.
  package enum Form: Sendable {
    /// A string.
    case string
    /// A string, or a localization key and its arguments beside it, which take its place on a
    /// device.
    case text(localizationKey: String, arguments: String)
    /// A whole number, such as a badge: `3.0` is `3`; a fraction is refused, which is stricter
    /// than a key of type `NSNumber?`, which Swift code may set to any number.
    case count
    /// Any number; the key's own rule (a clamp) applies.
    case number
    /// One of these names, as APNs spells them (`time-sensitive`), which the key takes.
    case names([String])
    /// A sound's name, `"default"`, or a critical-alert dictionary.
    case sound
    /// The whole payload, `aps` included: the content's `userInfo`, as on a device.
    case payload
  }

  /// The field's path in the payload: `["aps", "badge"]`; empty for the whole payload.
  package let path: [String]
  package let form: Form
  /// Whether a string in place of the field's dictionary is the field (`"alert": "Hi"` is the
  /// body).
  package let isTheParentWhenAString: Bool

  /// A field at `path`, written with dots (`"aps.alert.body"`). An empty segment (`"aps..x"`)
  /// is kept, for ``PayloadTable/problems`` to report.
  private init(_ path: String, _ form: Form, isTheParentWhenAString: Bool = false) {
    self.path =
      path.isEmpty
      ? [] : path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    self.form = form
    self.isTheParentWhenAString = isTheParentWhenAString
  }

  /// The field's path as a payload spells it: `aps.badge`.
  package var dottedPath: String { path.joined(separator: ".") }

  /// The type a problem says was expected.
  var expected: String {
    switch form {
    case .string, .text: "String"
    case .count: "Int"
    case .number: "Double"
    case .names(let names):
      "String (one of " + names.map { "\"\($0)\"" }.joined(separator: ", ") + ")"
    case .sound: "String or a dictionary"
    case .payload: "a dictionary"
    }
  }

  /// Whether a `null` is refused rather than read as no value: for a string or a number directly
  /// in `aps` whose key is not optional, as every door of the content refuses `nil` there.
  /// Elsewhere (`aps.alert.title`, a name, a sound), `null` leaves the key at its default.
  package func refusesNull(keyIsOptional: Bool) -> Bool {
    guard path.count == 2, !keyIsOptional else { return false }
    switch form {
    case .string, .number: return true
    case .text, .count, .names, .sound, .payload: return false
    }
  }

  /// Whether the payload refuses `value`, which the key itself takes: a fraction (or NaN) for a
  /// count, anything but one of the APNs names for a name.
  package func isStricter(about value: Any?) -> Bool {
    switch form {
    case .count:
      let number =
        (value as? Decimal).map { NSDecimalNumber(decimal: $0).doubleValue } ?? value as? Double
      return number.map { $0.rounded() != $0 || $0.isNaN } ?? false
    case .names(let names):
      return !((value as? String).map(names.contains) ?? false)
    case .string, .text, .number, .sound, .payload:
      return false
    }
  }
}

extension PayloadField {
  /// A payload field typed by the key that it sets, so that a field of another type (a count
  /// for a `String` key) does not compile.
  package struct Of<Value>: Sendable {
    package let field: PayloadField
  }
}

extension PayloadField.Of where Value == String {
  /// A string at `path` (dotted: `"aps.category"`).
  package static func string(_ path: String) -> Self { Self(field: PayloadField(path, .string)) }

  /// Alert text at `path`, which a localization key and its arguments, beside it, replace; with
  /// `isTheAlertWhenAString`, a string in place of the alert dictionary is this field.
  package static func text(
    _ path: String, localizedBy key: String, arguments: String,
    isTheAlertWhenAString: Bool = false
  ) -> Self {
    Self(
      field: PayloadField(
        path, .text(localizationKey: key, arguments: arguments),
        isTheParentWhenAString: isTheAlertWhenAString))
  }
}

extension PayloadField.Of where Value == String? {
  /// A string at `path`.
  package static func string(_ path: String) -> Self { Self(field: PayloadField(path, .string)) }
}

extension PayloadField.Of where Value == Int {
  /// A whole number at `path`.
  package static func count(_ path: String) -> Self { Self(field: PayloadField(path, .count)) }
}

extension PayloadField.Of where Value == NSNumber? {
  /// A whole number at `path`.
  package static func count(_ path: String) -> Self { Self(field: PayloadField(path, .count)) }
}

extension PayloadField.Of where Value == Double {
  /// Any number at `path`.
  package static func number(_ path: String) -> Self { Self(field: PayloadField(path, .number)) }
}

extension PayloadField.Of {
  /// One of `names` at `path`, each a spelling the key takes (`"time-sensitive"`).
  package static func names(_ path: String, _ names: [String]) -> Self
  where Value: FixtureNamedCases {
    Self(field: PayloadField(path, .names(names)))
  }
}

extension PayloadField.Of where Value == UNNotificationSound? {
  /// A sound at `path`.
  package static func sound(_ path: String) -> Self { Self(field: PayloadField(path, .sound)) }
}

extension PayloadField.Of where Value == [AnyHashable: Any] {
  /// The whole payload.
  package static var wholePayload: Self { Self(field: PayloadField("", .payload)) }
}
