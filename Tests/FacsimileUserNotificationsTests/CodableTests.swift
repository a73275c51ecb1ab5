import FacsimileCore
import FacsimileUserNotifications
import Foundation
import Testing

@Suite struct CodableTests {
  private let example = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/fixtures/open-article.json")

  @Test func jsonDecoderMakesAResponseFromAFixtureFile() throws {
    let response = try JSONDecoder().decode(
      Fabricated<UNNotificationResponse>.self, from: Data(contentsOf: example)
    ).object
    #expect(response.notification.request.identifier == "article-1842")
    #expect(response.notification.request.content.badge == 3)
    #expect(response.notification.request.trigger is UNPushNotificationTrigger)
    #expect(
      response == (try JSONFixture(contentsOf: example).fabricate(UNNotificationResponse.self)))
  }

  @Test func jsonEncoderWritesWhatJSONDecoderReads() throws {
    let response = try JSONFixture(contentsOf: example).fabricate(UNNotificationResponse.self)
    let data = try JSONEncoder().encode(response)
    #expect(
      try JSONDecoder().decode(Fabricated<UNNotificationResponse>.self, from: data).object
        == response)
  }

  @Test func fabricatedHonoursARegisteredTopLevelType() throws {
    let json = Data(#"{"$type": "UNTextInputNotificationResponse", "userText": "hi"}"#.utf8)
    let response = try JSONDecoder().decode(Fabricated<UNNotificationResponse>.self, from: json)
    #expect((response.object as? UNTextInputNotificationResponse)?.userText == "hi")
  }

  @Test func fabricatedRefusesAnUnregisteredTypeWithTheCodingPath() throws {
    let json = Data(#"{"inbox": {"$type": "UNNotificationSound", "actionIdentifier": "x"}}"#.utf8)
    struct Inbox: Decodable { let inbox: Fabricated<UNNotificationResponse> }
    do {
      _ = try JSONDecoder().decode(Inbox.self, from: json)
      Issue.record("decoding succeeded")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.codingPath.map(\.stringValue).first == "inbox")
      #expect(context.underlyingError is FacsimileError)
    }
  }

  @Test func aModelSubclassWithItsOwnInitializerNeedsOnlyInitWithCoder() throws {
    // What iOS code writes: no init(from:), because Apple's classes are not Decodable.
    final class ArticleContent: UNMutableNotificationContent {
      init(articleID: String) {
        super.init()
        userInfo = ["articleID": articleID]
      }
      required init?(coder: NSCoder) { super.init(coder: coder) }
    }
    #expect(ArticleContent(articleID: "7").userInfo["articleID"] as? String == "7")
  }

  @Test func nestedPolymorphicValuesDecode() throws {
    let json = Data(
      #"{"identifier": "t", "trigger": {"$type": "UNTimeIntervalNotificationTrigger", "timeInterval": 60}}"#
        .utf8)
    let request = try JSONDecoder().decode(Fabricated<UNNotificationRequest>.self, from: json)
      .object
    #expect((request.trigger as? UNTimeIntervalNotificationTrigger)?.timeInterval == 60)
  }
}
