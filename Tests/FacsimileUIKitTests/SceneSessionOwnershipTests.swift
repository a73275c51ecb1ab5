import FacsimileCore
import FacsimileUIKit
import Foundation
import Testing

/// A session belongs to one scene at most, and a fabrication that fails changes no
/// back-reference.
@MainActor
@Suite struct SceneSessionOwnershipTests {
  @Test func aFailedFabricationLeavesTheSessionWithItsScene() throws {
    let session = UISceneSession.fabricate(persistentIdentifier: "s")
    let scene = UIWindowScene.fabricate(session: session)

    #expect(throws: FacsimileError.self) {
      try InstanceHelper.create(
        UIWindow.self, properties: ["windowScene": ["session": session], "tag": "x"])
    }

    #expect(session.scene === scene)
    #expect(scene.session === session)
  }

  @Test func aSessionThatAnotherLiveSceneHasIsRefusedByEveryDoor() throws {
    let session = UISceneSession.fabricate(persistentIdentifier: "s")
    let first = UIWindowScene.fabricate(session: session)
    let second = UIWindowScene.fabricate()
    let secondSession = second.session

    let byKey = try #require(throws: FacsimileError.self) {
      try second.setValue(session, forKey: "session")
    }
    let byFixture = try #require(throws: FacsimileError.self) {
      try InstanceHelper.create(UIWindowScene.self, properties: ["session": session])
    }

    for error in [byKey, byFixture] {
      #expect(error.problems.map(\.kind) == [.invalidValue])
      #expect(error.description.contains(#"the session "s" already belongs to another scene"#))
    }
    #expect(session.scene === first && first.session === session)
    #expect(second.session === secondSession && secondSession.scene === second)
  }

  @Test func aSessionMovesBetweenScenesOnlyOnceItsSceneIsGone() throws {
    let session = UISceneSession.fabricate(persistentIdentifier: "s")
    do {
      _ = UIWindowScene.fabricate(session: session)
    }
    #expect(session.scene == nil)

    let next = try InstanceHelper.create(UIWindowScene.self, properties: ["session": session])
    #expect(session.scene === next)
  }

  @Test func settingANewSessionReleasesTheOldOne() throws {
    let scene = UIWindowScene.fabricate()
    let old = scene.session
    let new = UISceneSession.fabricate()

    try scene.setValue(new, forKey: "session")

    #expect(old.scene == nil)
    #expect(new.scene === scene)
  }
}
