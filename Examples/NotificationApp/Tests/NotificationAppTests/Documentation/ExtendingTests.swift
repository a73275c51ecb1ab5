import FacsimileTesting
import Foundation
import Testing

// The Swift snippets of Docs/Extending.md: a client's subclasses of a model and a client type,
// declared here, outside the Facsimile package, as a user declares them.

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
  struct ArticleValues { var articleID = ""; var section = "news" }
  let articleStorage = KeyedStorage(ArticleValues())
  var articleID: String { articleStorage.articleID }
  var section: String { articleStorage.section }

  override class var keyTable: KeyTable { keys }
  private static let keys = KeyTable(
    storage: \ArticleResponse.articleStorage, inheriting: UNNotificationResponse.keyTable, [
      .key("articleID", \.articleID),
      .key("section", \.section),
    ])
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

final class Reader: KeyedObject {
  struct Values { var name = ""; var favourites: [String] = []; var lastResponse: UNNotificationResponse? }
  let storage = KeyedStorage(Values())
  var name: String { storage.name }
  var favourites: [String] { storage.favourites }
  var lastResponse: UNNotificationResponse? { storage.lastResponse }

  override class var keyTable: KeyTable { keys }
  private static let keys = KeyTable(storage: \Reader.storage, [
    .key("name", \.name),
    .key("favourites", \.favourites),
    .key("lastResponse", \.lastResponse),
  ])
}

@Test func aClientTypeHoldsModels() throws {
  let reader = try Reader.fabricate(
    from: [
      "name": "Ada",
      "favourites": ["science"],
      "lastResponse": ["$type": "ArticleResponse", "articleID": "7"],
    ], allowing: [ArticleResponse.self])
  #expect((reader.lastResponse as? ArticleResponse)?.articleID == "7")
}

extension Reader: Decodable {
  convenience init(from decoder: any Decoder) throws {
    try self.init(keysFrom: decoder)
  }
}

/// A subclass that forgot its key table.
final class ForgetfulResponse: UNNotificationResponse {}

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

  @Test func aSubclassThatForgotItsKeyTableIsToldSo() throws {
    let error = try #require(
      throws: FacsimileError.self,
      performing: {
        try UNNotificationResponse.fabricate(
          from: ["$type": "ForgetfulResponse"], allowing: [ForgetfulResponse.self])
      })
    #expect(error.problems.map(\.kind) == [.missingKeyTable])
    let documented = Documentation.blocks(in: "Docs/Extending.md", language: "text")
      .flatMap(\.lines)
    #expect(documented == [error.description])
  }

  @Test func aSubclassThatForgotItsKeyTableIsToldSoForAKeyOfItsOwn() throws {
    let error = try #require(
      throws: FacsimileError.self,
      performing: { try InstanceHelper.create(ForgetfulResponse.self, properties: ["articleID": "1"]) })
    #expect(error.problems.map(\.kind) == [.missingKeyTable])
    let bySetValue = try #require(
      throws: FacsimileError.self,
      performing: { try InstanceHelper.create(ForgetfulResponse.self).setValue("1", forKey: "articleID") })
    #expect(bySetValue.problems.map(\.kind) == [.missingKeyTable])
  }
}
