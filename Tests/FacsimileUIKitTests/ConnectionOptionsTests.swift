import FacsimileCore
import FacsimileUIKit
import FacsimileUserNotifications
import Foundation
import Testing

@MainActor
@Suite struct ConnectionOptionsTests {
  @Test func fabricatesByKey() throws {
    let options = try InstanceHelper.create(
      UIScene.ConnectionOptions.self,
      properties: [
        "sourceApplication": "com.apple.mobilesafari"
      ])
    try options.setValue("com.example.article", forKey: "handoffUserActivityType")
    try options.setValue([["url": "myapp://article/1"]], forKey: "urlContexts")

    #expect(options.sourceApplication == "com.apple.mobilesafari")
    #expect(options.handoffUserActivityType == "com.example.article")
    #expect(options.urlContexts.map(\.url.absoluteString) == ["myapp://article/1"])
    #expect(options.shortcutItem == nil)
    #expect(options.notificationResponse == nil)
  }

  @Test func fabricatesByCoder() throws {
    let coder = KeyedCoder([
      "urlContexts": [
        ["url": "myapp://article/1", "options": ["sourceApplication": "com.apple.mobilesafari"]]
      ],
      "userActivities": [["activityType": "com.example.article"]],
      "shortcutItem": ["type": "com.example.compose", "localizedTitle": "New Note"],
    ])
    let options = try #require(UIScene.ConnectionOptions(coder: coder), "\(coder.error as Any)")

    let context = try #require(options.urlContexts.first)
    #expect(context.url.absoluteString == "myapp://article/1")
    #expect(context.options.sourceApplication == "com.apple.mobilesafari")
    #expect(options.userActivities.map(\.activityType) == ["com.example.article"])
    #expect(options.shortcutItem?.localizedTitle == "New Note")
  }

  @Test func fabricatesFromANestedDictionary() throws {
    let options = try InstanceHelper.create(
      UIScene.ConnectionOptions.self,
      properties: [
        "notificationResponse": [
          "actionIdentifier": "OPEN",
          "notification": [
            "request": [
              "identifier": "article-1",
              "content": ["title": "New article", "userInfo": ["articleID": 1]],
            ]
          ],
        ]
      ])

    let response = try #require(options.notificationResponse)
    #expect(response.actionIdentifier == "OPEN")
    #expect(response.notification.request.identifier == "article-1")
    #expect(response.notification.request.content.title == "New article")
    #expect(response.notification.request.content.userInfo["articleID"] as? Int == 1)
  }

  @Test func withURLsMakesOneContextPerURL() throws {
    let first = try #require(URL(string: "myapp://article/1"))
    let second = try #require(URL(string: "myapp://article/2"))

    let options = UIScene.ConnectionOptions.with(
      urls: [first, second], sourceApplication: "com.apple.mobilesafari")

    #expect(Set(options.urlContexts.map(\.url)) == [first, second])
    #expect(
      options.urlContexts.allSatisfy { $0.options.sourceApplication == "com.apple.mobilesafari" })
    #expect(options.sourceApplication == "com.apple.mobilesafari")
  }

  @Test func withOtherReasons() throws {
    let activity = NSUserActivity(activityType: "com.example.article")
    let item = UIApplicationShortcutItem(type: "com.example.compose", localizedTitle: "New")
    let response = try UNNotificationResponse.with(userInfo: ["articleID": 42])

    #expect(UIScene.ConnectionOptions.with(userActivities: [activity]).userActivities == [activity])
    #expect(UIScene.ConnectionOptions.with(shortcutItem: item).shortcutItem === item)
    #expect(
      UIScene.ConnectionOptions.with(notificationResponse: response).notificationResponse
        === response)
    #expect(UIScene.ConnectionOptions.with(urls: []).urlContexts.isEmpty)
  }
}

@MainActor
@Suite struct UIOpenURLContextTests {
  @Test func fabricatesByKey() throws {
    let context = try InstanceHelper.create(
      UIOpenURLContext.self,
      properties: [
        "url": "myapp://article/1"
      ])
    try context.setValue(["openInPlace": true], forKey: "options")

    #expect(context.url.absoluteString == "myapp://article/1")
    #expect(context.options.openInPlace)
  }

