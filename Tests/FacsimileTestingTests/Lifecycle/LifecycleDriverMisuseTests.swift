import FacsimileTesting
import Foundation
import Testing

/// Xcode's template app delegate: it answers `configurationForConnecting` with the Info.plist's
/// configuration by name, and no delegate class (the Info.plist names it).
private final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
  let name: String
  let log = CallLog()

  init(name: String = "Default Configuration") {
    self.name = name
    super.init()
  }

  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: name, sessionRole: connectingSceneSession.role)
  }
}

/// A scene delegate that keeps the URLs it connects with.
private final class URLSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var urls: [URL] = []

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    urls += connectionOptions.urlContexts.map(\.url)
  }
}

/// The ways a test can misuse the driver, each told at the line that did it, or made impossible
/// (Docs/Fidelity.md, "The driver's own rules").
@MainActor
@Suite struct LifecycleDriverMisuseTests {
  private let url = URL(string: "myapp://article/42") ?? URL(fileURLWithPath: "/")

  // MARK: Steps

  @Test func stepsReadAsTheMethodsSwiftNamesInFailures() async {
    let driver = LifecycleDriver(appDelegate: RecordingAppDelegate(), lifecycle: .legacy)
    await driver.launch()
    #expect("\(LifecycleDriver.Step.call(.sceneOpenURLContexts))" == "scene(_:openURLContexts:)")
    #expect(
      "\(LifecycleDriver.Step.post(UIScene.didActivateNotification))"
        == "post \(UIScene.didActivateNotification.rawValue)")
    withKnownIssue {
      #expect(driver.steps == [.call(.applicationWillTerminate)])
    } matching: { issue in
      String(describing: issue).contains("application(_:willFinishLaunchingWithOptions:)")
    }
  }

  // MARK: Where a misuse is told

  @Test func aMisuseIsReportedAtTheLineOfTheEventThatMetIt() async throws {
    let driver = LifecycleDriver(appDelegate: RecordingAppDelegate(), lifecycle: .legacy)
    let notification = try pushNotification("n1", category: "NONE")
    await withKnownIssue {
      await driver.tap(notification, action: .action("GHOST"))
    } matching: { issue in
      isIssue(issue, atLine: #line - 2, containing: "\"GHOST\"")
    }
  }

  @Test func aCustomActionOnAColdLaunchUsesTheCategoriesAnEarlierRunRegistered() async throws {
    final class RegisteringAppDelegate: UIResponder, UIApplicationDelegate {
      func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
      ) -> Bool {
        UNUserNotificationCenter.current().setNotificationCategories([
          UNNotificationCategory(
            identifier: "CHAT",
            actions: [
              UNNotificationAction(identifier: "OPEN", title: "Open", options: .foreground)
            ],
            intentIdentifiers: [])
        ])
        return true
      }
    }
    let driver = LifecycleDriver(appDelegate: RegisteringAppDelegate(), lifecycle: .legacy)
    await driver.launch()
    await driver.terminate()
    await driver.tap(try pushNotification("n1", category: "CHAT"), action: .action("OPEN"))
    #expect(driver.isActive)  // a foreground action, known from the earlier run
  }

  @Test func aCustomActionBeforeTheAppEverRanIsReportedWithoutBlamingTheApp() async throws {
    let driver = LifecycleDriver(appDelegate: RecordingAppDelegate(), lifecycle: .legacy)
    let notification = try pushNotification("n1", category: "CHAT")
    await withKnownIssue {
      await driver.tap(notification, action: .action("OPEN"))
    } matching: { issue in
      isIssue(
        issue, atLine: #line - 3, containing: "no category is registered yet",
        "the app has not run in this driver", "Launch the app once first")
    }
  }

  // MARK: Scene configurations

  @Test func theTemplatesConfigurationByNameTakesTheInfoPlistsDelegateClass() async throws {
    let plist = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
    plist.delegateClass = URLSceneDelegate.self
    let driver = LifecycleDriver(
      appDelegate: TemplateAppDelegate(), lifecycle: .scenes, sceneConfiguration: plist,
      makeSceneDelegate: { _ in URLSceneDelegate() })
    await driver.open(url)
    let sceneDelegate = try #require(driver.sceneDelegate as? URLSceneDelegate)
    #expect(sceneDelegate.urls == [url])  // the launching URL is not lost
    #expect(driver.scene?.session.configuration.delegateClass == URLSceneDelegate.self)
  }

  @Test func aConfigurationThatEndsWithNoDelegateClassIsReported() async {
    let driver = LifecycleDriver(
      appDelegate: TemplateAppDelegate(), lifecycle: .scenes,
      makeSceneDelegate: { _ in URLSceneDelegate() })
    await withKnownIssue {
      await driver.open(url)
    } matching: { issue in
      isIssue(
        issue, atLine: #line - 3, containing: "\"Default Configuration\" with no delegate class",
        "Give the driver your Info.plist's configuration")
    }
  }

  @Test func aConfigurationNameTheInfoPlistDoesNotDeclareIsReported() async {
    let plist = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
    plist.delegateClass = URLSceneDelegate.self
    let driver = LifecycleDriver(
      appDelegate: TemplateAppDelegate(name: "Main"), lifecycle: .scenes,
      sceneConfiguration: plist, makeSceneDelegate: { _ in URLSceneDelegate() })
    await withKnownIssue {
      await driver.launch()
    } matching: { issue in
      isIssue(
        issue, atLine: #line - 3, containing: "a configuration named \"Main\"",
        "declares no configuration of that name")
    }
    #expect(driver.sceneDelegate == nil)
  }

  // MARK: Singletons

  @Test(.perTestSingletons) func twoDriversInOneTestNeverShareAnApplicationOrACenter() {
    let first = LifecycleDriver(appDelegate: RecordingAppDelegate(), lifecycle: .legacy)
    let second = LifecycleDriver(appDelegate: RecordingAppDelegate(), lifecycle: .legacy)
    #expect(first.application === UIApplication.shared)  // the first takes the test's
    #expect(first.userNotificationCenter === UNUserNotificationCenter.current())
    #expect(second.application !== first.application)
    #expect(second.userNotificationCenter !== first.userNotificationCenter)
  }

  @Test func driversWithoutTheTraitHaveSingletonsOfTheirOwn() {
    let first = LifecycleDriver(appDelegate: RecordingAppDelegate(), lifecycle: .legacy)
    let second = LifecycleDriver(appDelegate: RecordingAppDelegate(), lifecycle: .legacy)
    #expect(second.application !== first.application)
    #expect(second.userNotificationCenter !== first.userNotificationCenter)
  }

  @Test func aTestReachingTheProcessWideCenterWhileADriverRunsIsToldToAddTheTrait() async {
    let driver = LifecycleDriver(appDelegate: RecordingAppDelegate(), lifecycle: .legacy)
    await driver.launch()
    withKnownIssue {
      _ = UNUserNotificationCenter.current()
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("reached the process-wide UNUserNotificationCenter.current()")
          && $0.rawValue.contains("Add .perTestSingletons")
      }
    }
    _ = UNUserNotificationCenter.current()  // told once
    withExtendedLifetime(driver) {}
  }

  @Test(.perTestSingletons) func withTheTraitTheCenterIsTheDriversAndNothingIsTold() async {
    let driver = LifecycleDriver(appDelegate: RecordingAppDelegate(), lifecycle: .legacy)
    #expect(UNUserNotificationCenter.current() === driver.userNotificationCenter)
  }

  // MARK: expectSameOutcome

  @Test func expectSameOutcomeReturnsTheBodysValue() async {
    let routes: [String] = await expectSameOutcome { _ in ["route"] }
    #expect(routes == ["route"])
  }

  @Test func expectSameOutcomeAcrossNoLifeCyclesIsReportedAndRunsBoth() async {
    var runs: [LifecycleDriver.Lifecycle] = []
    await withKnownIssue {
      let outcome = await expectSameOutcome(across: []) { lifecycle in
        runs.append(lifecycle)
        return 1
      }
      #expect(outcome == 1)
    } matching: { issue in
      isIssue(
        issue, atLine: #line - 7, containing: "expectSameOutcome(across: []) compares nothing",
        "was given none, so it runs both")
    }
    #expect(runs == [.legacy, .scenes])
  }

  @Test func expectSameOutcomeAcrossOneLifeCycleIsReported() async {
    await withKnownIssue {
      let _: Int = await expectSameOutcome(across: [.scenes, .scenes]) { _ in 1 }
    } matching: { issue in
      isIssue(issue, atLine: #line - 2, containing: "[.scenes, .scenes]) compares nothing")
    }
  }
}
