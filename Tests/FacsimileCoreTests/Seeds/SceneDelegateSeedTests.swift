import FacsimileCore
import Foundation
import XCTest

// The code of the article "unit testing scene delegates" (seeds/002): `createScene()` with
// `InstanceHelper`, ported with nothing changed but the stand-in types.

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

  func test_createScene_gives_a_scene_with_its_session() throws {
    let scene = try createScene()
    XCTAssertEqual(scene.session.persistentIdentifier, "")
  }

  func test_open_url_context_can_be_created() throws {
    let context = try InstanceHelper.create(
      UIOpenURLContext.self,
      properties: [
        "url": URL(string: "myapp://article/1") as Any
      ])
    XCTAssertEqual(context.url.absoluteString, "myapp://article/1")
  }

  func test_a_wrong_key_throws_instead_of_raising() throws {
    XCTAssertThrowsError(try InstanceHelper.create(UIWindowScene.self, properties: ["sesion": 1])) {
      error in
      XCTAssertEqual(
        "\(error)",
        #"UIWindowScene.sesion: UIWindowScene has no key "sesion"; did you mean "session"? Valid keys: session"#
      )
    }
  }
}
