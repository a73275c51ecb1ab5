import FacsimileCore
import FacsimileUIKit
import Foundation
import Testing

@MainActor
@Suite struct UIResponderTests {
  @Test func fabricatesByKey() throws {
    let responder = try InstanceHelper.create(UIResponder.self)
    let activity = NSUserActivity(activityType: "com.example.edit")
    try responder.setValue(activity, forKey: "userActivity")

    #expect(responder.userActivity === activity)
  }

  @Test func fabricatesByCoder() throws {
    let coder = KeyedCoder(["userActivity": ["activityType": "com.example.edit"]])
    let responder = try #require(UIResponder(coder: coder), "\(coder.error as Any)")

    #expect(responder.userActivity?.activityType == "com.example.edit")
  }

  @Test func fabricatesFromANestedDictionary() throws {
    let responder = try InstanceHelper.create(
      UIResponder.self,
      properties: [
        "userActivity": ["activityType": "com.example.edit", "keywords": ["draft", "note"]]
      ])

    #expect(responder.userActivity?.keywords == ["draft", "note"])
  }

  @Test func onlyAResponderThatCanBecomeFirstResponderDoes() {
    final class Field: UIResponder {
      override var canBecomeFirstResponder: Bool { true }
    }
    let plain = UIResponder()
    let field = Field()

    #expect(!plain.becomeFirstResponder())
    #expect(!plain.isFirstResponder)
    #expect(field.becomeFirstResponder())
    #expect(field.isFirstResponder)
    #expect(field.resignFirstResponder())
    #expect(!field.isFirstResponder)
    #expect(plain.next == nil)
  }

  @Test func respondersCompareByIdentityNotByKeys() {
    let first = UIResponder()
    let second = UIResponder()

    #expect(!first.isEqual(second))
    #expect(first.isEqual(first))
    #expect(first.hash != second.hash)
  }
}
