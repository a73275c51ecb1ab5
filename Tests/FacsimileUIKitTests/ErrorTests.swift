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

  @Test func swiftsIsPrefixSuggestsTheKeyValueCodingName() throws {
    let error = try #require(throws: FacsimileError.self) {
      try InstanceHelper.create(UIWindow.self, properties: ["isHidden": false])
    }

    #expect(
      error.description
        == #"UIWindow.isHidden: UIWindow has no key "isHidden"; did you mean "hidden"? Valid keys: userActivity, frame, hidden, tag, rootViewController, windowScene"#
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

    #expect(error.keyPath == "urlContexts[1].url")
    #expect(
      error.description
        == "UIScene.ConnectionOptions.urlContexts[1].url: expected URL, found Int 42")
  }

  @Test func aCoderReportsEveryProblem() {
    let coder = KeyedCoder(["sesion": [:], "activationState": 7])

    let scene = UIWindowScene(coder: coder)

    #expect(scene == nil)
    #expect(
      "\(coder.error as Any)".contains(
        #"UIWindowScene.sesion: UIWindowScene has no key "sesion"; did you mean "session"?"#))
    #expect("\(coder.error as Any)".contains("UIWindowScene.activationState:"))
  }
}
