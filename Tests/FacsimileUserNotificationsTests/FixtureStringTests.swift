import FacsimileCore
import FacsimileUserNotifications
import Foundation
import Testing

/// Strings a user writes in fixtures: APNs sound names and the enum names `facsimile show` prints.
@Suite struct FixtureStringTests {
  private func content(_ properties: [String: Any]) throws -> UNMutableNotificationContent {
    try InstanceHelper.create(UNMutableNotificationContent.self, properties: properties)
  }

  @Test func soundDefaultIsTheDefaultSound() throws {
    #expect(try content(["sound": "default"]).sound == .default)
    let fromJSON = try JSONFixture(data: Data(#"{"sound": "default"}"#.utf8))
      .fabricate(UNMutableNotificationContent.self)
    #expect(fromJSON.sound == .default)
  }

  @Test func aSoundStringIsASoundFileName() throws {
    let sound = try content(["sound": "chime.caf"]).sound
    #expect(sound == UNNotificationSound(named: UNNotificationSoundName(rawValue: "chime.caf")))
    // What was accepted before still is.
    #expect(
      try content(["sound": ["toneFileName": "a.caf"]]).sound?.value(forKey: "toneFileName")
        as? String == "a.caf")
    #expect(try content(["sound": UNNotificationSound.defaultCritical]).sound == .defaultCritical)
  }

  @Test(arguments: [
    ("passive", UNNotificationInterruptionLevel.passive), ("active", .active),
    ("timeSensitive", .timeSensitive), ("time-sensitive", .timeSensitive),
    ("critical", .critical),
  ])
  func interruptionLevelTakesItsNames(name: String, level: UNNotificationInterruptionLevel) throws {
    #expect(try content(["interruptionLevel": name]).interruptionLevel == level)
    let fromJSON = try JSONFixture(data: Data(#"{"interruptionLevel": "\#(name)"}"#.utf8))
      .fabricate(UNMutableNotificationContent.self)
    #expect(fromJSON.interruptionLevel == level)
  }

  @Test func interruptionLevelKeepsRawValues() throws {
    #expect(try content(["interruptionLevel": 2]).interruptionLevel == .timeSensitive)
  }

  @Test(arguments: ["activ", 7] as [any Sendable])
  func aWrongInterruptionLevelListsNamesAndRawValues(value: any Sendable) throws {
    let error = try #require(throws: FacsimileError.self) {
      try content(["interruptionLevel": value])
    }
    #expect(error.kind == .invalidValue)
    #expect(
      error.description.contains(
        #"expected UNNotificationInterruptionLevel (one of "passive", "active", "timeSensitive", "time-sensitive", "critical", 0, 1, 2, 3)"#
      ))
  }

  @Test func aMisspeltNameSuggestsTheNearest() throws {
    let error = try #require(throws: FacsimileError.self) {
      try content(["interruptionLevel": "activ"])
    }
    #expect(error.description.contains(#"did you mean "active"?"#))
  }

  @Test func otherEnumsTakeTheirNamesToo() throws {
    let settings = try InstanceHelper.create(
      UNNotificationSettings.self,
      properties: [
        "authorizationStatus": "provisional", "alertStyle": "banner",
        "showPreviewsSetting": "whenAuthenticated", "soundSetting": "enabled",
      ])
    #expect(settings.authorizationStatus == .provisional)
    #expect(settings.alertStyle == .banner)
    #expect(settings.showPreviewsSetting == .whenAuthenticated)
    #expect(settings.soundSetting == .enabled)
  }

  @Test func theFixtureOfNamedValuesFabricatesBackEqual() throws {
    let made = try content([
      "interruptionLevel": "timeSensitive", "sound": "default", "title": "T",
    ])
    let again = try UNMutableNotificationContent.fabricate(from: made.fixture())
    #expect(again == made)
  }

  @Test func theSchemaListsNamesAndRawValues() throws {
    let schema = FixtureSchema.jsonSchema(for: UNMutableNotificationContent.self).description
      .filter { !$0.isWhitespace }
    #expect(
      schema.contains(
        #""enum":["passive","active","timeSensitive","time-sensitive","critical",0,1,2,3]"#))
    #expect(schema.contains(##"{"$ref":"#/$defs/UNNotificationSound"},{"type":"string"}"##))
  }
}
