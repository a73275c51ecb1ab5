import FacsimileCore
import Foundation

// Small stand-ins named like Apple's classes, so the seed articles' code compiles unchanged in
// these engine tests. The faithful models live in their own targets.

let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"

class UNNotificationContent: KeyedObject {
  struct Values {
    var title = ""
    var body = ""
    var badge: NSNumber?
    var userInfo: [AnyHashable: Any] = [:]
  }
  let storage = KeyedStorage(Values())
  var title: String { storage.title }
  var body: String { storage.body }
  var badge: NSNumber? { storage.badge }
  var userInfo: [AnyHashable: Any] { storage.userInfo }

  override class var keyTable: KeyTable { keys }
  private static let keys = KeyTable(
    storage: \UNNotificationContent.storage,
    [
      .key("title", \.title), .key("body", \.body), .key("badge", \.badge),
      .key("userInfo", \.userInfo),
    ])
}

final class UNMutableNotificationContent: UNNotificationContent {
  override var title: String {
    get { storage.title }
    set { storage.title = newValue }
  }
  override var userInfo: [AnyHashable: Any] {
    get { storage.userInfo }
    set { storage.userInfo = newValue }
  }
}

class UNNotificationTrigger: KeyedObject {}

final class UNNotificationRequest: KeyedObject {
  struct Values {
    var identifier = ""
    var content = UNNotificationContent()
    var trigger: UNNotificationTrigger?
  }
  let storage = KeyedStorage(Values())
  var identifier: String { storage.identifier }
  var content: UNNotificationContent { storage.content }
  var trigger: UNNotificationTrigger? { storage.trigger }

  convenience init(
    identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?
  ) {
    self.init()
    storage.withValues { values in
      values.identifier = identifier
      values.content = content
      values.trigger = trigger
    }
  }

  override class var keyTable: KeyTable { keys }
  private static let keys = KeyTable(
    storage: \UNNotificationRequest.storage,
    [.key("identifier", \.identifier), .key("content", \.content), .key("trigger", \.trigger)])
}

extension UNNotificationRequest: NSSecureCoding {
  static var supportsSecureCoding: Bool { true }
}

final class UNNotification: KeyedObject {
  struct Values {
    var date = Date(timeIntervalSince1970: 0)
    var request = UNNotificationRequest(
      identifier: "", content: UNNotificationContent(), trigger: nil)
  }
  let storage = KeyedStorage(Values())
  var date: Date { storage.date }
  var request: UNNotificationRequest { storage.request }

  override class var keyTable: KeyTable { keys }
  private static let keys = KeyTable(
    storage: \UNNotification.storage, [.key("date", \.date), .key("request", \.request)])
}

class UNNotificationResponse: KeyedObject {
  struct Values {
    var actionIdentifier = ""
    var notification = UNNotification()
  }
  let storage = KeyedStorage(Values())
  var actionIdentifier: String { storage.actionIdentifier }
  var notification: UNNotification { storage.notification }

  override class var keyTable: KeyTable { keys }
  private static let keys = KeyTable(
    storage: \UNNotificationResponse.storage,
    [.key("actionIdentifier", \.actionIdentifier), .key("notification", \.notification)])
}

final class UNTextInputNotificationResponse: UNNotificationResponse {
  struct TextValues { var userText = "" }
  let textStorage = KeyedStorage(TextValues())
  var userText: String { textStorage.userText }

  override class var keyTable: KeyTable { keys }
  private static let keys = KeyTable(
    storage: \UNTextInputNotificationResponse.textStorage,
    inheriting: UNNotificationResponse.keyTable,
    [.key("userText", \.userText)])
}

final class UISceneSession: KeyedObject {
  struct Values { var persistentIdentifier = "" }
  let storage = KeyedStorage(Values())
  var persistentIdentifier: String { storage.persistentIdentifier }

  override class var keyTable: KeyTable { keys }
  private static let keys = KeyTable(
    storage: \UISceneSession.storage, [.key("persistentIdentifier", \.persistentIdentifier)])
}

class UIScene: KeyedObject {
  struct Values { var session = UISceneSession() }
  let storage = KeyedStorage(Values())
  var session: UISceneSession { storage.session }

  override class var keyTable: KeyTable { keys }
  private static let keys = KeyTable(storage: \UIScene.storage, [.key("session", \.session)])
}

final class UIWindowScene: UIScene {
  override class var keyTable: KeyTable { keys }
  private static let keys = KeyTable(empty: UIWindowScene.self, inheriting: UIScene.keyTable)
}

final class UIOpenURLContext: KeyedObject {
  struct Values { var url = URL(fileURLWithPath: "/") }
  let storage = KeyedStorage(Values())
  var url: URL { storage.url }

  override class var keyTable: KeyTable { keys }
  private static let keys = KeyTable(storage: \UIOpenURLContext.storage, [.key("url", \.url)])
}
