import Foundation

/// How a key-value codable object goes through `NSKeyedArchiver` and comes back: each key as its
/// fixture value, written as a tree of Foundation objects in which every node is tagged with its
/// kind, so that every value an archiver is handed is an `NSSecureCoding` class it knows, whatever
/// Swift type the key has (an enum, a dictionary of `Any`, a nested model).
///
/// The tags matter: `NSKeyedArchiver` writes equal objects once, and `NSNumber(value: true)`
/// equals `NSNumber(value: 1)`, so an untagged `true` beside a `1` in the same `userInfo` would
/// come back as the same object. A node is an `NSArray` whose first element names its kind:
/// `["b", NSNumber]`, `["i", NSNumber]`, `["u", NSNumber]`, `["d", NSNumber]`, `["s", NSString]`,
/// `["t", NSDate]`, `["x", NSData]`, `["l", NSString]` (URL), `["g", NSString]` (UUID), `["n"]`,
/// `["a", NSArray of nodes]`, `["o", NSArray of keys, NSArray of nodes]`. Reading back goes through
/// the key table's coercions, as for any fixture, so an archived object unarchives equal.
enum Archiving {
  /// The classes a node is made of: what a secure unarchiver must allow.
  static let classes: [AnyClass] = [
    NSArray.self, NSString.self, NSNumber.self, NSDate.self, NSData.self,
  ]

  /// Writes every key of `object` that has a value to `coder`.
  static func encode(_ object: any KeyValueCodable, with coder: NSCoder) {
    for (name, value) in FixtureConversion.fixture(of: object).entries {
      if case .null = value { continue }
      coder.encode(node(value, depth: 0), forKey: name)
    }
  }

  /// Reads one key written by ``encode(_:with:)``, honouring the coder's secure-coding setting,
  /// as an engine value (what a fixture holds), or `nil` if the key is absent or not a node.
  static func decodeValue(forKey key: String, from coder: NSCoder) -> Any? {
    guard coder.containsValue(forKey: key) else { return nil }
    let object =
      coder.requiresSecureCoding
      ? coder.decodeObject(of: classes, forKey: key) : coder.decodeObject(forKey: key)
    return object.flatMap { value($0, depth: 0) }?.engineValue
  }

  private static func node(_ value: FixtureValue, depth: Int) -> NSArray {
    guard depth <= FacsimileLimits.maximumCollectionDepth + 1 else { return ["n"] }
    switch value {
    case .null: return ["n"]
    case .bool(let value): return ["b", NSNumber(value: value)]
    case .integer(let value): return ["i", NSNumber(value: value)]
    case .unsignedInteger(let value): return ["u", NSNumber(value: value)]
    case .double(let value): return ["d", NSNumber(value: value)]
    case .string(let value): return ["s", NSString(string: value)]
    case .date(let value):
      return ["t", NSDate(timeIntervalSinceReferenceDate: value.timeIntervalSinceReferenceDate)]
    case .data(let value): return ["x", NSData(data: value)]
    case .url(let value): return ["l", NSString(string: value.absoluteString)]
    case .uuid(let value): return ["g", NSString(string: value.uuidString)]
    case .array(let values):
      return ["a", NSArray(array: values.map { node($0, depth: depth + 1) })]
    case .fixture(let fixture): return node(fixture, depth: depth)
    case .object(let object):
      return node(FixtureConversion.fixture(of: object, depth: depth), depth: depth)
    }
  }

  private static func node(_ fixture: Fixture, depth: Int) -> NSArray {
    [
      "o", NSArray(array: fixture.entries.map { NSString(string: $0.key) }),
      NSArray(array: fixture.entries.map { node($0.value, depth: depth + 1) }),
    ]
  }

  /// The fixture value a node stands for, or `nil` for anything that is not a node (an archive
  /// written by something else). Nesting is bounded as fixtures are.
  private static func value(_ object: Any, depth: Int) -> FixtureValue? {
    guard depth <= FacsimileLimits.maximumCollectionDepth + 1,
      let node = object as? NSArray, let tag = node.firstObject as? String
    else { return nil }
    let payload = node.count > 1 ? node[1] : nil
    switch (tag, payload) {
    case ("n", _): return .null
    case ("b", let number as NSNumber): return .bool(number.boolValue)
    case ("i", let number as NSNumber): return .integer(number.intValue)
    case ("u", let number as NSNumber): return .unsignedInteger(number.uint64Value)
    case ("d", let number as NSNumber): return .double(number.doubleValue)
    case ("s", let string as String): return .string(string)
    case ("t", let date as Date): return .date(date)
    case ("x", let data as Data): return .data(data)
    case ("l", let string as String): return URL(string: string).map(FixtureValue.url)
    case ("g", let string as String): return UUID(uuidString: string).map(FixtureValue.uuid)
    case ("a", let elements as NSArray):
      var values: [FixtureValue] = []
      for element in elements {
        guard let value = value(element, depth: depth + 1) else { return nil }
        values.append(value)
      }
      return .array(values)
    case ("o", let keys as NSArray):
      guard node.count > 2, let nodes = node[2] as? NSArray, nodes.count == keys.count else {
        return nil
      }
      var entries: [(String, FixtureValue)] = []
      for (key, element) in zip(keys, nodes) {
        guard let key = key as? String, let value = value(element, depth: depth + 1) else {
          return nil
        }
        entries.append((key, value))
      }
      return .fixture(Fixture(entries: entries))
    default:
      return nil
    }
  }
}
