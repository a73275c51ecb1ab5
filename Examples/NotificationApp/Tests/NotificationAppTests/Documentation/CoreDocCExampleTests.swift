import FacsimileTesting
import Foundation
import Synchronization
import Testing

@testable import NotificationApp

// The ```swift examples of FacsimileCore's DocC comments (declaring keys, fabricating, fixtures,
// the keyed coder and the fixture decoder, errors), as a user pastes them into a test: each
// example's lines appear here, line for line, between the lines that give it what it names.
// Examples that show how a model declares its keys are declared here by types of the app's own.
// DocumentationSnippetTests fails if an example is not found here or elsewhere in the tests CI
// compiles.

/// A sound's file name, which a fixture gives as any string.
struct Tone { let fileName: String }

extension Tone: FixtureStringConvertible {  // struct Tone { let fileName: String }
  static var fixtureStrings: [String]? { nil }  // any file name
  static func fixtureValue(fromString string: String) -> Self? { Tone(fileName: string) }
}

/// A newspaper's sections, which a fixture names as Swift writes them.
enum Section: Int { case news, sport }

extension Section: FixtureNamedCases {  // enum Section: Int { case news, sport }
  static var fixtureCases: [Section] { [.news, .sport] }
}

extension Article: Decodable {  // Article: a final KeyedObject subclass of yours
  convenience init(from decoder: any Decoder) throws {
    try self.init(keysFrom: decoder)  // a blank Article, then decodeKeys(from:)
  }
}

/// The keys of a notification preview of the app's own, declared as the models declare theirs.
final class Preview: KeyedObject, KeyedProperties {
  struct Keys: KeySet {
    let title = Key("")
    let badge = Key<NSNumber?>(nil)
    let relevanceScore = Key(0.0, clampedTo: 0...1)
    let url = Key(URL(fileURLWithPath: "/"), objectiveC: "URL")
    let content = Key { UNMutableNotificationContent() }
    static let layout = KeyLayout<Keys>()
  }
  let storage = Keys.storage()

  override class var keyTable: KeyTable { table }
  private static let table = KeyTable(\Preview.storage) { Preview() }
}

/// More keys of the app's own: each form of `Key`.
final class Alert: KeyedObject, KeyedProperties {
  struct Keys: KeySet {
    let title = Key("")
    let url = Key(URL(fileURLWithPath: "/"), objectiveC: "URL")
    let badge = Key<NSNumber?>(nil)
    let sound = Key<UNNotificationSound?>(nil, copying: true)
    let userInfo = Key<[AnyHashable: Any]>([:])
    let level = Key(1, clampedTo: 1...5)
    let priority = Key(0, clampedTo: 0...10)
    let scene = Key<UIScene?>.weak()
    static let layout = KeyLayout<Keys>()
  }
  let storage = Keys.storage()

  override class var keyTable: KeyTable { table }
  private static let table = KeyTable(\Alert.storage) { Alert() }
}

/// An app's counter whose own bookkeeping writes its key directly.
final class BadgeCounter: KeyedObject, KeyedProperties {
  struct Keys: KeySet {
    let badgeCount = Key(0)
    static let layout = KeyLayout<Keys>()
  }
  let storage = Keys.storage()

  override class var keyTable: KeyTable { table }
  private static let table = KeyTable(\BadgeCounter.storage) { BadgeCounter() }

  func setBadgeCount(_ count: Int) {
    storage.withUncheckedAccess { values in
      values[\.badgeCount] = count  // the center's own state, never a fixture's value
    }
  }
}

/// A note of the app's own with a title a subclass sets through the engine.
class Note: KeyedObject {
  struct Keys: KeySet {
    let title = Key("")
    static let layout = KeyLayout<Keys>()
  }
  let storage = Keys.storage()
  var title: String { storage.title }

  override class var keyTable: KeyTable { table }
  private static let table = KeyTable(\Note.storage) { Note() }
}

