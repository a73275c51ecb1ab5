public import FacsimileCore
public import Foundation

/// The app: its delegate, its state, its scenes, and what it asks the system to do (open a URL,
/// register for remote notifications, badge its icon).
///
/// As on Apple platforms, there is one per process, ``shared``, and `UIApplication()` does not
/// compile. Code that reads `UIApplication.shared` gets that one application in every test, so
/// tests that run in parallel would see each other's; a test makes an application of its own
/// with ``fabricate(delegate:applicationState:connectedScenes:supportsMultipleScenes:)`` (or
/// `InstanceHelper`, a `KeyedCoder`, a fixture) and hands it to the code under test, which takes
/// it as a parameter (`UIApplication.shared` by default), as every delegate method already does:
///
/// ```swift
/// let application = UIApplication.fabricate(delegate: appDelegate)
/// _ = appDelegate.application(application, didFinishLaunchingWithOptions: nil)
/// #expect(application.isRegisteredForRemoteNotifications)
/// #expect(try application.value(forKey: "requestedURLs") as? [URL] == [])
/// ```
///
/// What the app asks of the system is answered at once, on the caller's thread, and recorded in
/// keys a test reads and sets (Facsimile's own keys; Apple's application has no such
/// properties):
///
/// | Key | What it holds |
/// |---|---|
/// | `openableURLSchemes` | The schemes ``canOpenURL(_:)`` and ``open(_:options:completionHandler:)`` answer `true` for: `http`, `https`, `mailto`, `tel`, `sms`, `facetime`, `facetime-audio` and `app-settings` unless set. |
/// | `requestedURLs` | Every URL the app asked to open, opened or not, oldest first. |
/// | `deviceToken` | The token ``registerForRemoteNotifications()`` hands the delegate: 32 bytes, `00` to `1f`, unless set; `nil` makes registration fail, as it does without the push entitlement. |
///
/// Setting ``applicationIconBadgeNumber`` and registering are kept as Apple's properties show
/// them.
@preconcurrency @MainActor
open class UIApplication: UIResponder {

  /// The keys, each declared once: name, type, default and rules.
  struct ApplicationKeys: KeySet {
    let applicationState = Key(State.active)
    let applicationIconBadgeNumber = Key(0)
    let shortcutItems = Key<[UIApplicationShortcutItem]?>(nil)
    let isRegisteredForRemoteNotifications = Key(
      false, objectiveC: "registeredForRemoteNotifications")
    let supportsMultipleScenes = Key(false)
    let connectedScenes = Key<Set<UIScene>>([])
    let openSessions = Key<Set<UISceneSession>>([])
    let openableURLSchemes = Key([
      "http", "https", "mailto", "tel", "sms", "facetime", "facetime-audio", "app-settings",
    ])
    let requestedURLs = Key<[URL]>([])
    let deviceToken = Key<Data?>(UIApplication.defaultDeviceToken)
    /// The delegate, held strongly: the app's object, not a key.
    let delegate = Key<(any UIApplicationDelegate)?>.unlisted(nil)
    static let layout = KeyLayout<ApplicationKeys>()
  }

  nonisolated let applicationStorage = ApplicationKeys.storage()

  /// The device token a new application registers with: the bytes `00` to `1f`.
  nonisolated static let defaultDeviceToken = Data((0..<32).map { UInt8($0) })

  private static let sharedApplication = UIApplication(blank: ())

  /// The app's one application.
  ///
  /// One per process, as on Apple platforms: every test that reads it reads the same one. Hand
  /// the code under test an application of its own instead, made with
  /// ``fabricate(delegate:applicationState:connectedScenes:supportsMultipleScenes:)``, or run the
  /// test with FacsimileTesting's per-test singletons (`@Test(.perTestSingletons)`), inside which
  /// this is the test's own application (in the test's task and the tasks it starts, not in a
  /// `Task.detached`, a `DispatchQueue` block or a `Thread`).
  ///
  /// ```swift
  /// let links = ExternalLinks()  // application: UIApplication = .shared
  /// ```
  open class var shared: UIApplication { Scope.current?.application ?? sharedApplication }

  /// Unavailable, as on Apple platforms: UIKit makes the application. Use ``shared``, or
  /// ``fabricate(delegate:applicationState:connectedScenes:supportsMultipleScenes:)`` for an
  /// application of a test's own.
  @available(
    *, unavailable,
    message: "UIKit makes the application; use UIApplication.shared or UIApplication.fabricate()"
  )
  public override init() {
    super.init()
  }

  /// A blank application, for this package's tables and helpers.
  nonisolated package init(blank: Void) {
    super.init()
  }

