import FacsimileTesting
import Foundation
import Testing

@testable import NotificationApp

// Scene delegate tests written for an app-hosted iOS test bundle, as Xcode's template and many
// apps write them: they take the host app's scene from UIApplication.shared.connectedScenes.
// The .hostApplication trait launches the app as the host did (Porting.md, "Tests written for
// a host app").

@MainActor
@Suite(.hostApplication {
  LifecycleDriver(
    appDelegate: TemplateAppDelegate(), lifecycle: .scenes, sceneConfiguration: .infoPlist,
    makeSceneDelegate: { _ in SceneDelegate() })
})
struct TemplateSceneDelegateTests {
  @Test func theSceneShowsItsWindow() {
    let scene = UIApplication.shared.connectedScenes.first!  // the host's, as on iOS
    let sceneDelegate = scene.delegate as! SceneDelegate
    #expect(sceneDelegate.window?.isKeyWindow == true)
  }
}

extension TemplateSceneDelegateTests {
  @Test func aURLOpensTheArticle() async throws {
    let scene = UIApplication.shared.connectedScenes.first!
    let sceneDelegate = scene.delegate as! SceneDelegate
    let url = try #require(URL(string: "myapp://article/7"))
    sceneDelegate.scene(scene, openURLContexts: [UIOpenURLContext.fabricate(url: url)])
    #expect(sceneDelegate.openedURLs.contains(url))
  }
}

/// The DocC example of the trait, as written there.
@MainActor
@Suite(.hostApplication {
  LifecycleDriver(
    appDelegate: AppDelegate(), lifecycle: .scenes, makeSceneDelegate: { _ in SceneDelegate() })
})
struct SceneDelegateHostedTests {
  @Test func theSceneShowsAWindow() throws {
    let scene = UIApplication.shared.connectedScenes.first!
    let sceneDelegate = try #require(scene.delegate as? SceneDelegate)
    #expect(sceneDelegate.window?.isKeyWindow == true)
  }
}
