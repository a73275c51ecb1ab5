public import FacsimileCore
public import Foundation

/// An instance of the app's user interface: what ``UISceneDelegate`` methods receive.
///
/// Not `Sendable`, unlike UIKit's, though `@MainActor`: its base class is not `Sendable`. Use it
/// on the main actor, and send identifiers across tasks instead (Docs/Fidelity.md, "Sendable").
///
/// As on Apple platforms, `UIScene()` is unavailable; UIKit makes scenes. Make one the way the
/// ported tests do, with `InstanceHelper` or a `KeyedCoder`, or with
/// ``UIWindowScene/fabricate(session:activationState:title:delegate:)``:
///
/// ```swift
/// let session = try InstanceHelper.create(UISceneSession.self)
/// let scene = try InstanceHelper.create(UIWindowScene.self, properties: [
///   "session": session
/// ])
///
/// let ready = UIWindowScene.fabricate()
/// ```
///
/// Setting a scene's ``session``, by key or through ``init(session:connectionOptions:)``, also
/// points the session's ``UISceneSession/scene`` back at the scene, once the whole fabrication
/// fitted. A session belongs to one scene at most: giving a fabrication a session that another
/// live scene has is an `invalidValue` problem, and changes nothing.
@preconcurrency @MainActor
open class UIScene: UIResponder {

  /// The keys, each declared once: name, type, default and rules.
  struct SceneKeys: KeySet {
    let session = Key { UISceneSession(blank: ()) }.property(readOnly: { \UIScene.session })
    let delegate = Key<(any UISceneDelegate)?>(nil).property { \UIScene.delegate }
    let activationState = Key(ActivationState.unattached)
      .property(readOnly: { \UIScene.activationState })
    let title = Key("", nullResettable: true).property(nullResettable: { \UIScene.title })
    let subtitle = Key("").property { \UIScene.subtitle }
    /// The session whose `scene` points at this scene: bookkeeping, not a key.
    let attachedSession = Key<UISceneSession?>.unlisted(nil)
    static let layout = KeyLayout<SceneKeys>()
  }

  nonisolated let sceneStorage = SceneKeys.storage()

  /// Creates a scene for a session. UIKit calls it; a subclass may override it.
  ///
  /// ```swift
  /// let scene = UIWindowScene(session: session, connectionOptions: options)
  /// ```
  ///
  /// - Parameters:
  ///   - session: The session the scene belongs to; its ``UISceneSession/scene`` becomes this
  ///     scene.
  ///   - connectionOptions: Why the scene is connecting. Not kept, as on Apple platforms: UIKit
  ///     passes them to ``UISceneDelegate/scene(_:willConnectTo:options:)``.
  nonisolated public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
    super.init()
    sceneStorage.set(\.session, session, on: self)
  }

  /// Unavailable, as on Apple platforms. Use `InstanceHelper`, a `KeyedCoder`,
  /// ``init(session:connectionOptions:)`` or
  /// ``UIWindowScene/fabricate(session:activationState:title:delegate:)``.
  @available(
    *, unavailable,
    message: "UIKit makes scenes; use InstanceHelper.create or UIWindowScene.fabricate()"
  )
  public override init() {
    super.init()
  }

  /// A blank scene, for this package's tables and helpers.
  nonisolated package init(blank: Void) {
    super.init()
  }

  /// A blank scene whose own session points back at it: how the engine makes one.
  nonisolated package convenience init(attachedBlank: Void) {
    self.init(blank: ())
    didChangeValue(forKey: "session")
  }

  /// Refuses a session that another live scene has: UIKit gives every scene a session of its own.
  ///
  /// - Parameters:
  ///   - value: The coerced value.
  ///   - key: The key about to be written.
  /// - Throws: An error naming the session, for a `session` that belongs to another scene.
  nonisolated open override func validateValue(_ value: Any?, forKey key: String) throws {
    try super.validateValue(value, forKey: key)
    guard key == "session", let session = value as? UISceneSession,
      let owner = session.storage.scene, owner !== self
    else { return }
    throw SessionOfAnotherScene(
      persistentIdentifier: session.storage.persistentIdentifier)
  }

  /// Points the session's ``UISceneSession/scene`` at this scene after ``session`` changed, and
  /// the previous session's away from it; outside the scene's lock.
  ///
  /// - Parameter key: The key that was written.
  nonisolated open override func didChangeValue(forKey key: String) {
    super.didChangeValue(forKey: key)
    guard key == "session" else { return }
    // The back-reference's bookkeeping, read and moved on with the key under one lock.
    let (previous, current) = sceneStorage.withUncheckedAccess { values in
      defer { values[\.attachedSession] = values[\.session] }
      return (values[\.attachedSession], values[\.session])
    }
    guard previous !== current else { return }
    previous?.detach(from: self)
    current.attach(to: self)
  }

  /// The session the scene belongs to.
  open var session: UISceneSession { sceneStorage.session }

  /// The object that receives the scene's life-cycle calls. UIKit holds it strongly, as here.
  open var delegate: (any UISceneDelegate)? {
    get { sceneStorage.delegate }
    set { sceneStorage.set(\.delegate, newValue, on: self) }
  }

  /// Where the scene is in its life cycle; ``ActivationState/unattached`` for a new scene.
  open var activationState: UIScene.ActivationState { sceneStorage.activationState }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // Apple's type (Objective-C `null_resettable`); code that overrides or assigns it must compile.
  /// The title the system shows for the scene; setting `nil` resets it to the empty string.
  open var title: String! {
    get { sceneStorage.title }
    set { sceneStorage.set(\.title, newValue ?? "", on: self) }
  }

  /// A subtitle the system shows with the title.
  open var subtitle: String {
    get { sceneStorage.subtitle }
    set { sceneStorage.set(\.subtitle, newValue, on: self) }
  }

  /// Asks the system to open a URL in another app.
  ///
  /// There is no other app on Linux: the completion handler, if any, is called at once with
  /// `false`.
  ///
  /// ```swift
  /// scene.open(url, options: nil) { success in print(success) }  // false
  /// ```
  ///
  /// - Parameters:
  ///   - url: The URL to open.
  ///   - options: How to open it.
  ///   - completion: Called with whether the URL was opened.
  open func open(
    _ url: URL, options: UIScene.OpenExternalURLOptions?,
    completionHandler completion: ((Bool) -> Void)? = nil
  ) {
    completion?(false)
  }

  /// The scene's keys: `session`, `delegate`, `activationState`, `title` and `subtitle`, after
  /// ``UIResponder``'s.
  nonisolated open override class var keyTable: KeyTable { table }

  nonisolated private static let table = KeyTable(
    \UIScene.sceneStorage, inheriting: UIResponder.keyTable
  ) { UIScene(attachedBlank: ()) }
}

/// A session given to a scene while another live scene has it.
struct SessionOfAnotherScene: Error, CustomStringConvertible {
  let persistentIdentifier: String

  var description: String {
    "the session \"\(persistentIdentifier)\" already belongs to another scene; UIKit gives "
      + "each scene a session of its own (UISceneSession.fabricate() makes one)"
  }
}
