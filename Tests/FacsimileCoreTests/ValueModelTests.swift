import Foundation
import Testing

@testable import FacsimileCore

/// The one value model: a value is told apart once, as an ``Input``, and coercion, the fixture
/// decoder, fixtures, equality, archiving and descriptions all read that answer, so a value and
/// the Foundation object it bridges to behave alike everywhere.
@Suite struct ValueModelTests {
  /// The shape a value is told apart as, by the case's name.
  private static func shape(_ value: Any) -> String {
    switch Input(value) {
    case .null: "null"
    case .boolean: "boolean"
    case .integer: "integer"
    case .wideInteger: "wideInteger"
    case .floatingPoint: "floatingPoint"
    case .decimal: "decimal"
    case .string: "string"
    case .date: "date"
    case .data: "data"
    case .url: "url"
    case .uuid: "uuid"
    case .dictionary: "dictionary"
    case .hashableDictionary: "hashableDictionary"
    case .array: "array"
    case .set: "set"
    case .object: "object"
    case .other: "other"
    }
  }

  private enum Level: Int { case low = 1 }

  static let url = URL(fileURLWithPath: "/tmp/a.png")
  static let uuid = UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16))
  static let date = Date(timeIntervalSince1970: 1_700_000_000)

  /// Each value, with the shape it must be told apart as. A computed list: values held as
  /// `Any` are not `Sendable`, so the tests take the labels and look their values up here.
  static var shapes: [(label: String, value: Any, shape: String)] {
    [
      ("NSNull", NSNull(), "null"),
      ("Int? nil", Int?.none as Any, "null"),
      ("Bool", true, "boolean"),
      ("NSNumber(true)", NSNumber(value: true), "boolean"),
      ("Int", 3, "integer"),
      ("Int8", Int8(3), "integer"),
      ("NSNumber(3)", NSNumber(value: 3), "integer"),
      ("UInt64.max", UInt64.max, "wideInteger"),
      ("NSNumber(UInt64.max)", NSNumber(value: UInt64.max), "wideInteger"),
      ("Double", 1.5, "floatingPoint"),
      ("Float", Float(1.5), "floatingPoint"),
      ("NSNumber(1.5)", NSNumber(value: 1.5), "floatingPoint"),
      ("Decimal", Decimal(sign: .plus, exponent: -2, significand: 125), "decimal"),
      ("String", "a", "string"),
      ("NSString", NSString(string: "a"), "string"),
      ("Substring", "abc".dropFirst(), "string"),
      ("Date", date, "date"),
      ("NSDate", NSDate(timeIntervalSince1970: 1_700_000_000), "date"),
      ("Data", Data([1, 2]), "data"),
      ("NSData", NSData(data: Data([1, 2])), "data"),
      ("URL", url, "url"),
      ("NSURL", NSURL(fileURLWithPath: "/tmp/a.png"), "url"),
      ("UUID", uuid, "uuid"),
      ("NSUUID", NSUUID(uuidString: uuid.uuidString) ?? NSUUID(), "uuid"),
      ("[String: Int]", ["a": 1], "dictionary"),
      ("NSDictionary", NSDictionary(dictionary: ["a": 1]), "dictionary"),
      ("[AnyHashable: Any] with an Int key", [1: "a"] as [AnyHashable: Any], "hashableDictionary"),
      ("[Int]", [1, 2], "array"),
      ("NSArray", NSArray(array: [1, 2]), "array"),
      ("Set<Int>", Set([1, 2]), "set"),
      ("a model", Part(), "object"),
      ("an Optional<Any> boxed in Any", Optional<Any>.some("x") as Any, "string"),
      ("an enum", Level.low, "other"),
      ("a metatype", Int.self, "other"),
    ]
  }

  @Test(arguments: shapes.map(\.label))
  func everyShapeIsToldApartAsItsCase(_ label: String) throws {
    let row = try #require(Self.shapes.first { $0.label == label })
    #expect(Self.shape(row.value) == row.shape)
  }

  /// A Foundation object and the value it bridges to: the same shape, so every reader agrees.
  static var bridged: [(label: String, object: Any, value: Any)] {
    [
      ("NSString", NSString(string: "a"), "a"),
      ("NSNumber", NSNumber(value: 3), 3),
      ("NSDate", NSDate(timeIntervalSince1970: 1_700_000_000), date),
      ("NSData", NSData(data: Data([1, 2])), Data([1, 2])),
      ("NSURL", NSURL(fileURLWithPath: "/tmp/a.png"), url),
      ("NSUUID", NSUUID(uuidString: uuid.uuidString) ?? NSUUID(), uuid),
      ("NSArray", NSArray(array: [1, "b"]), [1, "b"] as [Any]),
      ("NSDictionary", NSDictionary(dictionary: ["a": 1]), ["a": 1] as [String: Any]),
    ]
  }

  @Test(arguments: bridged.map(\.label))
  func aFoundationObjectReadsAsTheValueItBridgesTo(_ label: String) throws {
    let row = try #require(Self.bridged.first { $0.label == label })
    let (object, value) = (row.object, row.value)
    #expect(valuesEqual(object, value), "\(label): equality")
    #expect(valuesEqual(value, object), "\(label): equality, the other way")
    #expect(FixtureConversion.value(object) == FixtureConversion.value(value), "\(label): fixture")
    let objectDescription = describe(object)
    #expect(!objectDescription.isEmpty)
    if !FoundationCollection.contains(object), !(object is NSNumber) {
      #expect(objectDescription == describe(value), "\(label): description")
    }
  }

  @Test func aBooleanIsNeverANumberInAnyReader() throws {
    let yes = NSNumber(value: true)
    #expect(!valuesEqual(yes, 1))
    #expect(valuesEqual(yes, true))
    #expect(describe(yes) == "Bool true")
    #expect(FixtureConversion.value(yes) == .bool(true))
    #expect(throws: FacsimileError.self) {
      try InstanceHelper.create(Gadget.self, properties: ["int": yes])
    }
    guard case .bool(true) = DecodedValue(yes) else {
      Issue.record("the fixture decoder reads \(DecodedValue(yes)), not a Boolean")
      return
    }
  }

  @Test func aSetComparesWithoutOrderAndDescribesAsASet() {
    #expect(valuesEqual(Set([1, 2, 3]), Set([3, 1, 2])))
    #expect(!valuesEqual(Set([1, 2]), Set([1, 3])))
    #expect(describe(Set(["a", "b"])) == "a set of 2 elements")
    #expect(FixtureConversion.value(Set([2, 1])) == .array([.integer(1), .integer(2)]))
  }

  @Test func aValueBoxedTwiceIsSeenInsideByEveryReader() throws {
    let boxed = Optional<Any>.some("phone") as Any
    #expect(describe(boxed) == #"String "phone""#)
    #expect(FixtureConversion.value(boxed) == .string("phone"))
    #expect(valuesEqual(boxed, "phone"))
    let gadget = try InstanceHelper.create(Gadget.self, properties: ["name": boxed])
    #expect(gadget.name == "phone")
  }

  @Test func aFoundationDateCoercesDescribesAndDecodesAsADate() throws {
    let object = NSDate(timeIntervalSince1970: 1_700_000_000)
    let gadget = try InstanceHelper.create(
      Gadget.self, properties: ["date": object, "attributes": ["when": object]])
    #expect(gadget.date == Self.date)
    #expect(valuesEqual(gadget.attributes, ["when": Self.date]))
    #expect(describe(object) == describe(Self.date))
    guard case .date(Self.date) = DecodedValue(object) else {
      Issue.record("the fixture decoder reads \(DecodedValue(object)), not the date")
      return
    }
  }
}
