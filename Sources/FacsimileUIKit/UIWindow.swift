public import FacsimileCore
public import Foundation

/// The backdrop of the app's interface: a view that shows a root view controller and can be the
/// key window of its scene.
///
/// Not `Sendable`, unlike UIKit's, though `@MainActor`: its base class is not `Sendable`. Use it
/// on the main actor, and send identifiers across tasks instead (Docs/Fidelity.md, "Sendable").
///
/// A window starts hidden, as in UIKit. ``makeKeyAndVisible()`` shows it: its
/// ``rootViewController`` loads its view and gets `viewWillAppear(_:)`, `viewIsAppearing(_:)` and
/// `viewDidAppear(_:)`. Replacing the root view controller of a visible window makes the old one
/// disappear and the new one appear.
///
/// ```swift
/// let window = UIWindow(windowScene: scene)
/// window.rootViewController = HomeViewController()
/// window.makeKeyAndVisible()
/// print(scene.windows.contains(window), window.isKeyWindow)  // true true
/// ```
@preconcurrency @MainActor
open class UIWindow: UIView {

  /// The keys, each declared once: name, type, default and rules.
  struct WindowKeys: KeySet {
    let isHidden = Key(true, objectiveC: "hidden").property { \UIWindow.isHidden }
    let rootViewController = Key<UIViewController?>(nil)
      .property { \UIWindow.rootViewController }
    let windowScene = Key<UIWindowScene?>.weak().property { \UIWindow.windowScene }
    /// Whether the window is the key window: its scene's state, not a key.
    let isKeyWindow = Key.unlisted(false)
    /// The scene whose ``UIWindowScene/windows`` lists this window; it trails `windowScene`
    /// until ``UIWindow/didChangeValue(forKey:)`` catches up, outside the lock.
    let registeredScene = Key<UIWindowScene?>.unlistedWeak()
    /// Whether the window keeps its scene alive: a window the engine made from a fixture does
    /// (from the start, so a scene made from a nested fixture never goes); one made in code
    /// does not.
    let retainsScene = Key.unlisted(true)
    /// The scene, held strongly while `retainsScene`.
    let retainedScene = Key<UIWindowScene?>.unlisted(nil)
    static let layout = KeyLayout<WindowKeys>()
  }

  nonisolated let windowStorage = WindowKeys.storage()

  /// Creates a window in a scene, and adds it to the scene's ``UIWindowScene/windows``.
  ///
  /// ```swift
  /// window = UIWindow(windowScene: windowScene)
  /// ```
  ///
  /// - Parameter windowScene: The scene that shows the window.
  nonisolated public init(windowScene: UIWindowScene) {
    super.init(frame: .zero)
    // A window made in code holds its scene weakly, as in UIKit.
    windowStorage.withUncheckedAccess { $0[\.retainsScene] = false }
    windowStorage.set(\.windowScene, windowScene, on: self)
  }

