import FacsimileTesting
import Foundation
import Testing

@testable import NotificationApp

// The ```swift examples of FacsimileSeams' and Facsimile's DocC comments, as app code and tests of
// this package write them: each example's lines appear here (or in the app's sources, for
// ViewController and FeaturedPlaceManager), line for line. DocumentationSnippetTests fails if one
// is not found.

/// App code that observes the way FacsimileSeams' examples show, each form in a method of its own.
@MainActor
final class ForecastScreen {
  let center: any NotificationCenterProtocol
  var notificationCenter: any NotificationCenterProtocol { center }
  let name = Notification.Name.authChanged
  var observer: (any NSObjectProtocol)?
  var task: Task<Void, Never>?
  var forecast = ""
  private(set) var authChanges = 0

  init(center: any NotificationCenterProtocol) {
    self.center = center
  }

  func handleAuthChanged() {
    authChanges += 1
  }

  func observeAuthChanges() {
    observer = center.addObserver(forName: name, object: nil, queue: .main) { [weak self] _ in
      MainActor.assumeIsolated { self?.handleAuthChanged() }
    }
  }

  func observeForecasts() {
    observer = center.addObserver(
      forName: .weatherUpdate, object: nil, queue: .main, observer: self
    ) { [weak self] notification in
      let forecast = notification.userInfo?["weatherForcast"] as? String
      MainActor.assumeIsolated { self?.forecast = forecast ?? "" }
    }
  }

  func stopObservingForecasts() {
    center.removeObserver(self, name: .weatherUpdate, object: nil)
  }

  func postSunny() {
    center.post(name: .weatherUpdate, object: self, userInfo: ["weatherForcast": "Sunny"])
  }

  func postAuthChanged() {
    notificationCenter.post(name: CurrentLocationProvider.authChangedNotification, object: self)
  }

  func listen() async {
    for await notification in notificationCenter.notifications(named: .weatherUpdate) {
      forecast = notification.userInfo?["weatherForcast"] as? String ?? ""
    }
  }

  func listenAsItself() async {
    for await notification in notificationCenter.notifications(
      named: .weatherUpdate, object: nil, observer: self)
    {
      forecast = notification.userInfo?["weatherForcast"] as? String ?? ""
    }
  }

  func startListening() {
    task = Task { [weak self, notificationCenter] in
      for await notification in notificationCenter.notifications(named: .weatherUpdate) {
        let forecast = notification.userInfo?["weatherForcast"] as? String ?? ""
        self?.forecast = forecast
      }
    }
  }

  func updates() -> NotificationSequence {
    let updates = center.notifications(named: .weatherUpdate, object: nil, observer: self)
    return updates
  }

  func observeOnTheDefaultCenter() {
    let token = NotificationCenter.default.addObserver(
      forName: .weatherUpdate, object: nil, queue: .main, observer: self) { _ in }
    NotificationCenter.default.removeObserver(token)
  }
}

extension ViewController {
  /// Observes as iOS code with a selector does.
  func observe(_ center: any NotificationCenterProtocol) {
    center.addObserver(
      self, handler: .onMainActor("updateWeatherForcast", ViewController.updateWeatherForcast),
      name: Notification.Name("WeatherUpdate"), object: nil)
  }

  /// Observes a name the caller gives, as the selector form did.
  func observe(_ name: Notification.Name, on center: any NotificationCenterProtocol) {
    // iOS: center.addObserver(self, selector: #selector(updateWeatherForcast), name: name, object: nil)
    center.addObserver(
      self, handler: .onMainActor("updateWeatherForcast", ViewController.updateWeatherForcast),
      name: name, object: nil)
  }
}

/// A sequence of a center of your own, made as NotificationSequence's example makes it.
func weatherUpdates(of center: NotificationCenter, named name: Notification.Name)
  -> NotificationSequence
{
  NotificationSequence { receive in
    // The token is not Sendable; it only goes back to its own center, which is.
    nonisolated(unsafe) let token = center.addObserver(
      forName: name, object: nil, queue: nil, using: receive)
    return { center.removeObserver(token) }
  }
}

