import FacsimileTesting
import Foundation
import XCTest

@testable import NotificationApp

// Seed 000 ("mocking UNNotificationResponse"), as the article writes it: XCTest, its stub
// archiver and its `with(userInfo:actionIdentifier:)` helper, declared here as a user declares it
// (Facsimile's own is `fabricate(userInfo:actionIdentifier:)`, so the two never clash). Changes:
// `try` before `setValue`, and the archiver subclasses `NSCoder` rather than `NSKeyedArchiver`
// (Docs/Porting.md: corelibs' `NSKeyedArchiver` has no initializer a subclass can call).

private final class KeyedArchiver: NSCoder {
  override func decodeObject(forKey _: String) -> Any { "" }
  override func decodeInt64(forKey key: String) -> Int64 { 0 }
}

extension UNNotificationResponse {
  fileprivate static func with(
    userInfo: [AnyHashable: Any],
    actionIdentifier: String = UNNotificationDefaultActionIdentifier
  ) throws -> UNNotificationResponse {
    let content = UNMutableNotificationContent()
    content.userInfo = userInfo
    let request = UNNotificationRequest(
      identifier: "",
      content: content,
      trigger: nil
    )

    let notification = try XCTUnwrap(UNNotification(coder: KeyedArchiver()))
    try notification.setValue(request, forKey: "request")

    let response = try XCTUnwrap(UNNotificationResponse(coder: KeyedArchiver()))
    try response.setValue(notification, forKey: "notification")
    try response.setValue(actionIdentifier, forKey: "actionIdentifier")
    return response
  }
}

final class NotificationRouterTests: XCTestCase {
  func testResponse() throws {
    let data: [AnyHashable: Any] = [
      "data": [
        "type": "OPEN_ARTICLE",
        "articleId": "1",
        "articleType": "Fiction",
        "articleTag": "1",
      ]
    ]
    let response = try UNNotificationResponse.with(userInfo: data)
    let centerDelegate = NotificationRouter()
    centerDelegate.userNotificationCenter(
      .current(),
      didReceive: response,
      withCompletionHandler: {}
    )
    let userInfo = response.notification.request.content.userInfo
    XCTAssertEqual((userInfo["data"] as? [String: Any])?["type"] as? String, "OPEN_ARTICLE")
    XCTAssertEqual(centerDelegate.takenRoutes, [.article(id: "1")])
  }

  func testTheHelperMatchesFacsimilesOwn() throws {
    let data: [AnyHashable: Any] = ["articleId": "7"]
    expectNoDifference(
      try UNNotificationResponse.with(userInfo: data, actionIdentifier: "OPEN"),
      try UNNotificationResponse.fabricate(userInfo: data, actionIdentifier: "OPEN"))
  }

  func testATextReplyFromARealPushPayloadReplies() throws {
    let payload = try PushPayload(resource: "alert", in: .module, subdirectory: "Fixtures")
    let reply = try payload.textInputResponse(actionIdentifier: "REPLY", userText: "On my way")
    XCTAssertEqual(
      NotificationRouter().route(for: reply), .reply(threadID: "science", text: "On my way"))
  }

  func testAResponseWithoutAnArticleGoesToTheInbox() throws {
    let response = try InstanceHelper.create(UNNotificationResponse.self)
    XCTAssertEqual(NotificationRouter().route(for: response), .inbox)
  }
}
