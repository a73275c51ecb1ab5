import FacsimileCore
import Foundation
import XCTest

// The code of the article "mocking UNNotificationResponse" (seeds/000), ported with only `try`
// added before `setValue` and the stub archivers subclassing `NSCoder` (corelibs'
// `NSKeyedArchiver` has no initializer a subclass can call). XCTest, because it is the user's
// XCTest code that is being ported.

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

/// The article's delegate under test: it opens an article for an OPEN_ARTICLE push.
private final class ArticleCenterDelegate {
  private(set) var didOpenArticle = false

  func userNotificationCenter(
    didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: () -> Void
  ) {
    let data = response.notification.request.content.userInfo["data"] as? [String: Any]
    didOpenArticle = data?["type"] as? String == "OPEN_ARTICLE"
    completionHandler()
  }
}

/// The article's second archiver: it answers per key and reuses itself for the nested
/// notification. (The article also declares an unused `let notification`; it is left out because
/// nothing could initialize it.)
private final class AnsweringArchiver: NSCoder {
  let request: UNNotificationRequest
  let actionIdentifier: String

  init(request: UNNotificationRequest, actionIdentifier: String) {
    self.request = request
    self.actionIdentifier = actionIdentifier
  }

  override func decodeObject(forKey key: String) -> Any? {
    switch key {
    case "request":
      return request
    case "actionIdentifier":
      return actionIdentifier
    case "notification":
      return UNNotification(coder: self)
    default:
      return nil
    }
  }
}

final class NotificationResponseSeedTests: XCTestCase {
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
    let centerDelegate = ArticleCenterDelegate()
    centerDelegate.userNotificationCenter(
      didReceive: response,
      withCompletionHandler: {}
    )
    let userInfoData = response.notification.request.content.userInfo["data"] as? [String: String]
    XCTAssertEqual(userInfoData?["type"], "OPEN_ARTICLE")
    XCTAssertEqual(response.actionIdentifier, UNNotificationDefaultActionIdentifier)
    XCTAssertEqual(centerDelegate.didOpenArticle, true)
  }

  func testStubArchiverYieldsABlankObject() throws {
    let notification = try XCTUnwrap(UNNotification(coder: KeyedArchiver()))
    XCTAssertEqual(notification.date, Date(timeIntervalSince1970: 0))
    XCTAssertEqual(notification.request.identifier, "")
  }

  func testArchiverThatAnswersPerKeyAndReusesItselfForNestedObjects() throws {
    let content = UNMutableNotificationContent()
    content.title = "Breaking"
    let request = UNNotificationRequest(identifier: "article-1", content: content, trigger: nil)
    let archiver = AnsweringArchiver(request: request, actionIdentifier: "OPEN")

    let response = try XCTUnwrap(UNNotificationResponse(coder: archiver))

    XCTAssertEqual(response.actionIdentifier, "OPEN")
    XCTAssertTrue(response.notification.request === request)
    XCTAssertEqual(response.notification.request.content.title, "Breaking")
  }
}
