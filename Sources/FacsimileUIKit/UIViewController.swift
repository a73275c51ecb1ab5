public import FacsimileCore
public import Foundation

/// An object that manages a view: loads it on first use and is told when it appears and
/// disappears, in UIKit's order.
///
/// Not `Sendable`, unlike UIKit's, though `@MainActor`: its base class is not `Sendable`. Use it
/// on the main actor, and send identifiers across tasks instead (Docs/Fidelity.md, "Sendable").
///
/// The first read of ``view`` calls ``loadView()`` and then ``viewDidLoad()``, once, so the
/// usual test idiom works:
///
/// ```swift
/// let sut = ViewController()
/// _ = sut.view  // loadView(), then viewDidLoad()
/// ```
///
/// Appearance methods are called by a ``UIWindow`` (``UIWindow/makeKeyAndVisible()``, a new
/// ``UIWindow/rootViewController``) or by ``beginAppearanceTransition(_:animated:)`` and
/// ``endAppearanceTransition()``. Facsimile does not model nibs, child view controllers,
/// presentation or navigation.
@preconcurrency @MainActor
open class UIViewController: UIResponder, NSCoding {

  /// The keys, each declared once: name, type, default and rules.
  struct ViewControllerKeys: KeySet {
    let title = Key<String?>(nil).property { \UIViewController.title }
    let nibName = Key<String?>(nil).property(readOnly: { \UIViewController.nibName })
    let nibBundle = Key<Bundle?>(nil).property(readOnly: { \UIViewController.nibBundle })
    // The life cycle's state, not keys.
    let view = Key<UIView?>.unlisted(nil)
    let isLoadingView = Key.unlisted(false)
    let appearance = Key.unlisted(Appearance.disappeared)
    let transitionAnimated = Key.unlisted(false)
    static let layout = KeyLayout<ViewControllerKeys>()
  }

  nonisolated let viewControllerStorage = ViewControllerKeys.storage()

