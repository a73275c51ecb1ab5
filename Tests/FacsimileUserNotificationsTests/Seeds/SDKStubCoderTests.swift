import FacsimileCore
import FacsimileUserNotifications
import Foundation
import Testing

// Two SDKs' tests make a response from a coder of their own, as on iOS: `decodeObject(forKey:)`
// answers the keys the models' `initWithCoder:` read, and `containsValue(forKey:)` answers
// `false` (the first SDK's stub, for every key) or only for the SDK's own key (the second's).
// iOS's `initWithCoder:` reads its keys without asking `containsValue`, so the answers arrive.
// The only change for Linux is the `import`.

/// The first SDK's stub: a response to a push carrying `userInfo`.
private final class PushResponseCoder: NSCoder {
  let userInfo: [AnyHashable: Any]

  init(userInfo: [AnyHashable: Any]) {
    self.userInfo = userInfo
    super.init()
  }

  override func decodeObject(forKey key: String) -> Any? {
    switch key {
    case "notification":
      return UNNotification(coder: self)
    case "request":
      let content = UNMutableNotificationContent()
      content.userInfo = userInfo
      return UNNotificationRequest(identifier: "sdk-push", content: content, trigger: nil)
    case "userInfo":
      return userInfo
    default:
      return nil
    }
  }

  override func containsValue(forKey key: String) -> Bool { false }
}

/// The second SDK's stub: a notification made ahead, and `containsValue` for its own key only.
private final class CampaignResponseCoder: NSCoder {
  let notification: UNNotification?

  init(notification: UNNotification?) {
    self.notification = notification
    super.init()
  }

  override func decodeObject(forKey key: String) -> Any? {
    switch key {
    case "notification": return notification
    case "actionIdentifier": return "com.sdk.open"
    default: return nil
    }
  }

  override func containsValue(forKey key: String) -> Bool { key == "campaignID" }
}

@Suite struct SDKStubCoderTests {
  @Test func aStubThatSaysItContainsNothingStillGivesItsAnswers() throws {
    let coder = PushResponseCoder(userInfo: ["campaign": "spring", "badge": 3])
    let response = try #require(UNNotificationResponse(coder: coder))
    #expect(response.notification.request.identifier == "sdk-push")
    #expect(response.notification.request.content.userInfo["campaign"] as? String == "spring")
    #expect(response.notification.request.content.userInfo["badge"] as? Int == 3)
  }

  @Test func aStubThatContainsOnlyItsOwnKeyStillGivesTheModelsKeys() throws {
    let content = UNMutableNotificationContent()
    content.userInfo = ["campaignID": "c-9"]
    let request = UNNotificationRequest(identifier: "campaign", content: content, trigger: nil)
    let notification = try #require(
      UNNotification(coder: PushResponseCoder(userInfo: content.userInfo)))
    try notification.setValue(request, forKey: "request")

    let response = try #require(
      UNNotificationResponse(coder: CampaignResponseCoder(notification: notification)))
    #expect(response.actionIdentifier == "com.sdk.open")
    #expect(response.notification.request.identifier == "campaign")
    #expect(response.notification.request.content.userInfo["campaignID"] as? String == "c-9")
  }
}
