import FacsimileCore
import FacsimileUserNotifications
import Foundation
import XCTest

// The code of the article "mocking UNNotificationResponse" (seeds/000), run against the real
// models. Changes from the article: `try` before `setValue`, the stub archivers subclass `NSCoder`
// (corelibs' `NSKeyedArchiver` has no initializer a subclass can call), `import FacsimileCore`
// for `setValue(_:forKey:)` (a user imports the `Facsimile` umbrella instead), and the article's
// `XCTAssertEqual(userInfo["type"], ...)`, which compares `Any?` with a `String` and compiles
// nowhere, reads the nested "data" dictionary. XCTest, because it is the user's XCTest code.

private final class KeyedArchiver: NSCoder {
  override func decodeObject(forKey _: String) -> Any { "" }
  override func decodeInt64(forKey key: String) -> Int64 { 0 }
}

extension UNNotificationResponse {
  // The article's helper. Facsimile's own is `fabricate(userInfo:actionIdentifier:)`; its old
  // name is unavailable, so it takes no part in resolving this one.
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

/// The article's delegate under test, conforming to the real protocol: it opens an article for
/// an OPEN_ARTICLE push.
private final class ArticleCenterDelegate: NSObject, UNUserNotificationCenterDelegate {
  private(set) var didOpenArticle = false

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
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
    var completed = false
    centerDelegate.userNotificationCenter(
      UNUserNotificationCenter.current(),
      didReceive: response,
      withCompletionHandler: { completed = true }
    )
    let userInfoData = response.notification.request.content.userInfo["data"] as? [String: String]
    XCTAssertEqual(userInfoData?["type"], "OPEN_ARTICLE")
    XCTAssertEqual(userInfoData?["articleType"], "Fiction")
    XCTAssertEqual(response.actionIdentifier, UNNotificationDefaultActionIdentifier)
    XCTAssertEqual(response.notification.request.identifier, "")
    XCTAssertNil(response.notification.request.trigger)
    XCTAssertEqual(centerDelegate.didOpenArticle, true)
    XCTAssertTrue(completed)
  }

  func testDelegateIgnoresOtherPushes() throws {
    let response = try UNNotificationResponse.with(
      userInfo: ["data": ["type": "OPEN_SETTINGS"]], actionIdentifier: "SNOOZE")
    let centerDelegate = ArticleCenterDelegate()
    centerDelegate.userNotificationCenter(
      UNUserNotificationCenter.current(), didReceive: response, withCompletionHandler: {})
    XCTAssertEqual(response.actionIdentifier, "SNOOZE")
    XCTAssertFalse(centerDelegate.didOpenArticle)
  }

  // The default of a method the delegate does not implement answers as Apple's system does
  // without one; it answers later, as a pair's default may first look for the `async` form
  // (Docs/Fidelity.md, "Delegate methods with two forms").
  func testTheDelegatesOtherMethodsFallBackToAppleBehaviour() throws {
    let centerDelegate = ArticleCenterDelegate()
    let notification = try XCTUnwrap(UNNotification(coder: KeyedArchiver()))
    let answered = expectation(description: "willPresent's default answers")
    let presented = LockedAnswer()
    centerDelegate.userNotificationCenter(
      UNUserNotificationCenter.current(), willPresent: notification,
      withCompletionHandler: { options in
        presented.set(options)
        answered.fulfill()
      })
    wait(for: [answered], timeout: 10)
    XCTAssertEqual(presented.value, [])
  }

  func testStubArchiverYieldsABlankObject() throws {
    let notification = try XCTUnwrap(UNNotification(coder: KeyedArchiver()))
    XCTAssertEqual(notification.date, Date(timeIntervalSince1970: 0))
    XCTAssertEqual(notification.request.identifier, "")
    XCTAssertEqual(notification.request.content.title, "")
  }

  func testArchiverThatAnswersPerKeyAndReusesItselfForNestedObjects() throws {
    let content = UNMutableNotificationContent()
    content.title = "Breaking"
    let request = UNNotificationRequest(identifier: "article-1", content: content, trigger: nil)
    let archiver = AnsweringArchiver(request: request, actionIdentifier: "OPEN")

    let response = try XCTUnwrap(UNNotificationResponse(coder: archiver))

    XCTAssertEqual(response.actionIdentifier, "OPEN")
    XCTAssertTrue(response.notification.request === request)
    XCTAssertEqual(response.notification.request.identifier, "article-1")
    XCTAssertEqual(response.notification.request.content.title, "Breaking")
  }
}

/// An answer a handler gives from any thread.
private final class LockedAnswer: @unchecked Sendable {
  private let lock = NSLock()
  private var options: UNNotificationPresentationOptions?

  var value: UNNotificationPresentationOptions? { lock.withLock { options } }

  func set(_ value: UNNotificationPresentationOptions) { lock.withLock { options = value } }
}
