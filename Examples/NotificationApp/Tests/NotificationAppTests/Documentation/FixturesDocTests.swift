import FacsimileTesting
import Foundation
import Testing

// The Swift snippets of Docs/Fixtures.md.

@Suite struct FixturesDocTests {
  @Test func keyedFixturesInSwift() throws {
    let openArticle: Fixture = [
      "actionIdentifier": "OPEN",
      "notification": [
        "date": "2026-11-21T08:30:00Z",
        "request": ["identifier": "article-1", "content": ["title": "Hello", "badge": 3]],
      ],
    ]
    let response = try UNNotificationResponse.fabricate(from: openArticle)
    #expect(response.notification.request.content.badge == 3)
  }

  @Test func jsonFixtures() throws {
    let url = try #require(
      Bundle.module.url(forResource: "open-article", withExtension: "json", subdirectory: "Fixtures"))
    let listURL = try #require(
      Bundle.module.url(forResource: "responses", withExtension: "json", subdirectory: "Fixtures"))
    let fromFile = try Fixture(contentsOf: url)                                  // a file
    let fromResource = try Fixture(resource: "open-article", in: .module, subdirectory: "Fixtures")
    let fromText = try Fixture(json: #"{"actionIdentifier": "OPEN"}"#)          // Data or String
    let many = try UNNotificationResponse.fabricate(from: Fixture.array(contentsOf: listURL))
    
    let document = try JSONFixture(contentsOf: url)    // keeps line and column of every key
    let response = try document.fabricate(UNNotificationResponse.self)
    let responses = try JSONFixture(contentsOf: listURL).fabricate([UNNotificationResponse].self)

    let bytes = try Data(contentsOf: listURL)
    let direct = try UNNotificationResponse.fabricateArray(json: bytes)  // no fixture in between
    let one = try UNNotificationResponse.fabricate(json: Data(#"{"actionIdentifier": "OPEN"}"#.utf8))
    #expect(direct == responses)
    #expect(one.actionIdentifier == "OPEN")
    #expect(fromFile == fromResource)
    #expect(fromText.properties.count == 1)
    #expect(many.map(\.actionIdentifier) == ["OPEN", "DISMISS"])
    expectNoDifference(response, fromFile)
    #expect(responses.map(\.notification.request.identifier) == ["article-1", "article-2"])
  }

  @Test func codable() throws {
    let data = Data(#"{"actionIdentifier": "OPEN", "notification": {"request": {"identifier": "a"}}}"#.utf8)
    let response = try JSONDecoder().decode(Fabricated<UNNotificationResponse>.self, from: data).object
    expectNoDifference(response, ["actionIdentifier": "OPEN"])
  }

  @Test func interpolatedStringsSubscriptsAndIndexPaths() throws {
    let numbered: [Fixture] = (1...3).map { index in ["title": "Article \(index)", "threadIdentifier": "t\(index % 2)"] }
    let category: Fixture = ["identifier": "ARTICLE", "actions": [["identifier": "READ", "title": "Read"]]]
    let title = category["actions"]?[0]?["title"]                     // .string("Read")
    let sameTitle = category[keyPath: "actions[0].title"]              // the same, by key path
    let renamed = try category.setting("actions[0].title", to: "Read later")
    #expect(numbered[2]["title"] == "Article 3")
    #expect(title == "Read" && sameTitle == title)
    #expect(renamed[keyPath: "actions[0].title"] == "Read later")
    let contents = try numbered.map { try UNNotificationContent.fabricate(from: $0) }
    #expect(contents.map(\.title) == ["Article 1", "Article 2", "Article 3"])
    let error = try #require(throws: FacsimileError.self) {
      try renamed.removing("actions[5]")
    }
    #expect(error.description == "Fixture.actions[5]: index 5 is out of range: the array has 1 element (indices 0 to 0)")
  }

  @Test func aKeyWithADotIsNamedWithItEscaped() throws {
    let push: Fixture = ["aps": ["alert": "New message"], "gcm.message_id": "0:1", "google.c.a.e": "1"]
    let next = try push.setting(#"gcm\.message_id"#, to: "0:2")
    let untracked = try push.removing(#"google\.c\.a\.e"#)
    #expect(next["gcm.message_id"] == "0:2")
    #expect(untracked["google.c.a.e"] == nil && untracked["gcm.message_id"] == "0:1")
    let error = try #require(throws: FacsimileError.self) {
      try push.setting(#"gcm\.mesage_id"#, to: "0:3")
    }
    #expect(error.keyPath == #"gcm\.mesage_id"#)
  }

  @Test func customKeysOfAPushPayload() throws {
    struct ArticlePush: Decodable { let articleId: String; let section: String? }
    let push = try PushPayload(resource: "alert", in: .module, subdirectory: "Fixtures")
      .decodeCustomKeys(as: ArticlePush.self)
    #expect(push.articleId == "2025-comet" && push.section == "science")
    let misspelt = PushPayload(["aps": ["alert": "Hi"], "articleId": "1", "sectoin": "science"])
    let error = try #require(throws: FacsimileError.self) {
      try misspelt.decodeCustomKeys(as: ArticlePush.self)
    }
    #expect(error.description == #"PushPayload.sectoin: the type decoded here reads no key "sectoin"; did you mean "section"?"#)
  }

  @Test func fixtureDecoder() throws {
    struct Article: Decodable { let id: Int; let title: String; let published: Date }
    let article = try FixtureDecoder().decode(Article.self, from: ["id": 7, "title": "Hi", "published": 0])
    #expect(article.id == 7 && article.published == Date(timeIntervalSince1970: 0))
  }

  @Test func fixtureDecoderWithJSONDecodersDateStrategy() throws {
    struct Price: Decodable { let amount: Decimal; let since: Date }
    var decoder = FixtureDecoder()
    decoder.dateDecodingStrategy = .deferredToDate
    let json = Data(#"{"amount": 12345678901234567890.123, "since": 0}"#.utf8)
    let price = try decoder.decode(Price.self, from: json)  // since: 2001-01-01
    #expect(price.amount == Decimal(string: "12345678901234567890.123"))
    #expect(price.since == Date(timeIntervalSinceReferenceDate: 0))
  }

  @Test func realPushPayloads() throws {
    let payload = try PushPayload(resource: "alert", in: .module, subdirectory: "Fixtures")
    let content = try payload.content()
    let notification = try payload.notification()          // its request has a UNPushNotificationTrigger
    let response = try payload.response()                  // UNNotificationDefaultActionIdentifier
    let reply = try payload.textInputResponse(actionIdentifier: "REPLY", userText: "On my way")
    #expect(content.title == "Breaking news")
    #expect(notification.request.trigger is UNPushNotificationTrigger)
    #expect(response.actionIdentifier == UNNotificationDefaultActionIdentifier)
    #expect(reply.userText == "On my way")
  }
}