@MainActor
@Suite struct DocCSeamsTests {
  @Test func theForecastScreenObservesInEachForm() async throws {
    let center = NotificationCenterRecorder()
    let screen = ForecastScreen(center: center)
    screen.observeAuthChanges()
    screen.postAuthChanged()
    #expect(screen.authChanges == 1)
    screen.observeForecasts()
    center.expectObserving(screen, .weatherUpdate)
    screen.postSunny()
    #expect(screen.forecast == "Sunny")
    screen.stopObservingForecasts()
    screen.observeOnTheDefaultCenter()
    let updates = screen.updates()
    var iterator = updates.makeAsyncIterator()
    center.post(name: .weatherUpdate, object: nil, userInfo: ["weatherForcast": "Rain"])
    #expect(await iterator.next()?.userInfo?["weatherForcast"] as? String == "Rain")
  }

  @Test func theLoopsOfTheForecastScreen() async throws {
    let center = NotificationCenterRecorder()
    let screen = ForecastScreen(center: center)
    let loop = Task { await screen.listen() }
    try await center.requireObserving(.weatherUpdate)
    loop.cancel()
    await loop.value
    let named = Task { await screen.listenAsItself() }
    try await center.requireObserving(.weatherUpdate)
    center.expectObserving(screen, .weatherUpdate)
    named.cancel()
    screen.startListening()
    try await center.requireObserving(.weatherUpdate)
    screen.task?.cancel()
  }

  @Test func viewControllersObserveWithNamedHandlers() {
    let center = NotificationCenterRecorder()
    let viewController = ViewController()
    viewController.observe(center)
    viewController.observe(.weatherUpdate, on: center)
    #expect(center.observations(of: viewController).count == 2)
  }

  @Test func theDefaultCenterTakesANamedHandler() {
    let viewController = ViewController()
    let token = NotificationCenter.default.addObserver(
      viewController, handler: .onMainActor("updateWeatherForcast", ViewController.updateWeatherForcast),
      name: Notification.Name("WeatherUpdate"), object: nil)
    NotificationCenter.default.removeObserver(token)
  }

  @Test func aHandlerOffTheMainActor() {
    let center = NotificationCenterRecorder()
    final class Ticker: Sendable {
      func tick(_ notification: Notification) { /* ... */ }
    }
    let ticker = Ticker()
    center.addObserver(ticker, handler: NotificationHandler("tick", Ticker.tick), name: .tick, object: nil)
    center.expectObserving(ticker, .tick, handler: "tick")
  }

  @Test func aSequenceOfACenterOfYourOwn() async throws {
    let center = NotificationCenter()
    let sequence = weatherUpdates(of: center, named: .weatherUpdate)
    let loop = Task {
      for await _ in sequence { /* runs in the loop's isolation, once per notification */ }
    }
    loop.cancel()
    await loop.value
    var iterator = center.notifications(named: .weatherUpdate).makeAsyncIterator()
    center.post(name: .weatherUpdate, object: nil)
    let first = await iterator.next()
    #expect(first?.name == .weatherUpdate)
    center.post(name: .weatherUpdate, object: nil)
    let notification = await iterator.next()
    #expect(notification?.name == .weatherUpdate)
  }

  @Test func theDefaultCentersSequence() async {
    let loop = Task {
      for await notification in NotificationCenter.default.notifications(named: .weatherUpdate) {
        print(notification.name)
      }
    }
    loop.cancel()
    await loop.value
  }

  @Test func timersOnTheRunLoopAndOnTheTestsClock() {
    let manager = FeaturedPlaceManager(timerScheduler: RunLoop.current)
    #expect(manager.currentPlace == manager.places[0])
    let timerScheduler = ManualTimerScheduler()
    let timer = Timer(fire: Date(timeIntervalSinceNow: 10), interval: 0, repeats: false) { _ in }
    timerScheduler.add(timer, forMode: .default)
    let feed = FeedRefresher()
    timerScheduler.scheduledTimer(withTimeInterval: 10, repeats: false) { _ in feed.refresh() }
    timerScheduler.advance(by: 10)
    #expect(feed.refreshes == 1)
    #expect(timerScheduler.scheduledTimers.map(\.fireCount) == [1, 1])
  }

  @Test func everyModelDeclaresEachKeyOnce() {
    for model in FacsimileModels.all {
      let names = model.keyTable.names  // every key the type declares, as fixtures name them
      #expect(names.count == Set(names).count, "\(model)")
    }
  }
}
