import FacsimileCore
import FacsimileUserNotifications
import Foundation
import Testing

@Suite struct UNNotificationResponseTests {
  @Test func fabricatesByKey() throws {
    let response = try InstanceHelper.create(
      UNNotificationResponse.self, properties: ["actionIdentifier": "OPEN"])
    let notification = try InstanceHelper.create(
      UNNotification.self, properties: ["date": "2026-01-02T03:04:05Z"])
    try response.setValue(notification, forKey: "notification")

    #expect(response.actionIdentifier == "OPEN")
    #expect(response.notification === notification)
    #expect(response.notification.date == Date(timeIntervalSince1970: 1_767_323_045))
  }

  @Test func fabricatesByCoder() throws {
    let coder = KeyedCoder([
      "actionIdentifier": "OPEN",
      "notification": [
        "date": 1_767_323_045,
        "request": ["identifier": "article-1", "content": ["title": "Hi", "badge": 3]],
      ],
    ])
    let response = try #require(UNNotificationResponse(coder: coder))

    #expect(coder.error == nil)
    #expect(response.actionIdentifier == "OPEN")
    #expect(response.notification.date == Date(timeIntervalSince1970: 1_767_323_045))
    #expect(response.notification.request.identifier == "article-1")
    #expect(response.notification.request.content.title == "Hi")
    #expect(response.notification.request.content.badge?.intValue == 3)
  }

  @Test func fabricatesFromANestedDictionary() throws {
    let response = try InstanceHelper.create(
      UNNotificationResponse.self,
      properties: [
        "actionIdentifier": UNNotificationDismissActionIdentifier,
        "notification": [
          "request": [
            "identifier": "article-1",
            "content": ["userInfo": ["articleId": "1"], "categoryIdentifier": "ARTICLE"],
            "trigger": ["repeats": true],
          ]
        ],
      ])

    let request = response.notification.request
    #expect(response.actionIdentifier == "com.apple.UNNotificationDismissActionIdentifier")
    #expect(request.content.userInfo["articleId"] as? String == "1")
    #expect(request.content.categoryIdentifier == "ARTICLE")
    #expect(request.trigger?.repeats == true)
  }

  @Test func blankResponseHoldsDefaults() throws {
    let response = try InstanceHelper.create(UNNotificationResponse.self)
    #expect(response.actionIdentifier == "")
    #expect(response.notification.date == Date(timeIntervalSince1970: 0))
    #expect(response.notification.request.content.userInfo.isEmpty)
  }

  @Test func withUserInfoBuildsTheArticlesResponse() throws {
    let response = try UNNotificationResponse.with(userInfo: ["data": ["type": "OPEN_ARTICLE"]])

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
    let notification = try UNNotification.with(content: content, identifier: "article-1")
    let response = try UNNotificationResponse.with(
      notification: notification, actionIdentifier: "SHARE")

    #expect(response.notification === notification)
    #expect(response.actionIdentifier == "SHARE")
    #expect(response.notification.request.content.title == "Breaking")
  }

  @Test func copyIsEqualAndDeep() throws {
    let response = try UNNotificationResponse.with(userInfo: ["k": "v"], actionIdentifier: "A")
    let copy = try #require(response.copy() as? UNNotificationResponse)

    #expect(copy == response)
    #expect(copy !== response)
    #expect(copy.notification !== response.notification)
    try copy.setValue("B", forKey: "actionIdentifier")
    #expect(response.actionIdentifier == "A")
    #expect(copy != response)
  }

  @Test func supportsSecureCoding() {
    #expect(UNNotificationResponse.supportsSecureCoding)
    #expect(UNTextInputNotificationResponse.supportsSecureCoding)
  }

  @Test func encodesItsKeysAsNestedDictionaries() throws {
    let response = try UNNotificationResponse.with(userInfo: [:], actionIdentifier: "OPEN")
    let coder = KeyedCoder()
    response.encode(with: coder)

    #expect(coder.encodedProperties["actionIdentifier"] as? String == "OPEN")
    let notification = try #require(coder.encodedProperties["notification"] as? [String: Any])
    let request = try #require(notification["request"] as? [String: Any])
    #expect(request["identifier"] as? String == "")
  }
}

@Suite struct UNTextInputNotificationResponseTests {
  @Test func fabricatesByKey() throws {
    let response = try InstanceHelper.create(UNTextInputNotificationResponse.self)
    try response.setValue("On my way", forKey: "userText")
    try response.setValue("REPLY", forKey: "actionIdentifier")

    #expect(response.userText == "On my way")
    #expect(response.actionIdentifier == "REPLY")
  }

  @Test func fabricatesByCoder() throws {
    let coder = KeyedCoder([
      "userText": "Yes", "actionIdentifier": "REPLY",
      "notification": ["request": ["identifier": "thread-42"]],
    ])
    let response = try #require(UNTextInputNotificationResponse(coder: coder))

    #expect(coder.error == nil)
    #expect(response.userText == "Yes")
    #expect(response.actionIdentifier == "REPLY")
    #expect(response.notification.request.identifier == "thread-42")
  }

  @Test func fabricatesFromANestedDictionary() throws {
    let response = try InstanceHelper.create(
      UNTextInputNotificationResponse.self,
      properties: [
        "userText": "Later",
        "notification": ["request": ["content": ["threadIdentifier": "thread-42"]]],
      ])

    #expect(response.userText == "Later")
    #expect(response.notification.request.content.threadIdentifier == "thread-42")
  }

  @Test func keysFollowTheInheritedOnes() {
    #expect(
      UNTextInputNotificationResponse.keyTable.names == [
        "notification", "actionIdentifier", "userText",
      ])
  }

  @Test func withUserTextBuildsATextResponse() throws {
    let response = try UNTextInputNotificationResponse.with(
      userText: "On my way", userInfo: ["threadId": "42"], actionIdentifier: "REPLY")

    #expect(response.userText == "On my way")
    #expect(response.actionIdentifier == "REPLY")
    #expect(response.notification.request.content.userInfo["threadId"] as? String == "42")
  }

  @Test func copyKeepsTheSubclassAndTheText() throws {
    let response = try UNTextInputNotificationResponse.with(userText: "Hi")
    let copy = try #require(response.copy() as? UNTextInputNotificationResponse)
    #expect(copy.userText == "Hi")
    #expect(copy == response)
  }
}
