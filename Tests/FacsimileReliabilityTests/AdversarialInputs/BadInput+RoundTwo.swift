import Facsimile
import Foundation

/// A model with a `Float` key, for values a `Double` holds and a `Float` does not.
final class Gauge: KeyedObject {
  struct Keys: KeySet {
    let level = Key<Float>(0)
    static let layout = KeyLayout<Keys>()
  }
  let storage = Keys.storage()
  var level: Float { storage.level }

  override class var keyTable: KeyTable { keys }
  private static let keys = KeyTable(\Gauge.storage) { Gauge() }
}

extension BadInput {
  /// Inputs found by the second round of probes: values that cannot be represented, and dates
  /// that do not exist.
  static let roundTwo: [BadInput] = [
    BadInput(
      .keyValueCoding, "a NaN date by key", .invalidValue, "Node.date: expected a finite Date"
    ) {
      try Node.blank().setValue(Date(timeIntervalSince1970: .nan), forKey: "date")
    },
    BadInput(
      .keyedDictionary, "NaN seconds for a date", .invalidValue, "Node.date: expected a finite Date"
    ) {
      _ = try InstanceHelper.create(Node.self, properties: ["date": Double.nan])
    },
    BadInput(
      .keyedDictionary, "an infinite date", .invalidValue, "Node.date: expected a finite Date"
    ) {
      _ = try InstanceHelper.create(
        Node.self, properties: ["date": Date.distantFuture.addingTimeInterval(.infinity)])
    },
    // NaN and the infinities are values of a `Double` key (NonFiniteTests), not bad input.
    BadInput(
      .keyValueCoding, "infinity for an integer", .invalidValue,
      "Node.count: expected Int (a whole number)"
    ) {
      try Node.blank().setValue(Double.infinity, forKey: "count")
    },
    BadInput(
      .keyedDictionary, "NaN for an integer", .invalidValue,
      "Node.count: expected Int (a whole number)"
    ) {
      _ = try InstanceHelper.create(Node.self, properties: ["count": Double.nan])
    },
    BadInput(
      .keyedDictionary, "1e300 for a Float", .invalidValue,
      "Gauge.level: expected Float (out of range)"
    ) {
      _ = try InstanceHelper.create(Gauge.self, properties: ["level": 1e300])
    },
    BadInput(
      .json, "1e-400, below a Double's smallest value", .malformedJSON, "too small for a Double"
    ) {
      try parse(#"{"ratio": 1e-400}"#)
    },
    BadInput(.keyedDictionary, "February 30th", .invalidValue, "Node.date: expected Date (ISO 8601")
    {
      _ = try InstanceHelper.create(Node.self, properties: ["date": "2026-02-30"])
    },
    BadInput(.keyedDictionary, "hour 25", .invalidValue, "Node.date: expected Date (ISO 8601") {
      _ = try InstanceHelper.create(Node.self, properties: ["date": "2026-11-21T25:00:00Z"])
    },
    BadInput(.keyedDictionary, "minute 61", .invalidValue, "Node.date: expected Date (ISO 8601") {
      _ = try InstanceHelper.create(Node.self, properties: ["date": "2026-11-21T08:61:00Z"])
    },
    BadInput(.keyedDictionary, "offset +25:00", .invalidValue, "Node.date: expected Date (ISO 8601")
    {
      _ = try InstanceHelper.create(Node.self, properties: ["date": "2026-11-21T08:30:00+25:00"])
    },
    BadInput(
      .keyedDictionary, "February 29th of a common year", .invalidValue,
      "Node.date: expected Date (ISO 8601"
    ) {
      _ = try InstanceHelper.create(Node.self, properties: ["date": "2025-02-29"])
    },
    BadInput(
      .keyValueCoding, "an NSArray nested 20,000 levels for a String", .tooDeep,
      "Node.name: nesting deeper than 64 levels"
    ) {
      try Node.blank().setValue(deepNSArray(20_000), forKey: "name")
    },
    BadInput(
      .keyValueCoding, "an NSArray nested 20,000 levels in userInfo", .tooDeep,
      "Node.info: nesting deeper than 64 levels"
    ) {
      try Node.blank().setValue(["deep": deepNSArray(20_000)], forKey: "info")
    },
    BadInput(
      .keyedDictionary, "an NSDictionary nested 20,000 levels", .tooDeep,
      "Node.info: nesting deeper than 64 levels"
    ) {
      var dictionary: NSDictionary = [:]
      for _ in 0..<20_000 { dictionary = NSDictionary(dictionary: ["k": dictionary]) }
      _ = try InstanceHelper.create(Node.self, properties: ["info": dictionary])
    },
    BadInput(
      .keyValueCoding, "a mutable array that contains itself", .tooDeep,
      "Node.info: nesting deeper than 64 levels"
    ) {
      let array = NSMutableArray()
      array.add(array)
      defer { array.removeAllObjects() }
      try Node.blank().setValue(["self": array], forKey: "info")
    },
    BadInput(
      .keyedDictionary, "a mutable array that contains itself, for an array of strings", .tooDeep,
      "Node.tags: nesting deeper than 64 levels"
    ) {
      let array = NSMutableArray()
      array.add(array)
      defer { array.removeAllObjects() }
      _ = try InstanceHelper.create(Node.self, properties: ["tags": array])
    },
    BadInput(.keyedCoder, "unkeyed encode(_:)", .unsupportedCoding, "encode(_:) without a key") {
      let coder = KeyedCoder()
      coder.encode("x" as Any?)
      if let error = coder.error { throw error }
    },
    BadInput(
      .keyedCoder, "unkeyed encode(Data)", .unsupportedCoding, "encode(_: Data) without a key"
    ) {
      let coder = KeyedCoder()
      coder.encode(Data([1]))
      if let error = coder.error { throw error }
    },
    BadInput(.keyedCoder, "encodeRootObject", .unsupportedCoding, "encodeRootObject(_:)") {
      let coder = KeyedCoder()
      coder.encodeRootObject(UNMutableNotificationContent())
      if let error = coder.error { throw error }
    },
    BadInput(
      .keyedDictionary, "a key of one character with 100,000 combining marks", .unknownKey,
      "Node has no key"
    ) {
      let key = "e" + String(repeating: "\u{301}", count: 100_000)
      _ = try InstanceHelper.create(Node.self, properties: [key: 1])
    },
    BadInput(
      .keyValueCoding, "a right-to-left override in a value", .typeMismatch,
      #"found String "abc\u{202e}def""#
    ) {
      try Node.blank().setValue("abc\u{202E}def", forKey: "count")
    },
    BadInput(.json, "a file name with a line break", .malformedJSON, #"bad\nname.json:1:2"#) {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("facsimile-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let file = folder.appendingPathComponent("bad\nname.json")
      try Data("{".utf8).write(to: file)
      _ = try JSONFixture(contentsOf: file)
    },
    BadInput(
      .json, "UTF-32 with a byte-order mark", .malformedJSON, "the file is UTF-32 (little-endian)"
    ) {
      try parse(bytes: [0xFF, 0xFE, 0, 0] + Array("{}".utf32LittleEndian))
    },
    BadInput(
      .json, "UTF-16 without a byte-order mark", .malformedJSON,
      "the file is UTF-16 (little-endian)"
    ) {
      try parse(bytes: Array("{\"a\": 1}".utf16LittleEndian))
    },
    BadInput(
      .json, "UTF-16 big-endian without a mark", .malformedJSON, "the file is UTF-16 (big-endian)"
    ) {
      try parse(bytes: [0, UInt8(ascii: "{"), 0, UInt8(ascii: "}")])
    },
  ]
}

/// An `NSArray` nested `levels` deep, built from the inside out.
func deepNSArray(_ levels: Int) -> NSArray {
  var value: NSArray = []
  for _ in 0..<levels { value = NSArray(object: value) }
  return value
}

extension String {
  /// The text as UTF-32 little-endian bytes, without a mark.
  var utf32LittleEndian: [UInt8] {
    unicodeScalars.flatMap { scalar in withUnsafeBytes(of: scalar.value.littleEndian, Array.init) }
  }

  /// The text as UTF-16 little-endian bytes, without a mark.
  var utf16LittleEndian: [UInt8] {
    utf16.flatMap { unit in withUnsafeBytes(of: unit.littleEndian, Array.init) }
  }
}
