import FacsimileTesting
import Foundation
import Testing

@testable import NotificationApp

// The Swift snippets of Docs/TestDoubles.md, run against the app code of this package.

@Test @MainActor func notificationObserving() {
  let center = NotificationCenterRecorder()
  let viewController = ObservingViewController()
  viewController.notificationCenter = center

  viewController.viewWillAppear(false)
  center.expectObserving(viewController, .notificationName)          // NLAssertObservingNotification
  center.expectObserving(viewController, .notificationName, handler: "handleNotification")

  viewController.viewWillDisappear(false)
  center.expectNotObserving(viewController, .notificationName)       // NLAssertNotObservingNotification
}

@Test @MainActor func deinit_removeObserver() {
  let spyNotificationCenter = NotificationCenterSpy()
  do {
    let sut = ViewController()
    sut.notificationCenter = spyNotificationCenter
    _ = sut.view
    #expect(spyNotificationCenter.didAddObserverWithName == Notification.Name("WeatherUpdate"))
  }
  #expect(spyNotificationCenter.didCallRemoveObserver)  // XCTest: check it in addTeardownBlock
}

@Test func notifyAuthChanged() async throws {
  let notificationCenter = NotificationCenter()
  let poster = CurrentLocationProvider(notificationCenter: notificationCenter)
  let expectation = NotificationExpectation(
    name: CurrentLocationProvider.authChangedNotification, object: poster,
    center: notificationCenter)

  poster.notifyAuthChanged()

  try await expectation.requireFulfilled(within: .seconds(1))
}

@Test func loaderSuccess() async throws {
  let stub = StubURLSession()
  stub.respond(with: .json(#"[{"name": "MyPointOfInterest"}]"#))
  let loader = APIRequestLoader(apiRequest: PointsOfInterestRequest(), urlSession: stub.session)

  let points = try await loader.load(Coordinate(latitude: 37.3293, longitude: -121.8893))

  #expect(points == [PointOfInterest(name: "MyPointOfInterest")])
  let request = try stub.requireRequest(toPath: "/locations")
  #expect(request.url?.query == "lat=37.3293&long=-121.8893")
}

@Test @MainActor func scheduleNextPlace() {
  let timerScheduler = ManualTimerScheduler()
  let manager = FeaturedPlaceManager(timerScheduler: timerScheduler)
  let beforePlace = manager.currentPlace

  manager.scheduleNextPlace()
  #expect(timerScheduler.scheduledTimers.map(\.delay) == [10])

  timerScheduler.advance(by: 10)  // no delay!
  #expect(manager.currentPlace != beforePlace)
}

@Test func frontPage() throws {
  let article = try requireFabricated(Article.self, ["title": "Hi", "views": 3])
  #expect(article.views > 0)
}

