import Foundation

/// Turns engine values (objects, scalars, collections) into ``FixtureValue``s.
///
/// A fixture is a tree, so an object that a graph shares is written once per path. Graphs made
/// through the engine are checked when they are made; one changed behind its back through a
/// public setter that cannot throw (`content.userInfo = ["self": content]`) can hold a cycle or
/// share an object at every level. So a walk writes `null` where an object would contain itself,
/// and stops writing collections and objects (they become `null`) after
/// ``FacsimileLimits/maximumValues`` of them, instead of running for ever.
struct FixtureConversion {
  private var ancestors: Set<ObjectIdentifier> = []
  private var remaining = FacsimileLimits.maximumValues
  /// Fixtures already made in this walk: an object a graph shares is converted once, and its
  /// later paths reuse the same fixture (whose storage Swift shares), so a walk is linear in
  /// objects even where the tree it writes has as many copies as paths.
  private var converted: [Converted: Fixture] = [:]

  private struct Converted: Hashable {
    let object: ObjectIdentifier
    let declared: ObjectIdentifier?
    let depth: Int
  }

  /// The object's keys as a fixture. `depth` counts every level from the outermost value, so that
  /// an object or collection deeper than the engine allows (only a graph changed behind the
  /// engine's back gets there) ends in `null` instead of exhausting the stack.
  /// A subclass of `declared` names its class with `"$type"` first.
  static func fixture(
    of object: any KeyValueCodable, declared: (any KeyValueCodable.Type)? = nil, depth: Int = 0
  ) -> Fixture {
    var walk = FixtureConversion()
    return walk.fixture(of: object, declared: declared, depth: depth)
  }

  /// A fixture value for `value`; an object whose class is not the declared one names its class
  /// with `"$type"`.
  static func value(_ value: Any?, declared: (any KeyValueCodable.Type)? = nil, depth: Int = 0)
    -> FixtureValue
  {
    var walk = FixtureConversion()
    return walk.value(value, declared: declared, depth: depth)
  }

  private mutating func fixture(
    of object: any KeyValueCodable, declared: (any KeyValueCodable.Type)?, depth: Int
  ) -> Fixture {
    let identity = ObjectIdentifier(object)
    let memo = Converted(
      object: identity, declared: declared.map(ObjectIdentifier.init), depth: depth)
    if let fixture = converted[memo] { return fixture }
    ancestors.insert(identity)
    defer { ancestors.remove(identity) }
    let table = type(of: object).keyTable
    var entries: [(String, FixtureValue)] = []
    entries.reserveCapacity(table.keys.count + 1)
    if let declared, type(of: object) != declared {
      entries.append((Fixture.typeKey, .string(table.typeName)))
    }
    for key in table.keys {
      entries.append(
        (key.name, value(key.read(object), declared: key.valueType.objectType, depth: depth + 1)))
    }
    let fixture = Fixture(entries: entries)
    converted[memo] = fixture
    return fixture
  }

  /// Counts one collection or object against the walk's budget.
  private mutating func spend() -> Bool {
    remaining -= 1
    return remaining >= 0
  }

  private mutating func value(
    _ value: Any?, declared: (any KeyValueCodable.Type)? = nil, depth: Int
  ) -> FixtureValue {
    guard let unwrapped = flattened(value), !isNull(unwrapped) else { return .null }
    let value = FoundationCollection.shallow(unwrapped)
    if type(of: value) is NSNumber.Type, let number = value as? NSNumber {
      switch number.input {
      case .boolean(let bool): return .bool(bool)
      case .floatingPoint(let double): return .double(double)
      case .integer(let int): return .integer(int)
      case .wideInteger(let integer): return Self.integer(integer)
      default: return .null
      }
    }
    // An object by its class first: a cast to a class-bound protocol would bridge a Swift
    // collection, and everything nested in it, to Foundation at once (a stack overflow for a
    // `userInfo` nested 20,000 levels, which a setter that cannot throw may hold).
    if let object = keyValueCodable(value) {
      guard depth <= FacsimileLimits.maximumDepth, !ancestors.contains(ObjectIdentifier(object)),
        spend()
      else { return .null }
      return .fixture(fixture(of: object, declared: declared, depth: depth))
    }
    switch value {
    case let bool as Bool: return .bool(bool)
    case let string as String: return .string(string)
    case let date as Date: return .date(date)
    case let url as URL: return .url(url)
    case let uuid as UUID: return .uuid(uuid)
    case let data as Data: return .data(data)
    case let integer as any BinaryInteger:
      return Self.integer(integer)
    case let floating as any BinaryFloatingPoint:
      return .double(Double(floating))
    case let raw as any RawRepresentable:
      return self.value(raw.rawValue, depth: depth + 1)
    case let dictionary as [AnyHashable: Any]:
      guard depth <= FacsimileLimits.maximumCollectionDepth, spend() else { return .null }
      var entries: [(String, FixtureValue)] = []
      entries.reserveCapacity(dictionary.count)
      for (key, element) in dictionary {
        entries.append(("\(key.base)", self.value(element, declared: declared, depth: depth + 1)))
      }
      return .fixture(Fixture(entries: entries.sorted { $0.0 < $1.0 }))
    case let array as [Any]:
      guard depth <= FacsimileLimits.maximumCollectionDepth, spend() else { return .null }
      var elements: [FixtureValue] = []
      elements.reserveCapacity(array.count)
      for element in array {
        elements.append(self.value(element, declared: declared, depth: depth + 1))
      }
      return .array(elements)
    case let set as Set<AnyHashable>:
      guard depth <= FacsimileLimits.maximumCollectionDepth, spend() else { return .null }
      var elements: [FixtureValue] = []
      for element in set {
        elements.append(self.value(element.base, declared: declared, depth: depth + 1))
      }
      return .array(elements.sorted { $0.description < $1.description })
    case let decimal as Decimal:
      // As a number, written with the digits of the decimal, which read back as the same Decimal.
      if let double = Double("\(decimal)"), double.isFinite { return .double(double) }
      return .string("\(decimal)")
    case let encodable as any Encodable:
      // Value types with no key table of their own, such as `DateComponents`, round-trip through
      // their `Codable` form.
      guard let data = try? JSONEncoder().encode(encodable),
        let decoded = try? JSONFixture(data: data).value
      else { return .string(String(describing: value)) }
      return decoded
    default:
      if let type = value as? AnyClass { return .string(NSStringFromClass(type)) }
      return .string(String(describing: value))
    }
  }

  /// An integer as a fixture holds it: a number when it fits `Int` or `UInt64`, else its exact
  /// decimal text (a JSON number that wide would lose digits in most readers), which an integer
  /// key that wide reads back.
  private static func integer(_ integer: any BinaryInteger) -> FixtureValue {
    if let int = Int(exactly: integer) { return .integer(int) }
    if let unsigned = UInt64(exactly: integer) { return .unsignedInteger(unsigned) }
    return .string("\(integer)")
  }
}
