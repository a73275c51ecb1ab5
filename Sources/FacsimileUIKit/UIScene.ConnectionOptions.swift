public import FacsimileCore
public import FacsimileUserNotifications
import Foundation

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
  @preconcurrency @MainActor
  open class ConnectionOptions: KeyedObject {

    /// The keys, each declared once: name, type, default and rules.
    struct Keys: KeySet {
      let urlContexts = Key<Set<UIOpenURLContext>>([], objectiveC: "URLContexts")
        .property(readOnly: { \UIScene.ConnectionOptions.urlContexts })
      let sourceApplication = Key<String?>(nil)
        .property(readOnly: { \UIScene.ConnectionOptions.sourceApplication })
      let handoffUserActivityType = Key<String?>(nil)
        .property(readOnly: { \UIScene.ConnectionOptions.handoffUserActivityType })
      let userActivities = Key<Set<NSUserActivity>>([])
        .property(readOnly: { \UIScene.ConnectionOptions.userActivities })
      let shortcutItem = Key<UIApplicationShortcutItem?>(nil)
        .property(readOnly: { \UIScene.ConnectionOptions.shortcutItem })
      let notificationResponse = Key<UNNotificationResponse?>(nil)
        .property(readOnly: { \UIScene.ConnectionOptions.notificationResponse })
      static let layout = KeyLayout<Keys>()
    }

    nonisolated let storage = Keys.storage()

    /// A blank instance, with every key at its default.
    ///
    /// Apple's header makes `init` unavailable (`NS_UNAVAILABLE`), yet on iOS a Swift subclass
    /// still reaches it through an implicit `super.init()` (test mocks do: an `init(url:)` that
    /// stores a URL and calls no `super.init`). Swift cannot say "unavailable, except to a
    /// subclass", so Facsimile keeps it public: code that compiles on iOS compiles here
    /// (Docs/Fidelity.md). UIKit makes connection options; a test makes one with `InstanceHelper` or a
    /// `fabricate` helper.
    nonisolated public override init() {
      super.init()
    }

    /// The URLs to open, with their options.
    open var urlContexts: Set<UIOpenURLContext> { storage.urlContexts }

    /// The bundle identifier of the app that asked to open the scene, if the system tells.
    open var sourceApplication: String? { storage.sourceApplication }

    /// The type of the Handoff activity the scene continues, if any.
    open var handoffUserActivityType: String? { storage.handoffUserActivityType }

    /// The user activities the scene continues.
    open var userActivities: Set<NSUserActivity> { storage.userActivities }

    /// The shortcut item the user chose on the Home Screen, if any.
    open var shortcutItem: UIApplicationShortcutItem? { storage.shortcutItem }

    /// The response to the notification the user tapped, if any.
    open var notificationResponse: UNNotificationResponse? { storage.notificationResponse }

    /// The options' keys: `urlContexts`, `sourceApplication`, `handoffUserActivityType`,
    /// `userActivities`, `shortcutItem` and `notificationResponse`.
    nonisolated open override class var keyTable: KeyTable { table }

    nonisolated private static let table = KeyTable(\UIScene.ConnectionOptions.storage) {
      UIScene.ConnectionOptions()
    }
  }
}
