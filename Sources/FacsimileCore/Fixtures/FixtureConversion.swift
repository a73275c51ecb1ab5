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
    guard let value else { return .null }
    let input = Input(value)
    switch input {
    case .null: return .null
    case .boolean(let bool): return .bool(bool)
    case .integer(let int): return .integer(int)
    case .wideInteger(let integer): return Self.integer(integer)
    case .floatingPoint(let double): return .double(double)
    case .decimal(let decimal):
      // As a number, written with the digits of the decimal, which read back as the same Decimal.
      if let double = Double("\(decimal)"), double.isFinite { return .double(double) }
      return .string("\(decimal)")
    case .string(let string): return .string(string)
    case .date(let date): return .date(date)
    case .data(let data): return .data(data)
    case .url(let url): return .url(url)
    case .uuid(let uuid): return .uuid(uuid)
    case .object(let object):
      guard depth <= FacsimileLimits.maximumDepth, !ancestors.contains(ObjectIdentifier(object)),
        spend()
      else { return .null }
      return .fixture(fixture(of: object, declared: declared, depth: depth))
    case .dictionary(let dictionary):
      return entries(of: dictionary, named: { $0 }, declared: declared, depth: depth)
    case .hashableDictionary(let dictionary):
      return entries(of: dictionary, named: { "\($0.base)" }, declared: declared, depth: depth)
    case .array, .set:
      guard depth <= FacsimileLimits.maximumCollectionDepth, spend() else { return .null }
      let elements = (input.elements ?? []).map {
        self.value($0, declared: declared, depth: depth + 1)
      }
      // A set's elements in the order of their text: one fixture for one set.
      guard case .set = input else { return .array(elements) }
      return .array(elements.sorted { $0.description < $1.description })
    case .other(let value):
      return other(value, depth: depth)
    }
  }

  /// A dictionary's entries as a fixture, its keys sorted.
  private mutating func entries<Key>(
    of dictionary: [Key: Any], named name: (Key) -> String,
    declared: (any KeyValueCodable.Type)?, depth: Int
  ) -> FixtureValue {
    guard depth <= FacsimileLimits.maximumCollectionDepth, spend() else { return .null }
    var converted: [(String, FixtureValue)] = []
    converted.reserveCapacity(dictionary.count)
    for (key, element) in dictionary {
      converted.append((name(key), self.value(element, declared: declared, depth: depth + 1)))
    }
    return .fixture(Fixture(entries: converted.sorted { $0.0 < $1.0 }))
  }

  /// A value of no shape the engine knows: an enum by its raw value, a value type by its
  /// `Codable` form (`DateComponents`), a class by its name, anything else by its description.
  private mutating func other(_ value: Any, depth: Int) -> FixtureValue {
    switch value {
    case let raw as any RawRepresentable:
      return self.value(raw.rawValue, depth: depth + 1)
    case let encodable as any Encodable:
      guard let data = try? JSONEncoder().encode(encodable),
        let decoded = try? JSONFixture(data: data).value
      else { return .string(String(describing: value)) }
      return decoded
    default:
      if let type = value as? AnyClass { return .string(ClassName.of(type)) }
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
