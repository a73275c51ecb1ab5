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
      UNNotificationResponse.self, from: Data(contentsOf: example))
    #expect(response.notification.request.identifier == "article-1842")
    #expect(response.notification.request.content.badge == 3)
    #expect(response.notification.request.trigger is UNPushNotificationTrigger)
    #expect(
      response == (try JSONFixture(contentsOf: example).fabricate(UNNotificationResponse.self)))
  }

  @Test func jsonEncoderWritesWhatJSONDecoderReads() throws {
    let response = try JSONFixture(contentsOf: example).fabricate(UNNotificationResponse.self)
    let data = try JSONEncoder().encode(response)
    #expect(try JSONDecoder().decode(UNNotificationResponse.self, from: data) == response)
  }

  @Test func jsonDecoderRefusesToMakeAnotherTypeThanAskedFor() throws {
    let json = Data(#"{"$type": "UNTextInputNotificationResponse", "userText": "hi"}"#.utf8)
    do {
      _ = try JSONDecoder().decode(UNNotificationResponse.self, from: json)
      Issue.record("decoding succeeded")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.codingPath.map(\.stringValue) == ["$type"])
      #expect(
        context.debugDescription.hasPrefix(
          "UNNotificationResponse.$type: JSONDecoder makes UNNotificationResponse"))
    }
  }

  @Test func nestedPolymorphicValuesDecode() throws {
    let json = Data(
      #"{"identifier": "t", "trigger": {"$type": "UNTimeIntervalNotificationTrigger", "timeInterval": 60}}"#
        .utf8)
    let request = try JSONDecoder().decode(UNNotificationRequest.self, from: json)
    #expect((request.trigger as? UNTimeIntervalNotificationTrigger)?.timeInterval == 60)
  }
}
