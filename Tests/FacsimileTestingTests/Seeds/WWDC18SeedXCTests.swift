import FacsimileTesting
import Foundation
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Seed 003's XCTest tests as shown in the session, on Linux: `XCTNSNotificationExpectation` with an
/// isolated center, `XCTestExpectation` around the loader, and the delayed action.
final class WWDC18SeedXCTests: XCTestCase {
  func testNotifyAuthChanged() {
    let notificationCenter = NotificationCenter()
    let poster = CurrentLocationProvider(notificationCenter: notificationCenter)

    // ✓ Notification only sent to this specific center, isolating test
    let name = CurrentLocationProvider.authChangedNotification
    let expectation = XCTNSNotificationExpectation(
      name: name, object: poster, notificationCenter: notificationCenter)

    poster.notifyAuthChanged()
    wait(for: [expectation], timeout: 0)
  }

  func testNotifyAuthChangedWithNotificationExpectation() async throws {
    let notificationCenter = NotificationCenter()
    let poster = CurrentLocationProvider(notificationCenter: notificationCenter)
    let expectation = NotificationExpectation(
      name: CurrentLocationProvider.authChangedNotification, object: poster,
      center: notificationCenter)

    poster.notifyAuthChanged()

    try await expectation.requireFulfilled(within: .seconds(1))
  }

  func testLoaderSuccess() {
    let stub = StubURLSession()
    let loader = APIRequestLoader(apiRequest: PointsOfInterestRequest(), urlSession: stub.session)
    let inputCoordinate = Coordinate(latitude: 37.3293, longitude: -121.8893)
    let mockJSONData = Data(#"[{"name": "MyPointOfInterest"}]"#.utf8)
    stub.requestHandler = { request in
      guard
        let url = request.url,
        let response = HTTPURLResponse(
          url: url, statusCode: 200, httpVersion: nil, headerFields: nil)
      else { throw URLError(.badURL) }
      return (response, mockJSONData)
    }

    let expectation = XCTestExpectation(description: "response")
    loader.loadAPIRequest(requestData: inputCoordinate) { pointsOfInterest, error in
      XCTAssertEqual(pointsOfInterest, [PointOfInterest(name: "MyPointOfInterest")])
      expectation.fulfill()
    }
    wait(for: [expectation], timeout: 1)
    XCTAssertEqual(stub.requests.first?.url?.query?.contains("lat=37.3293"), true)
  }

  @MainActor
  func testScheduleNextPlace() async {
    let timerScheduler = ManualTimerScheduler(firesImmediately: true)

    let manager = FeaturedPlaceManager(timerScheduler: timerScheduler)
    let beforePlace = manager.currentPlace
    manager.scheduleNextPlace()

    // ✓ No delay!
    XCTAssertEqual(timerScheduler.scheduledTimers.first?.delay ?? 0, 10, accuracy: 1)
    XCTAssertNotEqual(manager.currentPlace, beforePlace)
  }
}
