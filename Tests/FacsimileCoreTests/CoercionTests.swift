import FacsimileCore
import Foundation
import Testing

/// Every coercion the engine performs, and the error text for each value it refuses.
@Suite struct CoercionTests {
  /// Sets `value` for `key` on a fresh gadget and returns it.
  private func gadget(_ key: String, _ value: Any?) throws -> Gadget {
    let gadget = try InstanceHelper.create(Gadget.self)
    try gadget.setValue(value, forKey: key)
    return gadget
  }

  /// The one-line description of the error thrown when setting `value` for `key`.
  private func failure(_ key: String, _ value: Any?) -> (kind: FacsimileError.Kind?, text: String) {
    do {
      _ = try gadget(key, value)
      return (nil, "no error")
    } catch let error as FacsimileError {
      return (error.kind, error.description)
    } catch {
      return (nil, "\(error)")
    }
  }

  @Test func exactTypesPassThrough() throws {
    let gadget = try InstanceHelper.create(
      Gadget.self,
      properties: ["name": "phone", "int": 42, "double": 1.5, "flag": true, "tags": ["a", "b"]])
    #expect(gadget.name == "phone")
    #expect(gadget.int == 42)
    #expect(gadget.double == 1.5)
    #expect(gadget.flag == true)
    #expect(gadget.tags == ["a", "b"])
  }

