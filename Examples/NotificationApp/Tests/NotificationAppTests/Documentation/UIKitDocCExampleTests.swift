import FacsimileTesting
import Foundation
import Testing

@testable import NotificationApp

// The ```swift examples of FacsimileUIKit's DocC comments (the application and its delegate,
// scenes, sessions, windows, view controllers, shortcut items, user activities), as a user pastes
// them into a test: each example's lines appear here, line for line, between the lines that give
// it what it names. DocumentationSnippetTests fails if an example is not found here or elsewhere
// in the tests CI compiles.

/// A view of the app's own.
final class ArticleView: UIView {}

/// A screen that shows the article an activity names.
final class ArticleViewController: UIViewController {
  override func restoreUserActivityState(_ activity: NSUserActivity) {
    show(activity.webpageURL)
  }
}

extension ArticleViewController {
  func show(_ url: URL?) {
    title = url?.lastPathComponent
  }
}

/// A view controller that records the steps of its life that reach it.
class RecordingViewController: UIViewController {
  private(set) var calls: [String] = []

  override func viewWillAppear(_ animated: Bool) { calls.append("viewWillAppear") }
  override func viewIsAppearing(_ animated: Bool) { calls.append("viewIsAppearing") }
  override func viewDidAppear(_ animated: Bool) { calls.append("viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { calls.append("viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { calls.append("viewDidDisappear") }
}

/// A list of articles, overriding each step of a view controller's life and calling `super`.
final class ArticlesViewController: RecordingViewController {

  override func loadView() {
    view = ArticleView()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Articles"
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
  }

  override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
  }
}

/// The home screen a window shows.
final class HomeViewController: UIViewController {}

/// A window that counts the key changes that reach it.
class KeyCountingWindow: UIWindow {
  private(set) var keyChanges = 0

  override func becomeKey() { keyChanges += 1 }
  override func resignKey() { keyChanges += 1 }
}

/// A window that says when it becomes and stops being the key window.
final class LoggingWindow: KeyCountingWindow {
  override func becomeKey() {
    super.becomeKey()
    print("key")
  }

  override func resignKey() {
    super.resignKey()
    print("not key")
  }
}

/// Where the app goes for links and searched items.
@MainActor
final class LinkRouter {
  private(set) var opened: [URL] = []
  private(set) var items: [String] = []
  func open(_ url: URL) { opened.append(url) }
  func openItem(_ id: String) { items.append(id) }
}

@MainActor
@Suite struct ApplicationDocCTests {
  @Test func aFabricatedApplicationRegisters() {
    let appDelegate = AppDelegate()
    let application = UIApplication.fabricate(delegate: appDelegate)
    application.registerForRemoteNotifications()
    #expect(appDelegate.deviceToken != nil)
  }

  @Test(.perTestSingletons) func theAppDelegateLaunches() throws {
    let appDelegate = AppDelegate()
    let application = UIApplication.fabricate(delegate: appDelegate)
    _ = appDelegate.application(application, didFinishLaunchingWithOptions: nil)
    #expect(application.isRegisteredForRemoteNotifications)
    #expect(try application.value(forKey: "requestedURLs") as? [URL] == [])
  }

  @Test(.perTestSingletons) func linksOpenThroughTheSharedApplication() throws {
    let links = ExternalLinks()  // application: UIApplication = .shared
    #expect(links.openWebsite())
    let requested = try UIApplication.shared.value(forKey: "requestedURLs") as? [URL]
    #expect(requested?.map(\.absoluteString) == ["https://example.com"])
  }

  @Test func aSpyOfOpenedURLs() throws {
    final class OpenURLSpy: UIApplication {
      var opened: [URL] = []
      override func open(
        _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: ((Bool) -> Void)? = nil
      ) {
        opened.append(url)
      }
    }
    let spy = try InstanceHelper.create(OpenURLSpy.self)  // an OpenURLSpy, with UIApplication's keys
    ExternalLinks(application: spy).openArticleInBrowser(id: "42")
    #expect(spy.opened.map(\.absoluteString) == ["https://example.com/articles/42"])
  }

