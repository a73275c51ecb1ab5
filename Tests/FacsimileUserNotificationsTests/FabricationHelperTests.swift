import FacsimileCore
import FacsimileUserNotifications
import Foundation
import Testing

/// The `with(...)` helpers give repeatable objects, and need no actor.
@Suite struct FabricationHelperTests {
  @Test func twoResponsesWithTheSameUserInfoAreEqual() throws {
    let first = try UNNotificationResponse.with(userInfo: ["articleId": "1"])
    let second = try UNNotificationResponse.with(userInfo: ["articleId": "1"])
    #expect(first == second)
    #expect(first.notification.date == PushPayload.defaultDate)
  }

  @Test func twoNotificationsWithTheSameContentAreEqual() throws {
    let content = UNMutableNotificationContent()
    content.title = "Breaking"
    let first = try UNNotification.with(content: content, identifier: "a")
    let second = try UNNotification.with(content: content, identifier: "a")
    #expect(first == second)
    #expect(first.date == PushPayload.defaultDate)
  }

  @Test func twoTextInputResponsesWithTheSameInputAreEqual() throws {
    let first = try UNTextInputNotificationResponse.with(userText: "hi", userInfo: ["k": "v"])
    let second = try UNTextInputNotificationResponse.with(userText: "hi", userInfo: ["k": "v"])
    #expect(first == second)
    #expect(first.notification.date == PushPayload.defaultDate)
  }

  /// A plain synchronous, nonisolated test (no `@MainActor`) can call every helper.
  @Test nonisolated func helpersCompileInASynchronousNonisolatedTest() throws {
    let response = try UNNotificationResponse.with(userInfo: ["k": "v"])
    let notification = try UNNotification.with(content: UNMutableNotificationContent())
    let byNotification = try UNNotificationResponse.with(notification: notification)
    let textInput = try UNTextInputNotificationResponse.with(userText: "hi")
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
