import FacsimileCore
import Foundation
import Testing

/// An enum without raw values, as apps declare their states.
enum Mood: CaseIterable {
  case happy, sad, curious
}

/// One Swift cannot list the cases of.
enum Weather {
  case sunny, rainy
}

final class DiaryEntry: KeyedObject, KeyedProperties, NSSecureCoding {
  static var supportsSecureCoding: Bool { true }
  struct Keys: KeySet {
    let mood = Key(Mood.happy)
    let moods = Key<[Mood]>([])
    static let layout = KeyLayout<Keys>()
  }
  let storage = Keys.storage()

  override init() { super.init() }

  required init?(coder: NSCoder) {
    super.init()
    guard KeyedCoder.decodeKeys(of: self, from: coder) else { return nil }
  }

  override class var keyTable: KeyTable { table }
  private static let table = KeyTable(\DiaryEntry.storage) { DiaryEntry() }
}

final class WeatherLog: KeyedObject, KeyedProperties {
  struct Keys: KeySet {
    let weather = Key(Weather.sunny)
    static let layout = KeyLayout<Keys>()
  }
  let storage = Keys.storage()

  override class var keyTable: KeyTable { table }
  private static let table = KeyTable(\WeatherLog.storage) { WeatherLog() }
}

/// A key of an enum without raw values is written by its case's name, and read back by it
/// wherever Swift can list the cases (`CaseIterable`): fixtures, JSON, archives and copies.
@Suite struct EnumKeyTests {
  @Test func aCaseIterableEnumRoundTripsByItsCaseNames() throws {
    let entry = try InstanceHelper.create(
      DiaryEntry.self, properties: ["mood": Mood.sad, "moods": [Mood.curious, Mood.happy]])
    #expect(entry.fixture()["mood"] == "sad")
    #expect(entry.fixture()["moods"] == ["curious", "happy"])

    let fromFixture = try DiaryEntry.fabricate(from: entry.fixture())
    #expect(fromFixture.mood == .sad && fromFixture.moods == [.curious, .happy])
    let fromJSON = try DiaryEntry.fabricate(json: entry.fixture().jsonData())
    #expect(fromJSON.mood == .sad && fromJSON.moods == [.curious, .happy])
    let archive = try NSKeyedArchiver.archivedData(
      withRootObject: entry, requiringSecureCoding: true)
    let unarchived = try #require(
      try NSKeyedUnarchiver.unarchivedObject(ofClass: DiaryEntry.self, from: archive))
    #expect(unarchived.mood == .sad && unarchived.moods == [.curious, .happy])
    let copy = try #require(entry.copy() as? DiaryEntry)
    #expect(copy.mood == .sad)
    #expect(copy.isEqual(entry) && unarchived.isEqual(entry) && fromJSON.isEqual(entry))
  }

  @Test func aCaseNameThatIsNoCaseIsRefusedWithTheCases() {
    let error = #expect(throws: FacsimileError.self) {
      try DiaryEntry.fabricate(from: ["mood": "glad"])
    }
    #expect(error?.kind == .invalidValue)
    #expect(error?.description.contains(#"one of "happy", "sad", "curious""#) == true)
  }

  @Test func anEnumSwiftCannotListSaysHowToNameItsCases() throws {
    let log = WeatherLog()
    try log.setValue(Weather.rainy, forKey: "weather")
    #expect(log.fixture()["weather"] == "rainy")
    #expect((log.copy() as? WeatherLog)?.weather == .rainy)
    let error = #expect(throws: FacsimileError.self) {
      try WeatherLog.fabricate(from: log.fixture())
    }
    #expect(
      error?.description.contains(
        "a fixture names a value of Weather only if Weather is CaseIterable") == true)
  }
}
