import FacsimileCore
import Foundation
import Testing

/// A type of an app's, with a setter per key, as a user writes one.
final class Reading: KeyedObject {
  struct Keys: KeySet {
    let value = Key(0.0)
    let ratio = Key<Float>(1)
    let takenAt = Key(Date(timeIntervalSince1970: 0))
    let count = Key<NSNumber?>(nil)
    static let layout = KeyLayout<Keys>()
  }
  let storage = Keys.storage()

  var value: Double {
    get { storage.value }
    set { storage.set(\.value, newValue, on: self) }
  }
  var ratio: Float {
    get { storage.ratio }
    set { storage.set(\.ratio, newValue, on: self) }
  }
  var takenAt: Date {
    get { storage.takenAt }
    set { storage.set(\.takenAt, newValue, on: self) }
  }
  var count: NSNumber? {
    get { storage.count }
    set { storage.set(\.count, newValue, on: self) }
  }

  override class var keyTable: KeyTable { table }
  private static let table = KeyTable(\Reading.storage) { Reading() }
}

/// Non-finite numbers and dates a calendar cannot show, through every door: a `Double` (or
/// `Float`) key takes NaN and the infinities everywhere, as a Swift property and Apple's
/// key-value coding do, and every form an object is written in carries them back; a `Date` key
/// refuses what no calendar shows everywhere, and so does an `NSNumber` key a non-finite number,
/// the setter leaving the key as it was.
@Suite struct NonFiniteTests {
  static let nonFinite: [Double] = [.nan, .infinity, -.infinity]

  private func same(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }

  @Test(arguments: nonFinite)
  func aDoubleKeyTakesANonFiniteNumberThroughEveryDoor(_ number: Double) throws {
    let bySetter = Reading()
    bySetter.value = number
    bySetter.ratio = Float(number)
    #expect(same(bySetter.value, number) && same(Double(bySetter.ratio), number))

    let byKey = Reading()
    try byKey.setValue(number, forKey: "value")
    try byKey.setValue(NSNumber(value: number), forKey: "ratio")
    #expect(same(byKey.value, number) && same(Double(byKey.ratio), number))

    let made = try InstanceHelper.create(Reading.self, properties: ["value": number])
    #expect(same(made.value, number))
    let coded = try #require(KeyedCoderReading(coder: KeyedCoder(["value": number])))
    #expect(same(coded.value, number))
  }

  @Test(arguments: nonFinite)
  func aNonFiniteDoubleReadsBackFromEveryFormOfTheObject(_ number: Double) throws {
    let reading = Reading()
    reading.value = number
    reading.ratio = Float(number)

    let fromFixture = try Reading.fabricate(from: reading.fixture())
    #expect(same(fromFixture.value, number) && same(Double(fromFixture.ratio), number))
    let json = reading.fixture().jsonData()
    let fromJSON = try Reading.fabricate(json: json)
    #expect(same(fromJSON.value, number) && same(Double(fromJSON.ratio), number))
    let fromFixtureFile = try Reading.fabricate(from: Fixture(json: json))
    #expect(same(fromFixtureFile.value, number))
    let encoded = try JSONEncoder().encode(reading)
    #expect(same(try Reading.fabricate(json: encoded).value, number))

    let copy = try #require(reading.copy() as? Reading)
    #expect(same(copy.value, number))
    let archive = try NSKeyedArchiver.archivedData(
      withRootObject: KeyedCoderReading.from(reading), requiringSecureCoding: false)
    let unarchived = try #require(
      try NSKeyedUnarchiver.unarchivedObject(ofClass: KeyedCoderReading.self, from: archive))
    #expect(same(unarchived.value, number))
  }

  @Test func theJSONSpellingsOfNonFiniteNumbersAreTakenByDoubleKeysAlone() throws {
    let json = Data(#"{"value": "NaN", "ratio": "-Infinity"}"#.utf8)
    let reading = try Reading.fabricate(json: json)
    #expect(reading.value.isNaN && reading.ratio == -.infinity)
    #expect(try Reading.fabricate(from: ["value": "+Infinity"]).value == .infinity)
    #expect(throws: FacsimileError.self) { try Reading.fabricate(from: ["value": "nan"]) }
    #expect(throws: FacsimileError.self) { try Reading.fabricate(from: ["value": "0.5"]) }
  }

  /// Seconds since 2001 of dates no calendar shows (as arguments: Foundation traps describing a
  /// NaN `Date`, which Swift Testing does with a `Date` argument).
  static let datesNoCalendarShows: [Double] = [.nan, .infinity, 1e16, -1e13]

  @Test(arguments: datesNoCalendarShows)
  func aDateNoCalendarShowsIsRefusedByEveryDoor(_ seconds: Double) {
    let date = Date(timeIntervalSinceReferenceDate: seconds)
    let reading = Reading()
    #expect(throws: FacsimileError.self) { try reading.setValue(date, forKey: "takenAt") }
    #expect(throws: FacsimileError.self) {
      try InstanceHelper.create(Reading.self, properties: ["takenAt": date])
    }
    // Compared as seconds: Foundation traps describing a NaN `Date` in a failure message.
    #expect(reading.takenAt.timeIntervalSince1970 == 0)
  }

  @Test(arguments: nonFinite)
  func anNSNumberKeyRefusesANonFiniteNumberAtEveryDoor(_ number: Double) {
    #expect(throws: FacsimileError.self) {
      try Reading().setValue(NSNumber(value: number), forKey: "count")
    }
    #expect(throws: FacsimileError.self) {
      try InstanceHelper.create(Reading.self, properties: ["count": number])
    }
  }

  @Test func aSetterLeavesTheKeyAsItWasAndSaysSoOnce() async {
    // In a child process, whose standard error is read: a setter cannot throw, so it writes one
    // line for each value it refuses.
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      let reading = Reading()
      reading.takenAt = Date(timeIntervalSince1970: 86_400)
      reading.count = 3
      for seconds in NonFiniteTests.datesNoCalendarShows {
        reading.takenAt = Date(timeIntervalSinceReferenceDate: seconds)
      }
      for number in NonFiniteTests.nonFinite { reading.count = NSNumber(value: number) }
      guard reading.takenAt.timeIntervalSince1970 == 86_400, reading.count == 3 else { exit(1) }
    }
    let lines = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      .split(separator: "\n")
    #expect(lines.count == 7)
    #expect(
      lines.filter { $0.hasPrefix("Facsimile: not set: Reading.takenAt: expected") }.count == 4)
    #expect(
      lines.filter { $0.hasPrefix("Facsimile: not set: Reading.count: expected a finite") }.count
        == 3)
  }
}

/// ``Reading`` with `init?(coder:)`, as a type of yours that adopts `NSCoding` declares it.
final class KeyedCoderReading: KeyedObject, NSSecureCoding {
  static var supportsSecureCoding: Bool { true }
  struct Keys: KeySet {
    let value = Key(0.0)
    static let layout = KeyLayout<Keys>()
  }
  let storage = Keys.storage()
  var value: Double { storage.value }

  override init() { super.init() }

  required init?(coder: NSCoder) {
    super.init()
    guard KeyedCoder.decodeKeys(of: self, from: coder) else { return nil }
  }

  static func from(_ reading: Reading) throws -> KeyedCoderReading {
    try InstanceHelper.create(KeyedCoderReading.self, properties: ["value": reading.value])
  }

  override class var keyTable: KeyTable { table }
  private static let table = KeyTable(\KeyedCoderReading.storage) { KeyedCoderReading() }
}
