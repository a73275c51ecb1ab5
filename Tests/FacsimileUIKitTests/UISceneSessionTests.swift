import FacsimileCore
import FacsimileUIKit
import Foundation
import Testing

@MainActor
@Suite struct UISceneSessionTests {
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
  @Test func publicInitializers() {
    let named = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
    named.delegateClass = UIResponder.self

    #expect(named.name == "Default Configuration")
    #expect(named.delegateClass == UIResponder.self)
    #expect(UISceneConfiguration().name == nil)
    #expect(UISceneConfiguration().role == .windowApplication)
  }
}
