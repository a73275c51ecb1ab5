import Facsimile
import Foundation
import Testing

/// A saved object fabricates back equal: through `fixture()`, through JSON text, and through
/// `JSONEncoder`; where that cannot hold, the value was refused when it was set.
@Suite struct RoundTripTests {
  static let dates: [Date] = [
    Date(timeIntervalSince1970: 0),
    Date(timeIntervalSince1970: 1_763_713_800.125),  // milliseconds
    Date(timeIntervalSince1970: 1_763_713_800.123_456),  // finer than milliseconds
    Date(timeIntervalSince1970: 0.1),  // not a whole number of microseconds in binary
    Date(timeIntervalSince1970: -62_135_596_800 - 86_400),  // the day before 0001-01-01
    Date.distantPast, Date.distantFuture,
    Date(timeIntervalSince1970: 1e13),  // beyond year 9999
    Date(timeIntervalSince1970: -2e11),  // before year 0001
    Date(timeIntervalSinceReferenceDate: -211_845_067_200),  // the first a calendar can show
    Date(timeIntervalSinceReferenceDate: 15_927_175_497_600),  // the last
  ]

  @Test(arguments: dates)
  func aDateSavedAsJSONReadsBackAsTheSameDate(_ date: Date) throws {
    let node = try InstanceHelper.create(Node.self, properties: ["date": date])
    let json = node.fixture().jsonData()
    let again = try Node.fabricate(from: Fixture(json: json))
    #expect(again.date == date, "\(String(decoding: json, as: UTF8.self))")
    #expect(try Node.fabricate(from: node.fixture()).date == date)
  }

  @Test(arguments: dates)
  func aDateSavedWithJSONEncoderReadsBackAsTheSameDate(_ date: Date) throws {
    let node = try InstanceHelper.create(Node.self, properties: ["date": date])
    let json = try JSONEncoder().encode(node)
    #expect(try JSONDecoder().decode(Fabricated<Node>.self, from: json).object.date == date)
  }

  @Test func aDateWithMillisecondsIsWrittenAsISO8601() throws {
    let node = try InstanceHelper.create(
      Node.self, properties: ["date": Date(timeIntervalSince1970: 1_763_713_800.125)])
    let text = String(decoding: node.fixture().jsonData(), as: UTF8.self)
    #expect(
      text.contains(#""date" : "2025-11-21T08:30:00.125Z""#)
        || text.contains(#""date": "2025-11-21T08:30:00.125Z""#))
  }

  @Test(arguments: [
    "2024-02-29", "2026-11-21T08:30:00Z", "2026-11-21T08:30:00.5+01:00", "0001-01-01T00:00:00Z",
    "9999-12-31T23:59:59.999Z",
  ])
  func realDatesAreRead(_ text: String) throws {
    let node = try InstanceHelper.create(Node.self, properties: ["date": text])
    #expect(node.date.timeIntervalSince1970.isFinite)
  }

  @Test func anOffsetIsHonoured() throws {
    let utc = try InstanceHelper.create(Node.self, properties: ["date": "2026-11-21T08:30:00Z"])
    let paris = try InstanceHelper.create(
      Node.self, properties: ["date": "2026-11-21T09:30:00+01:00"])
    #expect(utc.date == paris.date)
  }

  @Test func aNaNDateInUserInfoSetBehindTheEngineDescribesWithoutTrapping() throws {
    // The public setter does not throw, so it cannot refuse; describing and saving must not trap.
    let content = UNMutableNotificationContent()
    content.userInfo = ["when": Date(timeIntervalSince1970: .nan)]
    #expect(!content.description.isEmpty)
    #expect(!content.fixture().jsonData().isEmpty)
  }

  @Test(arguments: [1e300, -1e300, 1e20, 15_927_175_497_601])
  func aDateNoCalendarCanShowInUserInfoIsDescribedSavedAndArchived(_ seconds: Double) throws {
    // The public setter does not throw, so it cannot refuse the date; every walk that formats
    // it must write a readable value (its seconds), never trap converting it to days.
    let content = UNMutableNotificationContent()
    let date = Date(timeIntervalSinceReferenceDate: seconds)
    content.userInfo = ["when": date]
    let seconds = "\(date.timeIntervalSince1970)"
    let shown = seconds + " seconds since 1970"
    #expect(content.description.contains(#""when":"# + seconds))  // the one line is JSON-like
    #expect(content.debugDescription.contains(shown))
    #expect(content.treeDescription.contains(shown))
    #expect(String(decoding: content.fixture().jsonData(), as: UTF8.self).contains(seconds))
    #expect(!(try JSONEncoder().encode(content)).isEmpty)
    let archived = try NSKeyedArchiver.archivedData(
      withRootObject: content, requiringSecureCoding: true)
    let again = try NSKeyedUnarchiver.unarchivedObject(
      ofClass: UNMutableNotificationContent.self, from: archived)
    #expect(again?.userInfo["when"] as? Date == date)
    let blank = UNMutableNotificationContent()
    #expect(
      content.fixture().differences(from: blank.fixture()).description.contains(shown))
  }

  @Test func datesAreAcceptedUpToTheBoundsACalendarCanShowAndRefusedPastThem() throws {
    let first = Date(timeIntervalSinceReferenceDate: -211_845_067_200)
    let last = Date(timeIntervalSinceReferenceDate: 15_927_175_497_600)
    #expect(try InstanceHelper.create(Node.self, properties: ["date": first]).date == first)
    #expect(try InstanceHelper.create(Node.self, properties: ["date": last]).date == last)
    for past in [first.addingTimeInterval(-0.001), last.addingTimeInterval(0.001)] {
      #expect {
        _ = try InstanceHelper.create(Node.self, properties: ["date": past])
      } throws: { error in
        "\(error)".contains(
          "Node.date: expected a Date from -4713-11-24T12:00:00Z to 506713-02-07T00:00:00Z")
      }
    }
  }