  @Test(.perTestSingletons) func theKeyWindow() throws {
    let scene = UIWindowScene.fabricate()
    let window = UIWindow(windowScene: scene)
    window.makeKeyAndVisible()
    try UIApplication.shared.setValue(Set([scene]), forKey: "connectedScenes")
    let keyWindow = UIApplication.shared.windows.first { $0.isKeyWindow }
    #expect(keyWindow === window)
  }

  @Test func registrationFailsWithoutAToken() throws {
    let appDelegate = AppDelegate()
    let application = UIApplication.fabricate(delegate: appDelegate)
    try application.setValue(nil, forKey: "deviceToken")  // registration fails
    application.registerForRemoteNotifications()
    #expect(appDelegate.registrationError != nil)
    #expect(appDelegate.deviceToken == nil)
  }

  @Test(.perTestSingletons) func theNotificationSettingsOpen() async throws {
    if let url = URL(string: UIApplication.openNotificationSettingsURLString) {
      await UIApplication.shared.open(url)
    }
    let requested = try UIApplication.shared.value(forKey: "requestedURLs") as? [URL]
    #expect(requested?.map(\.absoluteString) == [UIApplication.openNotificationSettingsURLString])
  }

  @Test func schemesTheAppCanOpen() throws {
    let application = UIApplication.fabricate()
    try application.setValue(["https", "maps"], forKey: "openableURLSchemes")
    let maps = try #require(URL(string: "maps://?q=coffee"))
    print(application.canOpenURL(maps))  // true
    #expect(application.canOpenURL(maps))
    #expect(try !application.canOpenURL(#require(URL(string: "tel://1"))))
  }

  @Test func openingAURL() async throws {
    let application = UIApplication.fabricate()
    let url = try #require(URL(string: "https://example.com"))
    application.open(url) { opened in print(opened) }
    #expect(try application.value(forKey: "requestedURLs") as? [URL] == [url])
    let opened = await application.open(url)
    #expect(opened)
    #expect(!(await application.open(try #require(URL(string: "unknown://a")))))
  }

  @Test func openingAUniversalLinkOnly() throws {
    let application = UIApplication.fabricate()
    let url = try #require(URL(string: "https://example.com/articles/1"))
    application.open(url, options: [.universalLinksOnly: true])
    #expect(try application.value(forKey: "requestedURLs") as? [URL] == [url])
  }

  @Test func theApplicationsStates() throws {
    let application = UIApplication.fabricate(applicationState: .background)
    var scheduled = false
    func scheduleRefresh() { scheduled = true }
    if application.applicationState == .background { scheduleRefresh() }
    #expect(scheduled)
    let names = UIApplication.State.fixtureCases.map { String(describing: $0) }
    #expect(names.count == 3)
    #expect(sceneStateNames().count == 4)
    #expect(iconTypeNames().count == UIApplicationShortcutIcon.IconType.fixtureCases.count)
  }

  private func sceneStateNames() -> [String] {
    let names = UIScene.ActivationState.fixtureCases.map { String(describing: $0) }
    return names
  }

  private func iconTypeNames() -> [String] {
    let names = UIApplicationShortcutIcon.IconType.fixtureCases.map { String(describing: $0) }
    return names
  }

  private func observeActivation(_ center: NotificationCenter) -> any NSObjectProtocol {
    let observer = center.addObserver(
      forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil) { _ in }
    return observer
  }

  @Test func lifeCycleNotifications() {
    let center = NotificationCenter()
    let active = observeActivation(center)
    let observer = center.addObserver(
      forName: UIScene.willConnectNotification, object: nil, queue: nil) { _ in }
    for observer in [active, observer] { center.removeObserver(observer) }
    #expect(UIApplication.didBecomeActiveNotification.rawValue.hasSuffix("DidBecomeActiveNotification"))
    #expect(UIScene.willConnectNotification.rawValue.hasSuffix("WillConnectNotification"))
  }
}

@MainActor
@Suite struct ApplicationDelegateDocCTests {
  @Test func anAppDelegateRegistersOnLaunch() {
    final class AppDelegate: UIResponder, UIApplicationDelegate {
      var window: UIWindow?

      func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
      ) -> Bool {
        application.registerForRemoteNotifications()
        return true
      }
    }
    let delegate = AppDelegate()
    let application = UIApplication.fabricate(delegate: delegate)
    _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
    #expect(!application.isRegisteredForRemoteNotifications)
    _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
    #expect(application.isRegisteredForRemoteNotifications)
  }

