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
@preconcurrency @MainActor
open class UISceneConfiguration: KeyedObject, NSCopying, NSSecureCoding {

  /// The keys, each declared once: name, type, default and rules.
  struct Keys: KeySet {
    let name = Key<String?>(nil).property(readOnly: { \UISceneConfiguration.name })
    let role = Key(UISceneSession.Role.windowApplication)
      .property(readOnly: { \UISceneConfiguration.role })
    let sceneClass = Key<AnyClass?>(nil).property { \UISceneConfiguration.sceneClass }
    let delegateClass = Key<AnyClass?>(nil).property { \UISceneConfiguration.delegateClass }
    static let layout = KeyLayout<Keys>()
  }

  nonisolated let storage = Keys.storage()

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
    storage.set(\.name, name, on: self)
    storage.set(\.role, sessionRole, on: self)
  }

  /// Creates a configuration with no name for ``UISceneSession/Role/windowApplication``.
  ///
  /// ```swift
  /// let configuration = UISceneConfiguration()
  /// ```
  public override init() {
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

  /// The configuration's name in the app's Info.plist, if any.
  open var name: String? { storage.name }

  /// The role of the sessions that use the configuration.
  open var role: UISceneSession.Role { storage.role }

  /// The class of scene to make, or `nil` for the role's default class.
  open var sceneClass: AnyClass? {
    get { storage.sceneClass }
    set { storage.set(\.sceneClass, newValue, on: self) }
  }

  /// The class of the scene's delegate.
  open var delegateClass: AnyClass? {
    get { storage.delegateClass }
    set { storage.set(\.delegateClass, newValue, on: self) }
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
    let copy = UISceneConfiguration(name: storage.name, sessionRole: storage.role)
    copy.storage.set(\.sceneClass, storage.sceneClass, on: copy)
    copy.storage.set(\.delegateClass, storage.delegateClass, on: copy)
    return copy
  }

  /// `true`: configurations can be archived with secure coding.
  nonisolated public class var supportsSecureCoding: Bool { true }

  /// The configuration's keys: `name`, `role`, `sceneClass` and `delegateClass`.
  nonisolated open override class var keyTable: KeyTable { table }

  nonisolated private static let table = KeyTable(\UISceneConfiguration.storage) {
    UISceneConfiguration()
  }
}
