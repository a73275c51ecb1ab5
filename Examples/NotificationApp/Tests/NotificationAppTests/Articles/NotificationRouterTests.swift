import FacsimileTesting
import Foundation
import XCTest

@testable import NotificationApp

// Seed 000 ("mocking UNNotificationResponse"), as the article writes its test: XCTest, with the
// article's `with(userInfo:)` helper built into Facsimile. Only `try` is new.

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
