import FacsimileTesting
import Foundation
import XCTest

@testable import NotificationApp

// Seed 002 ("How to Unit Test Scene Delegates when Swift Won't Let You"), as the article writes
// it: XCTest, `createScene()` with `InstanceHelper`. The article's undeclared `options` is
// declared, and `XCTNotNil` is spelled `XCTAssertNotNil`. The models are `@MainActor`, as
// Apple's are; XCTest on Linux traps in discovery on synchronous `@MainActor` test methods, so
// they are `async`.

@MainActor
final class SceneDelegateTests: XCTestCase {
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

  func test_urls_the_scene_connects_with_are_opened() async throws {
    let sceneDelegate = SceneDelegate()
    let scene = UIWindowScene.fabricate()
    let url = try XCTUnwrap(URL(string: "myapp://article/1"))

    sceneDelegate.scene(scene, willConnectTo: scene.session, options: .fabricate(urls: [url]))

    XCTAssertEqual(sceneDelegate.openedURLs, [url])
    XCTAssertTrue(sceneDelegate.window?.windowScene === scene)
  }
}