  @Test func aLaunchByARemoteNotification() {
    let launchOptions: [UIApplication.LaunchOptionsKey: Any]? = [
      .remoteNotification: ["articleId": "1"] as [AnyHashable: Any]
    ]
    var routed: [[AnyHashable: Any]] = []
    func route(_ payload: [AnyHashable: Any]) { routed.append(payload) }
    if let payload = launchOptions?[.remoteNotification] as? [AnyHashable: Any] {
      route(payload)
    }
    #expect(routed.first?["articleId"] as? String == "1")
  }

  @Test func aURLsSource() {
    let options: [UIApplication.OpenURLOptionsKey: Any] = [
      .sourceApplication: "com.apple.mobilesafari"
    ]
    let source = options[.sourceApplication] as? String
    #expect(source == "com.apple.mobilesafari")
  }

  @Test func aSilentPushWithACompletionHandler() async throws {
    let delegate = LegacyAppDelegate()
    let application = UIApplication.fabricate(delegate: delegate)
    let payload = try PushPayload(json: #"{"aps": {"content-available": 1}, "articleId": "1"}"#)
    delegate.application(application, didReceiveRemoteNotification: payload.userInfo) { result in }
    var fetched: UIBackgroundFetchResult?
    delegate.application(application, didReceiveRemoteNotification: payload.userInfo) {
      fetched = $0
    }
    #expect(fetched == .newData)
  }

  @Test func aSilentPushAsync() async throws {
    let delegate = AppDelegate()
    let application = UIApplication.fabricate(delegate: delegate)
    let info: [AnyHashable: Any] = ["aps": ["content-available": 1], "articleId": "1"]
    let result = await delegate.application(application, didReceiveRemoteNotification: info)
    #expect(result == .newData)
  }

  @Test func theFetchResult() {
    var results: [UIBackgroundFetchResult] = []
    let completionHandler: (UIBackgroundFetchResult) -> Void = { results.append($0) }
    for articles in [[String](), ["a"]] {
      completionHandler(articles.isEmpty ? .noData : .newData)
    }
    #expect(results == [.noData, .newData])
  }

  @Test func aQuickAction() async {
    let delegate = LegacyAppDelegate()
    let application = UIApplication.fabricate(delegate: delegate)
    let item = UIApplicationShortcutItem(type: AppRouter.inboxShortcut, localizedTitle: "Inbox")
    delegate.application(application, performActionFor: item) { succeeded in print(succeeded) }
    #expect(delegate.router.routes == [.inbox])
    let performed = await delegate.application(application, performActionFor: item)
    #expect(performed)
  }

  @Test func aContinuedActivity() throws {
    let delegate = LegacyAppDelegate()
    let application = UIApplication.fabricate(delegate: delegate)
    let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
    activity.webpageURL = URL(string: "https://example.com/articles/42")
    let continued = delegate.application(application, continue: activity) { _ in }
    #expect(continued)
    #expect(delegate.router.routes == [.article(id: "42")])
  }

  @Test func aScreenRestoresAnActivity() throws {
    let controller = ArticleViewController()
    let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
    activity.webpageURL = URL(string: "https://example.com/articles/42")
    controller.restoreUserActivityState(activity)
    #expect(controller.title == "42")
  }
}

@MainActor
@Suite struct UserActivityDocCTests {
  @Test func aWebActivityOpensItsURL() throws {
    let router = LinkRouter()
    let userActivity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
    userActivity.webpageURL = URL(string: "https://example.com/articles/42")
    if userActivity.activityType == NSUserActivityTypeBrowsingWeb,
      let url = userActivity.webpageURL
    {
      router.open(url)
    }
    #expect(router.opened.map(\.absoluteString) == ["https://example.com/articles/42"])
  }

  @Test func aSearchedItemOpens() {
    let router = LinkRouter()
    let userActivity = NSUserActivity(activityType: CSSearchableItemActionType)
    userActivity.userInfo = [CSSearchableItemActivityIdentifier: "article-42"]
    if userActivity.activityType == CSSearchableItemActionType,
      let id = userActivity.userInfo?[CSSearchableItemActivityIdentifier] as? String
    {
      router.openItem(id)
    }
    #expect(router.items == ["article-42"])
  }

