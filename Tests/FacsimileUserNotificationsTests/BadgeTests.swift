import FacsimileCore
import FacsimileUserNotifications
import Foundation
import Testing

/// `badge` is an `NSNumber?`: a number, never a Boolean.
@Suite struct BadgeTests {
  @Test func aBooleanBadgeIsRefusedInKeyedFixtures() throws {
    for value: Any in [true, NSNumber(value: true)] {
      let error = try #require(throws: FacsimileError.self) {
        try InstanceHelper.create(UNMutableNotificationContent.self, properties: ["badge": value])
      }
      #expect(error.kind == .typeMismatch)
      #expect(
        error.description
          == "UNMutableNotificationContent.badge: expected NSNumber, found Bool true"
      )
    }
  }

  @Test func aBooleanBadgeIsRefusedInJSONFixtures() throws {
    let document = try JSONFixture(data: Data(#"{"badge": true}"#.utf8))
    let error = try #require(throws: FacsimileError.self) {
      try document.fabricate(UNMutableNotificationContent.self)
    }
    #expect(error.kind == .typeMismatch)
    #expect(error.description.contains("badge: expected NSNumber, found Bool true"))
  }

  @Test func aNumberBadgeIsAccepted() throws {
    let content = try InstanceHelper.create(
      UNMutableNotificationContent.self, properties: ["badge": 3])
    #expect(content.badge == 3)
    let fromJSON = try JSONFixture(data: Data(#"{"badge": 4}"#.utf8))
      .fabricate(UNMutableNotificationContent.self)
    #expect(fromJSON.badge == 4)
  }
}
