import FacsimileTesting
import Foundation
import Synchronization
import Testing

@testable import NotificationApp

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// The ```swift examples of FacsimileTesting's DocC comments (assertions, URL stubs, notification
// doubles, timers), as a user pastes them into a test of this app: each example's lines appear
// here, line for line, between the lines that give it what it names. DocumentationSnippetTests
// fails if an example is not found here or elsewhere in the tests CI compiles.

extension Notification.Name {
  static let authChanged = CurrentLocationProvider.authChangedNotification
  static let tick = Notification.Name("Tick")
}

/// A poster that posts through the seam, as `CurrentLocationProvider` does through a center.
final class AuthPoster: Sendable {
  let notificationCenter: any NotificationCenterProtocol

  init(notificationCenter: any NotificationCenterProtocol) {
    self.notificationCenter = notificationCenter
  }

  func notifyAuthChanged() {
    notificationCenter.post(name: .authChanged, object: self, userInfo: nil)
  }
}

/// A weather screen's model that posts the forecast it loads.
@MainActor
final class ForecastRefresher {
  let notificationCenter: any NotificationCenterProtocol
  var nextForecast: String? = "Sunny"

  init(notificationCenter: any NotificationCenterProtocol) {
    self.notificationCenter = notificationCenter
  }

  func refresh() {
    guard let forecast = nextForecast else { return }
    notificationCenter.post(
      name: .weatherUpdate, object: nil, userInfo: ["weatherForcast": forecast])
  }

  func refreshWithoutChanges() {}
}

/// A model that observes with a block it names itself the observer of, or with a loop.
@MainActor
final class ForecastListener {
  var token: (any NSObjectProtocol)?
  var forecast = ""

  func start(_ center: NotificationCenterRecorder) {
    token = center.addObserver(forName: .weatherUpdate, object: nil, queue: .main, observer: self) { _ in }
    center.expectObserving(self, .weatherUpdate)
  }

  func listen(_ center: NotificationCenterRecorder) async {
    for await notification in center.notifications(named: .weatherUpdate, object: nil, observer: self) {
      forecast = notification.userInfo?["weatherForcast"] as? String ?? ""
    }
  }
}

/// A feed that counts its refreshes, from any thread.
final class FeedRefresher: Sendable {
  private let count = Mutex(0)

  var refreshes: Int { count.withLock { $0 } }

  func refresh() {
    count.withLock { $0 += 1 }
  }
}

/// A view model that asks for its notifications when it starts, and loops over them in a task.
@MainActor
final class UpdatesViewModel {
  let center: any NotificationCenterProtocol
  private var task: Task<Void, Never>?
  private(set) var forecast = ""

  init(center: any NotificationCenterProtocol) {
    self.center = center
  }

  func start() {
    let updates = center.notifications(named: .weatherUpdate, object: nil)
    task = Task { [weak self] in
      for await notification in updates {
        self?.forecast = notification.userInfo?["weatherForcast"] as? String ?? ""
      }
    }
  }

  func stop() {
    task?.cancel()
  }
}

// MARK: - Assertions

@Suite struct DocCRouteTests {
  let router = NotificationRouter()
  var openArticle: UNNotificationResponse {
    get throws { try .fabricate(userInfo: ["articleId": "1"]) }
  }
  var reply: UNNotificationResponse {
    get throws {
      let reply = try UNTextInputNotificationResponse.fabricate(
        userText: "On my way", userInfo: [:], actionIdentifier: "REPLY")
      try reply.notification.request.content.setValue("t", forKey: "threadIdentifier")
      return reply
    }
  }

  @Test func routes() throws {
    let routes = try [openArticle, reply].map(router.route(for:))
    expectNoDifference(routes, [.article(id: "1"), .reply(threadID: "t", text: "On my way")])
  }
}

@Suite struct DocCAssertionTests {
  let openArticle: Fixture = [
    "actionIdentifier": "OPEN", "notification": ["request": ["content": ["title": "Hello"]]],
  ]
  var expectedArticle: Fixture { openArticle }

