import FacsimileCore
import FacsimileUIKit
import Foundation
import Testing

@MainActor
@Suite struct ErrorTests {
  @Test func aWrongNestedKeyNamesTheDottedPathAndTheNearestKey() throws {
    let error = try #require(throws: FacsimileError.self) {
      try InstanceHelper.create(
        UIWindowScene.self,
        properties: [
          "session": ["configuration": ["nmae": "Default Configuration"]]
        ])
    }

    #expect(error.kind == .unknownKey)
    #expect(error.keyPath == "session.configuration.nmae")
    #expect(
      error.description
        == #"UIWindowScene.session.configuration.nmae: UISceneConfiguration has no key "nmae"; did you mean "name"? Valid keys: name, role, sceneClass, delegateClass"#
    )
  }

  @Test func theSwiftNameIsAcceptedBesideTheKeyValueCodingName() throws {
    let window = try InstanceHelper.create(UIWindow.self, properties: ["isHidden": false])
    #expect(window.isHidden == false)
    #expect(window.fixture()["hidden"] == false)

    let error = try #require(throws: FacsimileError.self) {
      try InstanceHelper.create(UIWindow.self, properties: ["isHiden": false])
    }
    #expect(
      error.description
        == #"UIWindow.isHiden: UIWindow has no key "isHiden"; did you mean "isHidden"? Valid keys: userActivity, frame, hidden, tag, rootViewController, windowScene"#
    )
  }

  @Test func aBadValueInACollectionNamesItsIndex() throws {
    let error = try #require(throws: FacsimileError.self) {
      try InstanceHelper.create(
        UIScene.ConnectionOptions.self,
        properties: [
          "urlContexts": [["url": "myapp://ok"], ["url": 42]]
        ])
    }

    // The fixture's Swift names are accepted; errors name the keys as Objective-C does.
    #expect(error.keyPath == "URLContexts[1].URL")
    #expect(
      error.description
        == "UIScene.ConnectionOptions.URLContexts[1].URL: expected URL, found Int 42")
  }

  @Test func aFabricationReportsEveryProblem() {
    let error = #expect(throws: FacsimileError.self) {
      try InstanceHelper.create(
        UIWindowScene.self, properties: ["sesion": [:], "activationState": 7])
    }

    #expect(
      "\(error as Any)".contains(
        #"UIWindowScene.sesion: UIWindowScene has no key "sesion"; did you mean "session"?"#))
    #expect("\(error as Any)".contains("UIWindowScene.activationState:"))
  }
}