  /// Makes an application from a coder: a `KeyedCoder`'s fixture, an archive, or a stub, as
  /// the models Apple makes `NSCoding` read one.
  ///
  /// **Facsimile's**: Apple's `UIApplication` is not `NSCoding`. It is here so that the engine
  /// can make a subclass of yours that declares no key table (a fake application that overrides
  /// `open` or `canOpenURL(_:)`), as `[[cls alloc] init]` makes it on iOS: Swift makes a class
  /// known only at run time through a `required` initializer alone, and `init()` is
  /// unavailable, so no subclass can declare an initializer this one would displace.
  ///
  /// ```swift
  /// final class OpenURLSpy: UIApplication {
  ///   var opened: [URL] = []
  ///   override func open(
  ///     _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
  ///     completionHandler completion: ((Bool) -> Void)? = nil
  ///   ) {
  ///     opened.append(url)
  ///   }
  /// }
  /// let spy = try InstanceHelper.create(OpenURLSpy.self)  // an OpenURLSpy, with UIApplication's keys
  /// ```
  ///
  /// - Parameter coder: The coder to read keys from.
  nonisolated public required init?(coder: NSCoder) {
    super.init()
    guard KeyedCoder.decodeKeys(of: self, from: coder) else { return nil }
  }

  // MARK: The delegate and the state

  /// The object that receives the app's life-cycle calls, device tokens and silent pushes.
  ///
  /// Held strongly: Apple's is `unowned(unsafe)`, with `UIApplicationMain` keeping the delegate
  /// alive; here nothing else would keep a test's delegate alive.
  open var delegate: (any UIApplicationDelegate)? {
    get { applicationStorage.delegate }
    // The app's object, not a value: no door sets it, and no rule applies to it.
    set { applicationStorage.withUncheckedAccess { $0[\.delegate] = newValue } }
  }

  /// Whether the app is active, inactive or in the background; ``State/active`` unless set.
  open var applicationState: UIApplication.State {
    applicationStorage.applicationState
  }

  /// The scenes connected to the app.
  open var connectedScenes: Set<UIScene> { applicationStorage.connectedScenes }

  /// The app's windows: those of its connected window scenes (scenes in the order of their
  /// sessions' `persistentIdentifier`, each scene's windows in the order they joined it), then
  /// the app delegate's ``UIApplicationDelegate/window`` if it is in none of them, as an app
  /// without scenes has it.
  ///
  /// Deprecated on iOS, as Apple's is, and still in the SDK; real code reads it to find the key
  /// window:
  ///
  /// ```swift
  /// let keyWindow = UIApplication.shared.windows.first { $0.isKeyWindow }
  /// ```
  @available(
    iOS, introduced: 2.0, deprecated: 15.0,
    message: "Use UIWindowScene.windows on a relevant window scene instead"
  )
  open var windows: [UIWindow] {
    let scenes = connectedScenes.compactMap { $0 as? UIWindowScene }.sorted {
      $0.session.persistentIdentifier < $1.session.persistentIdentifier
    }
    var windows = scenes.flatMap(\.windows)
    if let window = delegate?.window, !windows.contains(where: { $0 === window }) {
      windows.append(window)
    }
    return windows
  }

  /// The sessions the system keeps for the app, connected to a scene or not.
  open var openSessions: Set<UISceneSession> { applicationStorage.openSessions }

  /// Whether the app shows more than one scene at once (Info.plist's
  /// `UIApplicationSupportsMultipleScenes`); `false` unless set.
  open var supportsMultipleScenes: Bool {
    applicationStorage.supportsMultipleScenes
  }

  /// The app's dynamic Home Screen quick actions.
  open var shortcutItems: [UIApplicationShortcutItem]? {
    get { applicationStorage.shortcutItems }
    set { applicationStorage.set(\.shortcutItems, newValue, on: self) }
  }

  /// The number on the app's icon; `0` hides it. Kept for a test to read.
  @available(iOS, deprecated: 17.0, message: "Use UNUserNotificationCenter.setBadgeCount(_:)")
  open var applicationIconBadgeNumber: Int {
    get { applicationStorage.applicationIconBadgeNumber }
    set { applicationStorage.set(\.applicationIconBadgeNumber, newValue, on: self) }
  }

  // MARK: Remote notifications

  /// Whether ``registerForRemoteNotifications()`` succeeded and was not undone (the key
  /// `registeredForRemoteNotifications`, Apple's property name).
  open var isRegisteredForRemoteNotifications: Bool {
    applicationStorage.isRegisteredForRemoteNotifications
  }

