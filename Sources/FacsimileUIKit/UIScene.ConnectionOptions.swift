public import FacsimileCore
public import FacsimileUserNotifications
public import Foundation

extension UIScene {
  /// Why a scene is connecting: the URLs, user activities, notification response or shortcut
  /// item that launched it.
  ///
  /// Not `Sendable`, unlike UIKit's, though `@MainActor`: its base class is not `Sendable`. Use
  /// it on the main actor (Docs/Fidelity.md, "Sendable").
  ///
  /// As on Apple platforms there is no public initializer. Make one with `InstanceHelper`, a
  /// `KeyedCoder`, or the helpers ``fabricate(urls:sourceApplication:)``,
  /// ``fabricate(userActivities:)``, ``fabricate(notificationResponse:)`` and ``fabricate(shortcutItem:)``:
  ///
  /// ```swift
  /// let options = try InstanceHelper.create(UIScene.ConnectionOptions.self, properties: [
  ///   "urlContexts": [["url": "myapp://article/1"]],
  ///   "sourceApplication": "com.apple.mobilesafari",
  /// ])
  /// let sameURL = UIScene.ConnectionOptions.fabricate(urls: [articleURL])
  /// ```
  ///
  /// Apple's `cloudKitShareMetadata` is not modelled: CloudKit does not exist on Linux.
  @MainActor
  open class ConnectionOptions: KeyedObject {
    struct Values {
      var urlContexts: Set<UIOpenURLContext> = []
      var sourceApplication: String?
      var handoffUserActivityType: String?
      var userActivities: Set<NSUserActivity> = []
      var shortcutItem: UIApplicationShortcutItem?
      var notificationResponse: UNNotificationResponse?
    }

    /// The keys, each declared once: the getters below read them, and the key table lists them.
    enum Keys {
      static let urlContexts = StoredKey.key("urlContexts", \Values.urlContexts)
      static let sourceApplication = StoredKey.key("sourceApplication", \Values.sourceApplication)
      static let handoffUserActivityType = StoredKey.key(
        "handoffUserActivityType", \Values.handoffUserActivityType)
      static let userActivities = StoredKey.key("userActivities", \Values.userActivities)
      static let shortcutItem = StoredKey.key("shortcutItem", \Values.shortcutItem)
      static let notificationResponse = StoredKey.key(
        "notificationResponse", \Values.notificationResponse)
    }

    nonisolated let storage = KeyedStorage(Values())

    /// Unavailable, as on Apple platforms: UIKit makes connection options. Use `InstanceHelper`, a
    /// `KeyedCoder` or ``fabricate(urls:sourceApplication:)``.
    @available(
      *, unavailable,
      message: "UIKit makes connection options; use InstanceHelper.create or .fabricate(urls:)"
    )
    public override init() {
      super.init()
    }

    /// A blank instance, for this package's defaults and helpers.
    nonisolated package init(blank: Void) {
      super.init()
    }

    /// Makes an instance from a coder, as `KeyedObject.init(coder:)` does.
    ///
    /// - Parameter coder: The coder to read keys from, usually a `KeyedCoder`.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// The URLs to open, with their options.
    open var urlContexts: Set<UIOpenURLContext> { storage[Keys.urlContexts] }

    /// The bundle identifier of the app that asked to open the scene, if the system tells.
    open var sourceApplication: String? { storage[Keys.sourceApplication] }

    /// The type of the Handoff activity the scene continues, if any.
    open var handoffUserActivityType: String? { storage[Keys.handoffUserActivityType] }

    /// The user activities the scene continues.
    open var userActivities: Set<NSUserActivity> { storage[Keys.userActivities] }

    /// The shortcut item the user chose on the Home Screen, if any.
    open var shortcutItem: UIApplicationShortcutItem? { storage[Keys.shortcutItem] }

    /// The response to the notification the user tapped, if any.
    open var notificationResponse: UNNotificationResponse? { storage[Keys.notificationResponse] }

    /// The options' keys: `urlContexts`, `sourceApplication`, `handoffUserActivityType`,
    /// `userActivities`, `shortcutItem` and `notificationResponse`.
    nonisolated open override class var keyTable: KeyTable { keys }

    nonisolated private static let keys = KeyTable(
      storage: \UIScene.ConnectionOptions.storage,
      [
        Keys.urlContexts, Keys.sourceApplication, Keys.handoffUserActivityType, Keys.userActivities,
        Keys.shortcutItem, Keys.notificationResponse,
      ])
  }
}