/// A subclass whose setter goes through the engine, as a model's does.
class EditableNote: Note {
  open override var title: String {
    get { storage.title }
    set { storage.set(\.title, newValue, on: self) }
  }
}

/// A comment of the app's own, whose reply belongs to its thread.
final class Comment: KeyedObject, KeyedProperties {
  struct Keys: KeySet {
    let thread = Key("")
    let inReplyTo = Key<Comment?>(nil)
    static let layout = KeyLayout<Keys>()
  }
  let storage = Keys.storage()
  var thread: String { storage.thread }

  override class var keyTable: KeyTable { table }
  private static let table = KeyTable(\Comment.storage) { Comment() }

  struct OtherThread: Error, CustomStringConvertible {
    var description: String { "the reply belongs to another thread" }
  }

  override func validateValue(_ value: Any?, forKey key: String) throws {
    if key == "inReplyTo", let parent = value as? Comment, parent.thread != thread {
      throw OtherThread()
    }
  }
}

/// A base class of the app's that is not a keyed object.
class MyBaseClass: NSObject {}

final class Author: MyBaseClass, KeyValueCodable {
  struct Keys: KeySet {
    let name = Key("")
    static let layout = KeyLayout<Keys>()
  }
  let storage = Keys.storage()
  var name: String { storage.name }
  static let keyTable = KeyTable(\Author.storage) { Author() }
}

/// A caption of the app's own, with one key.
final class Caption: KeyedObject, KeyedProperties {
  struct Keys: KeySet {
    let title = Key("")
    static let layout = KeyLayout<Keys>()
  }
  let storage = Keys.storage()

  override class var keyTable: KeyTable { table }
  private static let table = KeyTable(\Caption.storage) { Caption() }
}

/// The resources of this test target.
enum DocCResources {
  static func url(_ name: String) throws -> URL {
    try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"))
  }
}

