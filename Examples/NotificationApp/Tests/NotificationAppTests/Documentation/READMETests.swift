import FacsimileTesting
import Foundation
import Testing

@testable import NotificationApp

// The Swift snippets of README.md, as a user pastes them. Lines before or after a snippet inside
// a test are its hidden setup and checks. DocumentationSnippetTests fails if a snippet of the
// README is not found here, line for line.

@Suite struct READMETests {
  @Test @MainActor func makeAnObjectThatHasNoPublicInitializer() throws {
    let session = try InstanceHelper.create(UISceneSession.self)
    let scene = try InstanceHelper.create(UIWindowScene.self, properties: ["session": session])
    #expect(scene.session === session)
  }

  @Test func nestedDictionariesBecomeNestedObjects() throws {
    let response = try InstanceHelper.create(UNNotificationResponse.self, properties: [
      "actionIdentifier": "OPEN_ARTICLE",
      "notification": ["request": ["identifier": "article-1", "content": ["title": "Hello"]]],
    ])
    #expect(response.notification.request.content.title == "Hello")
  }

  @Test func setReadOnlyPropertiesByKey() throws {
    let notification = try InstanceHelper.create(UNNotification.self)
    let request = UNNotificationRequest(
      identifier: "article-1", content: UNMutableNotificationContent(), trigger: nil)
    let response = try InstanceHelper.create(UNNotificationResponse.self)
    try response.setValue(notification, forKey: "notification")
    try notification.setValue(request, forKey: "request")
    try response.setValue("Hi", forKeyPath: "notification.request.content.title")
    let title = try response.value(forKeyPath: "notification.request.content.title") as? String
    #expect(title == "Hi")
    #expect(response.notification.request.identifier == "article-1")
  }

  @Test func errorsThatSayWhere() throws {
    // The ```text block of the README: the two problems, in this order, each on its line.
    let error = try #require(
      throws: FacsimileError.self,
      performing: {
        try InstanceHelper.create(UNNotificationResponse.self, properties: [
          "notification": ["request": ["content": ["badge": "three"]]],
          "actionIdentifer": "OPEN",
        ])
      })
    #expect(error.problems.map(\.description).sorted() == READMEText.errorLines.sorted())
  }

  @Test func fixtures() throws {
    let newFixtureURL = FileManager.default.temporaryDirectory
      .appendingPathComponent("readme-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: newFixtureURL) }
    let openArticle: Fixture = [
      "actionIdentifier": "OPEN",
      "notification": ["request": ["identifier": "article-1", "content": ["title": "Hello"]]],
    ]
    let response = try UNNotificationResponse.fabricate(from: openArticle)
    let greeting = try openArticle.setting("notification.request.content.title", to: "Hi")
    let fromFile = try JSONFixture(resource: "open-article", in: .module, subdirectory: "Fixtures")
      .fabricate(UNNotificationResponse.self)
    try response.fixture().jsonData().write(to: newFixtureURL)
    #expect(try UNNotificationResponse.fabricate(from: Fixture(contentsOf: newFixtureURL)) == response)
    #expect(try UNNotificationResponse.fabricate(from: greeting).notification.request.content.title == "Hi")
    #expect(fromFile.notification.request.identifier == "article-1842")
  }

  @Test func realPushPayloads() throws {
    let payload = try PushPayload(resource: "alert", in: .module, subdirectory: "Fixtures")
    let response = try payload.response()
    let reply = try payload.textInputResponse(actionIdentifier: "REPLY", userText: "On my way")
    let keys = try payload.decodeCustomKeys(as: PushKeys.self)  // PushKeys: Decodable, yours
    #expect(response.notification.request.content.title == "Breaking news")
    #expect(reply.userText == "On my way")
    #expect(keys.articleId == "2025-comet")
    #expect(NotificationRouter().route(for: response) == .article(id: "2025-comet"))
  }
}

private final class KeyedArchiver: NSCoder {  // seed 000's stub; on Linux it subclasses NSCoder
  override func decodeObject(forKey _: String) -> Any { "" }
  override func decodeInt64(forKey key: String) -> Int64 { 0 }
}