  /// Creates a view controller. Nibs do not exist on Linux: the name and bundle are kept, and
  /// ``loadView()`` makes a plain ``UIView``.
  ///
  /// ```swift
  /// let controller = UIViewController(nibName: nil, bundle: nil)
  /// ```
  ///
  /// - Parameters:
  ///   - nibNameOrNil: The name of a nib file, or `nil`.
  ///   - nibBundleOrNil: The bundle of the nib file, or `nil`.
  nonisolated public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
    viewControllerStorage.set(\.nibName, nibNameOrNil, on: self)
    viewControllerStorage.set(\.nibBundle, nibBundleOrNil, on: self)
  }

  /// Creates a view controller with no nib, through ``init(nibName:bundle:)``.
  ///
  /// ```swift
  /// let controller = UIViewController()
  /// ```
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
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

  /// The name of the nib the view controller was created with, if any.
  open var nibName: String? { viewControllerStorage.nibName }

  /// The bundle of the nib the view controller was created with, if any.
  open var nibBundle: Bundle? { viewControllerStorage.nibBundle }

  /// A title for the view controller's interface.
  open var title: String? {
    get { viewControllerStorage.title }
    set { viewControllerStorage.set(\.title, newValue, on: self) }
  }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // Apple's type (Objective-C `null_resettable`); code that overrides or assigns it must compile.
  /// The view controller's view, loaded on first read.
  ///
  /// The first read calls ``loadView()`` and then ``viewDidLoad()``. Reading it never returns
  /// `nil`; setting `nil` unloads the view, and the next read loads it again.
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      if let view = viewControllerStorage.view { return view }
      // Only reached when `loadView()` reads `view` before setting it.
      let view = UIView()
      viewControllerStorage.withUncheckedAccess { $0[\.view] = view }
      return view
    }
    set { viewControllerStorage.withUncheckedAccess { $0[\.view] = newValue } }
  }

  /// The view, if it is loaded; reading it never loads it.
  open var viewIfLoaded: UIView? { viewControllerStorage.view }

  /// Whether the view is loaded.
  open var isViewLoaded: Bool { viewControllerStorage.view != nil }

  /// Makes the view. The default sets ``view`` to a plain ``UIView``; override it to set your
  /// own, without calling `super`.
  ///
  /// ```swift
  /// override func loadView() {
  ///   view = ArticleView()
  /// }
  /// ```
  open func loadView() {
    view = UIView()
  }

  /// Loads the view if it is not loaded yet: ``loadView()``, then ``viewDidLoad()``.
  ///
  /// ```swift
  /// sut.loadViewIfNeeded()
  /// ```
  open func loadViewIfNeeded() {
    guard viewControllerStorage.view == nil, !viewControllerStorage.isLoadingView else { return }
    viewControllerStorage.withUncheckedAccess { $0[\.isLoadingView] = true }
    loadView()
    viewControllerStorage.withUncheckedAccess { $0[\.isLoadingView] = false }
    if viewControllerStorage.view == nil {
      viewControllerStorage.withUncheckedAccess { $0[\.view] = UIView() }
    }
    viewDidLoad()
  }

  /// Called once the view is loaded. Override it to set the view up; call `super`.
  ///
  /// ```swift
  /// override func viewDidLoad() {
  ///   super.viewDidLoad()
  ///   title = "Articles"
  /// }
  /// ```
  open func viewDidLoad() {}

  /// Called before the view appears.
  ///
  /// ```swift
  /// override func viewWillAppear(_ animated: Bool) {
  ///   super.viewWillAppear(animated)
  /// }
  /// ```
  ///
  /// - Parameter animated: Whether the appearance is animated.
  open func viewWillAppear(_ animated: Bool) {}

  /// Called when the view is being added to the window, after ``viewWillAppear(_:)`` and before
  /// ``viewDidAppear(_:)``.
  ///
  /// ```swift
  /// override func viewIsAppearing(_ animated: Bool) {
  ///   super.viewIsAppearing(animated)
  /// }
  /// ```
  ///
  /// - Parameter animated: Whether the appearance is animated.
  open func viewIsAppearing(_ animated: Bool) {}

  /// Called after the view appeared.
  ///
  /// ```swift
  /// override func viewDidAppear(_ animated: Bool) {
  ///   super.viewDidAppear(animated)
  /// }
  /// ```
  ///
  /// - Parameter animated: Whether the appearance was animated.
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view disappears.
  ///
  /// ```swift
  /// override func viewWillDisappear(_ animated: Bool) {
  ///   super.viewWillDisappear(animated)
  /// }
  /// ```
  ///
  /// - Parameter animated: Whether the disappearance is animated.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view disappeared.
  ///
  /// ```swift
  /// override func viewDidDisappear(_ animated: Bool) {
  ///   super.viewDidDisappear(animated)
  /// }
  /// ```
  ///
  /// - Parameter animated: Whether the disappearance was animated.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Starts an appearance or disappearance: calls ``viewWillAppear(_:)`` (loading the view first)
  /// or ``viewWillDisappear(_:)``.
  ///
  /// Ignored when the view controller is already appearing or appeared (for `true`), or already
  /// disappearing or disappeared (for `false`), so callbacks always alternate. Tests use it with
  /// ``endAppearanceTransition()`` to drive the appearance methods:
  ///
  /// ```swift
  /// sut.beginAppearanceTransition(true, animated: false)
  /// sut.endAppearanceTransition()  // viewIsAppearing(_:), viewDidAppear(_:)
  /// ```
  ///
  /// - Parameters:
  ///   - isAppearing: `true` to appear, `false` to disappear.
  ///   - animated: Passed to the callbacks.
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    let appearance = viewControllerStorage.appearance
    if isAppearing {
      guard appearance == .disappeared || appearance == .disappearing else { return }
      loadViewIfNeeded()
      viewControllerStorage.withUncheckedAccess { $0[\.appearance] = .appearing }
      viewControllerStorage.withUncheckedAccess { $0[\.transitionAnimated] = animated }
      viewWillAppear(animated)
    } else {
      guard appearance == .appeared || appearance == .appearing else { return }
      viewControllerStorage.withUncheckedAccess { $0[\.appearance] = .disappearing }
      viewControllerStorage.withUncheckedAccess { $0[\.transitionAnimated] = animated }
      viewWillDisappear(animated)
    }
  }

  /// Finishes the transition ``beginAppearanceTransition(_:animated:)`` started: calls
  /// ``viewIsAppearing(_:)`` and ``viewDidAppear(_:)``, or ``viewDidDisappear(_:)``. Does nothing
  /// when no transition is under way.
  ///
  /// ```swift
  /// sut.beginAppearanceTransition(false, animated: false)
  /// sut.endAppearanceTransition()  // viewDidDisappear(_:)
  /// ```
  open func endAppearanceTransition() {
    let (appearance, animated) = viewControllerStorage.withUncheckedAccess { values in
      (values[\.appearance], values[\.transitionAnimated])
    }
    switch appearance {
    case .appearing:
      viewControllerStorage.withUncheckedAccess { $0[\.appearance] = .appeared }
      viewIsAppearing(animated)
      viewDidAppear(animated)
    case .disappearing:
      viewControllerStorage.withUncheckedAccess { $0[\.appearance] = .disappeared }
      viewDidDisappear(animated)
    case .appeared, .disappeared:
      break
    }
  }

  /// The view controller's keys: `title`, `nibName` and `nibBundle`, after ``UIResponder``'s.
  /// The view and the appearance state are not keys: they follow the life cycle, and are changed
  /// only by it (`withUncheckedAccess`).
  nonisolated open override class var keyTable: KeyTable { table }

  nonisolated private static let table = KeyTable(
    \UIViewController.viewControllerStorage, inheriting: UIResponder.keyTable
  ) {
    UIViewController(nibName: nil, bundle: nil)
  }
}