  @Test func aSwiftDecimalIsTakenAsAnNSDecimalNumberIs() throws {
    // Both are the same number to every numeric key: exactly where it fits, refused as any
    // number is where it does not.
    for (name, make) in [
      ("Decimal", { (text: String) -> Any in Decimal(string: text) ?? 0 }),
      ("NSDecimalNumber", { (text: String) -> Any in NSDecimalNumber(string: text) }),
    ] {
      #expect(try gadget("double", make("2.5")).double == 2.5, "\(name)")
      #expect(try gadget("float", make("0.25")).float == 0.25, "\(name)")
      #expect(try gadget("int", make("42")).int == 42, "\(name)")
      #expect(try gadget("int8", make("-128")).int8 == -128, "\(name)")
      #expect(
        try gadget("uint64", make("18446744073709551615")).uint64 == .max, "\(name)")
      #expect(try gadget("date", make("86400")).date == Date(timeIntervalSince1970: 86400))
      #expect(try gadget("number", make("7.5")).number?.doubleValue == 7.5, "\(name)")
      #expect(try gadget("level", make("2")).level == .high, "\(name)")

      let fraction = failure("int", make("3.5"))
      #expect(fraction.kind == .invalidValue, "\(name)")
      #expect(fraction.text.contains("expected Int (a whole number)"), "\(fraction.text)")
      #expect(failure("int8", make("300")).text.contains("Int8 (out of range)"), "\(name)")
      #expect(failure("uint64", make("-1")).text.contains("UInt64 (out of range)"), "\(name)")
      #expect(failure("name", make("1")).kind == .typeMismatch, "\(name)")
      #expect(failure("flag", make("1")).kind == .typeMismatch, "\(name)")
    }
    // Exactly: 2^53 + 1 is not rounded to a neighbour on its way to an integer.
    let pastDoubles = try #require(Decimal(string: "9007199254740993"))
    #expect(try gadget("uint64", pastDoubles).uint64 == 9_007_199_254_740_993)
  }

  @Test func aValueOfAnOptionalKeysTypeIsTakenAsItIsWhenItComesAsAnOptional() throws {
    // As a type's setter of an optional key hands it over.
    #expect(try gadget("level", Optional(Gadget.Level.high)).level == .high)
    #expect(try gadget("level", Optional<Gadget.Level>.none).level == nil)
    #expect(try gadget("kind", Optional(Gadget.Kind.watch)).kind == .watch)
  }

  @Test func integersConvertAcrossWidthsWhenLossless() throws {
    #expect(try gadget("int8", 100).int8 == 100)
    #expect(try gadget("int8", Int64(-128)).int8 == -128)
    #expect(try gadget("int", UInt8(7)).int == 7)
    #expect(try gadget("uint64", UInt64.max).uint64 == UInt64.max)
    #expect(try gadget("uint64", NSNumber(value: UInt64.max)).uint64 == UInt64.max)
  }

  @Test func integersOutOfRangeAreRefused() {
    let result = failure("int8", 300)
    #expect(result.kind == .invalidValue)
    #expect(result.text == "Gadget.int8: expected Int8 (out of range), found Int 300")
    #expect(
      failure("uint64", -1).text == "Gadget.uint64: expected UInt64 (out of range), found Int -1")
  }

  @Test func doublesBecomeIntegersOnlyWhenIntegral() throws {
    #expect(try gadget("int", 3.0).int == 3)
    #expect(try gadget("int", NSNumber(value: 4.0)).int == 4)
    let result = failure("int", 1.5)
    #expect(result.kind == .invalidValue)
    #expect(result.text == "Gadget.int: expected Int (a whole number), found Double 1.5")
    #expect(
      failure("int", Double.nan).text
        == "Gadget.int: expected Int (a whole number), found Double nan")
  }

  @Test func numbersFromJSONSerializationConvert() throws {
    let json = Data(#"{"int": 7, "double": 2.5, "float": 0.25, "flag": true, "number": 9}"#.utf8)
    let properties = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    let gadget = try InstanceHelper.create(Gadget.self, properties: properties)
    #expect(gadget.int == 7)
    #expect(gadget.double == 2.5)
    #expect(gadget.float == 0.25)
    #expect(gadget.flag == true)
    #expect(gadget.number == 9)
  }

  @Test func booleansNeverBecomeNumbersOrTheReverse() throws {
    let json = Data(#"{"yes": true, "one": 1}"#.utf8)
    let parsed = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    #expect(failure("int", parsed["yes"]).text == "Gadget.int: expected Int, found Bool true")
    #expect(failure("flag", parsed["one"]).text == "Gadget.flag: expected Bool, found Number 1")
    #expect(failure("int", true).text == "Gadget.int: expected Int, found Bool true")
    #expect(failure("flag", 1).text == "Gadget.flag: expected Bool, found Int 1")
    #expect(failure("double", false).kind == .typeMismatch)
    #expect(try gadget("flag", parsed["yes"]).flag == true)
  }

  @Test func numbersBecomeNSNumber() throws {
    #expect(try gadget("number", 3).number == NSNumber(value: 3))
    // An `Int` is made into its `NSNumber` directly, not bridged: the same number, not a Double.
    #expect(try gadget("number", Int.min).number == NSNumber(value: Int.min))
    #expect(try gadget("number", Int.max).number?.isEqual(to: NSNumber(value: Int.max)) == true)
    #expect(try InstanceHelper.create(Gadget.self, properties: ["number": 7]).number == 7)
    #expect(try gadget("number", 2.5).number == NSNumber(value: 2.5))
    #expect(try gadget("number", nil).number == nil)
    #expect(failure("number", "3").text == #"Gadget.number: expected NSNumber, found String "3""#)
  }

  @Test func aBooleanNeverBecomesAnNSNumber() throws {
    let json = Data(#"{"yes": true}"#.utf8)
    let parsed = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    #expect(failure("number", true).text == "Gadget.number: expected NSNumber, found Bool true")
    #expect(failure("number", true).kind == .typeMismatch)
    #expect(
      failure("number", parsed["yes"]).text == "Gadget.number: expected NSNumber, found Bool true")
    #expect(
      failure("number", NSNumber(value: false)).text
        == "Gadget.number: expected NSNumber, found Bool false")
    #expect(try gadget("number", NSNumber(value: 1)).number == 1)
  }

  @Test func floatingPointAcceptsIntegersAndDoubles() throws {
    #expect(try gadget("double", 2).double == 2)
    #expect(try gadget("float", 0.5).float == 0.5)
    #expect(try gadget("double", Float(0.25)).double == 0.25)
    #expect(failure("double", "2").text == #"Gadget.double: expected Double, found String "2""#)
  }

  @Test func stringsBecomeURLsUUIDsAndData() throws {
    #expect(try gadget("url", "https://example.com/a").url == URL(string: "https://example.com/a"))
    let id = UUID()
    #expect(try gadget("uuid", id.uuidString).uuid == id)
    #expect(try gadget("data", "aGk=").data == Data("hi".utf8))
    #expect(failure("url", "").text == #"Gadget.url: expected URL, found String """#)
    #expect(failure("uuid", "nope").text == #"Gadget.uuid: expected UUID, found String "nope""#)
    #expect(
      failure("data", "***").text == #"Gadget.data: expected Data (base64), found String "***""#)
  }

  @Test func datesFromISO8601StringsAndSecondsSince1970() throws {
    #expect(
      try gadget("date", "2026-11-21T10:00:00Z").date == Date(timeIntervalSince1970: 1_795_255_200))
    #expect(
      try gadget("date", "2026-11-21T10:00:00.250Z").date
        == Date(timeIntervalSince1970: 1_795_255_200.25))
    #expect(try gadget("date", "2026-11-21").date == Date(timeIntervalSince1970: 1_795_219_200))
    #expect(try gadget("date", 86_400).date == Date(timeIntervalSince1970: 86_400))
    #expect(try gadget("date", NSNumber(value: 1.5)).date == Date(timeIntervalSince1970: 1.5))
    let result = failure("date", "yesterday")
    #expect(result.kind == .invalidValue)
    #expect(
      result.text
        == #"Gadget.date: expected Date (ISO 8601 or seconds since 1970), found String "yesterday""#
    )
    #expect(failure("date", true).text == "Gadget.date: expected Date, found Bool true")
  }

  @Test func rawValuesBecomeEnumsWithSuggestions() throws {
    #expect(try gadget("kind", "tablet").kind == .tablet)
    #expect(try gadget("kind", Gadget.Kind.watch).kind == .watch)
    #expect(try gadget("level", 2).level == .high)
    #expect(try gadget("level", NSNumber(value: 1)).level == .low)
    let result = failure("kind", "tablte")
    #expect(result.kind == .invalidValue)
    #expect(
      result.text
        == #"Gadget.kind: expected Kind (one of "phone", "tablet", "watch"), found String "tablte"; did you mean "tablet"?"#
    )
    #expect(failure("level", 7).text == "Gadget.level: expected a raw value of Level, found Int 7")
    #expect(
      failure("kind", 3).text
        == #"Gadget.kind: expected Kind (one of "phone", "tablet", "watch"), found Int 3"#)
  }

  @Test func nilAndNSNullGoToOptionalsOnly() throws {
    let gadget = try gadget("url", "https://example.com")
    try gadget.setValue(nil, forKey: "url")
    #expect(gadget.url == nil)
    try gadget.setValue("https://example.com", forKey: "url")
    try gadget.setValue(NSNull(), forKey: "url")
    #expect(gadget.url == nil)
    let result = failure("name", nil)
    #expect(result.kind == .typeMismatch)
    #expect(result.text == "Gadget.name: expected String, found null")
    #expect(failure("int", NSNull()).text == "Gadget.int: expected Int, found null")
  }

  @Test func dictionariesBecomeNestedObjects() throws {
    let gadget = try gadget("part", ["serial": "A1", "count": 2, "child": ["serial": "A2"]])
    #expect(gadget.part?.serial == "A1")
    #expect(gadget.part?.count == 2)
    #expect(gadget.part?.child?.serial == "A2")
  }

  @Test func arraysOfDictionariesBecomeArraysOfObjects() throws {
    let gadget = try gadget("parts", [["serial": "A"], ["serial": "B", "count": 3]])
    #expect(gadget.parts.map(\.serial) == ["A", "B"])
    #expect(gadget.parts.last?.count == 3)
    let result = failure("parts", [["serial": "A"], ["count": "three"]])
    #expect(result.text == #"Gadget.parts[1].count: expected Int, found String "three""#)
    #expect(failure("tags", "a").text == #"Gadget.tags: expected [String], found String "a""#)
  }

  @Test func arraysBecomeSets() throws {
    #expect(try gadget("labels", ["x", "y", "x"]).labels == ["x", "y"])
  }

  @Test func dictionariesBecomeUserInfo() throws {
    let gadget = try gadget(
      "userInfo", ["type": "OPEN_ARTICLE", "data": ["id": 1]] as [String: Any])
    #expect(gadget.userInfo["type"] as? String == "OPEN_ARTICLE")
    #expect((gadget.userInfo["data"] as? [String: Any])?["id"] as? Int == 1)
    let keyed = try self.gadget("userInfo", [AnyHashable(1): "one"])
    #expect(keyed.userInfo[1] as? String == "one")
    #expect(try self.gadget("attributes", ["a": 1]).attributes["a"] as? Int == 1)
    #expect(
      failure("userInfo", [1, 2]).text
        == "Gadget.userInfo: expected [AnyHashable: Any], found an array of 2 elements")
  }

  @Test func anyAcceptsEverything() throws {
    #expect(try gadget("anything", 3).anything as? Int == 3)
    #expect(try gadget("anything", nil).anything == nil)
  }

  @Test func objectsOfTheWrongClassAreRefused() throws {
    let part = try InstanceHelper.create(Part.self)
    let result = failure("part", try InstanceHelper.create(Gadget.self))
    #expect(result.kind == .typeMismatch)
    #expect(
      result.text == "Gadget.part: expected Part or a dictionary of its keys, found Gadget object")
    #expect(try gadget("part", part).part === part)
    let special = try InstanceHelper.create(
      SpecialPart.self, properties: ["serial": "S", "grade": "A"])
    #expect(try gadget("part", special).part === special)
  }
}

@Suite struct NullTests {
  @Test func nsNullIsNilEvenForAnAnyKey() throws {
    let gadget = try InstanceHelper.create(Gadget.self, properties: ["anything": NSNull()])
    #expect(gadget.anything == nil)
  }
}