  @Test func fabricatesByCoder() throws {
    let coder = KeyedCoder([
      "url": "file:///tmp/report.pdf", "options": ["annotation": ["page": 3]],
    ])
    let context = try #require(UIOpenURLContext(coder: coder), "\(coder.error as Any)")

    #expect(context.url.path == "/tmp/report.pdf")
    #expect((context.options.annotation as? [String: Any])?["page"] as? Int == 3)
  }

  @Test func fabricatesFromANestedDictionary() throws {
    let context = try InstanceHelper.create(
      UIOpenURLContext.self,
      properties: [
        "url": "myapp://article/1",
        "options": ["sourceApplication": "com.apple.mobilesafari", "openInPlace": false],
      ])

    #expect(context.options.sourceApplication == "com.apple.mobilesafari")
    #expect(!context.options.openInPlace)
  }

  @Test func aBlankContextHoldsTheRootFileURL() throws {
    let context = try InstanceHelper.create(UIOpenURLContext.self)
    #expect(context.url.absoluteString == "file:///")
    #expect(context.options.sourceApplication == nil)
  }

  @Test func withFillsInTheOptions() throws {
    let url = try #require(URL(string: "myapp://article/1"))

    let context = UIOpenURLContext.with(
      url: url, sourceApplication: "com.apple.mobilesafari", annotation: "note", openInPlace: true)

    #expect(context.url == url)
    #expect(context.options.sourceApplication == "com.apple.mobilesafari")
    #expect(context.options.annotation as? String == "note")
    #expect(context.options.openInPlace)
  }

  @Test func contextsWithTheSameValuesAreEqual() throws {
    let url = try #require(URL(string: "myapp://article/1"))
    #expect(UIOpenURLContext.with(url: url) == UIOpenURLContext.with(url: url))
    #expect(Set([UIOpenURLContext.with(url: url), UIOpenURLContext.with(url: url)]).count == 1)
  }
}

@MainActor
@Suite struct OpenURLOptionsTests {
  @Test func fabricatesByKey() throws {
    let options = try InstanceHelper.create(
      UIScene.OpenURLOptions.self,
      properties: [
        "sourceApplication": "com.apple.mobilesafari"
      ])
    try options.setValue(true, forKey: "openInPlace")

    #expect(options.sourceApplication == "com.apple.mobilesafari")
    #expect(options.openInPlace)
  }

  @Test func fabricatesByCoder() throws {
    let coder = KeyedCoder(["annotation": "from-mail", "openInPlace": true])
    let options = try #require(UIScene.OpenURLOptions(coder: coder), "\(coder.error as Any)")

    #expect(options.annotation as? String == "from-mail")
    #expect(options.openInPlace)
  }

  @Test func fabricatesFromANestedDictionary() throws {
    let context = try InstanceHelper.create(
      UIOpenURLContext.self,
      properties: [
        "options": ["annotation": ["page": 3]]
      ])

    #expect((context.options.annotation as? [String: Any])?["page"] as? Int == 3)
  }
}

@MainActor
@Suite struct OpenExternalURLOptionsTests {
  @Test func fabricatesByKey() throws {
    let options = try InstanceHelper.create(UIScene.OpenExternalURLOptions.self)
    try options.setValue(true, forKey: "universalLinksOnly")
    #expect(options.universalLinksOnly)
  }

  @Test func fabricatesByCoder() throws {
    let coder = KeyedCoder(["universalLinksOnly": true])
    let options = try #require(
      UIScene.OpenExternalURLOptions(coder: coder), "\(coder.error as Any)")
    #expect(options.universalLinksOnly)
  }

  @Test func isPubliclyConstructible() {
    let options = UIScene.OpenExternalURLOptions()
    #expect(!options.universalLinksOnly)
    options.universalLinksOnly = true
    #expect(options.universalLinksOnly)
  }
}
