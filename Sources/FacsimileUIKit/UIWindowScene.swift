public import FacsimileCore
import Foundation

/// A scene that shows the app's windows.
///
/// Not `Sendable`, unlike UIKit's, though `@MainActor`: its base class is not `Sendable`. Use it
/// on the main actor, and send identifiers across tasks instead (Docs/Fidelity.md, "Sendable").
///
/// As on Apple platforms, `UIWindowScene()` is unavailable. In a test, make one with
/// `InstanceHelper` exactly as the Objective-C `InstanceHelper` article does, or with
/// ``fabricate(session:activationState:title:delegate:)``:
///
/// ```swift
/// func createScene() throws -> UIWindowScene {
///   let session = try InstanceHelper.create(UISceneSession.self)
///   let scene = try InstanceHelper.create(UIWindowScene.self, properties: [
///     "session": session
///   ])
///   return scene
/// }
/// ```
///
/// ``windows`` lists the windows made with ``UIWindow/init(windowScene:)`` or given this scene
/// as their ``UIWindow/windowScene``. The scene does not keep them alive, as in UIKit, which is
/// why a scene delegate keeps its `window`.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
  /// The windows that joined the scene, held weakly: derived state, not keys.
  struct WindowSceneKeys: KeySet {
    let windows = Key<[WeakReference<UIWindow>]>.unlisted([])
    static let layout = KeyLayout<WindowSceneKeys>()
  }

  nonisolated let windowSceneStorage = WindowSceneKeys.storage()

  /// Creates a window scene for a session. UIKit calls it; a subclass may override it.
  ///
  /// ```swift
  /// let scene = UIWindowScene(session: session, connectionOptions: .fabricate(urls: []))
  /// ```
  ///
  /// - Parameters:
  ///   - session: The session the scene belongs to; its ``UISceneSession/scene`` becomes this
  ///     scene.
  ///   - connectionOptions: Why the scene is connecting; not kept.
  nonisolated public override init(
    session: UISceneSession, connectionOptions: UIScene.ConnectionOptions
  ) {
    super.init(session: session, connectionOptions: connectionOptions)
  }

  /// Unavailable, as on Apple platforms. Use `InstanceHelper`, a `KeyedCoder` or
  /// ``fabricate(session:activationState:title:delegate:)``.
  @available(
    *, unavailable,
    message: "UIKit makes scenes; use InstanceHelper.create or UIWindowScene.fabricate()"
  )
  public override init() {
    super.init(session: UISceneSession(blank: ()), connectionOptions: ConnectionOptions())
  }

  /// A blank scene, for this package's tables and helpers.
  nonisolated package override init(blank: Void) {
    super.init(blank: ())
  }

  /// The scene's windows that are still alive, in the order they joined the scene.
  open var windows: [UIWindow] {
    windowSceneStorage.windows.compactMap(\.object)
  }

  /// The scene's key window: the one of ``windows`` whose ``UIWindow/isKeyWindow`` is `true`.
  open var keyWindow: UIWindow? {
    windows.first { $0.isKeyWindow }
  }

  /// Adds `window` to ``windows`` (once).
  nonisolated func register(_ window: UIWindow) {
    // The scene's own list of its windows, not a key.
    windowSceneStorage.withUncheckedAccess { values in
      values[\.windows].removeAll { $0.object == nil || $0.object === window }
      values[\.windows].append(WeakReference(window))
    }
  }

  /// Removes `window` from ``windows``.
  nonisolated func unregister(_ window: UIWindow) {
    // The scene's own list of its windows, not a key.
    windowSceneStorage.withUncheckedAccess { values in
      values[\.windows].removeAll { $0.object == nil || $0.object === window }
    }
  }

  /// The scene's keys: those of ``UIScene``. ``windows`` and ``keyWindow`` are derived from the
  /// windows, so they are not keys.
  nonisolated open override class var keyTable: KeyTable { table }

  nonisolated private static let table = KeyTable(
    empty: UIWindowScene.self, inheriting: UIScene.keyTable
  ) { UIWindowScene(attachedBlank: ()) }
}
