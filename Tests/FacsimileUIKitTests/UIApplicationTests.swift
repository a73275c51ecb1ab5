import FacsimileCore
import FacsimileUIKit
import FacsimileUserNotifications
import Foundation
import Testing

/// An app delegate that records what the application hands it.
private final class RecordingAppDelegate: UIResponder, UIApplicationDelegate {
  var tokens: [Data] = []
  var errors: [any Error] = []

  func application(
    _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
  ) {
    tokens.append(deviceToken)
  }

  func application(
    _ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error
  ) {
    errors.append(error)
  }
}

/// A delegate that implements only the completion-handler form of the silent push, and calls
/// the handler twice.
private final class CompletionHandlerDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
  ) {
    completionHandler(.newData)
    completionHandler(.failed)
  }
}

/// A delegate that implements nothing.
private final class EmptyAppDelegate: UIResponder, UIApplicationDelegate {}

@MainActor
@Suite struct UIApplicationTests {
  @Test func sharedIsOnePerProcessAndFabricatedOnesAreTheirOwn() {
    #expect(UIApplication.shared === UIApplication.shared)
    let mine = UIApplication.fabricate()
    #expect(mine !== UIApplication.shared)
    #expect(mine !== UIApplication.fabricate())
  }

  @Test func aFabricatedApplicationHasUIKitsDefaults() throws {
    let application = UIApplication.fabricate()
    #expect(application.applicationState == .active)
    #expect(application.applicationIconBadgeNumber == 0)
    #expect(application.shortcutItems == nil)
    #expect(!application.isRegisteredForRemoteNotifications)
    #expect(!application.supportsMultipleScenes)
    #expect(application.connectedScenes.isEmpty)
    #expect(application.delegate == nil)
    #expect(try application.value(forKey: "requestedURLs") as? [URL] == [])
  }

  @Test func fabricateTakesTheDelegateTheStateAndTheScenes() {
    let delegate = EmptyAppDelegate()
    let scene = UIWindowScene.fabricate(session: .fabricate(persistentIdentifier: "main"))
    let application = UIApplication.fabricate(
      delegate: delegate, applicationState: .background, connectedScenes: [scene],
      supportsMultipleScenes: true)
    #expect(application.delegate === delegate)
    #expect(application.applicationState == .background)
    #expect(application.connectedScenes == [scene])
    #expect(application.openSessions.map(\.persistentIdentifier) == ["main"])
    #expect(application.supportsMultipleScenes)
  }

  @Test func registeringHandsTheDelegateTheToken() throws {
    let delegate = RecordingAppDelegate()
    let application = UIApplication.fabricate(delegate: delegate)
    application.registerForRemoteNotifications()
    #expect(delegate.tokens == [Data((0..<32).map { UInt8($0) })])
    #expect(delegate.errors.isEmpty)
    #expect(application.isRegisteredForRemoteNotifications)
    application.unregisterForRemoteNotifications()
    #expect(!application.isRegisteredForRemoteNotifications)

    try application.setValue(Data([1, 2]), forKey: "deviceToken")
    application.registerForRemoteNotifications()
    #expect(delegate.tokens.last == Data([1, 2]))
  }

  @Test func aRegistrationThatFailsHandsTheDelegateTheError() throws {
    let delegate = RecordingAppDelegate()
    let application = UIApplication.fabricate(delegate: delegate)
    try application.setValue(nil, forKey: "deviceToken")
    application.registerForRemoteNotifications()
    let error = try #require(delegate.errors.first as NSError?)
    #expect(error.domain == NSCocoaErrorDomain)
    #expect(error.code == 3000)
    #expect(error.localizedDescription.contains("aps-environment"))
    #expect(delegate.tokens.isEmpty)
    #expect(!application.isRegisteredForRemoteNotifications)
  }

  @Test func canOpenURLAnswersFromTheOpenableSchemes() throws {
    let application = UIApplication.fabricate()
    #expect(application.canOpenURL(try #require(URL(string: "https://example.com"))))
    #expect(application.canOpenURL(try #require(URL(string: "TEL:555"))))
    #expect(application.canOpenURL(try #require(URL(string: UIApplication.openSettingsURLString))))
    #expect(!application.canOpenURL(try #require(URL(string: "maps://?q=coffee"))))
    try application.setValue(["maps"], forKey: "openableURLSchemes")
    #expect(application.canOpenURL(try #require(URL(string: "maps://?q=coffee"))))
    #expect(!application.canOpenURL(try #require(URL(string: "https://example.com"))))
  }

