import Foundation
import XCTest

@testable import NotificationApp

// Docs/TestDoubles.md's XCTest snippet: the WWDC session's test, in an XCTest case as written.

final class NotificationPosterXCTests: XCTestCase {
func testNotifyAuthChanged() {
  let notificationCenter = NotificationCenter()
  let poster = CurrentLocationProvider(notificationCenter: notificationCenter)
  let expectation = XCTNSNotificationExpectation(
    name: CurrentLocationProvider.authChangedNotification, object: poster,
    notificationCenter: notificationCenter)

  poster.notifyAuthChanged()
  wait(for: [expectation], timeout: 0)
}
}
