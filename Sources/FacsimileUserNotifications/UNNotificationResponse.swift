public import FacsimileCore
public import Foundation

/// The user's response to a delivered notification: which notification, and which action.
///
/// Not `Sendable`, as a class whose subclasses may add state of their own: make it inside the
/// task that uses it, and send its fixture or payload across tasks instead (Docs/Fidelity.md,
/// "Sendable").
///
/// As on Apple platforms, there is no public initializer. Make one the way the tests you port do,
/// through the coder or by key, or with ``fabricate(userInfo:actionIdentifier:)``:
///
/// ```swift
/// let response = try UNNotificationResponse.fabricate(userInfo: ["type": "OPEN_ARTICLE"])
///
/// let fromFixture = try InstanceHelper.create(UNNotificationResponse.self, properties: [
///   "actionIdentifier": "OPEN",
///   "notification": ["request": ["identifier": "article-1", "content": ["title": "Hi"]]],
/// ])
/// ```
///
/// UIKit adds `targetScene`, as on Apple platforms: FacsimileUIKit declares it, in an extension.
open class UNNotificationResponse: KeyedObject, NSCopying, NSSecureCoding {
  struct Values {
    /// `nil` until set or first read (see `StoredKey.key(_:_:default:)`).
    var notification: UNNotification?
    var actionIdentifier = ""
    /// The scene UIKit's `targetScene` returns; not a key (a scene is no value of the response).
    var targetScene: AnyObject?
  }

  /// The keys, each declared once: the getters below read them, and the key table lists them.
  enum Keys {
    static let notification = StoredKey.key(
      "notification", \Values.notification, default: { UNNotification() })
    static let actionIdentifier = StoredKey.key("actionIdentifier", \Values.actionIdentifier)
  }

  let storage = KeyedStorage(Values())

  /// The scene UIKit's `targetScene` returns, kept beside the keys under the same lock.
  package var targetSceneObject: AnyObject? {
    get { storage.withValues { $0.targetScene } }
    set { storage.withValues { $0.targetScene = newValue } }
  }

  /// The notification to which the user responded.
  open var notification: UNNotification { storage[Keys.notification] }

  /// The identifier of the action the user chose.
  ///
  /// ``UNNotificationDefaultActionIdentifier`` when the user opened the app from the
  /// notification, ``UNNotificationDismissActionIdentifier`` when they dismissed it (and the
  /// category asked for ``UNNotificationCategoryOptions/customDismissAction``), or the identifier
  /// of one of the category's ``UNNotificationAction``s.
  open var actionIdentifier: String { storage[Keys.actionIdentifier] }

  /// `true`: responses can be archived with secure coding.
  public class var supportsSecureCoding: Bool { true }

  /// The object itself, as on Apple platforms: a response is immutable, so a copy is the same
  /// object, whatever its class (no initializer of a subclass of yours runs).
  ///
  /// ```swift
  /// let same = response.copy() as AnyObject
  /// print(same === response)  // true
  /// ```
  ///
  /// - Parameter zone: Ignored, as on Apple platforms.
  /// - Returns: `self`.
  open override func copy(with zone: NSZone? = nil) -> Any {
    self
  }

  /// The response's keys: `notification` and `actionIdentifier`.
  open override class var keyTable: KeyTable { keys }

  private static let keys = KeyTable(
    storage: \UNNotificationResponse.storage, subtypes: [UNTextInputNotificationResponse.self],
    [Keys.notification, Keys.actionIdentifier])
}