  @Test func openRecordsTheURLAndAnswersAtOnce() async throws {
    let application = UIApplication.fabricate()
    let web = try #require(URL(string: "https://example.com/a/1"))
    let maps = try #require(URL(string: "maps://?q=coffee"))
    var answers: [Bool] = []
    application.open(web) { answers.append($0) }
    application.open(maps, options: [.universalLinksOnly: false]) { answers.append($0) }
    let asynchronously = await application.open(web)
    #expect(answers == [true, false])
    #expect(asynchronously)
    #expect(try application.value(forKey: "requestedURLs") as? [URL] == [web, maps, web])
  }

  @Test func theBadgeAndTheQuickActionsAreKept() {
    let application = UIApplication.fabricate()
    application.applicationIconBadgeNumber = 3
    application.shortcutItems = [UIApplicationShortcutItem(type: "t", localizedTitle: "T")]
    #expect(application.applicationIconBadgeNumber == 3)
    #expect(application.shortcutItems?.map(\.type) == ["t"])
  }

  @Test func applicationsComeFromFixturesWithNamedStates() throws {
    let application = try InstanceHelper.create(
      UIApplication.self,
      properties: ["applicationState": "inactive", "registeredForRemoteNotifications": true])
    #expect(application.applicationState == .inactive)
    #expect(application.isRegisteredForRemoteNotifications)
    #expect(throws: FacsimileError.self) {
      try application.setValue("asleep", forKey: "applicationState")
    }
  }

  @Test func aDelegateThatImplementsNothingGetsUIKitsAnswers() async throws {
    let delegate = EmptyAppDelegate()
    let application = UIApplication.fabricate(delegate: delegate)
    let session = UISceneSession.fabricate()
    let options = try InstanceHelper.create(UIScene.ConnectionOptions.self)
    #expect(delegate.application(application, didFinishLaunchingWithOptions: nil))
    #expect(delegate.application(application, willFinishLaunchingWithOptions: [:]))
    #expect(
      delegate.application(application, configurationForConnecting: session, options: options)
        === session.configuration)
    let item = UIApplicationShortcutItem(type: "t", localizedTitle: "T")
    let performed = await withCheckedContinuation { continuation in
      delegate.application(application, performActionFor: item) {
        continuation.resume(returning: $0)
      }
    }
    #expect(performed == false)  // answered from a task: the default awaits the async form
    let url = try #require(URL(string: "myapp://a"))
    #expect(!delegate.application(application, open: url, options: [:]))
    let fetched = await withCheckedContinuation { continuation in
      delegate.application(application, didReceiveRemoteNotification: [:]) {
        continuation.resume(returning: $0)
      }
    }
    #expect(fetched == .noData)  // answered from a task: the default awaits the async form
    #expect(await delegate.application(application, didReceiveRemoteNotification: [:]) == .noData)
    delegate.window = UIWindow(frame: .zero)
    #expect(delegate.window == nil)
  }

  @Test func theAsyncSilentPushCallsTheCompletionHandlerFormOnce() async {
    let delegate = CompletionHandlerDelegate()
    let result = await delegate.application(
      UIApplication.fabricate(), didReceiveRemoteNotification: ["aps": ["content-available": 1]])
    #expect(result == .newData)
  }

  @Test func keysAndOptionKeysHaveApplesNames() {
    #expect(
      UIApplication.LaunchOptionsKey.remoteNotification.rawValue
        == "UIApplicationLaunchOptionsRemoteNotificationKey")
    #expect(UIApplication.LaunchOptionsKey("x") == UIApplication.LaunchOptionsKey(rawValue: "x"))
    #expect(
      UIApplication.OpenURLOptionsKey.sourceApplication.rawValue
        == "UIApplicationOpenURLOptionsSourceApplicationKey")
    #expect(
      UIApplication.OpenExternalURLOptionsKey.universalLinksOnly.rawValue
        == "UIApplicationOpenURLOptionUniversalLinksOnly")
    #expect(UIBackgroundFetchResult.failed.rawValue == 2)
    #expect(UIApplication.State.background.rawValue == 2)
    #expect(
      UIApplication.didBecomeActiveNotification.rawValue
        == "UIApplicationDidBecomeActiveNotification")
    #expect(
      UIApplication.keyTable.names == [
        "userActivity", "applicationState", "applicationIconBadgeNumber", "shortcutItems",
        "registeredForRemoteNotifications", "supportsMultipleScenes", "connectedScenes",
        "openSessions", "openableURLSchemes", "requestedURLs", "deviceToken",
      ])
  }
}
