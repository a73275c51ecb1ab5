import FacsimileCore
import FacsimileUserNotifications
import Foundation
import Testing

/// The `fabricate(...)` helpers give repeatable objects, and need no actor.
@Suite struct FabricationHelperTests {
  @Test func twoResponsesWithTheSameUserInfoAreEqual() throws {
    let first = try UNNotificationResponse.fabricate(userInfo: ["articleId": "1"])
    let second = try UNNotificationResponse.fabricate(userInfo: ["articleId": "1"])
    #expect(first == second)
    #expect(first.notification.date == PushPayload.defaultDate)
  }

  @Test func twoNotificationsWithTheSameContentAreEqual() throws {
    let content = UNMutableNotificationContent()
    content.title = "Breaking"
    let first = try UNNotification.fabricate(content: content, identifier: "a")
    let second = try UNNotification.fabricate(content: content, identifier: "a")
    #expect(first == second)
    #expect(first.date == PushPayload.defaultDate)
  }

  @Test func twoTextInputResponsesWithTheSameInputAreEqual() throws {
    let first = try UNTextInputNotificationResponse.fabricate(userText: "hi", userInfo: ["k": "v"])
    let second = try UNTextInputNotificationResponse.fabricate(userText: "hi", userInfo: ["k": "v"])
    #expect(first == second)
    #expect(first.notification.date == PushPayload.defaultDate)
  }

  /// A plain synchronous, nonisolated test (no `@MainActor`) can call every helper.
  @Test nonisolated func helpersCompileInASynchronousNonisolatedTest() throws {
    let response = try UNNotificationResponse.fabricate(userInfo: ["k": "v"])
    let notification = try UNNotification.fabricate(content: UNMutableNotificationContent())
    let byNotification = try UNNotificationResponse.fabricate(notification: notification)
    let textInput = try UNTextInputNotificationResponse.fabricate(userText: "hi")
    let payload = try PushPayload(json: #"{"aps": {"alert": "Hi"}}"#)
    let fromPayload = try payload.response()
    _ = try payload.notification()
    _ = try payload.content()
    _ = try payload.textInputResponse(actionIdentifier: "REPLY", userText: "ok")
    #expect(response.notification.date == byNotification.notification.date)
    #expect(textInput.userText == "hi")
    #expect(fromPayload.notification.request.content.body == "Hi")
  }
}
