import FacsimileTesting
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Seed 003's tests (WWDC 2018, "Testing Tips & Tricks"), each run 100 times, in parallel with
/// each other and with the rest of the suite. Each run uses values of its own (a point named after
/// the run, a sender of its own), so a double that leaked between tests would fail a run.
@Suite struct WWDC18SeedTests {
  static let runs = 0..<100

  // Working with notifications: the observer, with an isolated center.
  //
  // Not `@MainActor`: the observer's block runs on `queue: .main`, and under Swift Testing on
  // Linux a `@MainActor` test runs on the main queue but not on the main thread, so
  // `OperationQueue.current` is `nil` there and swift-corelibs-foundation's `post` would enqueue
  // the block on the main queue and wait for it: a deadlock. Posted from here, `post` waits while
  // the main queue runs the block, exactly as on Apple platforms.
  @Test(arguments: runs) func notificationObserver(run: Int) async {
    let notificationCenter = NotificationCenter()
    let observer = await PointsOfInterestTableViewController(notificationCenter: notificationCenter)

    #expect(await !observer.didHandleNotification)

    // ✓ Notification posted to just this center, isolating the test
    let name = CurrentLocationProvider.authChangedNotification
    notificationCenter.post(name: name, object: nil)

    #expect(await observer.didHandleNotification)
  }

  // Working with notifications: the poster, awaited with a timeout.
  @Test(arguments: runs) func notifyAuthChanged(run: Int) async throws {
    let notificationCenter = NotificationCenter()
    let poster = CurrentLocationProvider(notificationCenter: notificationCenter)

    // ✓ Notification only sent to this specific center, isolating test
    let name = CurrentLocationProvider.authChangedNotification
    let expectation = NotificationExpectation(
      name: name, object: poster, center: notificationCenter)

    poster.notifyAuthChanged()
    let notification = try await expectation.requireFulfilled(within: .seconds(1))
    #expect((notification.object as? CurrentLocationProvider) === poster)
    #expect(expectation.notifications.count == 1)
  }

  // Testing network requests: the loader, with a per-session URL stub.
  @Test(arguments: runs) func loaderSuccess(run: Int) async throws {
    let stub = StubURLSession()
    stub.handle { request in
      guard request.url?.query?.contains("lat=37.3293") == true else { return nil }
      return .json(#"[{"name": "MyPointOfInterest \#(run)"}]"#)
    }
    let loader = APIRequestLoader(apiRequest: PointsOfInterestRequest(), urlSession: stub.session)
    let inputCoordinate = Coordinate(latitude: 37.3293, longitude: -121.8893)

    let pointsOfInterest = try await loader.load(inputCoordinate)

    #expect(pointsOfInterest == [PointOfInterest(name: "MyPointOfInterest \(run)")])
    let request = try stub.requireRequest(toPath: "/locations", method: "GET")
    #expect(request.url?.query == "lat=37.3293&long=-121.8893")
    #expect(stub.requests.count == 1)
    stub.expectNoUnansweredRequests()
  }

  // Test execution speed: the delayed action, with a manual scheduler.
  @Test(arguments: runs) @MainActor func scheduleNextPlace(run: Int) {
    let timerScheduler = ManualTimerScheduler()
    let manager = FeaturedPlaceManager(timerScheduler: timerScheduler)
    let beforePlace = manager.currentPlace

    manager.scheduleNextPlace()
    let timerDelay = try? #require(timerScheduler.scheduledTimers.first).delay
    #expect(abs((timerDelay ?? 0) - 10) <= 1)
    #expect(manager.currentPlace == beforePlace)

    // ✓ No delay!
    timerScheduler.advance(by: 10)
    #expect(manager.currentPlace != beforePlace)
  }

  // The WWDC sample's own shape: a scheduler that fires each timer as it is added.
  @Test @MainActor func scheduleNextPlaceFiringAtOnce() {
    let timerScheduler = ManualTimerScheduler(firesImmediately: true)
    let manager = FeaturedPlaceManager(timerScheduler: timerScheduler)
    let beforePlace = manager.currentPlace

    manager.scheduleNextPlace()

    #expect(abs((timerScheduler.scheduledTimers.first?.delay ?? 0) - 10) <= 1)
    #expect(manager.currentPlace != beforePlace)
  }

  @Test func makingURLRequest() throws {
    let request = PointsOfInterestRequest()
    let coordinate = Coordinate(latitude: 37.3293, longitude: -121.8893)

    let urlRequest = try request.makeRequest(from: coordinate)

    #expect(urlRequest.url?.scheme == "https")
    #expect(urlRequest.url?.host == "example.com")
    #expect(urlRequest.url?.query == "lat=37.3293&long=-121.8893")
  }

  @Test func parsingResponse() throws {
    let request = PointsOfInterestRequest()
    let jsonData = Data(#"[{"name": "My Location"}]"#.utf8)
    let response = try request.parseResponse(data: jsonData)
    #expect(response == [PointOfInterest(name: "My Location")])
  }
}