  /// Creates a window with a frame and no scene.
  ///
  /// ```swift
  /// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  /// ```
  ///
  /// - Parameter frame: The window's frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    // A window made in code holds its scene weakly, as in UIKit.
    windowStorage.withUncheckedAccess { $0[\.retainsScene] = false }
  }

  /// Makes an instance from a coder, as `init?(coder:)` does on Apple platforms: a
  /// `KeyedCoder`'s fixture, an archive, or a stub read as Apple's reads it
  /// (`KeyedCoder.decodeKeys(of:from:)`).
  ///
  /// - Parameter coder: The coder to read keys from.
  nonisolated public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// A window that keeps its scene alive, as the engine makes one from a fixture: a scene made
  /// from a nested fixture has nothing else to hold it. A window made in code holds its scene
  /// weakly, as in UIKit.
  nonisolated package convenience init(retainingScene: Void) {
    self.init(frame: .zero)
    // The window's own bookkeeping, set before any key.
    windowStorage.withUncheckedAccess { $0[\.retainsScene] = true }
  }

  /// Moves the window from the previous scene's ``UIWindowScene/windows`` to the new scene's
  /// after ``windowScene`` changed, outside the window's lock.
  ///
  /// - Parameter key: The key that was written.
  nonisolated open override func didChangeValue(forKey key: String) {
    super.didChangeValue(forKey: key)
    guard key == "windowScene" else { return }
    // The registration's bookkeeping, moved on with the key under one lock.
    let (previous, current) = windowStorage.withUncheckedAccess { values in
      defer {
        values[\.registeredScene] = values[\.windowScene]
        if values[\.retainsScene] { values[\.retainedScene] = values[\.windowScene] }
      }
      return (values[\.registeredScene], values[\.windowScene])
    }
    guard previous !== current else { return }
    previous?.unregister(self)
    current?.register(self)
  }

  /// The scene that shows the window. Setting it moves the window between the scenes'
  /// ``UIWindowScene/windows``. Held weakly, as in UIKit, except by a window Facsimile made from
  /// a fixture, which keeps its scene alive (see ``init(coder:)``).
  open var windowScene: UIWindowScene? {
    get { windowStorage.windowScene }
    set { windowStorage.set(\.windowScene, newValue, on: self) }
  }

  /// The view controller whose view the window shows.
  ///
  /// On a visible window, a new root view controller loads its view and appears, and the old one
  /// disappears, in this order: new `viewDidLoad()` (if its view was not loaded), old
  /// `viewWillDisappear(_:)`, new `viewWillAppear(_:)`, old `viewDidDisappear(_:)`, new
  /// `viewIsAppearing(_:)` and `viewDidAppear(_:)`.
  open var rootViewController: UIViewController? {
    get { windowStorage.rootViewController }
    set {
      let old = windowStorage.rootViewController
      guard old !== newValue else { return }
      windowStorage.set(\.rootViewController, newValue, on: self)
      guard !isHidden else { return }
      newValue?.loadViewIfNeeded()
      old?.beginAppearanceTransition(false, animated: false)
      newValue?.beginAppearanceTransition(true, animated: false)
      old?.endAppearanceTransition()
      newValue?.endAppearanceTransition()
    }
  }

  /// Whether the window is hidden; a new window is. Showing or hiding the window makes its root
  /// view controller appear or disappear. Its key is `hidden`.
  open override var isHidden: Bool {
    get { windowStorage.isHidden }
    set {
      let wasHidden = windowStorage.isHidden
      windowStorage.set(\.isHidden, newValue, on: self)
      guard wasHidden != newValue, let root = rootViewController else { return }
      root.beginAppearanceTransition(!newValue, animated: false)
      root.endAppearanceTransition()
    }
  }

  /// Whether the window is the key window: the one that receives keyboard events.
  open var isKeyWindow: Bool { windowStorage.isKeyWindow }

  /// The window's scene: the next responder after a window, as in UIKit.
  open override var next: UIResponder? { windowScene }

  /// Shows the window and makes it the key window.
  ///
  /// ```swift
  /// window.makeKeyAndVisible()
  /// ```
  open func makeKeyAndVisible() {
    makeKey()
    isHidden = false
  }

  /// Makes the window the key window; the scene's previous key window resigns.
  ///
  /// ```swift
  /// window.makeKey()
  /// ```
  open func makeKey() {
    guard !isKeyWindow else { return }
    for other in windowScene?.windows ?? [] where other !== self && other.isKeyWindow {
      other.windowStorage.withUncheckedAccess { $0[\.isKeyWindow] = false }
      other.resignKey()
    }
    windowStorage.withUncheckedAccess { $0[\.isKeyWindow] = true }
    becomeKey()
  }

  /// Called when the window has become the key window. Override it to react; call `super`.
  ///
  /// ```swift
  /// override func becomeKey() {
  ///   super.becomeKey()
  ///   print("key")
  /// }
  /// ```
  open func becomeKey() {}

  /// Called when the window has stopped being the key window. Override it to react; call `super`.
  ///
  /// ```swift
  /// override func resignKey() {
  ///   super.resignKey()
  ///   print("not key")
  /// }
  /// ```
  open func resignKey() {}

  /// The window's keys: ``UIView``'s (with `hidden` defaulting to `true`), then
  /// `rootViewController` and `windowScene`. Setting keys never calls life-cycle methods.
  nonisolated open override class var keyTable: KeyTable { table }

  nonisolated private static let table = KeyTable(
    \UIWindow.windowStorage, inheriting: UIView.keyTable
  ) { UIWindow(retainingScene: ()) }
}