@Test func notificationsFromCoders() throws {
  let notification = try #require(UNNotification(coder: KeyedCoder([
    "date": "2026-11-21T08:30:00Z",
    "request": ["identifier": "article-1"],
  ])))
  let blank = try #require(UNNotification(coder: KeyedArchiver()))
  #expect(notification.request.identifier == "article-1")
  #expect(blank.request.identifier == "")
}

@Test func helpersNeedNoActor() throws {
  let response = try UNNotificationResponse.fabricate(userInfo: ["articleId": "1"])
  let scene = UIWindowScene.fabricate(session: UISceneSession.fabricate(persistentIdentifier: "main"))
  let options = UIScene.ConnectionOptions.fabricate(urls: [URL(string: "myapp://article/1")!])
  expectNoDifference(try UNNotificationResponse.fabricate(userInfo: ["articleId": "1"]), response)
  _ = (scene, options)
}

@Test @MainActor func doubles() async throws {
  let center = NotificationCenterRecorder()        // who observes what, through a private center
  let viewController = ViewController()
  viewController.notificationCenter = center
  _ = viewController.view                          // loads the view: viewDidLoad observes
  center.expectObserving(viewController, .weatherUpdate, handler: "updateWeatherForcast")

  let stub = StubURLSession()                      // handlers belong to this session only
  stub.respond(toPath: "/locations", with: .json(#"[{"name": "Coit Tower"}]"#))
  let loader = APIRequestLoader(apiRequest: PointsOfInterestRequest(), urlSession: stub.session)
  #expect(try await loader.load(Coordinate(latitude: 37.8, longitude: -122.4)).count == 1)

  let scheduler = ManualTimerScheduler()           // timers fire when the test says so
  let manager = FeaturedPlaceManager(timerScheduler: scheduler)
  manager.scheduleNextPlace()
  scheduler.advance(by: 10)
  #expect(manager.currentPlace == manager.places[1])

  let session = UISceneSession.fabricate(persistentIdentifier: "main")
  let scene = try requireFabricated(UIWindowScene.self, ["session": session])  // errors at this line
  expectNoDifference(scene.session, ["persistentIdentifier": "main"])  // only what differs, if any
}

final class Article: KeyedModel<Article.Keys> {
  struct Keys: KeySet {
    let title = Key("")
    let views = Key(0)
    let rating = Key(0.0, clampedTo: 0...5)
  }
}

@Test func anOptedInTypeIsMadeByKey() throws {
  let article = try InstanceHelper.create(
    Article.self, properties: ["title": "Hi", "views": 3, "rating": 9])
  #expect(article.title == "Hi" && article.views == 3)
  #expect(article.rating == 5)  // the key's rule, through every door
  try article.setValue(-1, forKey: "rating")
  #expect(article.rating == 0)
}

@Test @MainActor func modernObservers() async throws {
  let center = NotificationCenterRecorder()
  let weather = WeatherViewModel(notificationCenter: center)
  weather.start()
  center.post(name: .weatherUpdate, object: nil, userInfo: ["weatherForcast": "Sunny"])
  #expect(weather.forecast == "Sunny")                   // the .main block ran at once
  center.expectObserving(weather, .weatherUpdate)        // it keeps the block's token
  center.expectNotObserving(SettingsViewModel(), .weatherUpdate)

  let live = LiveForecastViewModel(notificationCenter: center)
  live.start()
  try await center.requireObserving(.weatherUpdate)      // its for-await loop has started
  live.stop()

  let scheduler = ManualTimerScheduler()
  let stub = StubURLSession()
  stub.respond(with: .json("[]").delayed(by: 30, on: scheduler))  // a slow server, on a test clock
  expectNoDifference([weather.forecast], ["Sunny"])      // any Equatable: a line diff if not
  expectValidFixtures(in: "../Fixtures", allowing: [Article.self], excluding: ["http", "broken"])
}