  @Test func activities() throws {
    let activity = NSUserActivity(activityType: "com.example.article")
    activity.userInfo = ["articleID": 42]

    let fromFixture = try InstanceHelper.create(NSUserActivity.self, properties: [
      "activityType": "com.example.article",
      "webpageURL": "https://example.com/articles/42",
    ])
    #expect(activity.userInfo?["articleID"] as? Int == 42)
    #expect(fromFixture.webpageURL?.lastPathComponent == "42")
  }

  @available(*, deprecated, message: "NSUserActivity's deprecated init(), as its example shows")
  @Test func aBlankActivityHasTheEmptyType() {
    #expect(blank().activityType.isEmpty)
  }

  @available(*, deprecated, message: "NSUserActivity's deprecated init(), as its example shows")
  private func blank() -> NSUserActivity {
    let activity = NSUserActivity()
    return activity
  }
}

@MainActor
@Suite struct ShortcutItemDocCTests {
  @Test func icons() {
    let icon = UIApplicationShortcutIcon(type: .compose)
    let symbol = UIApplicationShortcutIcon(systemImageName: "star")
    #expect(icon != symbol)
    #expect(template() != icon)
    #expect(filledStar() != symbol)
    print(icon.copy() as AnyObject === icon)  // true
    #expect(icon.copy() as AnyObject === icon)
  }

  private func template() -> UIApplicationShortcutIcon {
    let icon = UIApplicationShortcutIcon(templateImageName: "Compose")
    return icon
  }

  private func filledStar() -> UIApplicationShortcutIcon {
    let icon = UIApplicationShortcutIcon(systemImageName: "star.fill")
    return icon
  }

  @Test func items() throws {
    let item = UIApplicationShortcutItem(type: "com.example.compose", localizedTitle: "New Note")
    let fromFixture = try InstanceHelper.create(UIApplicationShortcutItem.self, properties: [
      "type": "com.example.compose",
      "localizedTitle": "New Note",
      "icon": ["systemImageName": "square.and.pencil"],
    ])
    #expect(fromFixture.type == item.type)
    #expect(fromFixture.icon != nil)
    #expect(search().userInfo?["scope"] as? String == "all")
    #expect(compose().localizedTitle == "New Note")
  }

  private func search() -> UIApplicationShortcutItem {
    let item = UIApplicationShortcutItem(
      type: "com.example.search", localizedTitle: "Search", localizedSubtitle: nil,
      icon: UIApplicationShortcutIcon(type: .search), userInfo: ["scope": "all" as NSString])
    return item
  }

  private func compose() -> UIApplicationShortcutItem {
    let item = UIApplicationShortcutItem(type: "com.example.compose", localizedTitle: "New Note")
    return item
  }

  @Test func copies() {
    let item = compose()
    print(item.copy() as AnyObject === item)  // true
    #expect(item.copy() as AnyObject === item)
    let mutable = item.mutableCopy() as? UIMutableApplicationShortcutItem
    mutable?.localizedTitle = "Renamed"
    #expect(mutable?.localizedTitle == "Renamed")
    #expect(item.localizedTitle == "New Note")
  }

  @Test func mutableItems() {
    let item = UIMutableApplicationShortcutItem(type: "com.example.compose", localizedTitle: "New")
    item.icon = UIApplicationShortcutIcon(type: .compose)
    #expect(item.icon == UIApplicationShortcutIcon(type: .compose))
    let frozen = item.copy() as? UIApplicationShortcutItem
    print(frozen is UIMutableApplicationShortcutItem)  // false
    #expect(frozen != nil)
    #expect(!(frozen is UIMutableApplicationShortcutItem))
    #expect(mutableSearch().localizedTitle == "Search")
  }

  private func mutableSearch() -> UIMutableApplicationShortcutItem {
    let item = UIMutableApplicationShortcutItem(
      type: "com.example.search", localizedTitle: "Search", localizedSubtitle: nil,
      icon: UIApplicationShortcutIcon(type: .search), userInfo: nil)
    return item
  }
}

@MainActor
@Suite struct SceneDocCTests {
  @Test func aSceneDelegateOpensURLs() throws {
    let sceneDelegate = SceneDelegate()
    let scene = UIWindowScene.fabricate()
    let articleURL = try #require(URL(string: "myapp://article/1"))
    let context = UIOpenURLContext.fabricate(
      url: articleURL, sourceApplication: "com.apple.mobilesafari")
    sceneDelegate.scene(scene, openURLContexts: [context])
    #expect(sceneDelegate.openedURLs == [articleURL])
    #expect(context.options.sourceApplication == "com.apple.mobilesafari")
  }

