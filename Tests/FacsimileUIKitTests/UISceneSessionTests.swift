import FacsimileCore
import FacsimileUIKit
import Foundation
import Testing

@MainActor
@Suite struct UISceneSessionTests {
  @Test func fabricatesByKey() throws {
    let session = try InstanceHelper.create(
      UISceneSession.self,
      properties: [
        "persistentIdentifier": "main"
      ])
    try session.setValue("UIWindowSceneSessionRoleExternalDisplayNonInteractive", forKey: "role")

    #expect(session.persistentIdentifier == "main")
    #expect(session.role == .windowExternalDisplayNonInteractive)
    #expect(session.scene == nil)
  }

  @Test func fabricatesByCoder() throws {
    let coder = KeyedCoder([
      "persistentIdentifier": "main",
      "userInfo": ["lastOpened": "article-1"],
    ])
    let session = try #require(UISceneSession(coder: coder), "\(coder.error as Any)")

    #expect(session.persistentIdentifier == "main")
    #expect(session.userInfo?["lastOpened"] as? String == "article-1")
  }

  @Test func fabricatesFromANestedDictionary() throws {
    let session = try InstanceHelper.create(
      UISceneSession.self,
      properties: [
        "configuration": [
          "name": "External", "role": "UIWindowSceneSessionRoleExternalDisplayNonInteractive",
        ],
        "stateRestorationActivity": ["activityType": "com.example.restore"],
      ])

    #expect(session.configuration.name == "External")
    #expect(session.configuration.role == .windowExternalDisplayNonInteractive)
    #expect(session.stateRestorationActivity?.activityType == "com.example.restore")
  }

  @Test func aBlankSessionHasUIKitsDefaults() throws {
    let session = try InstanceHelper.create(UISceneSession.self)

    #expect(session.persistentIdentifier == "")
    #expect(session.role == .windowApplication)
    #expect(session.configuration.name == nil)
    #expect(session.userInfo == nil)
  }

  @Test func userInfoIsSettable() {
    let session = UISceneSession.fabricate()
    session.userInfo = ["draft": "note-1"]
    #expect(session.userInfo?["draft"] as? String == "note-1")
  }

  @Test func rolesHaveTheInfoPlistNames() {
    #expect(UISceneSession.Role.windowApplication.rawValue == "UIWindowSceneSessionRoleApplication")
    #expect(
      UISceneSession.Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
        == .windowExternalDisplayNonInteractive)
  }

  @Test func copiesAndComparesKeyByKey() throws {
    let session = UISceneSession.fabricate(persistentIdentifier: "main")
    let copy = try #require(session.copy() as? UISceneSession)

    #expect(copy !== session)
    #expect(copy.isEqual(session))
    #expect(!copy.isEqual(UISceneSession.fabricate(persistentIdentifier: "other")))
    #expect(UISceneSession.supportsSecureCoding)
  }
}

@MainActor
@Suite struct UISceneConfigurationTests {
  @Test func fabricatesByKey() throws {
    let configuration = try InstanceHelper.create(
      UISceneConfiguration.self,
      properties: [
        "name": "Default Configuration"
      ])
    try configuration.setValue(
      UISceneSession.Role.windowExternalDisplayNonInteractive, forKey: "role")

    #expect(configuration.name == "Default Configuration")
    #expect(configuration.role == .windowExternalDisplayNonInteractive)
  }

  @Test func fabricatesByCoder() throws {
    let coder = KeyedCoder(["name": "Default Configuration", "delegateClass": UIResponder.self])
    let configuration = try #require(UISceneConfiguration(coder: coder), "\(coder.error as Any)")

    #expect(configuration.name == "Default Configuration")
    #expect(configuration.delegateClass == UIResponder.self)
  }

  @Test func fabricatesFromANestedDictionary() throws {
    let session = try InstanceHelper.create(
      UISceneSession.self,
      properties: [
        "configuration": ["name": "Default Configuration", "sceneClass": UIWindowScene.self]
      ])

    #expect(session.configuration.name == "Default Configuration")
    #expect(session.configuration.sceneClass == UIWindowScene.self)
  }

  @Test func publicInitializers() {
    let named = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
    named.delegateClass = UIResponder.self

    #expect(named.name == "Default Configuration")
    #expect(named.delegateClass == UIResponder.self)
    #expect(UISceneConfiguration().name == nil)
    #expect(UISceneConfiguration().role == .windowApplication)
  }
}
