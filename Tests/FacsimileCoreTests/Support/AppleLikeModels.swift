import FacsimileCore
import Foundation

// Small stand-ins named like Apple's classes, so the seed articles' code compiles unchanged in
// these engine tests. The faithful models live in their own targets. The `NSCoding` ones read a
// coder as the models do (`KeyedCoder.decodeKeys(of:from:)`).

let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"

class UNNotificationContent: KeyedObject, NSCoding {
  struct Keys: KeySet {
    let title = Key("")
    let body = Key("")
    let badge = Key<NSNumber?>(nil)
    let userInfo = Key<[AnyHashable: Any]>([:])
    static let layout = KeyLayout<Keys>()
  }
  let storage = Keys.storage()
  var title: String { storage.title }
  var body: String { storage.body }
  var badge: NSNumber? { storage.badge }
  var userInfo: [AnyHashable: Any] { storage.userInfo }

  override init() {
    super.init()
  }

  required init?(coder: NSCoder) {
    super.init()
    guard KeyedCoder.decodeKeys(of: self, from: coder) else { return nil }
  }

  override class var keyTable: KeyTable { keys }
  private static let keys = KeyTable(\UNNotificationContent.storage) { UNNotificationContent() }
}

final class UNMutableNotificationContent: UNNotificationContent {
  override var title: String {
    get { storage.title }
    set { storage.set(\.title, newValue, on: self) }
  }
  override var userInfo: [AnyHashable: Any] {
    get { storage.userInfo }
    set { storage.set(\.userInfo, newValue, on: self) }
  }

  override class var keyTable: KeyTable { keys }
  private static let keys = KeyTable(
    empty: UNMutableNotificationContent.self, inheriting: UNNotificationContent.keyTable
  ) { UNMutableNotificationContent() }
}

class UNNotificationTrigger: KeyedObject {}

final class UNNotificationRequest: KeyedObject, NSSecureCoding {
  struct Keys: KeySet {
    let identifier = Key("")
    let content = Key { UNNotificationContent() }
    let trigger = Key<UNNotificationTrigger?>(nil)
    static let layout = KeyLayout<Keys>()
  }
  let storage = Keys.storage()
  var identifier: String { storage.identifier }
  var content: UNNotificationContent { storage.content }
  var trigger: UNNotificationTrigger? { storage.trigger }

  static var supportsSecureCoding: Bool { true }

  override init() {
    super.init()
  }

  init?(coder: NSCoder) {
    super.init()
    guard KeyedCoder.decodeKeys(of: self, from: coder) else { return nil }
  }

  convenience init(
    identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?
  ) {
    self.init()
    storage.set(\.identifier, identifier, on: self)
    storage.set(\.content, content, on: self)
    storage.set(\.trigger, trigger, on: self)
  }

  override class var keyTable: KeyTable { keys }
  private static let keys = KeyTable(\UNNotificationRequest.storage) { UNNotificationRequest() }
}

final class UNNotification: KeyedObject, NSCoding {
  struct Keys: KeySet {
    let date = Key(Date(timeIntervalSince1970: 0))
    let request = Key { UNNotificationRequest() }
    static let layout = KeyLayout<Keys>()
  }
  let storage = Keys.storage()
  var date: Date { storage.date }
  var request: UNNotificationRequest { storage.request }

  override init() {
    super.init()
  }

  init?(coder: NSCoder) {
    super.init()
    guard KeyedCoder.decodeKeys(of: self, from: coder) else { return nil }
  }

  override class var keyTable: KeyTable { keys }
  private static let keys = KeyTable(\UNNotification.storage) { UNNotification() }
}

class UNNotificationResponse: KeyedObject, NSCoding {
  struct Keys: KeySet {
    let actionIdentifier = Key("")
    let notification = Key { UNNotification() }
    static let layout = KeyLayout<Keys>()
  }
  let storage = Keys.storage()
  var actionIdentifier: String { storage.actionIdentifier }
  var notification: UNNotification { storage.notification }

  override init() {
    super.init()
  }

  required init?(coder: NSCoder) {
    super.init()
    guard KeyedCoder.decodeKeys(of: self, from: coder) else { return nil }
  }

  override class var keyTable: KeyTable { keys }
  private static let keys = KeyTable(
    \UNNotificationResponse.storage, subtypes: [UNTextInputNotificationResponse.self]
  ) { UNNotificationResponse() }
}

final class UNTextInputNotificationResponse: UNNotificationResponse {
  struct TextKeys: KeySet {
    let userText = Key("")
    static let layout = KeyLayout<TextKeys>()
  }
  let textStorage = TextKeys.storage()
  var userText: String { textStorage.userText }

  override class var keyTable: KeyTable { keys }
  private static let keys = KeyTable(
    \UNTextInputNotificationResponse.textStorage, inheriting: UNNotificationResponse.keyTable
  ) { UNTextInputNotificationResponse() }
}

final class UISceneSession: KeyedObject {
  struct Keys: KeySet {
    let persistentIdentifier = Key("")
    static let layout = KeyLayout<Keys>()
  }
  let storage = Keys.storage()
  var persistentIdentifier: String { storage.persistentIdentifier }

  override class var keyTable: KeyTable { keys }
  private static let keys = KeyTable(\UISceneSession.storage) { UISceneSession() }
}

class UIScene: KeyedObject {
  struct Keys: KeySet {
    let session = Key { UISceneSession() }
    static let layout = KeyLayout<Keys>()
  }
  let storage = Keys.storage()
  var session: UISceneSession { storage.session }

  override class var keyTable: KeyTable { keys }
  private static let keys = KeyTable(\UIScene.storage) { UIScene() }
}

final class UIWindowScene: UIScene {
  override class var keyTable: KeyTable { keys }
  private static let keys = KeyTable(empty: UIWindowScene.self, inheriting: UIScene.keyTable) {
    UIWindowScene()
  }
}

final class UIOpenURLContext: KeyedObject {
  struct Keys: KeySet {
    let url = Key(URL(fileURLWithPath: "/"))
    static let layout = KeyLayout<Keys>()
  }
  let storage = Keys.storage()
  var url: URL { storage.url }

  override class var keyTable: KeyTable { keys }
  private static let keys = KeyTable(\UIOpenURLContext.storage) { UIOpenURLContext() }
}
