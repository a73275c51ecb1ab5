public import FacsimileCore
public import Foundation

/// The name, role and classes UIKit uses to make a scene.
///
/// Not `Sendable`, unlike UIKit's, though `@MainActor`: its base class is not `Sendable`. Use it
/// on the main actor, and send identifiers across tasks instead (Docs/Fidelity.md, "Sendable").
///
/// ```swift
/// let configuration = UISceneConfiguration(
///   name: "Default Configuration", sessionRole: .windowApplication)
/// configuration.delegateClass = SceneDelegate.self
/// ```
@MainActor
open class UISceneConfiguration: KeyedObject, NSCopying, NSSecureCoding {
  struct Values {
    var name: String?
    var role = UISceneSession.Role.windowApplication
    var sceneClass: AnyClass?
    var delegateClass: AnyClass?
  }

  /// The keys, each declared once: the getters below read them, and the key table lists them.
  enum Keys {
    static let name = StoredKey.key("name", \Values.name)
    static let role = StoredKey.key("role", \Values.role)
    static let sceneClass = StoredKey.key("sceneClass", \Values.sceneClass)
    static let delegateClass = StoredKey.key("delegateClass", \Values.delegateClass)
  }

  nonisolated let storage = KeyedStorage(Values())

  /// Creates a configuration.
  ///
  /// ```swift
  /// let configuration = UISceneConfiguration(name: nil, sessionRole: .windowApplication)
  /// ```
  ///
  /// - Parameters:
  ///   - name: The name of a configuration in the app's Info.plist, or `nil`.
  ///   - sessionRole: The role of the sessions that use the configuration.
  nonisolated public init(name: String?, sessionRole: UISceneSession.Role) {
    super.init()
    storage.withValues { values in
      values.name = name
      values.role = sessionRole
    }
  }

  /// Creates a configuration with no name for ``UISceneSession/Role/windowApplication``.
  ///
  /// ```swift
  /// let configuration = UISceneConfiguration()
  /// ```
  public override init() {
    super.init()
  }

  /// Makes a configuration from a coder, as `KeyedObject.init(coder:)` does.
  ///
  /// - Parameter coder: The coder to read keys from, usually a `KeyedCoder`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The configuration's name in the app's Info.plist, if any.
  open var name: String? { storage[Keys.name] }

  /// The role of the sessions that use the configuration.
  open var role: UISceneSession.Role { storage[Keys.role] }

  /// The class of scene to make, or `nil` for the role's default class.
  open var sceneClass: AnyClass? {
    get { storage[Keys.sceneClass] }
    set { storage[Keys.sceneClass] = newValue }
  }

  /// The class of the scene's delegate.
  open var delegateClass: AnyClass? {
    get { storage[Keys.delegateClass] }
    set { storage[Keys.delegateClass] = newValue }
  }

  /// A ``UISceneConfiguration`` with the same values, as on Apple platforms: always of that class,
  /// so no initializer of a subclass of yours runs.
  ///
  /// ```swift
  /// let copy = configuration.copy() as? UISceneConfiguration
  /// ```
  ///
  /// - Parameter zone: Ignored, as on Apple platforms.
  /// - Returns: The copy.
  nonisolated open override func copy(with zone: NSZone? = nil) -> Any {
    let values = storage.withValues { $0 }
    let copy = UISceneConfiguration(name: values.name, sessionRole: values.role)
    copy.storage.withValues { $0 = values }
    return copy
  }

  /// `true`: configurations can be archived with secure coding.
  nonisolated public class var supportsSecureCoding: Bool { true }

  /// The configuration's keys: `name`, `role`, `sceneClass` and `delegateClass`.
  nonisolated open override class var keyTable: KeyTable { keys }

  nonisolated private static let keys = KeyTable(
    storage: \UISceneConfiguration.storage,
    [Keys.name, Keys.role, Keys.sceneClass, Keys.delegateClass])
}
