import FacsimileCore
import FacsimileUIKit
import Foundation
import Testing

@MainActor
@Suite struct UIWindowSceneTests {
  @Test func nilResetsTheTitleThroughEveryDoorAsNullResettableDoes() throws {
    // `var title: String! { get set }`: Apple's is `null_resettable`.
    let scene = try InstanceHelper.create(UIWindowScene.self, properties: ["title": "Inbox"])
    scene.title = nil
    #expect(scene.title == "")

    scene.title = "Inbox"
    try scene.setValue(nil, forKey: "title")
    #expect(scene.title == "")
    try scene.setValue("Inbox", forKey: "title")
    try scene.setValue(NSNull(), forKeyPath: "title")
    #expect(scene.title == "")

    #expect(
      try InstanceHelper.create(UIWindowScene.self, properties: ["title": NSNull()]).title == "")
    #expect(try UIWindowScene.fabricate(from: ["title": nil]).title == "")
    #expect(try UIWindowScene.fabricate(json: Data(#"{"title": null}"#.utf8)).title == "")
    // A key that is not null_resettable still refuses nil.
    #expect(throws: FacsimileError.self) { try scene.setValue(nil, forKey: "subtitle") }
  }

  @Test func aSessionSetByKeyPointsBackToItsScene() throws {
    let session = try InstanceHelper.create(
      UISceneSession.self,
      properties: [
        "persistentIdentifier": "main"
      ])
    let scene = try InstanceHelper.create(UIWindowScene.self, properties: ["session": session])
    try scene.setValue(UIScene.ActivationState.foregroundActive, forKey: "activationState")
    try scene.setValue("Inbox", forKey: "title")

    #expect(scene.session === session)
    #expect(scene.session.persistentIdentifier == "main")
    #expect(session.scene === scene)
    #expect(scene.activationState == .foregroundActive)
    #expect(scene.title == "Inbox")
  }

  @Test func aSessionFromACoderPointsBackToItsScene() throws {
    let scene = try InstanceHelper.create(
      UIWindowScene.self,
      properties: [
        "session": ["persistentIdentifier": "main", "role": "UIWindowSceneSessionRoleApplication"],
        "activationState": 1,
        "subtitle": "Drafts",
      ])

    #expect(scene.session.persistentIdentifier == "main")
    #expect(scene.session.role == .windowApplication)
    #expect(scene.session.scene === scene)
    #expect(scene.activationState == .foregroundInactive)
    #expect(scene.subtitle == "Drafts")
  }

  @Test func aSessionFromANestedDictionaryPointsBackToItsScene() throws {
    let scene = try InstanceHelper.create(
      UIWindowScene.self,
      properties: [
        "session": [
          "persistentIdentifier": "main",
          "configuration": ["name": "Default Configuration"],
          "userInfo": ["draftID": 7],
        ]
      ])

    #expect(scene.session.configuration.name == "Default Configuration")
    #expect(scene.session.userInfo?["draftID"] as? Int == 7)
    #expect(scene.session.scene === scene)
  }

  @Test func aBlankSceneIsUnattachedWithAnEmptyTitleAndNoWindows() throws {
    let scene = try InstanceHelper.create(UIWindowScene.self)

    #expect(scene.activationState == .unattached)
    #expect(scene.title == "")
    #expect(scene.subtitle == "")
    #expect(scene.delegate == nil)
    #expect(scene.windows.isEmpty)
    #expect(scene.keyWindow == nil)
    #expect(scene.session.scene === scene)
  }

  @Test func settingTitleToNilResetsIt() {
    let scene = UIWindowScene.fabricate(title: "Inbox")
    scene.title = nil
    #expect(scene.title == "")
  }

  @Test func replacingTheSessionMovesTheBackReference() throws {
    let scene = UIWindowScene.fabricate()
    let old = scene.session
    let new = UISceneSession.fabricate(persistentIdentifier: "new")

    try scene.setValue(new, forKey: "session")

    #expect(old.scene == nil)
    #expect(new.scene === scene)
  }

  @Test func theDelegateIsKeptStrongly() {
    final class Delegate: UIResponder, UISceneDelegate {}
    let scene = UIWindowScene.fabricate()
    weak var weakDelegate: Delegate?
    do {
      let delegate = Delegate()
      weakDelegate = delegate
      scene.delegate = delegate
    }

    #expect(weakDelegate != nil)
    #expect(scene.delegate === weakDelegate)
  }

  @Test func openingAnExternalURLReportsFailure() throws {
    let scene = UIWindowScene.fabricate()
    let options = UIScene.OpenExternalURLOptions()
    options.universalLinksOnly = true
    var results: [Bool] = []

    scene.open(try #require(URL(string: "https://example.com")), options: options) {
      results.append($0)
    }

    #expect(results == [false])
  }

  @Test func notificationNamesMatchUIKit() {
    #expect(UIScene.willConnectNotification.rawValue == "UISceneWillConnectNotification")
    #expect(
      UIScene.didEnterBackgroundNotification.rawValue == "UISceneDidEnterBackgroundNotification")
  }

  @Test func activationStatesHaveUIKitsRawValues() {
    #expect(UIScene.ActivationState(rawValue: -1) == .unattached)
    #expect(UIScene.ActivationState.background.rawValue == 2)
  }
}

@MainActor
@Suite struct UISceneTests {
  @Test func thePublicInitializerConnectsTheSession() {
    let session = UISceneSession.fabricate(persistentIdentifier: "main")
    let scene = UIScene(session: session, connectionOptions: .fabricate(urls: []))

    #expect(scene.session === session)
    #expect(session.scene === scene)
  }
}
