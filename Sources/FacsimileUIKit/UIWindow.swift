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
@MainActor
open class UIWindow: UIView {
  struct Values {
    var isHidden = true
    var rootViewController: UIViewController?
    weak var windowScene: UIWindowScene?
    var isKeyWindow = false
    /// The scene whose ``UIWindowScene/windows`` lists this window; it trails ``windowScene``
    /// until ``UIWindow/didChangeValue(forKey:)`` catches up, outside the lock.
    weak var registeredScene: UIWindowScene?
    /// Whether the window keeps its scene alive: a window Facsimile made from a fixture does
    /// (from the start, so a scene made from a nested fixture never goes); one made in code
    /// does not.
    var retainsScene = true
    /// The scene, held strongly while ``retainsScene``.
    var retainedScene: UIWindowScene?
  }

  /// The keys of `windowStorage`, each declared once: the getters below read them, and the key
  /// table lists them. Named after their storage, not `Keys`: a subclass and its superclass each
  /// have keys of their own, and a getter names its own storage's keys unambiguously.
  enum WindowKeys {
    static let isHidden = StoredKey.key("hidden", \Values.isHidden)
    static let rootViewController = StoredKey.key("rootViewController", \Values.rootViewController)
    static let windowScene = StoredKey.key("windowScene", \Values.windowScene)
  }

  nonisolated let windowStorage = KeyedStorage(Values())

  /// Creates a window in a scene, and adds it to the scene's ``UIWindowScene/windows``.
  ///
  /// ```swift
  /// window = UIWindow(windowScene: windowScene)
  /// ```
  ///
  /// - Parameter windowScene: The scene that shows the window.
  nonisolated public init(windowScene: UIWindowScene) {
    super.init(frame: .zero)
    windowStorage.withValues { values in
      values.retainsScene = false
      values.windowScene = windowScene
    }
    didChangeValue(forKey: "windowScene")
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
    windowStorage.retainsScene = false
  }

  /// Makes a window from a coder, as `KeyedObject.init(coder:)` does; a `windowScene` in the
  /// fixture lists the window among the scene's windows.
  ///
  /// A window made this way (by `InstanceHelper`, `fabricate(from:)` or a `KeyedCoder`) keeps its
  /// scene alive, where UIKit's `UIApplication` would: a scene made from a nested fixture has
  /// nothing else to hold it. A window made with ``init(windowScene:)`` holds it weakly, as in
  /// UIKit.
  ///
  /// - Parameter coder: The coder to read keys from, usually a `KeyedCoder`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Moves the window from the previous scene's ``UIWindowScene/windows`` to the new scene's
  /// after ``windowScene`` changed, outside the window's lock.
  ///
  /// - Parameter key: The key that was written.
  nonisolated open override func didChangeValue(forKey key: String) {
    super.didChangeValue(forKey: key)
    guard key == "windowScene" else { return }
    let (previous, current) = windowStorage.withValues { values in
      defer {
        values.registeredScene = values.windowScene
        if values.retainsScene { values.retainedScene = values.windowScene }
      }
      return (values.registeredScene, values.windowScene)
    }
    guard previous !== current else { return }
    previous?.unregister(self)
    current?.register(self)
  }

  /// The scene that shows the window. Setting it moves the window between the scenes'
  /// ``UIWindowScene/windows``. Held weakly, as in UIKit, except by a window Facsimile made from
  /// a fixture, which keeps its scene alive (see ``init(coder:)``).
  open var windowScene: UIWindowScene? {
    get { windowStorage[WindowKeys.windowScene] }
    set {
      windowStorage[WindowKeys.windowScene] = newValue
      didChangeValue(forKey: "windowScene")
    }
  }

  /// The view controller whose view the window shows.
  ///
  /// On a visible window, a new root view controller loads its view and appears, and the old one
  /// disappears, in this order: new `viewDidLoad()` (if its view was not loaded), old
  /// `viewWillDisappear(_:)`, new `viewWillAppear(_:)`, old `viewDidDisappear(_:)`, new
  /// `viewIsAppearing(_:)` and `viewDidAppear(_:)`.
  open var rootViewController: UIViewController? {
    get { windowStorage[WindowKeys.rootViewController] }
    set {
      let old = windowStorage[WindowKeys.rootViewController]
      guard old !== newValue else { return }
      windowStorage[WindowKeys.rootViewController] = newValue
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
    get { windowStorage[WindowKeys.isHidden] }
    set {
      let wasHidden = windowStorage[WindowKeys.isHidden]
      windowStorage[WindowKeys.isHidden] = newValue
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
      other.windowStorage.isKeyWindow = false
      other.resignKey()
    }
    windowStorage.isKeyWindow = true
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
  nonisolated open override class var keyTable: KeyTable { keys }

  nonisolated private static let keys = KeyTable(
    storage: \UIWindow.windowStorage, inheriting: UIView.keyTable,
    [WindowKeys.isHidden, WindowKeys.rootViewController, WindowKeys.windowScene])
}
