import FacsimileCore
import FacsimileUserNotifications
import Foundation
import Testing

/// A mock as real test suites write one: immutable content whose `init?(coder:)` traps and whose
/// properties are overridden. Nothing Facsimile does may run that initializer.
private final class MockContent: UNNotificationContent {
  let info: [AnyHashable: Any]

  init(info: [AnyHashable: Any]) {
    self.info = info
    super.init()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override var userInfo: [AnyHashable: Any] { info }
  override var title: String { "Mock title" }
}

/// The same, subclassing the mutable content.
private final class MockMutableContent: UNMutableNotificationContent {
  override init() {
    super.init()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override var userInfo: [AnyHashable: Any] {
    get { ["articleId": "7"] }
    set {}
  }
}

/// Copying as on Apple platforms: immutable objects copy as themselves, mutable content copies
/// into immutable content, and no copy runs a subclass's `init?(coder:)`.
@Suite struct CopySemanticsTests {
  @Test func immutableMockContentGoesIntoARequestANotificationAndAResponseAsItself() throws {
    let content = MockContent(info: ["articleId": "42"])
    let request = UNNotificationRequest(identifier: "mock", content: content, trigger: nil)
    #expect(request.content === content)
    #expect(request.content.userInfo["articleId"] as? String == "42")
    #expect(request.content.title == "Mock title")

    let notification = try UNNotification.fabricate(content: content, identifier: "mock")
    let response = try UNNotificationResponse.fabricate(notification: notification)
    #expect(response.notification.request.content === content)
    #expect(response.notification.request.content.userInfo["articleId"] as? String == "42")

    // The seed's way: a blank notification, then the request by key.
    let blank = try #require(UNNotification(coder: KeyedCoder()))
    try blank.setValue(request, forKey: "request")
    let byKey = try #require(UNNotificationResponse(coder: KeyedCoder()))
    try byKey.setValue(blank, forKey: "notification")
    #expect(byKey.notification.request.content.userInfo["articleId"] as? String == "42")
    #expect(byKey.copy() as AnyObject === byKey)
  }

  @Test func mutableMockContentCopiesIntoImmutableContentThroughItsProperties() throws {
    let content = MockMutableContent()
    content.title = "Breaking"
    let request = UNNotificationRequest(identifier: "mock", content: content, trigger: nil)
    #expect(type(of: request.content) == UNNotificationContent.self)
    #expect(request.content.title == "Breaking")
    #expect(request.content.userInfo["articleId"] as? String == "7")

    let editable = try #require(request.content.mutableCopy() as? UNMutableNotificationContent)
    #expect(type(of: editable) == UNMutableNotificationContent.self)
    #expect(editable.userInfo["articleId"] as? String == "7")
    let mutableOfMock = try #require(content.mutableCopy() as? UNMutableNotificationContent)
    #expect(type(of: mutableOfMock) == UNMutableNotificationContent.self)
    #expect(mutableOfMock.userInfo["articleId"] as? String == "7")
  }

  @Test func everyImmutableModelCopiesAsItself() throws {
    let sound = UNNotificationSound.default
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)
    let action = UNNotificationAction(identifier: "OPEN", title: "Open", options: [])
    let category = UNNotificationCategory(
      identifier: "C", actions: [action], intentIdentifiers: [], options: [])
    let objects: [AnyObject] = [
      sound, trigger, action, category, UNNotificationContent(),
      try InstanceHelper.create(UNNotificationAttachment.self),
      try InstanceHelper.create(UNNotificationSettings.self),
      try InstanceHelper.create(UNNotificationActionIcon.self),
      try UNTextInputNotificationResponse.fabricate(userText: "Hi"),
    ]
    for object in objects {
      #expect((object as? any NSCopying)?.copy(with: nil) as AnyObject === object, "\(object)")
    }
    #expect(category.actions.first === action)
  }

  @Test func mutableContentCopiesIntoNewImmutableContent() throws {
    let content = UNMutableNotificationContent()
    content.title = "Before"
    let copy = try #require(content.copy() as? UNNotificationContent)
    content.title = "After"
    #expect(copy.title == "Before")
    #expect(type(of: copy) == UNNotificationContent.self)
  }
}
