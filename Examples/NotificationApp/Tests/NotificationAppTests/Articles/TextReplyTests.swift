import FacsimileTesting
import Foundation
import XCTest

@testable import NotificationApp

// Seed 000's helper, declared by a user on the subclass too, for replies typed into a
// notification: `with(userInfo:actionIdentifier:)` on `UNTextInputNotificationResponse`, beside
// the one NotificationRouterTests declares on `UNNotificationResponse` (two files, as a user's
// would be: in one file the two would clash on iOS too, a subclass's static method cannot
// override an extension's). Facsimile's own helpers are named `fabricate`, so neither clashes
// with them. Changes from iOS: `try` before `setValue`, and the archiver subclasses `NSCoder`.

private final class KeyedArchiver: NSCoder {
  override func decodeObject(forKey _: String) -> Any { "" }
  override func decodeInt64(forKey key: String) -> Int64 { 0 }
}

extension UNTextInputNotificationResponse {
  fileprivate static func with(
    userInfo: [AnyHashable: Any],
    actionIdentifier: String = "REPLY"
  ) throws -> UNTextInputNotificationResponse {
    let content = UNMutableNotificationContent()
    content.userInfo = userInfo
    content.threadIdentifier = "science"
    let request = UNNotificationRequest(identifier: "", content: content, trigger: nil)

    let notification = try XCTUnwrap(UNNotification(coder: KeyedArchiver()))
    try notification.setValue(request, forKey: "request")

    let response = try XCTUnwrap(UNTextInputNotificationResponse(coder: KeyedArchiver()))
    try response.setValue(notification, forKey: "notification")
    try response.setValue(actionIdentifier, forKey: "actionIdentifier")
    try response.setValue("On my way", forKey: "userText")
    return response
  }
}

final class TextReplyTests: XCTestCase {
  func testAReplyGoesToItsThread() throws {
    let reply = try UNTextInputNotificationResponse.with(userInfo: ["messageId": "m-1"])
    XCTAssertEqual(reply.actionIdentifier, "REPLY")
    XCTAssertEqual(
      NotificationRouter().route(for: reply), .reply(threadID: "science", text: "On my way"))
  }

  func testFacsimilesOwnHelperGivesTheSameReply() throws {
    let mine = try UNTextInputNotificationResponse.with(userInfo: [:], actionIdentifier: "SEND")
    let facsimiles = try UNTextInputNotificationResponse.fabricate(
      userText: "On my way", userInfo: [:], actionIdentifier: "SEND")
    XCTAssertEqual(mine.userText, facsimiles.userText)
    XCTAssertEqual(mine.actionIdentifier, facsimiles.actionIdentifier)
  }
}