  @Test func aStubCoderThatAnswersANaNDateGivesABlankDate() throws {
    final class NaNArchiver: NSCoder {
      override func decodeObject(forKey key: String) -> Any? {
        key == "date" ? Date(timeIntervalSince1970: .nan) : nil
      }
    }
    let notification = try #require(UNNotification(coder: NaNArchiver()))
    #expect(notification.date == Date(timeIntervalSince1970: 0))
    #expect(!notification.description.isEmpty)
  }
}

/// Numbers compare exactly: an integer above 2^53 never equals its neighbour through a `Double`.
@Suite struct LargeIntegerEqualityTests {
  static let big: Int = 9_007_199_254_740_993  // 2^53 + 1

  @Test func fixturesTellNeighboursApart() {
    let integer: Fixture = ["n": .integer(Self.big)]
    let double: Fixture = ["n": .double(9_007_199_254_740_992)]
    #expect(integer != double)
    #expect(integer == ["n": .integer(Self.big)])
    #expect(["n": .integer(3)] == ["n": .double(3)] as Fixture)
  }

  @Test func objectsTellNeighboursApart() throws {
    let big = try InstanceHelper.create(Node.self, properties: ["count": Self.big])
    let neighbour = try InstanceHelper.create(Node.self, properties: ["count": Self.big - 1])
    #expect(!big.isEqual(neighbour))
    #expect(big.isEqual(try InstanceHelper.create(Node.self, properties: ["count": Self.big])))
  }

  @Test func nsNumbersInUserInfoTellNeighboursApart() throws {
    let integer = try InstanceHelper.create(
      Node.self, properties: ["info": ["n": NSNumber(value: Self.big)]])
    let double = try InstanceHelper.create(
      Node.self, properties: ["info": ["n": NSNumber(value: 9_007_199_254_740_992.0)]])
    #expect(!integer.isEqual(double))
  }
}

/// One rule for `"$type"` at every door: where the door chooses the class (`fabricate(from:)`,
/// `InstanceHelper.create`, a nested fixture), a registered subclass; where it cannot (a root
/// `init?(coder:)`), the class itself only, and a clear error for any other.
@Suite struct TypeKeyDoorTests {
  static var reply: [String: Any] {
    [
      "$type": "UNTextInputNotificationResponse", "userText": "On my way",
    ]
  }

  @Test func instanceHelperHonoursATopLevelType() throws {
    let response = try InstanceHelper.create(UNNotificationResponse.self, properties: Self.reply)
    #expect((response as? UNTextInputNotificationResponse)?.userText == "On my way")
    let same = try UNNotificationResponse.fabricate(
      from: Fixture(entries: [
        ("$type", "UNTextInputNotificationResponse"), ("userText", "On my way"),
      ]))
    #expect(response.isEqual(same))
  }

  @Test func aRootCoderAcceptsItsOwnTypeAndExplainsAnother() throws {
    let own = UNNotificationResponse(
      coder: KeyedCoder(["$type": "UNNotificationResponse", "actionIdentifier": "OPEN"]))
    #expect(own?.actionIdentifier == "OPEN")

    let coder = KeyedCoder(Self.reply)
    #expect(UNNotificationResponse(coder: coder) == nil)
    let error = try #require(coder.error as? FacsimileError)
    #expect(error.problems.map(\.kind) == [.unregisteredType])
    #expect(error.description.contains("use fabricate(from:) or InstanceHelper.create"))
  }
}

/// A model with a `Decimal` key, as a price in an app would be.
final class Price: KeyedObject {
  struct Keys: KeySet {
    let amount = Key<Decimal>(0)
    static let layout = KeyLayout<Keys>()
  }
  let storage = Keys.storage()
  var amount: Decimal { storage.amount }

  override class var keyTable: KeyTable { keys }
  private static let keys = KeyTable(\Price.storage) { Price() }
}

/// An order, decoded as a whole into one key.
struct Order: Decodable, Sendable, Equatable {
  let id: String
  let total: Decimal
}

