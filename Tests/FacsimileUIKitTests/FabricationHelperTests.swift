import FacsimileCore
import FacsimileUIKit
import Foundation
import Testing

@MainActor
@Suite struct FabricationHelperTests {
  @Test func fabricatedSceneHasAConnectedSession() {
    let scene = UIWindowScene.fabricate()

    #expect(scene.session.scene === scene)
    #expect(scene.session.role == .windowApplication)
    #expect(scene.session.configuration.name == "Default Configuration")
    #expect(UUID(uuidString: scene.session.persistentIdentifier) != nil)
    #expect(scene.activationState == .unattached)
    #expect(scene.windows.isEmpty)
  }

  @Test func fabricatedSceneTakesItsValues() {
    let session = UISceneSession.fabricate(persistentIdentifier: "main")
    let scene = UIWindowScene.fabricate(
      session: session, activationState: .foregroundActive, title: "Inbox")

    #expect(scene.session === session)
    #expect(session.scene === scene)
    #expect(scene.activationState == .foregroundActive)
    #expect(scene.title == "Inbox")
  }

  @Test func fabricatedSessionTakesItsValuesAndCopiesTheConfiguration() {
    let configuration = UISceneConfiguration(
      name: "External", sessionRole: .windowExternalDisplayNonInteractive)

    let session = UISceneSession.fabricate(
      persistentIdentifier: "tv", role: .windowExternalDisplayNonInteractive,
      configuration: configuration, userInfo: ["screen": 2])

    #expect(session.persistentIdentifier == "tv")
    #expect(session.role == .windowExternalDisplayNonInteractive)
    #expect(session.configuration.name == "External")
    #expect(session.configuration !== configuration)
    #expect(session.userInfo?["screen"] as? Int == 2)
    #expect(session.scene == nil)
  }

  @Test func theDefaultConfigurationFollowsTheRole() {
    let session = UISceneSession.fabricate(role: .windowExternalDisplayNonInteractive)
    #expect(session.configuration.role == .windowExternalDisplayNonInteractive)
  }

  @Test func fabricatedIdentifiersDiffer() {
    #expect(
      UISceneSession.fabricate().persistentIdentifier
        != UISceneSession.fabricate().persistentIdentifier)
  }
}
