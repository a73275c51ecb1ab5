import FacsimileCore
import FacsimileUIKit
import Foundation
import Testing

@Suite struct NSUserActivityTests {
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
