import FacsimileCore
import FacsimileUIKit
import Foundation
import Testing

@Suite struct NSUserActivityTests {
  @Test func fabricatesByKey() throws {
    let activity = try InstanceHelper.create(
      NSUserActivity.self,
      properties: [
        "activityType": "com.example.article",
        "webpageURL": "https://example.com/articles/42",
      ])
    try activity.setValue(false, forKey: "eligibleForHandoff")

    #expect(activity.activityType == "com.example.article")
    #expect(activity.webpageURL?.absoluteString == "https://example.com/articles/42")
    #expect(!activity.isEligibleForHandoff)
  }

  @Test func fabricatesByCoder() throws {
    let coder = KeyedCoder([
      "activityType": "com.example.article",
      "userInfo": ["articleID": 42],
      "requiredUserInfoKeys": ["articleID"],
      "expirationDate": "2030-01-01T00:00:00Z",
    ])
    let activity = try #require(NSUserActivity(coder: coder), "\(coder.error as Any)")

    #expect(activity.userInfo?["articleID"] as? Int == 42)
    #expect(activity.requiredUserInfoKeys == ["articleID"])
    #expect(activity.expirationDate == Date(timeIntervalSince1970: 1_893_456_000))
  }

  @Test @MainActor func fabricatesFromANestedDictionary() throws {
    let session = try InstanceHelper.create(
      UISceneSession.self,
      properties: [
        "stateRestorationActivity": [
          "activityType": "com.example.restore", "title": "Draft", "eligibleForSearch": true,
        ]
      ])

    let activity = try #require(session.stateRestorationActivity)
    #expect(activity.title == "Draft")
    #expect(activity.isEligibleForSearch)
  }

  @Test func publicInitializerAndSettableProperties() {
    let activity = NSUserActivity(activityType: "com.example.article")
    activity.title = "Article"
    activity.keywords = ["swift"]
    activity.persistentIdentifier = "article-42"
    activity.becomeCurrent()
    activity.resignCurrent()
    activity.invalidate()

    #expect(activity.activityType == "com.example.article")
    #expect(activity.title == "Article")
    #expect(activity.keywords == ["swift"])
    #expect(activity.persistentIdentifier == "article-42")
    #expect(activity.isEligibleForHandoff)
    #expect(!activity.needsSave)
  }
}
