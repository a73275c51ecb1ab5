public import FacsimileCore
public import Foundation

/// The system's record of one instance of the app's interface: what survives while its scene
/// disconnects and reconnects.
///
/// Not `Sendable`, unlike UIKit's, though `@MainActor`: its base class is not `Sendable`. Use it
/// on the main actor, and send identifiers across tasks instead (Docs/Fidelity.md, "Sendable").
///
/// As on Apple platforms there is no public initializer. Make one with `InstanceHelper`, a
/// `KeyedCoder` or ``fabricate(persistentIdentifier:role:configuration:userInfo:)``:
///
/// ```swift
/// let session = try InstanceHelper.create(UISceneSession.self, properties: [
///   "persistentIdentifier": "main",
///   "role": "UIWindowSceneSessionRoleApplication",
///   "configuration": ["name": "Default Configuration"],
/// ])
/// ```
@preconcurrency @MainActor
open class UISceneSession: KeyedObject, NSSecureCoding {

  /// The keys, each declared once: name, type, default and rules.
  struct Keys: KeySet {
    let persistentIdentifier = Key("")
      .property(readOnly: { \UISceneSession.persistentIdentifier })
    let role = Key(Role.windowApplication).property(readOnly: { \UISceneSession.role })
    let configuration = Key {
      UISceneConfiguration(name: nil, sessionRole: .windowApplication)
    }.property(readOnly: { \UISceneSession.configuration })
    let userInfo = Key<[String: Any]?>(nil).property { \UISceneSession.userInfo }
    let stateRestorationActivity = Key<NSUserActivity?>(nil)
      .property { \UISceneSession.stateRestorationActivity }
    /// The connected scene, held weakly: a back-reference, not a key.
    let scene = Key<UIScene?>.unlistedWeak()
    static let layout = KeyLayout<Keys>()
  }

  nonisolated let storage = Keys.storage()

  /// Unavailable, as on Apple platforms: UIKit makes sessions. Use `InstanceHelper`, a
  /// `KeyedCoder` or ``fabricate(persistentIdentifier:role:configuration:userInfo:)``.
  @available(
    *, unavailable,
    message: "UIKit makes sessions; use InstanceHelper.create or UISceneSession.fabricate()"
  )
  public override init() {
    super.init()
  }

  /// A blank session, for this package's tables and helpers.
  nonisolated package init(blank: Void) {
    super.init()
  }

  /// Makes an instance from a coder, as `init?(coder:)` does on Apple platforms: a
  /// `KeyedCoder`'s fixture, an archive, or a stub read as Apple's reads it
  /// (`KeyedCoder.decodeKeys(of:from:)`).
  ///
  /// - Parameter coder: The coder to read keys from.
  nonisolated public required init?(coder: NSCoder) {
    super.init()
    guard KeyedCoder.decodeKeys(of: self, from: coder) else { return nil }
  }

  /// The scene connected to this session, if any.
  ///
  /// Set when the session becomes a scene's ``UIScene/session``. Held weakly (Apple's header
  /// declares a strong reference); it is not a key, so that keys form a tree and copying,
  /// comparing and describing a session never loop back through its scene.
  open var scene: UIScene? { storage.scene }

  /// The session's role, such as ``Role/windowApplication``.
  open var role: UISceneSession.Role { storage.role }

  /// The configuration UIKit used to make the session's scene.
  open var configuration: UISceneConfiguration { storage.configuration }

  /// The identifier that stays the same across launches while the session exists.
  open var persistentIdentifier: String { storage.persistentIdentifier }

  /// The activity from which to restore the scene's state when it reconnects.
  open var stateRestorationActivity: NSUserActivity? {
    get { storage.stateRestorationActivity }
    set { storage.set(\.stateRestorationActivity, newValue, on: self) }
  }

  /// Your own property-list values, kept with the session.
  open var userInfo: [String: Any]? {
    get { storage.userInfo }
    set { storage.set(\.userInfo, newValue, on: self) }
  }

  /// `true`: sessions can be archived with secure coding.
  nonisolated public class var supportsSecureCoding: Bool { true }

  /// Points the session's ``scene`` at `scene`.
  nonisolated func attach(to scene: UIScene) {
    // The back-reference the scene's `session` key keeps: not a key of the session.
    storage.withUncheckedAccess { $0[\.scene] = scene }
  }

  /// Clears the session's ``scene`` if it is `scene`.
  nonisolated package func detach(from scene: UIScene) {
    // The back-reference the scene's `session` key keeps: not a key of the session.
    storage.withUncheckedAccess { values in
      if values[\.scene] === scene { values[\.scene] = nil }
    }
  }

  /// The session's keys: `persistentIdentifier`, `role`, `configuration`, `userInfo` and
  /// `stateRestorationActivity`. ``scene`` is a back-reference, not a key.
  nonisolated open override class var keyTable: KeyTable { table }

  nonisolated private static let table = KeyTable(\UISceneSession.storage) {
    UISceneSession(blank: ())
  }
}