/// Runs `body` with the process's current directory at `path`, then puts it back: for the
/// examples that name a file by a relative path, as a user's test run from its folder does.
/// The suites that call it are serialized, and no other test of this package reads a relative
/// path.
func withCurrentDirectory<T>(_ path: String, _ body: () throws -> T) throws -> T {
  let previous = FileManager.default.currentDirectoryPath
  #expect(FileManager.default.changeCurrentDirectoryPath(path))
  defer { #expect(FileManager.default.changeCurrentDirectoryPath(previous)) }
  return try body()
}

@Suite struct DeclaringDocCTests {
  @Test func stringsNameValues() {
    let tone = Tone.fixtureValue(fromString: "chime.caf")
    #expect(tone?.fileName == "chime.caf")
    #expect(Tone.fixtureStrings == nil)
    #expect(Section.fixtureValue(fromString: "sport") == .sport)
    #expect(Section.fixtureStrings == ["news", "sport"])
  }

  @Test func theModelsNameTheirCases() {
    print(UNAlertStyle.fixtureStrings ?? [])  // ["none", "banner", "alert"]
    #expect(UNAlertStyle.fixtureStrings == ["none", "banner", "alert"])
    let level = UNNotificationInterruptionLevel.fixtureValue(fromString: "active")  // .active
    #expect(level == .active)
    print(UNAlertStyle.fixtureCases.map(\.rawValue))  // [0, 1, 2]
    #expect(UNAlertStyle.fixtureCases.map(\.rawValue) == [0, 1, 2])
    let style = UNAlertStyle.fixtureValue(fromString: "banner")  // .banner
    #expect(style == .banner)
  }

  @Test func keysOfEachForm() throws {
    let preview = try Preview.fabricate(from: [
      "title": "Hi", "badge": 2, "relevanceScore": 3, "URL": "https://example.com",
    ])
    #expect(preview.title == "Hi")
    #expect(preview.badge == 2)
    #expect(preview.relevanceScore == 1)
    #expect(preview.url.absoluteString == "https://example.com")
    #expect(preview.content.title.isEmpty)
    let alert = try Alert.fabricate(from: ["level": 9, "priority": -3, "userInfo": ["a": 1]])
    #expect(alert.level == 5)
    #expect(alert.priority == 0)
    #expect(alert.userInfo["a"] as? Int == 1)
    #expect(alert.scene == nil)
  }

  @Test func aSoundIsCopied() throws {
    let alert = Alert()
    let sound = UNNotificationSound(named: UNNotificationSoundName("chime.caf"))
    try alert.setValue(sound, forKey: "sound")
    #expect(alert.sound == sound)
  }

  @Test func anArticleDeclaresItsKeys() throws {
    final class Article: KeyedObject {
      struct Keys: KeySet {
        let title = Key("")
        let views = Key(0)
        static let layout = KeyLayout<Keys>()
      }
      let storage = Keys.storage()
      var title: String { storage.title }
      var views: Int { storage.views }

      override class var keyTable: KeyTable { table }
      private static let table = KeyTable(\Article.storage) { Article() }
    }

    let article = try InstanceHelper.create(Article.self, properties: ["title": "Hi"])
    #expect(article.title == "Hi")
    #expect(article.views == 0)
  }

  @Test func aReaderIsItsKeys() throws {
    final class Reader: KeyedModel<Reader.Keys> {
      struct Keys: KeySet {
        let name = Key("")
        let rating = Key(0, clampedTo: 0...5)
      }
    }

    let reader = try InstanceHelper.create(Reader.self, properties: ["name": "Ada", "rating": 9])
    print(reader.name, reader.rating)  // Ada 5
    #expect(reader.name == "Ada" && reader.rating == 5)
  }

  @Test func aCaptionHasOneKey() throws {
    let caption = try Caption.fabricate(from: ["title": "Hi"])
    #expect(caption.title == "Hi")
    #expect(caption.fixture() == ["title": "Hi"])
  }

  @Test func aSubclassWithNoKeysOfItsOwn() throws {
    final class ArticleContent: UNMutableNotificationContent {
      override class var keyTable: KeyTable { table }
      private static let table = KeyTable(
        empty: ArticleContent.self, inheriting: UNMutableNotificationContent.keyTable
      ) { ArticleContent() }
    }
    let content = try InstanceHelper.create(ArticleContent.self, properties: ["title": "Hi"])
    #expect(content.title == "Hi")
  }

  @Test func aKeyValueCodableTypeOfAnyBaseClass() throws {
    let author = try InstanceHelper.create(Author.self, properties: ["name": "Ada"])
    #expect(author.name == "Ada")
  }

  @Test func aValidationThatInvolvesTwoObjects() throws {
    let reply = try Comment.fabricate(from: ["thread": "a"])
    let sameThread = try Comment.fabricate(from: ["thread": "a"])
    try reply.setValue(sameThread, forKey: "inReplyTo")
    #expect(reply.inReplyTo === sameThread)
    let otherThread = try Comment.fabricate(from: ["thread": "b"])
    #expect {
      try reply.setValue(otherThread, forKey: "inReplyTo")
    } throws: { error in
      "\(error)".contains("the reply belongs to another thread")
    }
    #expect(reply.inReplyTo === sameThread)
  }

  @Test func valuesByKeyAndKeyPath() throws {
    let article = try Article.fabricate(from: ["title": "Hi"])
    let title = try article.value(forKey: "title") as? String
    #expect(title == "Hi")
    #expect(try contentTitle() == "Hello")
  }

  private func contentTitle() throws -> String? {
    let response = try UNNotificationResponse.fabricate(from: [
      "notification": [
        "request": ["content": ["title": "Hello", "userInfo": ["type": "OPEN_ARTICLE"]]]
      ]
    ])
    let title = try response.value(forKeyPath: "notification.request.content.title") as? String
    let type = try response.value(forKeyPath: "notification.request.content.userInfo.type")
    #expect(type as? String == "OPEN_ARTICLE")
    return title
  }

  @Test func valuesAreSetByKey() throws {
    let notification = try UNNotification.fabricate(content: UNNotificationContent())
    let article = Article()
    let request = UNNotificationRequest(
      identifier: "article-1", content: UNNotificationContent(), trigger: nil)
    try notification.setValue(request, forKey: "request")
    try article.setValue(NSNumber(value: 3), forKey: "views")  // coerced to Int
    #expect(notification.request.identifier == "article-1")
    #expect(article.views == 3)
  }

  @Test func aTreeDescription() throws {
    let response = try UNNotificationResponse.fabricate(from: ["actionIdentifier": "OPEN"])
    print(response.treeDescription)
    // UNNotificationResponse
    // ├─ actionIdentifier: "OPEN"
    // └─ notification: UNNotification
    //    └─ ...
    #expect(response.treeDescription.hasPrefix("UNNotificationResponse"))
    #expect(response.treeDescription.contains(#"actionIdentifier: "OPEN""#))
  }

  @Test func aMockSubclassOfAModel() throws {
    final class MockResponse: UNNotificationResponse {
      override var actionIdentifier: String { "OPEN" }
    }
    let response = MockResponse(coder: KeyedCoder(["notification": [:]]))
    let made = try InstanceHelper.create(MockResponse.self, properties: ["notification": [:]])
    #expect(response?.actionIdentifier == "OPEN")
    #expect(made.actionIdentifier == "OPEN")
  }

  @Test func immutableModelsCopyAsThemselves() {
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)
    let same = trigger.copy() as AnyObject
    print(same === trigger)  // true
    let identical = same === trigger  // (#expect of `===` here crashes the 6.3.1 compiler)
    #expect(identical)
  }

  @Test func anArticleDecodesItsKeys() throws {
    let article = try JSONDecoder().decode(Article.self, from: Data(#"{"title": "Hi"}"#.utf8))
    #expect(article.title == "Hi")
  }

  @Test func contentIsArchived() throws {
    let content = UNMutableNotificationContent()
    content.title = "Breaking"
    let data = try NSKeyedArchiver.archivedData(withRootObject: content, requiringSecureCoding: true)
    let again = try NSKeyedUnarchiver.unarchivedObject(
      ofClass: UNMutableNotificationContent.self, from: data)
    #expect(again?.title == "Breaking")
    #expect(try immutableAgain(content)?.title == "Breaking")
  }

  private func immutableAgain(_ content: UNNotificationContent) throws -> UNNotificationContent? {
    let data = try NSKeyedArchiver.archivedData(withRootObject: content, requiringSecureCoding: true)
    let again = try NSKeyedUnarchiver.unarchivedObject(ofClass: UNNotificationContent.self, from: data)
    // An archive of a content read as a request throws: value for key 'root' was of unexpected class
    return again
  }

  @Test func aCampaignFabricated() throws {
    final class Campaign: KeyedModel<Campaign.Keys> {
      struct Keys: KeySet {
        let name = Key("")
        let priority = Key(0, clampedTo: 0...10)
      }
    }

    let campaign = try Campaign.fabricate(from: ["name": "Spring", "priority": 12])
    print(campaign.name, campaign.priority)  // Spring 10
    #expect(campaign.name == "Spring")
    #expect(campaign.priority == 10)
  }

  @Test func bookkeepingWritesDirectly() {
    let counter = BadgeCounter()
    counter.setBadgeCount(4)
    #expect(counter.badgeCount == 4)
  }

  @Test func aSetterGoesThroughTheEngine() throws {
    let note = EditableNote()
    note.title = "Hi"
    #expect(note.title == "Hi")
    #expect(try note.value(forKey: "title") as? String == "Hi")
  }
}

@Suite struct CodingDocCTests {
  @Test func aFabricatedPropertyDecodes() throws {
    let json = Data(#"{"actionIdentifier": "OPEN", "notification": {"request": {"identifier": "a"}}}"#.utf8)
    let response = try JSONDecoder().decode(Fabricated<UNNotificationResponse>.self, from: json).object

    struct Inbox: Decodable { let latest: Fabricated<UNNotificationResponse> }  // as a property
    #expect(response.actionIdentifier == "OPEN")
    let inbox = try JSONDecoder().decode(Inbox.self, from: Data(#"{"latest": {}}"#.utf8))
    #expect(inbox.latest.object.actionIdentifier.isEmpty)
  }

  @Test func datesAsJSONEncoderWritesThem() throws {
    var decoder = FixtureDecoder()
    decoder.dateDecodingStrategy = .deferredToDate  // JSON that JSONEncoder wrote with its defaults
    struct Stamp: Decodable { let at: Date }
    let stamp = try decoder.decode(Stamp.self, from: ["at": 0])
    #expect(stamp.at == Date(timeIntervalSinceReferenceDate: 0))
  }

  @Test func aFixtureDecodesAsADecodable() throws {
    struct Article: Decodable { let id: Int; let title: String; let published: Date }

    let article = try FixtureDecoder().decode(Article.self, from: [
      "id": 7, "title": "Hello", "published": "2026-11-21T08:30:00Z",
    ])
    #expect(article.id == 7)
    #expect(article.published == Date(timeIntervalSince1970: 1_795_249_800))
  }

  @Test func unknownKeysAreRefused() {
    #expect {
      try decodeCampaign()
    } throws: { error in
      "\(error)".contains(#"did you mean "deepLink"?"#)
    }
  }

  private func decodeCampaign() throws {
    struct Campaign: Decodable { let id: String; let deepLink: URL? }
    var decoder = FixtureDecoder()
    decoder.refusesUnknownKeys = true
    _ = try decoder.decode(Campaign.self, from: ["id": "c-1", "deeplink": "app://a"])
    // unknown key "deeplink": the type does not read it; did you mean "deepLink"?
  }

  @Test func decimalsKeepTheirDigits() throws {
    struct Price: Decodable { let amount: Decimal }
    let price = try FixtureDecoder().decode(
      Price.self, from: Data(#"{"amount": 12345678901234567890.123}"#.utf8))
    #expect(price.amount.description == "12345678901234567890.123")
  }

  @Test func aKeyedCoderMakesAResponse() {
    let coder = KeyedCoder([
      "actionIdentifier": "OPEN",
      "notification": ["request": ["identifier": "article-1"]],
    ])
    let response = UNNotificationResponse(coder: coder)
    print(coder.error as Any)  // nil
    #expect(coder.error == nil)
    #expect(response?.notification.request.identifier == "article-1")
  }

  @Test func aKeyedCoderNamesWhatItRefused() {
    let coder = KeyedCoder(["request": ["identifier": 7]])
    _ = UNNotification(coder: coder)  // nil; coder.error names notification.request.identifier
    #expect(UNNotification(coder: KeyedCoder(["request": ["identifier": 7]])) == nil)
    #expect("\(coder.error as Any)".contains("request.identifier"))
  }

  @Test func aKeyedCodersDecodeObject() {
    let coder = KeyedCoder(["badge": "three"])
    let badge = coder.decodeObject(of: [NSNumber.self], forKey: "badge")  // nil
    print(coder.error as Any)  // KeyedCoder.badge: expected NSNumber, found String "three"
    #expect(badge == nil)
    #expect("\(coder.error as Any)".contains(#"expected NSNumber, found String "three""#))
  }
}

@Suite struct ErrorsDocCTests {
  @Test func everyProblemAtOnce() throws {
    try printProblems()
    #expect {
      _ = try InstanceHelper.create(Article.self, properties: ["tittle": "Hi", "views": "many"])
    } throws: { error in
      let described = "\(error)"
      return error is FacsimileError && described.hasPrefix("2 problems:")
        && described.contains(#"Article has no key "tittle"; did you mean "title"?"#)
        && described.contains(#"Article.views: expected Int, found String "many""#)
    }
  }

  private func printProblems() throws {
    do {
      _ = try InstanceHelper.create(Article.self, properties: ["tittle": "Hi", "views": "many"])
    } catch let error as FacsimileError {
      print(error)
      // 2 problems:
      //   Article.tittle: Article has no key "tittle"; did you mean "title"? Valid keys: title, views
      //   Article.views: expected Int, found String "many"
    }
  }

  @Test func anErrorsLocalizedDescription() {
    var message = ""
    do { _ = try InstanceHelper.create(Article.self, properties: ["views": "many"]) }
    catch { print(error.localizedDescription) }  // Article.views: expected Int, found String "many"
    do { _ = try InstanceHelper.create(Article.self, properties: ["views": "many"]) } catch {
      message = error.localizedDescription
    }
    #expect(message == #"Article.views: expected Int, found String "many""#)
  }

  @Test func limits() {
    // A fixture nested deeper than this is rejected with `.tooDeep`, never a stack overflow.
    print(FacsimileLimits.maximumDepth)  // 64
    print(FacsimileLimits.maximumValues)  // 1000000
    #expect(FacsimileLimits.maximumDepth == 64)
    #expect(FacsimileLimits.maximumValues == 1_000_000)
  }
}

@Suite struct FabricationDocCTests {
  @Test func aResponseFromAFixture() throws {
    let openArticle: Fixture = ["actionIdentifier": "OPEN", "notification": ["request": [:]]]
    let response = try UNNotificationResponse.fabricate(from: openArticle)
    #expect(response.actionIdentifier == "OPEN")
  }

  @Test func responsesFromAFile() throws {
    let url = try DocCResources.url("responses")
    let responses = try UNNotificationResponse.fabricate(from: try Fixture.array(contentsOf: url))
    #expect(responses.map(\.actionIdentifier) == ["OPEN", "DISMISS"])
  }

  @Test func aResponseSavedAsAFixture() throws {
    let response: UNNotificationResponse = try UNTextInputNotificationResponse.fabricate(
      userText: "On my way")
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("docc-\(UUID().uuidString).json")
    let saved = response.fixture()
    try saved.jsonData().write(to: url)  // a new fixture file
    let again = try UNNotificationResponse.fabricate(from: saved)  // a text-input response
    #expect((again as? UNTextInputNotificationResponse)?.userText == "On my way")
    #expect(try Fixture(contentsOf: url) == saved)
    try response.fixture().jsonData().write(to: url)
    #expect(try Fixture(contentsOf: url) == saved)
  }

  @Test func aResponseFromJSON() throws {
    let json = Data(#"{"actionIdentifier": "OPEN", "notification": {"date": 0}}"#.utf8)
    let response = try UNNotificationResponse.fabricate(json: json)
    #expect(response.notification.date == Date(timeIntervalSince1970: 0))
    #expect(try responsesFromJSON().map(\.actionIdentifier) == ["OPEN", "SNOOZE"])
  }

  private func responsesFromJSON() throws -> [UNNotificationResponse] {
    let json = Data(#"[{"actionIdentifier": "OPEN"}, {"actionIdentifier": "SNOOZE"}]"#.utf8)
    let responses = try UNNotificationResponse.fabricateArray(json: json)
    return responses
  }
}

@Suite struct FixturesDocCTests {
  static let openArticle: Fixture = [
    "actionIdentifier": "OPEN",
    "notification": [
      "request": ["identifier": "article-1", "content": ["title": "Hello", "sound": "chime.caf"]]
    ],
  ]
  static let category: Fixture = [
    "identifier": "ARTICLE",
    "actions": [["identifier": "OPEN", "title": "Open"], ["identifier": "SAVE", "title": "Save"]],
  ]

  @Test func aFixtureAndAVariant() throws {
    let openArticle: Fixture = [
      "actionIdentifier": "OPEN",
      "notification": ["request": ["identifier": "article-1", "content": ["title": "Hello"]]],
    ]
    let response = try UNNotificationResponse.fabricate(from: openArticle)
    let variant = try openArticle.setting("notification.request.content.title", to: "Hi")
    #expect(response.notification.request.content.title == "Hello")
    #expect(variant[keyPath: "notification.request.content.title"] == "Hi")
    let title = openArticle[keyPath: "notification.request.content.title"]  // .string("Hello")
    #expect(title == .string("Hello"))
  }

  @Test func differencesFromAFabricatedFixture() throws {
    let openArticle = Self.openArticle
    let response = try UNNotificationResponse.fabricate(
      from: openArticle.setting("notification.request.content.title", to: "Hi"))
    var printed: [String] = []
    let expected = try UNNotificationResponse.fabricate(from: openArticle).fixture()
    let actual = response.fixture()
    for difference in actual.differences(from: expected) {
      print(difference)  // notification.request.content.title: "Hello" → "Hi"
    }
    for difference in actual.differences(from: expected) { printed.append("\(difference)") }
    #expect(printed == [#"notification.request.content.title: "Hello" → "Hi""#])
  }

  @Test func differencesFromAPartialFixture() throws {
    let response = try UNNotificationResponse.fabricate(from: Self.openArticle)
    let expected: Fixture = ["notification": ["request": ["content": ["title": "Hi"]]]]
    let differences = response.fixture().differences(fromPartial: expected)
    // [notification.request.content.title: "Hi" → "Hello"]
    #expect(differences.map { "\($0)" } == [#"notification.request.content.title: "Hi" → "Hello""#])
  }

  @Test func editingFixtures() throws {
    let openArticle = Self.openArticle
    let category = Self.category
    let greeting = try openArticle.setting("notification.request.content.title", to: "Hi")
    let renamed = try category.setting("actions[0].title", to: "Read later")
    #expect(greeting[keyPath: "notification.request.content.title"] == "Hi")
    #expect(renamed[keyPath: "actions[0].title"] == "Read later")
    let id = "article-1"
    let variant = try openArticle.setting("notification.request.identifier", to: id)
    #expect(variant[keyPath: "notification.request.identifier"] == "article-1")
    let silent = try openArticle.removing("notification.request.content.sound")
    let oneAction = try category.removing("actions[1]")
    #expect(silent[keyPath: "notification.request.content.sound"] == nil)
    #expect(silent[keyPath: "notification.request.content.title"] == "Hello")
    #expect(oneAction["actions"]?[1] == nil)
    let critical = openArticle.merging(["notification": ["request": ["content": [
      "interruptionLevel": "critical"]]]])
    #expect(critical[keyPath: "notification.request.content.interruptionLevel"] == "critical")
    #expect(critical[keyPath: "notification.request.content.title"] == "Hello")
  }

  @Test func fixturesFromJSON() throws {
    let fixture = try Fixture(json: #"{"actionIdentifier": "OPEN"}"#)
    #expect(fixture["actionIdentifier"] == "OPEN")
  }

  @Test func aFixtureFromAResource() throws {
    // Package.swift: .testTarget(name: "AppTests", resources: [.copy("Fixtures")])
    let fixture = try Fixture(resource: "open-article", in: .module, subdirectory: "Fixtures")
    #expect(fixture[keyPath: "notification.request.identifier"] == "article-1842")
    // Package.swift: .testTarget(name: "AppTests", resources: [.copy("Fixtures")])
    let document = try JSONFixture(resource: "open-article", in: .module, subdirectory: "Fixtures")
    let response = try document.fabricate(UNNotificationResponse.self)
    #expect(response.notification.request.content.title == "Morning briefing")
  }

  @Test func aJSONFixtureFromAURL() throws {
    let url = try DocCResources.url("open-article")
    let document = try JSONFixture(contentsOf: url)
    let response = try document.fabricate(UNNotificationResponse.self)
    // on error: open-article.json:7:9: UNNotificationResponse.notification.request.content.badge:
    //           expected NSNumber, found String "three"
    #expect(response.notification.request.content.badge == 3)
  }

  @Test func differencesBetweenTwoFixtures() {
    let saved: Fixture = ["title": "Hello", "badge": 3]
    let edited: Fixture = ["title": "Hi"]
    for difference in edited.differences(from: saved) {
      print(difference)
      // title: "Hello" → "Hi"
      // badge: 3 → (missing)
    }
    #expect(
      Set(edited.differences(from: saved).map { "\($0)" })
        == [#"title: "Hello" → "Hi""#, "badge: 3 → (missing)"])
    let difference = Fixture.Difference(keyPath: "badge", oldValue: 3, newValue: .none)
    print(difference)  // badge: 3 → (missing)
    #expect("\(difference)" == "badge: 3 → (missing)")
    print(Fixture.Difference(keyPath: "tags", oldValue: ["a"], newValue: []))
    // tags: ["a"] → []
    #expect("\(Fixture.Difference(keyPath: "tags", oldValue: ["a"], newValue: []))" == #"tags: ["a"] → []"#)
  }

  @Test func aFixtureAsAPushsUserInfo() throws {
    let fixture: Fixture = ["articleId": "1", "badge": 3]
    let userInfo = fixture.jsonObject  // [String: Any], as a push's userInfo
    #expect(userInfo["articleId"] as? String == "1")
  }

  @Test @MainActor func fixtureValues() throws {
    let session = UISceneSession.fabricate()
    let fixture: Fixture = [
      "actionIdentifier": "OPEN",
      "notification": ["date": .date(Date()), "request": ["identifier": "a-1"]],
    ]
    let withSession: Fixture = ["session": .object(session)]
    #expect(try UNNotificationResponse.fabricate(from: fixture).notification.request.identifier == "a-1")
    #expect(try UIWindowScene.fabricate(from: withSession).session === session)
    let fixtures: [Fixture] = (1...3).map { index in ["identifier": "article-\(index)"] }
    #expect(fixtures.count == 3)
  }

  @Test func readingFixtureValues() {
    let fixture = Self.openArticle
    let category = Self.category
    let title = fixture["notification"]?["request"]?["content"]?["title"]  // .string("Hello")
    #expect(title == .string("Hello"))
    let first = category["actions"]?[0]?["identifier"]
    #expect(first == "OPEN")
    #expect(actionTitle(category) == "Open")
    print(42.fixtureValue)  // 42
    #expect(42.fixtureValue == 42)
  }

  private func actionTitle(_ category: Fixture) -> FixtureValue? {
    let title = category[keyPath: "actions[0].title"]
    return title
  }
}

/// The examples that name files by paths relative to the current directory, run from the folder
/// that holds them.
@Suite(.serialized) struct RelativePathDocCTests {
  static let testFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test func aFixtureFromAFileNamedByPath() throws {
    let fixture = try withCurrentDirectory(Self.testFolder.path) {
      let fixture = try Fixture(contentsOf: URL(fileURLWithPath: "Fixtures/open-article.json"))
      return fixture
    }
    #expect(fixture["actionIdentifier"] == "com.apple.UNNotificationDefaultActionIdentifier")
    let document = try withCurrentDirectory(Self.testFolder.path) {
      let document = try JSONFixture(contentsOf: URL(fileURLWithPath: "Fixtures/open-article.json"))
      return document
    }
    #expect(try document.fabricate(UNNotificationResponse.self).notification.request.identifier
      == "article-1842")
  }

  @Test func aPayloadFromAFileNamedByPath() throws {
    let root = Documentation.repositoryRoot.path
    let payload = try withCurrentDirectory(root) {
      let payload = try PushPayload(contentsOf: URL(fileURLWithPath: "Examples/payloads/alert.json"))
      return payload
    }
    #expect(payload.userInfo["aps"] != nil)
  }

  @Test func aSchemaWrittenToAFile() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("docc-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try withCurrentDirectory(folder.path) {
      let schema = FixtureSchema.jsonSchema(for: UNNotificationResponse.self)
      try schema.jsonData().write(to: URL(fileURLWithPath: "response.schema.json"))
    }
    let written = try Fixture(contentsOf: folder.appendingPathComponent("response.schema.json"))
    #expect(written["title"] == "UNNotificationResponse")
  }
}
