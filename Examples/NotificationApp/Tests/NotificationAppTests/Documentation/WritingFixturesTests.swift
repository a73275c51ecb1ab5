import FacsimileTesting
import Foundation
import Testing

// Docs/Fixtures.md, "Writing fixtures": each row of the table, checked. A model value with more
// than one form, and the JSON that makes each.

@Suite struct WritingFixturesTests {
  func sound(_ json: String) throws -> UNNotificationSound? {
    try UNNotificationContent.fabricate(json: Data(#"{"sound": \#(json)}"#.utf8)).sound
  }

  @Test func sounds() throws {
    #expect(try sound(#""default""#) == .default)
    #expect(try sound("{}") == .default)
    #expect(try sound(#""chime.caf""#) == UNNotificationSound(named: UNNotificationSoundName("chime.caf")))
    #expect(try sound(#"{"toneFileName": "default"}"#) == UNNotificationSound(named: UNNotificationSoundName("default")))
    #expect(try sound(#"{"critical": true}"#) == .defaultCritical)
    #expect(try sound(#"{"critical": true, "audioVolume": 0.5}"#) == .defaultCriticalSound(withAudioVolume: 0.5))
    #expect(try sound(#"{"toneFileName": "alarm.caf", "critical": true, "audioVolume": 0.5}"#) == .criticalSoundNamed(UNNotificationSoundName("alarm.caf"), withAudioVolume: 0.5))
    #expect(try sound(#"{"ringtone": true}"#) == .defaultRingtone)
    #expect(try sound("null") == nil)
  }

  @Test func dates() throws {
    func date(_ json: String) throws -> Date {
      try UNNotification.fabricate(json: Data(#"{"date": \#(json)}"#.utf8)).date
    }
    let expected = Date(timeIntervalSince1970: 1_795_249_800)  // 2026-11-21T08:30:00Z
    #expect(try date(#""2026-11-21T08:30:00Z""#) == expected)
    #expect(try date(#""2026-11-21T09:30:00+01:00""#) == expected)
    #expect(try date("1795249800") == expected)
    #expect(try date(#""2026-11-21T08:30:00.250Z""#) == expected.addingTimeInterval(0.25))
    #expect(try date(#""2026-11-21""#) == Date(timeIntervalSince1970: 1_795_219_200))
  }

  @Test func urlsAndAttachments() throws {
    let attachment = try UNNotificationAttachment.fabricate(
      json: Data(#"{"identifier": "cat", "URL": "file:///tmp/cat.png", "type": "public.png"}"#.utf8))
    #expect(attachment.url == URL(fileURLWithPath: "/tmp/cat.png"))
    #expect(attachment.type == "public.png")
    let content = try UNNotificationContent.fabricate(
      json: Data(#"{"attachments": [{"identifier": "cat", "URL": "file:///tmp/cat.png"}]}"#.utf8))
    #expect(content.attachments.map(\.identifier) == ["cat"])
  }

  @Test func enumsAndOptions() throws {
    for json in [#""timeSensitive""#, "2"] {
      let content = try UNNotificationContent.fabricate(
        json: Data(#"{"interruptionLevel": \#(json)}"#.utf8))
      #expect(content.interruptionLevel == .timeSensitive)
    }
    let category = try UNNotificationCategory.fabricate(json: Data(#"{"options": 3}"#.utf8))
    #expect(category.options == [.customDismissAction, .allowInCarPlay])
  }
}
