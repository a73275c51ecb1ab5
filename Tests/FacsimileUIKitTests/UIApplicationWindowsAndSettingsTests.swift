import FacsimileCore
import FacsimileUIKit
import Foundation
import Testing

/// An app delegate without scenes that keeps its window, as Xcode's pre-scene template does.
private final class WindowedAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
}

/// Members real code reads that are not about one scene: the deprecated `windows` and the
/// notification settings URL.
@MainActor
@Suite struct UIApplicationWindowsAndSettingsTests {
  @Test func theKeyWindowIsFoundInTheApplicationsWindowsAsRealCodeFindsIt() {
    let scene = UIWindowScene.fabricate()
    let background = UIWindow(windowScene: scene)
    let main = UIWindow(windowScene: scene)
    main.makeKeyAndVisible()
    let application = UIApplication.fabricate(connectedScenes: [scene])
    let keyWindow = application.windows.first { $0.isKeyWindow }
    #expect(keyWindow === main)
    #expect(
      application.windows.map(ObjectIdentifier.init)
        == [background, main].map(ObjectIdentifier.init))
  }

  @Test func anAppWithoutScenesListsItsDelegatesWindow() {
    let delegate = WindowedAppDelegate()
    let window = UIWindow(frame: .zero)
    delegate.window = window
    let application = UIApplication.fabricate(delegate: delegate)
    #expect(application.windows.count == 1)
    #expect(application.windows.first === window)
  }

  @Test func aDelegatesWindowInAConnectedSceneIsListedOnce() {
    let scene = UIWindowScene.fabricate()
    let delegate = WindowedAppDelegate()
    delegate.window = UIWindow(windowScene: scene)
    let application = UIApplication.fabricate(delegate: delegate, connectedScenes: [scene])
    #expect(application.windows.count == 1)
  }

  @Test func windowsOfSeveralScenesComeInTheOrderOfTheirSessions() {
    let first = UIWindowScene.fabricate(session: .fabricate(persistentIdentifier: "A"))
    let second = UIWindowScene.fabricate(session: .fabricate(persistentIdentifier: "B"))
    let windowOfB = UIWindow(windowScene: second)
    let windowOfA = UIWindow(windowScene: first)
    let application = UIApplication.fabricate(connectedScenes: [second, first])
    #expect(application.windows.first === windowOfA)
    #expect(application.windows.last === windowOfB)
    #expect(UIApplication.fabricate().windows.isEmpty)
  }

  @Test func theNotificationSettingsURLOpensAsRealCodeOpensIt() async throws {
    let application = UIApplication.fabricate()
    if let url = URL(string: UIApplication.openNotificationSettingsURLString) {
      #expect(await application.open(url))
    }
    let opened = try application.value(forKey: "requestedURLs") as? [URL]
    #expect(opened?.map(\.absoluteString) == ["app-settings:notifications"])
  }
}

/// Apple's constant is `nonisolated`: code off the main actor reads it.
@Suite struct UIApplicationConstantsOffTheMainActorTests {
  @Test func theSettingsURLsAreReadableOffTheMainActor() {
    #expect(UIApplication.openNotificationSettingsURLString == "app-settings:notifications")
    #expect(UIApplication.openSettingsURLString == "app-settings:")
  }
}
