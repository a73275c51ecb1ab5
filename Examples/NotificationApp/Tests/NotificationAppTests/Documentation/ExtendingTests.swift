import FacsimileTesting
import Foundation
import NotificationApp
import Testing

// The Swift snippets of Docs/Extending.md: a client's subclasses of a model and a client type,
// declared here, outside the Facsimile package, as a user declares them. `Campaign` is the app
// target's own (Sources/NotificationApp/Campaign.swift).

final class ArticleContent: UNMutableNotificationContent {
  init(articleID: String) {
    super.init()
    title = "Article \(articleID)"
    userInfo = ["articleID": articleID]
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

final class ArticleResponse: UNNotificationResponse {
  struct ArticleKeys: KeySet {
    let articleID = Key("")
    let section = Key("news")
    static let layout = KeyLayout<ArticleKeys>()
  }
  let articleStorage = ArticleKeys.storage()
  var articleID: String { articleStorage.articleID }
  var section: String { articleStorage.section }

  override class var keyTable: KeyTable { table }
  private static let table = KeyTable(
    \ArticleResponse.articleStorage, inheriting: UNNotificationResponse.keyTable
  ) { ArticleResponse(coder: KeyedCoder()) }
}

@Test func aClientSubclassFromAFixture() throws {
  let fixture: Fixture = [
    "$type": "ArticleResponse",
    "articleID": "42",
    "actionIdentifier": "OPEN",
    "notification": ["request": ["identifier": "article-42"]],
  ]
  let response = try UNNotificationResponse.fabricate(from: fixture, allowing: [ArticleResponse.self])
  let article = try #require(response as? ArticleResponse)
  #expect(article.articleID == "42")
  #expect(article.notification.request.identifier == "article-42")
  expectNoDifference(try ArticleResponse.fabricate(from: article.fixture()), article)
}

final class Reader: KeyedModel<Reader.Keys> {
  struct Keys: KeySet {
    let name = Key("")
    let favourites = Key<[String]>([])
    let lastResponse = Key<UNNotificationResponse?>(nil)
  }
}

@Test func aClientTypeHoldsModels() throws {
  let reader = try Reader.fabricate(
    from: [
      "name": "Ada",
      "favourites": ["science"],
      "lastResponse": ["$type": "ArticleResponse", "articleID": "7"],
    ], allowing: [ArticleResponse.self])
  #expect(reader.name == "Ada")
  #expect((reader.lastResponse as? ArticleResponse)?.articleID == "7")
}

@Test func campaignsAreFabricatedFromFixturesAndKeepTheirRules() throws {
  let campaigns = try [
    Campaign.fabricate(from: ["name": "Spring", "priority": 12]),
    Campaign.fabricate(from: ["name": "Autumn", "priority": 4, "audience": ["new"]]),
  ]
  #expect(promoted(campaigns).map(\.name) == ["Spring", "Autumn"])
  #expect(campaigns[0].priority == 10)  // the key's clamp, as Campaign(name:priority:) applies it
  #expect(Campaign(name: "Winter", priority: -3).priority == 0)
}

extension Reader: Decodable {
  convenience init(from decoder: any Decoder) throws {
    try self.init(keysFrom: decoder)
  }
}

enum ArticleDeclarations {
  static let title = Key("untitled")
  static func count() -> Key<Int> { Key(0, clampedTo: 0...99) }
}

final class Teaser: KeyedModel<Teaser.Keys> {
  struct Keys: KeySet {
    let title = ArticleDeclarations.title
    let likes = ArticleDeclarations.count()
    let shares = ArticleDeclarations.count()
  }
}

/// A subclass of a model with public initializers that forgot its key table.
final class ForgetfulContent: UNMutableNotificationContent {}

// A mail app's stub: no initializer, no table (Extending.md, "A subclass with no table").
private class ResponseStub: UNNotificationResponse {
  var stubbedActionIdentifier = UNNotificationDefaultActionIdentifier
  override var actionIdentifier: String { stubbedActionIdentifier }
}

@Test func aStubWithNoTableIsMadeByKey() throws {
  let response = try InstanceHelper.create(
    ResponseStub.self, properties: ["notification": ["request": ["identifier": "mail-1"]]])
  response.stubbedActionIdentifier = "ARCHIVE"
  #expect(response.notification.request.identifier == "mail-1")
}

@Suite struct ExtendingTests {
  @Test func anIOSStyleSubclassKeepsItsInitializer() {
    let content = ArticleContent(articleID: "7")
    #expect(content.title == "Article 7")
    #expect(content.userInfo["articleID"] as? String == "7")
  }

  @Test func aClientSubclassIsMadeByKeyWithItsInheritedKeys() throws {
    let response = try InstanceHelper.create(
      ArticleResponse.self, properties: ["articleID": "9", "actionIdentifier": "OPEN"])
    #expect(response.articleID == "9" && response.actionIdentifier == "OPEN")
    #expect(response.section == "news")
  }

  @Test func decoding() throws {
    let json = Data(#"{"name": "Ada", "favourites": ["science"]}"#.utf8)
    let reader = try JSONDecoder().decode(Fabricated<Reader>.self, from: json).object
    #expect(reader.favourites == ["science"])
    #expect(try JSONDecoder().decode(Reader.self, from: json) == reader)
  }

  @Test func aStubWithNoTableIsItsOwnClassAndAnswersItsOwnGetter() throws {
    let response = try InstanceHelper.create(ResponseStub.self)
    #expect(type(of: response) == ResponseStub.self)
    response.stubbedActionIdentifier = "ARCHIVE"
    #expect(response.actionIdentifier == "ARCHIVE")
  }

  @Test func sharedDeclarationsGiveEachKeyItsOwnValue() throws {
    let teaser = try Teaser.fabricate(from: ["title": "Spring", "likes": 120, "shares": 3])
    #expect(teaser.title == "Spring" && teaser.likes == 99 && teaser.shares == 3)
  }

  @Test func aSubclassThatForgotItsKeyTableIsToldSo() throws {
    let error = try #require(
      throws: FacsimileError.self,
      performing: {
        try UNMutableNotificationContent.fabricate(
          from: ["$type": "ForgetfulContent"], allowing: [ForgetfulContent.self])
      })
    #expect(error.problems.map(\.kind) == [.missingKeyTable])
    let documented = Documentation.blocks(in: "Docs/Extending.md", language: "text")
      .flatMap(\.lines)
    #expect(documented == [error.description])
  }

  @Test func aSubclassThatForgotItsKeyTableIsNotMade() throws {
    let error = try #require(
      throws: FacsimileError.self,
      performing: { try InstanceHelper.create(ForgetfulContent.self, properties: ["articleID": "1"]) })
    #expect(error.problems.map(\.kind) == [.missingKeyTable])
    let blank = try #require(
      throws: FacsimileError.self,
      performing: { try InstanceHelper.create(ForgetfulContent.self) })
    #expect(blank.problems.map(\.kind) == [.missingKeyTable])
  }

  @Test func aDefaultObjectSharedByEveryInstanceIsADeclarationProblem() throws {
    let error = try #require(
      throws: FacsimileError.self, performing: { try InstanceHelper.create(Shelf.self) })
    #expect(error.problems.map(\.kind) == [.invalidDeclaration, .invalidDeclaration])
    #expect(error.description.contains("Shelf.Keys.reader: its default object would be shared"))
    #expect(error.description.contains("Shelf.Keys.count is not a Key"))
  }
}

/// A type whose declarations are wrong, twice: every door says so, naming each property.
final class Shelf: KeyedObject, KeyedProperties {
  struct Keys: KeySet {
    let reader = Key(Reader())
    let count = 0
    static let layout = KeyLayout<Keys>()
  }
  let storage = Keys.storage()

  override class var keyTable: KeyTable { table }
  private static let table = KeyTable(\Shelf.storage) { Shelf() }
}