  @Test func opensTheArticleAsExpected() throws {
    let response = try UNNotificationResponse.fabricate(from: openArticle)
    expectNoDifference(response, try UNNotificationResponse.fabricate(from: expectedArticle))
  }

  @Test func opensTheArticle() throws {
    let response = try UNNotificationResponse.fabricate(from: openArticle)
    expectNoDifference(
      response,
      ["actionIdentifier": "OPEN", "notification": ["request": ["content": ["title": "Hello"]]]])
  }

  @Test @MainActor func sceneHasSession() throws {
    let session = try requireFabricated(UISceneSession.self, ["persistentIdentifier": "main"])
    let scene = try requireFabricated(UIWindowScene.self, ["session": session])
    #expect(scene.session.persistentIdentifier == "main")
  }
}

// MARK: - URL stubs

@Suite struct DocCURLStubTests {
  let coordinate = Coordinate(latitude: 37.3293, longitude: -121.8893)

  @Test func everyKindOfResponse() async throws {
    let stub = StubURLSession()
    stub.respond(toPath: "/locations", with: .json(#"[{"name": "MyPointOfInterest"}]"#))
    stub.respond(toPath: "/missing", with: .status(404))
    stub.respond(toPath: "/offline", with: .failure(URLError(.notConnectedToInternet)))
    stub.respond(toPath: "/points", with: try .jsonFixture(named: "points", in: .module, subdirectory: "Fixtures/http"))
    let loader = APIRequestLoader(apiRequest: PointsOfInterestRequest(), urlSession: stub.session)
    #expect(try await loader.load(coordinate) == [PointOfInterest(name: "MyPointOfInterest")])
  }

  @Test func aDelayedResponse() async throws {
    let stub = StubURLSession()
    stub.respond(with: .json("[]").delayed(by: 0.5))
    let loader = APIRequestLoader(apiRequest: PointsOfInterestRequest(), urlSession: stub.session)
    #expect(try await loader.load(coordinate).isEmpty)
  }

  @Test func aResponseDelayedOnTheTestsClock() async throws {
    let stub = StubURLSession()
    let loader = APIRequestLoader(apiRequest: PointsOfInterestRequest(), urlSession: stub.session)
    let coordinate = coordinate
    let scheduler = ManualTimerScheduler()
    stub.respond(with: .json("[]").delayed(by: 30, on: scheduler))
    let load = Task { try await loader.load(coordinate) }
    try await stub.requireRequest(toPath: "/locations", within: .seconds(1))
    scheduler.advance(by: 30)  // the answer arrives now
    _ = try await load.value
  }

  @Test func aLoadWaitsForTheClock() async throws {
    let stub = StubURLSession()
    let scheduler = ManualTimerScheduler()
    stub.respond(with: .json("[]").delayed(by: 30, on: scheduler))
    let loader = APIRequestLoader(apiRequest: PointsOfInterestRequest(), urlSession: stub.session)
    let coordinate = coordinate
    let load = Task { try await loader.load(coordinate) }
    try await stub.requireRequest(toPath: "/locations", within: .seconds(1))
    scheduler.advance(by: 30)
    #expect(try await load.value.isEmpty)
  }

  @Test func dataStatusAndEncodedResponses() async throws {
    let stub = StubURLSession()
    stub.respond(with: .data(Data("hello".utf8), headers: ["Content-Type": "text/plain"]))
    stub.respond(with: .status(304, headers: ["ETag": "\"v2\""]))
    stub.respond(with: try .json(encoding: [PointOfInterest(name: "MyPointOfInterest")]))
    let loader = APIRequestLoader(apiRequest: PointsOfInterestRequest(), urlSession: stub.session)
    #expect(try await loader.load(coordinate) == [PointOfInterest(name: "MyPointOfInterest")])
  }

  @Test func aFixtureResponse() async throws {
    let stub = StubURLSession()
    // Tests/AppTests/Fixtures/http/points.json; the test target copies Fixtures as a resource
    stub.respond(with: try .jsonFixture(named: "points", in: .module, subdirectory: "Fixtures/http"))
    let loader = APIRequestLoader(apiRequest: PointsOfInterestRequest(), urlSession: stub.session)
    #expect(try await loader.load(coordinate).map(\.name) == ["Coit Tower", "Ferry Building"])
  }

  @Test func pathsAndRequests() async throws {
    let stub = StubURLSession()
    stub.respond(toPath: "/locations", with: .json("[]"))
    stub.respond(toPath: "/login", with: .status(401))
    stub.respond(to: { $0.httpMethod == "POST" }, with: .status(201))
    let loader = APIRequestLoader(apiRequest: PointsOfInterestRequest(), urlSession: stub.session)
    var post = URLRequest(url: try #require(URL(string: "https://example.com/notes")))
    post.httpMethod = "POST"
    post.httpBody = Data(#"{"text":"Hi"}"#.utf8)
    _ = try await stub.session.data(for: post)
    _ = try await loader.load(coordinate)
    stub.expectNoUnansweredRequests()
    let request = try stub.requireRequest(toPath: "/locations")
    #expect(request.url?.query == "lat=37.3293&long=-121.8893")

    let upload = try stub.requireRequest(toPath: "/notes", method: "POST")
    #expect(upload.httpBody == Data(#"{"text":"Hi"}"#.utf8))
  }

  @Test func aHandlerThatLooksAtTheRequest() async throws {
    let stub = StubURLSession()
    stub.handle { request in
      guard request.url?.query?.contains("lat=37.3293") == true else { return nil }
      return .json(#"[{"name": "MyPointOfInterest"}]"#)
    }
    let loader = APIRequestLoader(apiRequest: PointsOfInterestRequest(), urlSession: stub.session)
    #expect(try await loader.load(coordinate) == [PointOfInterest(name: "MyPointOfInterest")])
  }

  @Test func theSeedsRequestHandler() async throws {
    let stub = StubURLSession()
    stub.requestHandler = { request in
      guard
        let url = request.url,
        let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: nil, headerFields: nil)
      else { throw URLError(.badURL) }
      return (response, Data(#"[{"name": "MyPointOfInterest"}]"#.utf8))
    }
    let loader = APIRequestLoader(apiRequest: PointsOfInterestRequest(), urlSession: stub.session)
    #expect(try await loader.load(coordinate).count == 1)
  }

  @Test func theRequestsMade() async throws {
    let stub = StubURLSession()
    stub.respond(with: .status(201))
    var post = URLRequest(url: try #require(URL(string: "https://example.com/authors")))
    post.httpMethod = "POST"
    post.httpBody = Data(#"{"name":"Ada"}"#.utf8)
    _ = try await stub.session.data(for: post)
    #expect(stub.requests.map(\.httpMethod) == ["POST"])
    #expect(stub.requests.first?.httpBody == Data(#"{"name":"Ada"}"#.utf8))
  }

  @Test func loaderSuccess() async throws {
    let stub = StubURLSession()
    stub.respond(with: .json(#"[{"name": "MyPointOfInterest"}]"#))
    let loader = APIRequestLoader(apiRequest: PointsOfInterestRequest(), urlSession: stub.session)

    let points = try await loader.load(Coordinate(latitude: 37.3293, longitude: -121.8893))

    #expect(points == [PointOfInterest(name: "MyPointOfInterest")])
    let request = try stub.requireRequest(toPath: "/locations")
    #expect(request.url?.query?.contains("lat=37.3293") == true)
  }

  @Test func sessionsAndConfigurations() async throws {
    let request = PointsOfInterestRequest()
    let stub = StubURLSession()
    let custom = StubURLSession(configuration: .default)
    let loader = APIRequestLoader(apiRequest: request, urlSession: stub.session)
    #expect(loader.urlSession === stub.session)
    #expect(custom.session !== stub.session)

    final class Delegate: NSObject, URLSessionDataDelegate {}
    let delegate = Delegate()
    let configuration = URLSessionConfiguration.default
    stub.configure(configuration)
    let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    stub.respond(with: .json("[]"))
    let url = try #require(URL(string: "https://example.com/locations"))
    let (data, _) = try await session.data(from: url)
    #expect(data == Data("[]".utf8))
  }

  @Test func anUnansweredRequestFailsAtOnce() async throws {
    let stub = StubURLSession()  // no handlers
    let url = try #require(URL(string: "https://example.com/locations"))
    await #expect(throws: UnansweredRequestError.self) {
      _ = try await stub.session.data(from: url)
    }
  }

  @Test func aMissingFixtureSaysWhere() throws {
    do {
      _ = try StubURLResponse.jsonFixture(named: "missing", in: .module)
    } catch let error as StubURLResponse.FixtureError {
      #expect("\(error)".contains("missing.json"))  // JSON fixture missing.json: no such file in the bundle at /path/to/bundle
    }
  }
}

// MARK: - Notification doubles

@MainActor
@Suite struct DocCNotificationDoubleTests {
  @Test @MainActor func observesWhileVisible() {
    let center = NotificationCenterRecorder()
    let sut = ObservingViewController()
    sut.notificationCenter = center

    sut.viewWillAppear(false)
    center.expectObserving(sut, .notificationName)

    sut.viewWillDisappear(false)
    center.expectNotObserving(sut, .notificationName)
  }

  @Test func observingWithAHandlerAndFromASender() {
    let center = NotificationCenterRecorder()
    let sut = ObservingViewController()
    sut.notificationCenter = center
    let poster = AuthPoster(notificationCenter: center)
    let provider = ForecastListener()
    _ = center.addObserver(forName: .authChanged, object: poster, queue: nil, observer: provider) { _ in }
    sut.viewWillAppear(false)
    center.expectObserving(sut, .notificationName)
    center.expectObserving(sut, .notificationName, handler: "handleNotification")
    center.expectObserving(provider, .authChanged, sender: poster)
    #expect(center.observations(from: poster).count == 1)
    sut.viewWillDisappear(false)
    center.expectNotObserving(sut, .notificationName)
  }

  @Test func postsAreRecorded() throws {
    let center = NotificationCenterRecorder()
    let poster = AuthPoster(notificationCenter: center)
    poster.notifyAuthChanged()
    center.expectPosted(.authChanged, sender: poster)

    let sut = ForecastRefresher(notificationCenter: center)
    sut.refresh()
    let notification = try center.requirePosted(.weatherUpdate)
    #expect(notification.userInfo?["weatherForcast"] as? String == "Sunny")
    let updates = center.postedNotifications(named: .weatherUpdate)
    #expect(updates.count == 1)
  }

  @Test func aBadNotificationPostsNothing() {
    let center = NotificationCenterRecorder()
    let badNotification = Notification(name: .weatherUpdate)
    let sut = ViewController()
    sut.notificationCenter = center
    sut.updateWeatherForcast(notification: badNotification)
    center.expectNotPosted(.weatherUpdate)
  }

  @Test func aLoopIsObservingOnceItStarts() async throws {
    let center = NotificationCenterRecorder()
    let viewModel = LiveForecastViewModel(notificationCenter: center)
    viewModel.start()  // task = Task { for await n in center.notifications(named: .weatherUpdate) { ... } }
    try await center.requireObserving(.weatherUpdate)
    center.post(name: .weatherUpdate, object: nil, userInfo: ["weatherForcast": "Sunny"])
    viewModel.stop()
  }

  @Test func aLoopStartedByTheViewModel() async throws {
    let center = NotificationCenterRecorder()
    let viewModel = LiveForecastViewModel(notificationCenter: center)
    viewModel.start()  // for await notification in center.notifications(named: .weatherUpdate)
    try await center.requireObserving(.weatherUpdate)
    center.post(name: .weatherUpdate, object: nil, userInfo: ["weatherForcast": "Sunny"])
    viewModel.stop()
  }

  @Test func tokensAndObserversOfTheRecorder() {
    let center = NotificationCenterRecorder()
    let token = center.addObserver(forName: .weatherUpdate, object: nil, queue: .main) { _ in }
    #expect(center.observations(of: token).count == 1)
    center.removeObserver(token)
    ForecastListener().start(center)

    let sut = ViewController()
    center.addObserver(
      sut, handler: .onMainActor("updateWeatherForcast", ViewController.updateWeatherForcast),
      name: .weatherUpdate, object: nil)
    #expect(center.observations(of: sut).map(\.handlerName) == ["updateWeatherForcast"])
    let observations = center.observations(of: sut)
    #expect(observations.map(\.name) == [Notification.Name("WeatherUpdate")])
    #expect(observations.first?.handlerName == "updateWeatherForcast")
    let expected = NotificationObservation(
      name: .weatherUpdate, handlerName: "updateWeatherForcast",
      observerDescription: "ViewController", senderDescription: nil)
    #expect(center.observations(of: sut) == [expected])
    center.removeObserver(sut, name: .weatherUpdate, object: nil)
    center.removeObserver(sut)
    center.expectNotObserving(sut, .weatherUpdate)
  }

  @Test func theRecordersPosts() {
    let center = NotificationCenterRecorder()
    center.post(Notification(name: .weatherUpdate, object: nil, userInfo: ["weatherForcast": "Sunny"]))
    let posted = center.postedNotifications
    #expect(posted.map(\.name) == [.weatherUpdate])
    #expect(posted.first?.userInfo?["weatherForcast"] as? String == "Sunny")
  }

  @Test func aNamedLoop() async throws {
    let center = NotificationCenterRecorder()
    let listener = ForecastListener()
    let loop = Task { await listener.listen(center) }
    try await center.requireObserving(.weatherUpdate)
    center.expectObserving(listener, .weatherUpdate)
    loop.cancel()
  }

  @Test @MainActor func viewDidLoadAddsObserverForWeatherUpdate() {
    let sut = ViewController()
    let spy = NotificationCenterSpy()
    sut.notificationCenter = spy

    _ = sut.view

    #expect(spy.didAddObserverWithName == Notification.Name("WeatherUpdate"))
  }

  @Test func whatTheSpyRecords() throws {
    let sut = ViewController()
    let spy = NotificationCenterSpy()
    sut.notificationCenter = spy
    _ = sut.view
    #expect(spy.addedObservations.map(\.handlerName) == ["updateWeatherForcast"])
    #expect(spy.didAddObserver(sut))
    #expect(spy.didAddObserverWithName == Notification.Name("WeatherUpdate"))
    spy.removeObserver(sut)
    #expect(spy.didCallRemoveObserver)
    #expect(spy.removals.count == 1)
    #expect(spy.didRemoveObserver(sut))
    let removal = try #require(spy.removals.last)
    #expect(removal.observerDescription == "ViewController")
    #expect(removal.name == nil)  // removeObserver(self): every name
    #expect(spy.removals == [
      NotificationRemoval(observerDescription: "ViewController", name: nil, senderDescription: nil)
    ])
  }

  @Test func theSpysOtherCalls() {
    let spy = NotificationCenterSpy()
    let sut = ViewController()
    let token = spy.addObserver(forName: .weatherUpdate, object: nil, queue: nil) { _ in }
    #expect(spy.didAddObserver(token))
    spy.addObserver(sut, handler: .onMainActor("updateWeatherForcast", ViewController.updateWeatherForcast), name: .weatherUpdate, object: nil)
    #expect(spy.didAddObserverWithName == .weatherUpdate)
    spy.removeObserver(sut, name: .weatherUpdate, object: nil)
    #expect(spy.removals.last?.name == .weatherUpdate)
    spy.post(Notification(name: .authChanged))
    spy.post(name: .authChanged, object: nil, userInfo: nil)
    #expect(spy.postedNotifications.count == 2)
  }

  @Test func theSpysPosts() {
    let spy = NotificationCenterSpy()
    let poster = AuthPoster(notificationCenter: spy)
    poster.notifyAuthChanged()
    #expect(spy.postedNotifications.map(\.name) == [.authChanged])
  }

  @Test func aBlockForAnObserver() {
    let spy = NotificationCenterSpy()
    let sut = ViewController()
    let token = spy.addObserver(forName: .weatherUpdate, object: nil, queue: .main, observer: sut) { _ in }
    #expect(spy.didAddObserver(sut))
    spy.removeObserver(token)
  }

  @Test func loopsOnTheSpy() {
    let spy = NotificationCenterSpy()
    let viewModel = UpdatesViewModel(center: spy)
    viewModel.start()  // let updates = center.notifications(named: .weatherUpdate); a task loops over them
    #expect(spy.addedObservations.map(\.isAsyncSequence) == [true])
    _ = spy.notifications(named: .weatherUpdate, object: nil, observer: viewModel)
    #expect(spy.didAddObserver(viewModel))
    viewModel.stop()
  }

  @Test @MainActor func notifyAuthChanged() async throws {
    let center = NotificationCenter()
    let poster = CurrentLocationProvider(notificationCenter: center)
    let expectation = NotificationExpectation(
      name: CurrentLocationProvider.authChangedNotification, object: poster, center: center)

    poster.notifyAuthChanged()

    try await expectation.requireFulfilled(within: .seconds(1))
  }

  @Test func theExpectationHoldsTheNotification() async throws {
    let center = NotificationCenter()
    let poster = CurrentLocationProvider(notificationCenter: center)
    let expectation = NotificationExpectation(name: .authChanged, object: poster, center: center)
    poster.notifyAuthChanged()
    let notification = try await expectation.requireFulfilled(within: .seconds(1))
    #expect(notification.object as? CurrentLocationProvider === poster)
  }

  @Test func aRefreshWithoutChangesPostsNothing() async {
    let center = NotificationCenterRecorder()
    let sut = ForecastRefresher(notificationCenter: center)
    let expectation = NotificationExpectation(name: .weatherUpdate, center: center)
    sut.refreshWithoutChanges()
    await expectation.expectNotFulfilled(within: .milliseconds(100))
  }
}

// MARK: - Timers

@MainActor
@Suite struct DocCTimerTests {
  @Test @MainActor func scheduleNextPlace() {
    let scheduler = ManualTimerScheduler()
    let manager = FeaturedPlaceManager(timerScheduler: scheduler)
    let beforePlace = manager.currentPlace

    manager.scheduleNextPlace()
    #expect(scheduler.scheduledTimers.map(\.delay) == [10])

    scheduler.advance(by: 10)  // no delay!
    #expect(manager.currentPlace != beforePlace)
  }

  @Test func whatTheSchedulerRecords() throws {
    let scheduler = ManualTimerScheduler()
    let eager = ManualTimerScheduler(firesImmediately: true)
    let manager = FeaturedPlaceManager(timerScheduler: scheduler)
    manager.scheduleNextPlace()
    let timer = try #require(scheduler.scheduledTimers.first)
    #expect(timer.delay == 10)
    #expect(timer.repeatInterval == nil)
    #expect(timer.fireCount == 0)
    scheduler.advance(by: 3)
    #expect(scheduler.elapsedTime == 3)
    scheduler.advance(by: 7)
    #expect(scheduler.scheduledTimers.map(\.delay) == [10])
    #expect(scheduler.scheduledTimers.first?.fireCount == 1)
    #expect(scheduler.timers.allSatisfy { !$0.isValid })
    FeaturedPlaceManager(timerScheduler: eager).scheduleNextPlace()
    #expect(eager.scheduledTimers.first?.fireCount == 1)
  }

  @Test func aRefreshTimer() {
    let scheduler = ManualTimerScheduler()
    let feed = FeedRefresher()  // Sendable: a timer's block may run on any thread
    scheduler.scheduledTimer(withTimeInterval: 10, repeats: false) { _ in feed.refresh() }
    #expect(scheduler.scheduledTimers.map(\.delay) == [10])
    scheduler.advance(by: 10)  // fires it
    #expect(feed.refreshes == 1)
  }

  @Test func advancingAndFiringAll() {
    let scheduler = ManualTimerScheduler()
    let manager = FeaturedPlaceManager(timerScheduler: scheduler)
    manager.scheduleNextPlace()
    scheduler.advance(by: 9)   // nothing yet
    scheduler.advance(by: 1)   // the 10-second timer fires
    #expect(manager.currentPlace == manager.places[1])
    manager.scheduleNextPlace()
    scheduler.fireAll()
    #expect(manager.currentPlace == manager.places[2])
  }
}
