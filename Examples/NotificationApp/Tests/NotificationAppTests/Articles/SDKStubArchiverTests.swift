import FacsimileTesting
import Foundation
import XCTest

@testable import NotificationApp

// The stub archiver as SDKs' and apps' test suites write it: made with NSKeyedArchiver's
// initializer, `KeyedArchiver(requiringSecureCoding: false)`. On Linux it subclasses `NSCoder`,
// which needs the initializer declared (Docs/Porting.md, "Stub archivers"); nothing else changes
// but `try` before `setValue`.

private final class KeyedArchiver: NSCoder {  // a real stub's, made with requiringSecureCoding:
  convenience init(requiringSecureCoding: Bool) { self.init() }
  override func decodeObject(forKey _: String) -> Any { "" }
  override func decodeInt64(forKey _: String) -> Int64 { 0 }
}

extension UNNotificationResponse {
  fileprivate static func stubbed(
    userInfo: [AnyHashable: Any],
    actionIdentifier: String = UNNotificationDefaultActionIdentifier
  ) throws -> UNNotificationResponse {
    let content = UNMutableNotificationContent()
    content.userInfo = userInfo
    let request = UNNotificationRequest(identifier: "", content: content, trigger: nil)

    let notification = try XCTUnwrap(
      UNNotification(coder: KeyedArchiver(requiringSecureCoding: false)))
    try notification.setValue(request, forKey: "request")

    let response = try XCTUnwrap(
      UNNotificationResponse(coder: KeyedArchiver(requiringSecureCoding: false)))
    try response.setValue(notification, forKey: "notification")
    try response.setValue(actionIdentifier, forKey: "actionIdentifier")
    return response
  }
}

final class SDKStubArchiverTests: XCTestCase {
  func testAResponseFromTheStubArchiverCarriesItsUserInfoToTheRouter() throws {
    let response = try UNNotificationResponse.stubbed(
      userInfo: ["type": "OPEN_ARTICLE", "articleId": "7"])

    XCTAssertEqual(response.actionIdentifier, UNNotificationDefaultActionIdentifier)
    XCTAssertEqual(response.notification.request.content.userInfo["articleId"] as? String, "7")
    XCTAssertEqual(NotificationRouter().route(for: response), .article(id: "7"))
  }
}
