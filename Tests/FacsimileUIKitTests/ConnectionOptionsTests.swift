import FacsimileCore
import FacsimileUIKit
import FacsimileUserNotifications
import Foundation
import Testing

@MainActor
@Suite struct ConnectionOptionsTests {
  @Test func withURLsMakesOneContextPerURL() throws {
    let first = try #require(URL(string: "myapp://article/1"))
    let second = try #require(URL(string: "myapp://article/2"))

    let options = UIScene.ConnectionOptions.fabricate(
      urls: [first, second], sourceApplication: "com.apple.mobilesafari")

    #expect(Set(options.urlContexts.map(\.url)) == [first, second])
    #expect(
      options.urlContexts.allSatisfy { $0.options.sourceApplication == "com.apple.mobilesafari" })
    #expect(options.sourceApplication == "com.apple.mobilesafari")
  }

  @Test func withOtherReasons() throws {
    let activity = NSUserActivity(activityType: "com.example.article")
    let item = UIApplicationShortcutItem(type: "com.example.compose", localizedTitle: "New")
    let response = try UNNotificationResponse.fabricate(userInfo: ["articleID": 42])

    #expect(
      UIScene.ConnectionOptions.fabricate(userActivities: [activity]).userActivities == [activity])
    #expect(UIScene.ConnectionOptions.fabricate(shortcutItem: item).shortcutItem === item)
    #expect(
      UIScene.ConnectionOptions.fabricate(notificationResponse: response).notificationResponse
        === response)
    #expect(UIScene.ConnectionOptions.fabricate(urls: []).urlContexts.isEmpty)
  }
}

@MainActor
@Suite struct UIOpenURLContextTests {
  @Test func aBlankContextHoldsTheRootFileURL() throws {
    let context = try InstanceHelper.create(UIOpenURLContext.self)
    #expect(context.url.absoluteString == "file:///")
    #expect(context.options.sourceApplication == nil)
  }

  @Test func withFillsInTheOptions() throws {
    let url = try #require(URL(string: "myapp://article/1"))

    let context = UIOpenURLContext.fabricate(
      url: url, sourceApplication: "com.apple.mobilesafari", annotation: "note", openInPlace: true)

    #expect(context.url == url)
    #expect(context.options.sourceApplication == "com.apple.mobilesafari")
    #expect(context.options.annotation as? String == "note")
    #expect(context.options.openInPlace)
  }

  @Test func contextsWithTheSameValuesAreEqual() throws {
    let url = try #require(URL(string: "myapp://article/1"))
    #expect(UIOpenURLContext.fabricate(url: url) == UIOpenURLContext.fabricate(url: url))
    #expect(
      Set([UIOpenURLContext.fabricate(url: url), UIOpenURLContext.fabricate(url: url)]).count == 1)
  }
}

@MainActor
@Suite struct OpenExternalURLOptionsTests {
  @Test func isPubliclyConstructible() {
    let options = UIScene.OpenExternalURLOptions()
    #expect(!options.universalLinksOnly)
    options.universalLinksOnly = true
    #expect(options.universalLinksOnly)
  }
}
