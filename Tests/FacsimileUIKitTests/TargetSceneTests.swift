import FacsimileCore
import FacsimileUIKit
import FacsimileUserNotifications
import Foundation
import Testing

/// UIKit's additions to UserNotifications and Foundation that scene code reads.
@MainActor
@Suite struct TargetSceneTests {
  @Test func aResponseNamesItsSceneAsUIKitSetsIt() throws {
    let scene = UIWindowScene.fabricate()
    let response = try UNNotificationResponse.fabricate(
      userInfo: ["articleId": "1"], actionIdentifier: "OPEN", targetScene: scene)
    #expect(response.targetScene === scene)
    #expect(response.actionIdentifier == "OPEN")

    let notification = response.notification
    let again = try UNNotificationResponse.fabricate(
      notification: notification, actionIdentifier: "OPEN", targetScene: nil)
    #expect(again.targetScene == nil)
    #expect(try UNNotificationResponse.fabricate(userInfo: [:]).targetScene == nil)
  }

  @Test func theTargetSceneIsNoKey() throws {
    let response = try UNNotificationResponse.fabricate(
      userInfo: [:], actionIdentifier: "OPEN", targetScene: UIWindowScene.fabricate())
    #expect(!UNNotificationResponse.keyTable.names.contains("targetScene"))
    #expect(response.fixture()["targetScene"] == nil)
  }

  @Test func activityTypesHaveApplesValues() {
    #expect(NSUserActivityTypeBrowsingWeb == "NSUserActivityTypeBrowsingWeb")
    #expect(CSSearchableItemActionType == "com.apple.corespotlightitem")
    #expect(CSSearchableItemActivityIdentifier == "kCSSearchableItemActivityIdentifier")
    #expect(CSQueryContinuationActionType == "com.apple.corespotlightquerycontinuation")
    #expect(CSSearchQueryString == "kCSSearchQueryString")
    let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
    activity.webpageURL = URL(string: "https://example.com/a/1")
    #expect(activity.activityType == NSUserActivityTypeBrowsingWeb)
  }
}