  @Test func aContextFromAFixture() throws {
    let sceneDelegate = SceneDelegate()
    let scene = UIWindowScene.fabricate()
    let context = try InstanceHelper.create(UIOpenURLContext.self, properties: [
      "url": URL(string: "myapp://article/1") as Any
    ])
    sceneDelegate.scene(scene, openURLContexts: [context])
    #expect(sceneDelegate.openedURLs.map(\.absoluteString) == ["myapp://article/1"])
  }

  @Test func aSceneDelegateHoldsItsWindow() {
    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
      var window: UIWindow?
    }

    let delegate = SceneDelegate()
    #expect(delegate.window == nil)
    let responder = UIResponder()
    #expect(responder.next == nil)
  }

  @Test func firstResponders() {
    let textField = UIResponder()
    let didBecome = textField.becomeFirstResponder()
    #expect(didBecome == textField.canBecomeFirstResponder)
    textField.resignFirstResponder()
    #expect(!textField.isFirstResponder)
  }

  @Test func aSceneFromAFixture() throws {
    let scene = try InstanceHelper.create(UIWindowScene.self, properties: [
      "activationState": UIScene.ActivationState.foregroundActive
    ])
    #expect(scene.activationState == .foregroundActive)
  }

  @Test func connectionOptions() throws {
    let sceneDelegate = SceneDelegate()
    let articleURL = try #require(URL(string: "myapp://article/1"))
    let scene = UIWindowScene.fabricate()
    let options = UIScene.ConnectionOptions.fabricate(urls: [articleURL])
    sceneDelegate.scene(scene, willConnectTo: scene.session, options: options)
    #expect(sceneDelegate.openedURLs == [articleURL])
    #expect(sceneDelegate.window?.isKeyWindow == true)
  }

  @Test func connectionOptionsOfEachKind() throws {
    let activity = NSUserActivity(activityType: "com.example.article")
    let options = UIScene.ConnectionOptions.fabricate(userActivities: [activity])
    #expect(options.userActivities == [activity])
    #expect(try notificationOptions().notificationResponse != nil)
    #expect(shortcutOptions().shortcutItem?.type == "com.example.compose")
    #expect(try fixtureOptions().urlContexts.first?.url.absoluteString == "myapp://article/1")
  }

  private func notificationOptions() throws -> UIScene.ConnectionOptions {
    let response = try UNNotificationResponse.fabricate(userInfo: ["articleID": 42])
    let options = UIScene.ConnectionOptions.fabricate(notificationResponse: response)
    return options
  }

  private func shortcutOptions() -> UIScene.ConnectionOptions {
    let item = UIApplicationShortcutItem(type: "com.example.compose", localizedTitle: "New")
    let options = UIScene.ConnectionOptions.fabricate(shortcutItem: item)
    return options
  }

  private func fixtureOptions() throws -> UIScene.ConnectionOptions {
    let articleURL = try #require(URL(string: "myapp://article/1"))
    let options = try InstanceHelper.create(UIScene.ConnectionOptions.self, properties: [
      "urlContexts": [["url": "myapp://article/1"]],
      "sourceApplication": "com.apple.mobilesafari",
    ])
    let sameURL = UIScene.ConnectionOptions.fabricate(urls: [articleURL])
    #expect(sameURL.urlContexts.map(\.url) == options.urlContexts.map(\.url))
    return options
  }

  @Test func openingAURLFromAScene() throws {
    let scene = UIWindowScene.fabricate()
    let url = try #require(URL(string: "https://example.com"))
    let options = UIScene.OpenExternalURLOptions()
    options.universalLinksOnly = true
    scene.open(url, options: options)
    #expect(options.universalLinksOnly)
    var result: Bool?
    scene.open(url, options: nil) { success in print(success) }  // false
    scene.open(url, options: nil) { result = $0 }
    #expect(result == false)
  }

