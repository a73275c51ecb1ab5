import FacsimileCore
import FacsimileUserNotifications
import Foundation
import Testing

@Suite struct UNNotificationResponseTests {
  @Test func blankResponseHoldsDefaults() throws {
    let response = try InstanceHelper.create(UNNotificationResponse.self)
    #expect(response.actionIdentifier == "")
    #expect(response.notification.date == Date(timeIntervalSince1970: 0))
    #expect(response.notification.request.content.userInfo.isEmpty)
  }

  @Test func aBlankResponsesDefaultsAreMadeOnceAndKept() throws {
    let response = try InstanceHelper.create(UNNotificationResponse.self)
    // Made on first read, by the getter or by key; the same objects after that.
    let notification = response.notification
    #expect(try response.value(forKey: "notification") as? UNNotification === notification)
    #expect(response.notification.request === notification.request)
    #expect(notification.request.content === notification.request.content)

    // Setting through the defaults changes the response itself.
    try response.setValue("Hi", forKeyPath: "notification.request.content.title")
    #expect(response.notification.request.content.title == "Hi")
    #expect(response.fixture()["notification"] != nil)
  }

  @Test func aBlankResponseRefusesNilForItsNotification() throws {
    let response = try InstanceHelper.create(UNNotificationResponse.self)
    #expect(throws: FacsimileError.self) { try response.setValue(nil, forKey: "notification") }
    #expect(response.notification.request.identifier == "")
  }

  @Test func withUserInfoBuildsTheArticlesResponse() throws {
    let response = try UNNotificationResponse.fabricate(userInfo: ["data": ["type": "OPEN_ARTICLE"]]
    )

    let data = response.notification.request.content.userInfo["data"] as? [String: String]
    #expect(data == ["type": "OPEN_ARTICLE"])
    #expect(response.actionIdentifier == UNNotificationDefaultActionIdentifier)
    #expect(response.notification.request.identifier == "")
    #expect(response.notification.request.trigger == nil)
    #expect(!(response.notification.request.content is UNMutableNotificationContent))
  }

  @Test func withNotificationKeepsTheNotification() throws {
    let content = UNMutableNotificationContent()
    content.title = "Breaking"
    let notification = try UNNotification.fabricate(content: content, identifier: "article-1")
    let response = try UNNotificationResponse.fabricate(
      notification: notification, actionIdentifier: "SHARE")

    #expect(response.notification === notification)
    #expect(response.actionIdentifier == "SHARE")
    #expect(response.notification.request.content.title == "Breaking")
  }

  @Test func aResponseIsImmutableSoItsCopyIsItself() throws {
    let response = try UNNotificationResponse.fabricate(userInfo: ["k": "v"], actionIdentifier: "A")
    #expect(response.copy() as AnyObject === response)
    #expect(response.notification.copy() as AnyObject === response.notification)
  }

  @Test func supportsSecureCoding() {
    #expect(UNNotificationResponse.supportsSecureCoding)
    #expect(UNTextInputNotificationResponse.supportsSecureCoding)
  }

  @Test func encodesItsKeysAsNestedDictionaries() throws {
    let response = try UNNotificationResponse.fabricate(userInfo: [:], actionIdentifier: "OPEN")
    let coder = KeyedCoder()
    response.encode(with: coder)

    #expect(coder.encodedProperties["actionIdentifier"] as? String == "OPEN")
    let notification = try #require(coder.encodedProperties["notification"] as? [String: Any])
    let request = try #require(notification["request"] as? [String: Any])
    #expect(request["identifier"] as? String == "")
  }
}

@Suite struct UNTextInputNotificationResponseTests {
  @Test func keysFollowTheInheritedOnes() {
    #expect(
      UNTextInputNotificationResponse.keyTable.names == [
        "notification", "actionIdentifier", "userText",
      ])
  }

  @Test func withUserTextBuildsATextResponse() throws {
    let response = try UNTextInputNotificationResponse.fabricate(
      userText: "On my way", userInfo: ["threadId": "42"], actionIdentifier: "REPLY")

    #expect(response.userText == "On my way")
    #expect(response.actionIdentifier == "REPLY")
    #expect(response.notification.request.content.userInfo["threadId"] as? String == "42")
  }

  @Test func copyKeepsTheSubclassAndTheText() throws {
    let response = try UNTextInputNotificationResponse.fabricate(userText: "Hi")
    let copy = try #require(response.copy() as? UNTextInputNotificationResponse)
    #expect(copy.userText == "Hi")
    #expect(copy == response)
  }
}
