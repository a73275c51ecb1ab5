import Foundation

// Key-value coding written by hand: mutable classes, each with a table from key name to a
// setter made from a `ReferenceWritableKeyPath`, applied to a `[String: Any]` key by key. This is
// what a user writes to get `setValue(_:forKey:)` in Swift without an engine, and the nearest
// hand-written relative of Facsimile's keyed-dictionary path (which also sets keys one by one
// into blank objects).

/// A key name's setter: casts the value and writes it, or answers `false`.
typealias KeyPathSetter<Root> = @Sendable (Root, Any) -> Bool

/// A setter that writes a value of the key path's type as it is.
func setter<Root, Value>(
  _ keyPath: any ReferenceWritableKeyPath<Root, Value> & Sendable
) -> KeyPathSetter<Root> {
  { root, value in
    guard let value = value as? Value else { return false }
    root[keyPath: keyPath] = value
    return true
  }
}

/// A setter that makes a nested object from a dictionary, then writes it.
func setter<Root, Child>(
  _ keyPath: any ReferenceWritableKeyPath<Root, Child> & Sendable,
  making make: @escaping @Sendable ([String: Any]) -> Child?
) -> KeyPathSetter<Root> {
  { root, value in
    guard let dictionary = value as? [String: Any], let child = make(dictionary) else {
      return false
    }
    root[keyPath: keyPath] = child
    return true
  }
}

/// Sets every key of `dictionary` on `object` through `table`; `nil` for an unknown key or a value
/// that does not fit.
func apply<Root>(
  _ dictionary: [String: Any], to object: Root, _ table: [String: KeyPathSetter<Root>]
)
  -> Root?
{
  for (key, value) in dictionary {
    guard let set = table[key], set(object, value) else { return nil }
  }
  return object
}

final class TableContent {
  var title = ""
  var body = ""
  var badge: Int?
  var badgeNumber: NSNumber?
  var sound: String?
  var userInfo: [String: Any] = [:]

  /// The floor of `setValue(_:forKey:)` on one key: a lookup by name, then the setter, which
  /// makes the `NSNumber` an `Int` is coerced to.
  static let setters: [String: KeyPathSetter<TableContent>] = [
    "title": setter(\.title), "body": setter(\.body), "badge": setter(\.badge),
    "badgeNumber": { content, value in
      guard let int = value as? Int else { return false }
      content[keyPath: \TableContent.badgeNumber] = NSNumber(value: int)
      return true
    },
    "userInfo": setter(\.userInfo),
    "sound": { content, value in
      // A string (APNs) or a dictionary naming the file.
      if let name = value as? String ?? (value as? [String: Any])?["toneFileName"] as? String {
        content.sound = name
        return true
      }
      return false
    },
  ]

  /// The floor of `value(forKey:)`: a lookup by name, then a key path read.
  static let getters: [String: @Sendable (TableContent) -> Any?] = [
    "title": { $0[keyPath: \TableContent.title] }
  ]

  static func make(_ dictionary: [String: Any]) -> TableContent? {
    apply(dictionary, to: TableContent(), setters)
  }
}

/// The floor of a model's public setter and getter: a plain class's stored properties.
final class PlainMutableContent {
  var title = "Title"
  var badge: NSNumber?
}

final class TableRequest {
  var identifier = ""
  var content = TableContent()

  static let setters: [String: KeyPathSetter<TableRequest>] = [
    "identifier": setter(\.identifier), "content": setter(\.content, making: TableContent.make),
  ]

  static func make(_ dictionary: [String: Any]) -> TableRequest? {
    apply(dictionary, to: TableRequest(), setters)
  }
}

final class TableNotification {
  var date = Date(timeIntervalSince1970: 0)
  var request = TableRequest()

  static let setters: [String: KeyPathSetter<TableNotification>] = [
    "request": setter(\.request, making: TableRequest.make),
    "date": { notification, value in
      guard let seconds = value as? Double else { return false }
      notification.date = Date(timeIntervalSince1970: seconds)
      return true
    },
  ]

  static func make(_ dictionary: [String: Any]) -> TableNotification? {
    apply(dictionary, to: TableNotification(), setters)
  }
}

final class TableResponse {
  var actionIdentifier = ""
  var notification = TableNotification()

  static let setters: [String: KeyPathSetter<TableResponse>] = [
    "actionIdentifier": setter(\.actionIdentifier),
    "notification": setter(\.notification, making: TableNotification.make),
  ]

  static func make(_ dictionary: [String: Any]) -> TableResponse? {
    apply(dictionary, to: TableResponse(), setters)
  }

  func add(to digest: inout Digest) {
    let request = notification.request
    let content = request.content
    digest.add(
      actionIdentifier: actionIdentifier, date: notification.date,
      identifier: request.identifier, title: content.title, body: content.body,
      badge: content.badge, sound: content.sound, userInfo: .any(content.userInfo))
  }
}