  @Test func aFileOpenedInPlace() {
    let context = UIOpenURLContext.fabricate(
      url: URL(fileURLWithPath: "/tmp/report.pdf"), openInPlace: true)
    print(context.options.openInPlace)  // true
    #expect(context.options.openInPlace)
  }

  @Test func scenesAndSessions() throws {
    let session = try InstanceHelper.create(UISceneSession.self)
    let scene = try InstanceHelper.create(UIWindowScene.self, properties: [
      "session": session
    ])

    let ready = UIWindowScene.fabricate()
    #expect(scene.session === session)
    #expect(ready.session !== session)
    #expect(try createScene().session.role == .windowApplication)
    let second = UISceneSession.fabricate(persistentIdentifier: "second")
    #expect(sceneOf(second).session === second)
    let third = UISceneSession.fabricate(persistentIdentifier: "third")
    #expect(emptySceneOf(third).session === third)
  }

  func createScene() throws -> UIWindowScene {
    let session = try InstanceHelper.create(UISceneSession.self)
    let scene = try InstanceHelper.create(UIWindowScene.self, properties: [
      "session": session
    ])
    return scene
  }

  private func sceneOf(_ session: UISceneSession) -> UIWindowScene {
    let options = UIScene.ConnectionOptions.fabricate(urls: [])
    let scene = UIWindowScene(session: session, connectionOptions: options)
    return scene
  }

  private func emptySceneOf(_ session: UISceneSession) -> UIWindowScene {
    let scene = UIWindowScene(session: session, connectionOptions: .fabricate(urls: []))
    return scene
  }

  @Test func sessions() throws {
    let session = UISceneSession.fabricate(persistentIdentifier: "main")
    print(session.role == .windowApplication)  // true
    print(session.configuration.name ?? "")  // Default Configuration
    #expect(session.role == .windowApplication)
    #expect(session.configuration.name == "Default Configuration")
    #expect(try roles().role == .windowApplication)
    #expect(try fixtureSession().persistentIdentifier == "main")
    let role = UISceneSession.Role(rawValue: "UIWindowSceneSessionRoleApplication")
    #expect(role == .windowApplication)
  }

  private func roles() throws -> UISceneSession {
    let session = UISceneSession.fabricate(role: .windowApplication)
    let fromFixture = try InstanceHelper.create(UISceneSession.self, properties: [
      "role": "UIWindowSceneSessionRoleApplication"
    ])
    #expect(fromFixture.role == session.role)
    return fromFixture
  }

  private func fixtureSession() throws -> UISceneSession {
    let session = try InstanceHelper.create(UISceneSession.self, properties: [
      "persistentIdentifier": "main",
      "role": "UIWindowSceneSessionRoleApplication",
      "configuration": ["name": "Default Configuration"],
    ])
    return session
  }

  @Test func configurations() {
    let configuration = UISceneConfiguration(name: nil, sessionRole: .windowApplication)
    #expect(configuration.name == nil)
    let copy = configuration.copy() as? UISceneConfiguration
    #expect(copy?.role == .windowApplication)
    #expect(blankConfiguration().name == nil)
  }

  private func blankConfiguration() -> UISceneConfiguration {
    let configuration = UISceneConfiguration()
    return configuration
  }
}

