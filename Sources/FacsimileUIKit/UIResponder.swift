public import FacsimileCore
import Foundation

/// An object that can respond to and handle events: the base class of scenes, windows, views and
/// view controllers, and of the scene delegate in Xcode's app template.
///
/// Not `Sendable`, unlike UIKit's, though `@MainActor`: its base class is not `Sendable`. Use it
/// on the main actor, and send identifiers across tasks instead (Docs/Fidelity.md, "Sendable").
///
/// Unlike the models that only hold values, responders have identity: two responders are equal
/// only if they are the same object, as on Apple platforms.
///
/// ```swift
/// class SceneDelegate: UIResponder, UIWindowSceneDelegate {
///   var window: UIWindow?
/// }
///
/// let delegate = SceneDelegate()
/// ```
@preconcurrency @MainActor
open class UIResponder: KeyedObject {

  /// The keys, each declared once: name, type, default and rules.
  struct ResponderKeys: KeySet {
    let userActivity = Key<NSUserActivity?>(nil).property { \UIResponder.userActivity }
    /// Whether the responder is first: the responder chain's state, not a key.
    let isFirstResponder = Key.unlisted(false)
    static let layout = KeyLayout<ResponderKeys>()
  }

  nonisolated let responderStorage = ResponderKeys.storage()

  /// Creates a responder.
  ///
  /// ```swift
  /// let responder = UIResponder()
  /// ```
  public override init() {
    super.init()
  }

  /// The next responder in the chain, or `nil`.
  ///
  /// Facsimile models no view hierarchy, so only ``UIWindow`` answers: with its scene.
  open var next: UIResponder? { nil }

  /// Whether this responder can become the first responder; `false` unless a subclass says so.
  open var canBecomeFirstResponder: Bool { false }

  /// Asks this responder to become the first responder.
  ///
  /// ```swift
  /// let didBecome = textField.becomeFirstResponder()
  /// ```
  ///
  /// - Returns: `true` if ``canBecomeFirstResponder`` allowed it.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    // The responder chain's state, not a key.
    responderStorage.withUncheckedAccess { $0[\.isFirstResponder] = true }
    return true
  }

  /// Whether this responder gives up first-responder status when asked; `true` by default.
  open var canResignFirstResponder: Bool { true }

  /// Asks this responder to give up first-responder status.
  ///
  /// ```swift
  /// textField.resignFirstResponder()
  /// ```
  ///
  /// - Returns: `true` if ``canResignFirstResponder`` allowed it.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard canResignFirstResponder else { return false }
    // The responder chain's state, not a key.
    responderStorage.withUncheckedAccess { $0[\.isFirstResponder] = false }
    return true
  }

  /// Whether this responder is the first responder.
  open var isFirstResponder: Bool { responderStorage.isFirstResponder }

  /// The user activity this responder manages, for Handoff and state restoration.
  open var userActivity: NSUserActivity? {
    get { responderStorage.userActivity }
    set { responderStorage.set(\.userActivity, newValue, on: self) }
  }

  /// Restores what an activity carries; does nothing unless overridden. UIKit calls it on each
  /// responder an app delegate hands `restorationHandler` when it continues an activity.
  ///
  /// - Parameter activity: The activity to restore.
  open func restoreUserActivityState(_ activity: NSUserActivity) {}

  /// Whether `object` is this very responder: responders compare by identity, as on Apple
  /// platforms, not key by key.
  ///
  /// - Parameter object: The object to compare with.
  /// - Returns: `true` only for the same object.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIResponder else { return false }
    return other === self
  }

  /// A hash of the responder's identity, consistent with ``isEqual(_:)``.
  open override var hash: Int {
    ObjectIdentifier(self).hashValue
  }

  /// The responder's keys: `userActivity`.
  nonisolated open override class var keyTable: KeyTable { table }

  nonisolated private static let table = KeyTable(\UIResponder.responderStorage) { UIResponder() }
}