  /// Registers for remote notifications, and hands the delegate the device token, or the error.
  ///
  /// With a `deviceToken` (32 bytes unless set), the application is registered and the delegate
  /// gets ``UIApplicationDelegate/application(_:didRegisterForRemoteNotificationsWithDeviceToken:)``;
  /// with `deviceToken` set to `nil` it gets
  /// ``UIApplicationDelegate/application(_:didFailToRegisterForRemoteNotificationsWithError:)``
  /// with the error a device gives an app without the push entitlement (`NSCocoaErrorDomain`
  /// 3000). UIKit calls the delegate later, on the main queue; Facsimile calls it before this
  /// method returns.
  ///
  /// ```swift
  /// try application.setValue(nil, forKey: "deviceToken")  // registration fails
  /// application.registerForRemoteNotifications()
  /// ```
  open func registerForRemoteNotifications() {
    let (token, delegate) = (applicationStorage.deviceToken, applicationStorage.delegate)
    if token != nil { applicationStorage.set(\.isRegisteredForRemoteNotifications, true, on: self) }
    if let token {
      delegate?.application(self, didRegisterForRemoteNotificationsWithDeviceToken: token)
    } else {
      let error = NSError(
        domain: NSCocoaErrorDomain, code: 3000,
        userInfo: [
          NSLocalizedDescriptionKey:
            "no valid \u{201C}aps-environment\u{201D} entitlement string found for application"
        ])
      delegate?.application(self, didFailToRegisterForRemoteNotificationsWithError: error)
    }
  }

  /// Unregisters from remote notifications: ``isRegisteredForRemoteNotifications`` becomes
  /// `false`.
  ///
  /// ```swift
  /// application.unregisterForRemoteNotifications()
  /// ```
  open func unregisterForRemoteNotifications() {
    applicationStorage.set(\.isRegisteredForRemoteNotifications, false, on: self)
  }

  // MARK: Opening URLs

  /// The URL of the app's page in the Settings app.
  nonisolated public static let openSettingsURLString = "app-settings:"

  /// The URL of the app's notification settings in the Settings app, as Apple's constant holds
  /// it; readable from any context, as Apple's `nonisolated` constant is.
  ///
  /// ```swift
  /// if let url = URL(string: UIApplication.openNotificationSettingsURLString) {
  ///   await UIApplication.shared.open(url)
  /// }
  /// ```
  nonisolated public static let openNotificationSettingsURLString = "app-settings:notifications"

  /// Whether an app on the device opens the URL: whether its scheme is one of the
  /// `openableURLSchemes` key (web, mail, phone, messages, FaceTime and settings unless set).
  ///
  /// ```swift
  /// try application.setValue(["https", "maps"], forKey: "openableURLSchemes")
  /// let maps = try #require(URL(string: "maps://?q=coffee"))
  /// print(application.canOpenURL(maps))  // true
  /// ```
  ///
  /// - Parameter url: The URL.
  /// - Returns: `true` if the URL's scheme is openable.
  open func canOpenURL(_ url: URL) -> Bool {
    guard let scheme = url.scheme?.lowercased() else { return false }
    return applicationStorage.openableURLSchemes.contains {
      $0.lowercased() == scheme
    }
  }

  /// Asks the system to open a URL, in another app or in this one.
  ///
  /// The URL is added to the `requestedURLs` key, and `completion`, if any, is called before the
  /// method returns with ``canOpenURL(_:)``'s answer. The options are not kept. Nothing opens.
  ///
  /// ```swift
  /// application.open(url) { opened in print(opened) }
  /// #expect(try application.value(forKey: "requestedURLs") as? [URL] == [url])
  /// ```
  ///
  /// - Parameters:
  ///   - url: The URL to open.
  ///   - options: How to open it, such as ``OpenExternalURLOptionsKey/universalLinksOnly``.
  ///   - completion: Called with whether the URL opened.
  open func open(
    _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: ((Bool) -> Void)? = nil
  ) {
    // The application's own record of what was asked of it.
    applicationStorage.withUncheckedAccess { $0[\.requestedURLs].append(url) }
    completion?(canOpenURL(url))
  }

  /// Asks the system to open a URL; the `async` form of
  /// ``open(_:options:completionHandler:)``, which it calls and whose answer it waits for, so a
  /// subclass whose completion-handler form answers later is answered here. A handler released
  /// without being called answers `false`; one kept and never called keeps this waiting.
  ///
  /// ```swift
  /// let opened = await application.open(url)
  /// ```
  ///
  /// - Parameters:
  ///   - url: The URL to open.
  ///   - options: How to open it.
  /// - Returns: Whether the URL opened.
  @discardableResult
  open func open(
    _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:]
  ) async -> Bool {
    await CompletionAnswer.wait(ifDropped: false) { handler in
      open(url, options: options, completionHandler: handler)
    }
  }

  // MARK: Keys

  /// The application's keys, after ``UIResponder``'s: `applicationState`,
  /// `applicationIconBadgeNumber`, `shortcutItems`, `registeredForRemoteNotifications`,
  /// `supportsMultipleScenes`, `connectedScenes`, `openSessions`, and Facsimile's
  /// `openableURLSchemes`, `requestedURLs` and `deviceToken`. The ``delegate`` is not a key.
  nonisolated open override class var keyTable: KeyTable { table }

  nonisolated private static let table = KeyTable(
    \UIApplication.applicationStorage, inheriting: UIResponder.keyTable
  ) { UIApplication(blank: ()) }
}

// A subclass that declares no key table is made through the `init?(coder:)` it inherits.
extension UIApplication: InheritedCoderInitializer {}