@MainActor
@Suite struct SceneDelegateDocCTests {
  @Test func aSceneDelegateOfItsOwn() throws {
    let scene = UIWindowScene.fabricate()
    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
      var window: UIWindow?

      func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard let url = URLContexts.first?.url else { return }
        print(url)
      }
    }

    SceneDelegate().sceneDidBecomeActive(scene)  // the default: does nothing
    #expect(scene.activationState == .unattached)
  }

  @Test func aSceneDelegateThatMakesItsWindow() {
    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
      var window: UIWindow?

      func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
      ) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
      }
    }
    let delegate = SceneDelegate()
    let scene = UIWindowScene.fabricate()
    let options = UIScene.ConnectionOptions.fabricate(urls: [])
    delegate.scene(scene, willConnectTo: scene.session, options: options)
    #expect(delegate.window?.isKeyWindow == true)
    #expect(scene.windows.count == 1)
  }

  @Test func theAppsSceneDelegate() throws {
    let delegate = SceneDelegate()
    let scene = UIWindowScene.fabricate()
    let url = try #require(URL(string: "myapp://article/7"))
    delegate.scene(scene, openURLContexts: [UIOpenURLContext.fabricate(url: url)])
    #expect(delegate.openedURLs == [url])
    let activity = delegate.stateRestorationActivity(for: scene)
    #expect(activity == nil)  // no router: the delegate runs without an application delegate
    delegate.scene(scene, willContinueUserActivityWithType: "com.example.article")
    let error = CocoaError(.userCancelled)
    delegate.scene(scene, didFailToContinueUserActivityWithType: "com.example", error: error)
    #expect(delegate.openedURLs == [url])
  }

  @Test func aQuickActionInAScene() async {
    let delegate = SceneDelegate()
    let scene = UIWindowScene.fabricate()
    let item = UIApplicationShortcutItem(type: "com.example.unknown", localizedTitle: "None")
    var answer: Bool?
    delegate.windowScene(scene, performActionFor: item) { succeeded in print(succeeded) }
    delegate.windowScene(scene, performActionFor: item) { answer = $0 }
    #expect(answer == false)
    let performed = await delegate.windowScene(scene, performActionFor: item)
    #expect(!performed)
  }

  @Test func aNotificationsTargetScene() throws {
    let scene = UIWindowScene.fabricate()
    let notification = try UNNotification.fabricate(
      content: UNNotificationContent(), identifier: "article-1")
    #expect(try targetIsKept(notification))
    let response = try UNNotificationResponse.fabricate(
      userInfo: ["articleId": "1"], actionIdentifier: UNNotificationDefaultActionIdentifier,
      targetScene: scene)
    #expect(response.targetScene === scene)
  }

  private func targetIsKept(_ notification: UNNotification) throws -> Bool {
    let scene = UIWindowScene.fabricate()
    let response = try UNNotificationResponse.fabricate(
      notification: notification, actionIdentifier: "OPEN", targetScene: scene)
    return windowScene(of: response) === scene
  }

  private func windowScene(of response: UNNotificationResponse) -> UIWindowScene? {
    let scene = response.targetScene as? UIWindowScene
    return scene
  }
}

@MainActor
@Suite struct ViewDocCTests {
  @Test func views() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    view.isHidden = true
    #expect(view.isHidden)
    #expect(view.frame.width == 320)
    #expect(blankView().frame == .zero)
  }

  private func blankView() -> UIView {
    let view = UIView()
    return view
  }

  @Test func theAppsViewControllerLoads() {
    let sut = ViewController()
    _ = sut.view  // loadView(), then viewDidLoad()
    #expect(sut.isViewLoaded)
  }

  @Test func viewControllers() {
    let controller = UIViewController(nibName: nil, bundle: nil)
    #expect(!controller.isViewLoaded)
    #expect(!blankController().isViewLoaded)
  }

  private func blankController() -> UIViewController {
    let controller = UIViewController()
    return controller
  }

  @Test func aViewControllersLife() {
    let sut = ArticlesViewController()
    _ = sut.view
    #expect(sut.view is ArticleView)
    #expect(sut.title == "Articles")
    sut.beginAppearanceTransition(true, animated: false)
    sut.endAppearanceTransition()  // viewIsAppearing(_:), viewDidAppear(_:)
    sut.beginAppearanceTransition(false, animated: false)
    sut.endAppearanceTransition()  // viewDidDisappear(_:)
    #expect(
      sut.calls == [
        "viewWillAppear", "viewIsAppearing", "viewDidAppear", "viewWillDisappear",
        "viewDidDisappear",
      ])
  }

  @Test func windows() {
    let scene = UIWindowScene.fabricate()
    let window = UIWindow(windowScene: scene)
    window.rootViewController = HomeViewController()
    window.makeKeyAndVisible()
    print(scene.windows.contains(window), window.isKeyWindow)  // true true
    #expect(scene.windows.contains(window))
    #expect(window.isKeyWindow)
    #expect(sized().frame.height == 844)
  }

  private func sized() -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    return window
  }

  @Test func keyWindows() {
    let scene = UIWindowScene.fabricate()
    let window = LoggingWindow(windowScene: scene)
    let other = LoggingWindow(windowScene: scene)
    window.makeKey()
    #expect(window.isKeyWindow)
    other.makeKey()
    #expect(!window.isKeyWindow)
    #expect(window.keyChanges == 2)
  }
}
