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
open class UNNotificationResponse: KeyedCodingObject, NSCopying, NSSecureCoding {

  /// The keys, each declared once: name, type, default and rules.
  struct Keys: KeySet {
    let notification = Key<UNNotification>(made: { UNNotification(blank: ()) })
    let actionIdentifier = Key("")
    /// The scene UIKit's `targetScene` returns: not a key (a scene is no value of the response).
    let targetScene = Key<AnyObject?>.unlisted(nil)
    static let layout = KeyLayout<Keys>()
  }

  let storage = Keys.storage()

  /// The scene UIKit's `targetScene` returns, kept beside the keys under the same lock.
  package var targetSceneObject: AnyObject? {
    get { storage.targetScene }
    // The system's bookkeeping, not a key: no rule or door applies to it.
    set { storage.withUncheckedAccess { $0[\.targetScene] = newValue } }
  }

  /// The notification to which the user responded.
  open var notification: UNNotification { storage.notification }

  /// The identifier of the action the user chose.
  ///
  /// ``UNNotificationDefaultActionIdentifier`` when the user opened the app from the
  /// notification, ``UNNotificationDismissActionIdentifier`` when they dismissed it (and the
  /// category asked for ``UNNotificationCategoryOptions/customDismissAction``), or the identifier
  /// of one of the category's ``UNNotificationAction``s.
  open var actionIdentifier: String { storage.actionIdentifier }

  /// The response's keys: `notification` and `actionIdentifier`.
  open override class var keyTable: KeyTable { table }

  private static let table = KeyTable(
    \UNNotificationResponse.storage, subtypes: [UNTextInputNotificationResponse.self]
  ) {
    UNNotificationResponse(blank: ())
  }
}
