import FacsimileCore
import FacsimileUIKit
import Foundation
import XCTest

// The code of the article "How to Unit Test Scene Delegates when Swift Won't Let You" (seeds/002),
// compiled against the real models: the Xcode-template-style scene delegate that builds its window
// in code, and the article's `createScene()` with `InstanceHelper`. The article's test uses an
// undeclared `options` and `XCTNotNil`; here they are declared and spelled `XCTAssertNotNil`.
//
// The models are `@MainActor`, as Apple's are, so the test case is too. On Linux, XCTest's test
// discovery traps on synchronous `@MainActor` test methods ("Could not cast value of type
// '(...) -> @MainActor () throws -> ()'"), so the tests are `async`; their bodies are the
// article's.

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var openedURLs: [URL] = []

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = (scene as? UIWindowScene) else { return }
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = UIViewController()
    window?.makeKeyAndVisible()
  }

  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    openedURLs += URLContexts.map(\.url)
  }
}

@MainActor
final class SceneDelegateSeedTests: XCTestCase {
  func createScene() throws -> UIWindowScene {
    let session = try InstanceHelper.create(UISceneSession.self)
    let scene = try InstanceHelper.create(
      UIWindowScene.self,
      properties: [
        "session": session
      ])
    return scene
  }

  func test_window_is_created_on_willConnectTo() async throws {
    // given
    let sceneDelegate = SceneDelegate()
    let scene = try createScene()
    let options = try InstanceHelper.create(UIScene.ConnectionOptions.self)
    // when
    sceneDelegate.scene(scene, willConnectTo: scene.session, options: options)
    // then
    XCTAssertNotNil(sceneDelegate.window)
  }

  func test_window_is_the_key_window_of_the_scene_and_shows_its_root() async throws {
    let sceneDelegate = SceneDelegate()
    let scene = try createScene()
    let options = try InstanceHelper.create(UIScene.ConnectionOptions.self)

    sceneDelegate.scene(scene, willConnectTo: scene.session, options: options)

    let window = try XCTUnwrap(sceneDelegate.window)
    XCTAssertTrue(window.windowScene === scene)
    XCTAssertEqual(scene.windows, [window])
    XCTAssertTrue(scene.keyWindow === window)
    XCTAssertTrue(window.isKeyWindow)
    XCTAssertFalse(window.isHidden)
    XCTAssertEqual(window.rootViewController?.isViewLoaded, true)
  }

  func test_no_window_is_created_for_a_scene_that_is_not_a_window_scene() async throws {
    let sceneDelegate = SceneDelegate()
    let scene = try InstanceHelper.create(
      UIScene.self,
      properties: [
        "session": try InstanceHelper.create(UISceneSession.self)
      ])

    sceneDelegate.scene(scene, willConnectTo: scene.session, options: .fabricate(urls: []))

    XCTAssertNil(sceneDelegate.window)
  }

  func test_open_url_contexts_are_handled() async throws {
    let sceneDelegate = SceneDelegate()
    let scene = try createScene()
    let context = try InstanceHelper.create(
      UIOpenURLContext.self,
      properties: [
        "url": URL(string: "myapp://article/1") as Any
      ])

    sceneDelegate.scene(scene, openURLContexts: [context])

    XCTAssertEqual(sceneDelegate.openedURLs.map(\.absoluteString), ["myapp://article/1"])
  }

  func test_the_session_knows_its_scene() async throws {
    let scene = try createScene()
    XCTAssertTrue(scene.session.scene === scene)
    XCTAssertEqual(scene.session.persistentIdentifier, "")
  }
}
