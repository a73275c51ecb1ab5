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
@MainActor
open class UISceneSession: KeyedObject, NSSecureCoding {
  struct Values {
    var persistentIdentifier = ""
    var role = Role.windowApplication
    var configuration = UISceneConfiguration(name: nil, sessionRole: .windowApplication)
    var userInfo: [String: Any]?
    var stateRestorationActivity: NSUserActivity?
    weak var scene: UIScene?
  }

  /// The keys, each declared once: the getters below read them, and the key table lists them.
  enum Keys {
    static let persistentIdentifier = StoredKey.key(
      "persistentIdentifier", \Values.persistentIdentifier)
    static let role = StoredKey.key("role", \Values.role)
    static let configuration = StoredKey.key("configuration", \Values.configuration)
    static let userInfo = StoredKey.key("userInfo", \Values.userInfo)
    static let stateRestorationActivity = StoredKey.key(
      "stateRestorationActivity", \Values.stateRestorationActivity)
  }

  nonisolated let storage = KeyedStorage(Values())

  /// Unavailable, as on Apple platforms: UIKit makes sessions. Use `InstanceHelper`, a
  /// `KeyedCoder` or ``fabricate(persistentIdentifier:role:configuration:userInfo:)``.
  @available(
    *, unavailable,
    message: "UIKit makes sessions; use InstanceHelper.create or UISceneSession.fabricate()"
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

  /// The scene connected to this session, if any.
  ///
  /// Set when the session becomes a scene's ``UIScene/session``. Held weakly (Apple's header
  /// declares a strong reference); it is not a key, so that keys form a tree and copying,
  /// comparing and describing a session never loop back through its scene.
  open var scene: UIScene? { storage.scene }

  /// The session's role, such as ``Role/windowApplication``.
  open var role: UISceneSession.Role { storage[Keys.role] }

  /// The configuration UIKit used to make the session's scene.
  open var configuration: UISceneConfiguration { storage[Keys.configuration] }

  /// The identifier that stays the same across launches while the session exists.
  open var persistentIdentifier: String { storage[Keys.persistentIdentifier] }

  /// The activity from which to restore the scene's state when it reconnects.
  open var stateRestorationActivity: NSUserActivity? {
    get { storage[Keys.stateRestorationActivity] }
    set { storage[Keys.stateRestorationActivity] = newValue }
  }

  /// Your own property-list values, kept with the session.
  open var userInfo: [String: Any]? {
    get { storage[Keys.userInfo] }
    set { storage[Keys.userInfo] = newValue }
  }

  /// `true`: sessions can be archived with secure coding.
  nonisolated public class var supportsSecureCoding: Bool { true }

  /// Points the session's ``scene`` at `scene`.
  nonisolated func attach(to scene: UIScene) {
    storage.withValues { $0.scene = scene }
  }

  /// Clears the session's ``scene`` if it is `scene`.
  nonisolated func detach(from scene: UIScene) {
    storage.withValues { values in
      if values.scene === scene { values.scene = nil }
    }
  }

  /// The session's keys: `persistentIdentifier`, `role`, `configuration`, `userInfo` and
  /// `stateRestorationActivity`. ``scene`` is a back-reference, not a key.
  nonisolated open override class var keyTable: KeyTable { keys }

  nonisolated private static let keys = KeyTable(
    storage: \UISceneSession.storage,
    [
      Keys.persistentIdentifier, Keys.role, Keys.configuration, Keys.userInfo,
      Keys.stateRestorationActivity,
    ])
}
