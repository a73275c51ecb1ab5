import Foundation

/// A fingerprint of built objects, to check that every path really built the same graphs as the
/// floor: one FNV-1a hash run over every field of every object, in order, so a missing, extra,
/// changed or reordered object or field changes it.
///
/// `userInfo` is hashed as a tree in a canonical form: keys sorted, each value tagged with its
/// kind (`s` string, `n` number, `b` Boolean, `{` dictionary, `[` array, `0` null), numbers by
/// value (`2`, `2.0` and `NSNumber(value: 2)` are the same number), so a Boolean never matches a
/// number and every representation of the same JSON gives the same hash.
struct Digest: Equatable, CustomStringConvertible {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325
  private(set) var objects = 0

  /// A graph's `userInfo`, in whatever form its model keeps it.
  enum UserInfo {
    /// The path does not decode `userInfo` (the `JSONDecoder` baseline without it).
    case absent
    case any([AnyHashable: Any])
    case json([String: JSONValue])
  }

  /// Adds one graph, field by field.
  mutating func add(
    actionIdentifier: String, date: Date, identifier: String, title: String, body: String,
    badge: Int?, sound: String?, userInfo: UserInfo
  ) {
    mix(actionIdentifier)
    mix(date.timeIntervalSince1970.bitPattern)
    mix(identifier)
    mix(title)
    mix(body)
    mix(badge.map { "n\($0)" } ?? "-")
    mix(sound ?? "-")
    switch userInfo {
    case .absent: mix("no userInfo")
    case .any(let dictionary): mix(any: dictionary)
    case .json(let dictionary): mix(json: .object(dictionary))
    }
    objects += 1
  }

  var description: String { "\(objects) objects, digest \(String(value, radix: 16))" }

  private mutating func mix(_ text: String) {
    for byte in text.utf8 { mix(byte: byte) }
    mix(byte: 0xff)
  }

  private mutating func mix(_ number: UInt64) {
    for shift in stride(from: 0, to: 64, by: 8) {
      mix(byte: UInt8(truncatingIfNeeded: number >> shift))
    }
  }

  private mutating func mix(byte: UInt8) {
    value ^= UInt64(byte)
    value = value &* 0x100_0000_01b3
  }

  private mutating func mix(number: Double) {
    if number == number.rounded(), abs(number) < 1e15 {
      mix("n\(Int(number))")
    } else {
      mix("n\(number)")
    }
  }

  private mutating func mix(any value: Any) {
    // An `NSNumber` (as `JSONSerialization` returns) answers `as? Bool` and `as? Int` alike:
    // ask its type instead.
    if type(of: value) is NSNumber.Type, let number = value as? NSNumber {
      switch String(cString: number.objCType) {
      case "c", "B": mix(number.boolValue ? "bt" : "bf")
      case "d", "f": mix(number: number.doubleValue)
      default: mix("n\(number.int64Value)")
      }
    } else if let string = value as? String {
      mix("s" + string)
    } else if let bool = value as? Bool {
      mix(bool ? "bt" : "bf")
    } else if let int = value as? Int {
      mix("n\(int)")
    } else if let double = value as? Double {
      mix(number: double)
    } else if let dictionary = value as? [AnyHashable: Any] {
      mix("{\(dictionary.count)")
      let keyed = dictionary.map { (key: String(describing: $0.key.base), value: $0.value) }
      for entry in keyed.sorted(by: { $0.key < $1.key }) {
        mix(entry.key)
        mix(any: entry.value)
      }
    } else if let dictionary = value as? [String: Any] {
      mix(any: dictionary as [AnyHashable: Any])
    } else if let array = value as? [Any] {
      mix("[\(array.count)")
      for element in array { mix(any: element) }
    } else if value is NSNull {
      mix("0")
    } else {
      mix("?\(type(of: value))")
    }
  }

  private mutating func mix(json value: JSONValue) {
    switch value {
    case .null: mix("0")
    case .bool(let bool): mix(bool ? "bt" : "bf")
    case .number(let number): mix(number: number)
    case .string(let string): mix("s" + string)
    case .array(let array):
      mix("[\(array.count)")
      for element in array { mix(json: element) }
    case .object(let dictionary):
      mix("{\(dictionary.count)")
      for key in dictionary.keys.sorted() {
        mix(key)
        if let element = dictionary[key] { mix(json: element) }
      }
    }
  }
}