/// A model with a `Decodable` key that holds a `Decimal`.
final class Receipt: KeyedObject {
  struct Keys: KeySet {
    let order = Key(Order(id: "", total: 0))
    static let layout = KeyLayout<Keys>()
  }
  let storage = Keys.storage()
  var order: Order { storage.order }

  override class var keyTable: KeyTable { keys }
  private static let keys = KeyTable(\Receipt.storage) { Receipt() }
}

@Suite struct DecimalTests {
  @Test func aJSONNumberIsTheDecimalItsDigitsSay() throws {
    let price = try Price.fabricate(from: Fixture(json: #"{"amount": 9.99}"#))
    #expect(price.amount == Decimal(string: "9.99"))
  }

  @Test func aDecimalSavesAndReadsBackEqual() throws {
    let price = try InstanceHelper.create(
      Price.self, properties: ["amount": Decimal(string: "1234.5678")!])
    let again = try Price.fabricate(from: Fixture(json: price.fixture().jsonData()))
    #expect(again.amount == price.amount)
    #expect(again.isEqual(price))
  }

  /// More digits than a `Double` holds: what `FixtureDecoder` keeps from the same bytes.
  static let manyDigits = "12345678901234567890.123"

  @Test func fabricatingFromJSONKeepsEveryDigitOfADecimal() throws {
    let json = Data(#"{"amount": \#(Self.manyDigits)}"#.utf8)
    struct Amount: Decodable { let amount: Decimal }
    let decoded = try FixtureDecoder().decode(Amount.self, from: json).amount
    #expect(decoded == Decimal(string: Self.manyDigits))
    #expect(try Price.fabricate(json: json).amount == decoded)
    let array = Data("[\(String(decoding: json, as: UTF8.self))]".utf8)
    #expect(try Price.fabricateArray(json: array).map(\.amount) == [decoded])
  }

  @Test func aDecimalInsideADecodableKeyKeepsEveryDigit() throws {
    let json = Data(#"{"order": {"id": "o-1", "total": \#(Self.manyDigits)}}"#.utf8)
    let made = try Receipt.fabricate(json: json)
    #expect(made.order.total == Decimal(string: Self.manyDigits))
  }

  @Test func aNumberADoubleHoldsIsStillADoubleWhereNothingSaysOtherwise() throws {
    let content = try UNNotificationContent.fabricate(
      json: Data(#"{"userInfo": {"short": 0.1, "shortest": 0.30000000000000004}}"#.utf8))
    #expect(content.userInfo["short"] as? Double == 0.1)
    #expect(content.userInfo["shortest"] as? Double == 0.1 + 0.2)
  }

  @Test func fixtureDecoderReadsWhatJSONDecoderReads() throws {
    struct Item: Decodable, Equatable { let price: Decimal }
    let json = #"{"price": 9.99}"#
    let fromJSONDecoder = try JSONDecoder().decode(Item.self, from: Data(json.utf8))
    let fromFixtureDecoder = try FixtureDecoder().decode(Item.self, from: Fixture(json: json))
    #expect(fromFixtureDecoder == fromJSONDecoder)
  }
}

/// NaN is equal to NaN in value equality, as `isEqual` of two `NSNumber(value: .nan)` is on
/// Apple platforms (`CFNumberCompare`: "If both numbers are NaN, then they compare equal"): a
/// fixture equals itself, and an object with NaN in its `userInfo` equals its copies and its
/// archive's round trip.
@Suite struct NaNEqualityTests {
  @Test func aFixtureWithNaNEqualsItself() {
    let fixture: Fixture = ["score": .double(.nan), "nested": ["values": [.double(.nan), 1]]]
    #expect(fixture == fixture)
    #expect(fixture.differences(from: fixture) == [])
    #expect(FixtureValue.double(.nan) == .double(.nan))
    #expect(fixture != ["score": .double(.nan), "nested": ["values": [.double(.nan), 2]]])
    #expect(FixtureValue.double(.nan) != .double(0))
  }

  @Test func aContentWithNaNInItsUserInfoEqualsItsCopiesAndItsArchive() throws {
    let content = UNMutableNotificationContent()
    content.userInfo = [
      "score": Double.nan, "scores": [Double.nan, 1.5], "n": NSNumber(value: Double.nan),
    ]
    let copy = try #require(content.mutableCopy() as? UNMutableNotificationContent)
    #expect(copy.isEqual(content))
    #expect(content.isEqual(content))
    let immutable = try #require(content.copy() as? UNNotificationContent)
    #expect(immutable.fixture() == content.fixture())
    let archive = try NSKeyedArchiver.archivedData(
      withRootObject: content, requiringSecureCoding: true)
    let again = try #require(
      try NSKeyedUnarchiver.unarchivedObject(
        ofClass: UNMutableNotificationContent.self, from: archive))
    #expect(again.isEqual(content))
    #expect(content.fixture() == again.fixture())
    let other = UNMutableNotificationContent()
    other.userInfo = ["score": 0.0, "scores": [Double.nan, 1.5], "n": NSNumber(value: Double.nan)]
    #expect(!other.isEqual(content))
  }
}
