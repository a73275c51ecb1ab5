import Foundation

/// A value held as `Any`, told apart once: the engine's one value model. Coercion, the
/// ``FixtureDecoder``, fixtures, equality, archiving and descriptions all switch over it, so a
/// new shape of value is a new case the compiler points to in each of them (Architecture.md,
/// "Adding a primitive kind").
///
/// `NSNull` and optionals holding none are ``null``; a Boolean is never a number, not even as an
/// `NSNumber` (`NSNumber+Input.swift`, the one place that reads one); a Foundation object that
/// bridges to a value (`NSString`, `NSDate`, `NSData`, `NSURL`, `NSUUID`) is that value; a
/// Foundation collection is seen one level deep as the Swift collection it bridges to, after
/// the graph check has measured it where there is a context to check it in.
enum Input {
  case null, boolean(Bool)
  /// An integer that fits `Int`, of whatever type it came as.
  case integer(Int)
  /// Any other integer (`UInt64.max`, an `Int128`), as it is.
  case wideInteger(any BinaryInteger)
  case floatingPoint(Double)
  case decimal(Decimal)
  case string(String)
  case date(Date)
  case data(Data)
  case url(URL)
  case uuid(UUID)
  /// A dictionary whose keys are all strings.
  case dictionary([String: Any])
  /// A dictionary with a key that is not a string.
  case hashableDictionary([AnyHashable: Any])
  /// An array, Swift's or Foundation's (an `NSSet` or `NSOrderedSet` among them, in its order).
  case array([Any])
  /// A Swift set.
  case set(Set<AnyHashable>)
  /// A key-value codable object.
  case object(any KeyValueCodable)
  /// Anything else: an enum, a struct, a Foundation object of another class, a metatype.
  case other(Any)

  /// The number a numeric input holds, as the `Double` nearest it (an integer past 2^53 too, a
  /// decimal by its digits, as JSON's are read); `nil` for anything else.
  var nearestDouble: Double? {
    switch self {
    case .integer(let int): Double(int)
    case .wideInteger(let integer): Double(integer)
    case .floatingPoint(let double): double
    case .decimal(let decimal): decimal.isFinite ? Double(decimal.description) : .nan
    case .null, .boolean, .string, .date, .data, .url, .uuid, .dictionary, .hashableDictionary,
      .array, .set, .object, .other:
      nil
    }
  }

  /// The elements of an array or a set (a set's in no particular order).
  var elements: [Any]? {
    switch self {
    case .array(let array): array
    case .set(let set): set.map(\.base)
    case .null, .boolean, .integer, .wideInteger, .floatingPoint, .decimal, .string, .date,
      .data, .url, .uuid, .dictionary, .hashableDictionary, .object, .other:
      nil
    }
  }

  /// Tells `value` apart, with no graph to check it against: how fixtures, equality,
  /// archiving and descriptions see a value.
  init(_ value: Any) {
    // With no context, nothing is checked, so nothing throws.
    self = (try? Input(value, in: nil)) ?? .other(value)
  }

  /// Tells `value` apart, measuring a Foundation collection with the graph check first where
  /// there is a `context` (how coercion sees a value offered to a key). The types fixtures and
  /// JSON are made of are recognised by their exact type, one comparison each, before any
  /// run-time cast.
  init(_ value: Any, in context: FabricationContext?) throws(FacsimileError) {
    switch heldType(of: value) {
    case ObjectIdentifier(String.self):
      self = exactly(value, as: String.self).map(Input.string) ?? .other(value)
    case ObjectIdentifier(Int.self):
      self = exactly(value, as: Int.self).map(Input.integer) ?? .other(value)
    case ObjectIdentifier(Double.self):
      self = exactly(value, as: Double.self).map(Input.floatingPoint) ?? .other(value)
    case ObjectIdentifier(Bool.self):
      self = exactly(value, as: Bool.self).map(Input.boolean) ?? .other(value)
    case fixtureDictionaryType:
      self = exactly(value, as: [String: Any].self).map(Input.dictionary) ?? .other(value)
    case fixtureArrayType:
      self = exactly(value, as: [Any].self).map(Input.array) ?? .other(value)
    case ObjectIdentifier(Any.self):
      // An `Any` boxed in an `Any` (a generic `Optional<Any>` hands its value out so): the
      // value inside.
      guard let inner = exactly(value, as: Any.self) else {
        self = .other(value)
        return
      }
      self = try Input(inner, in: context)
    default:
      self = try Input(other: value, of: Swift.type(of: value), in: context)
    }
  }

  /// A value of a type other than those fixtures and JSON are made of.
  private init(other value: Any, of type: any Any.Type, in context: FabricationContext?)
    throws(FacsimileError)
  {
    if type is AnyClass {
      self = try Input(object: value, of: type, in: context)
    } else if let dictionary = value as? any StringKeyedDictionaryValue {
      // `[String: String]` and the like, as literals make them.
      self = .dictionary(dictionary.entries)
    } else if let optional = value as? any OptionalValue {
      guard let wrapped = optional.wrappedValue else {
        self = .null
        return
      }
      self = try Input(wrapped, in: context)
    } else if let integer = value as? any BinaryInteger {
      self = Int(exactly: integer).map(Input.integer) ?? .wideInteger(integer)
    } else if let floating = value as? any BinaryFloatingPoint {
      self = .floatingPoint(Double(floating))
    } else if let substring = value as? Substring {
      self = .string(String(substring))
    } else if let value = Input.foundationValue(value, of: type) {
      self = value
    } else if let dictionary = value as? [AnyHashable: Any] {
      self = Input(dictionary)
    } else if let array = value as? [Any] {
      self = .array(array)
    } else if let set = value as? Set<AnyHashable> {
      self = .set(set)
    } else {
      self = .other(value)
    }
  }

  /// A class instance.
  private init(object value: Any, of type: any Any.Type, in context: FabricationContext?)
    throws(FacsimileError)
  {
    if type is NSNull.Type {
      self = .null
    } else if let number = NSNumber.recognised(value) {
      self = number.input
    } else if FoundationCollection.contains(type: type) {
      if let context { try GraphCheck.check(value, in: context) }
      switch FoundationCollection.shallow(value) {
      case let dictionary as [AnyHashable: Any]: self = Input(dictionary)
      case let array as [Any]: self = .array(array)
      default: self = .other(value)
      }
    } else if let object = value as? any KeyValueCodable {
      self = .object(object)
    } else if type is NSString.Type, let string = value as? String {
      self = .string(string)
    } else {
      self = Input.foundationObject(value, of: type) ?? .other(value)
    }
  }

  /// A value of one of the Foundation value types a fixture holds.
  private static func foundationValue(_ value: Any, of type: any Any.Type) -> Input? {
    switch ObjectIdentifier(type) {
    case ObjectIdentifier(Date.self): exactly(value, as: Date.self).map(Input.date)
    case ObjectIdentifier(Data.self): exactly(value, as: Data.self).map(Input.data)
    case ObjectIdentifier(URL.self): exactly(value, as: URL.self).map(Input.url)
    case ObjectIdentifier(UUID.self): exactly(value, as: UUID.self).map(Input.uuid)
    case ObjectIdentifier(Decimal.self): exactly(value, as: Decimal.self).map(Input.decimal)
    default: nil
    }
  }

  /// A Foundation object that bridges to one of those value types, by its class (a cast to a
  /// value type asks the runtime to bridge).
  private static func foundationObject(_ value: Any, of type: any Any.Type) -> Input? {
    if type is NSDate.Type { return (value as? Date).map(Input.date) }
    if type is NSData.Type { return (value as? Data).map(Input.data) }
    if type is NSURL.Type { return (value as? URL).map(Input.url) }
    if type is NSUUID.Type { return (value as? UUID).map(Input.uuid) }
    return nil
  }

  /// A dictionary, as ``dictionary(_:)`` when every key is a string.
  private init(_ dictionary: [AnyHashable: Any]) {
    var stringKeyed = [String: Any](minimumCapacity: dictionary.count)
    for (key, value) in dictionary {
      guard let key = key.base as? String else {
        self = .hashableDictionary(dictionary)
        return
      }
      stringKeyed[key] = value
    }
    self = .dictionary(stringKeyed)
  }
}

/// `Optional`, seen without knowing `Wrapped`.
@usableFromInline
protocol OptionalValue {
  static var wrappedValueType: ValueType { get }
  static var noneValue: Any { get }
  var wrappedValue: Any? { get }
}

extension Optional: OptionalValue {
  @usableFromInline static var wrappedValueType: ValueType { .of(Wrapped.self) }
  @usableFromInline static var noneValue: Any { Optional<Wrapped>.none as Any }
  @usableFromInline var wrappedValue: Any? { self.map { $0 } }
}

/// `value` as a `Value` if it holds exactly a `Value`: opened and compared, with no run-time cast.
@inlinable
func exactly<Value>(_ value: Any, as type: Value.Type) -> Value? {
  func open<Opened>(_ value: Opened) -> Value? {
    guard Opened.self == Value.self else { return nil }
    return unsafeBitCast(value, to: Value.self)
  }
  return open(value)
}

/// The type an `Any` holds, by opening it (for a class, the class it was boxed as), where
/// `type(of:)` asks the runtime.
@inlinable
func heldType(of value: Any) -> ObjectIdentifier {
  func open<Held>(_: Held) -> ObjectIdentifier { ObjectIdentifier(Held.self) }
  return open(value)
}

/// The collections fixtures and JSON are made of, as ``heldType(of:)`` answers for them: found
/// once, because naming a generic type looks up its metadata.
let fixtureDictionaryType = ObjectIdentifier([String: Any].self)
let fixtureArrayType = ObjectIdentifier([Any].self)

/// Removes every level of `Optional` from a value held as `Any`; `nil` for none.
@usableFromInline
func flattened(_ value: Any?) -> Any? {
  guard let value else { return nil }
  guard let optional = value as? any OptionalValue else { return value }
  return flattened(optional.wrappedValue)
}

/// Whether a value is `NSNull`, by its class (`is NSNull` would bridge a `String` to answer).
@usableFromInline
func isNull(_ value: Any) -> Bool {
  type(of: value) is NSNull.Type
}

/// A dictionary with `String` keys, from `[String: Any]`, `NSDictionary` or `[AnyHashable: Any]`.
func stringKeyedDictionary(_ value: Any) -> [String: Any]? {
  guard case .dictionary(let dictionary) = Input(value) else { return nil }
  return dictionary
}

extension Decimal {
  /// The digits of a whole number (`-42`), or `nil` for a fraction or NaN.
  var wholeNumberText: String? {
    guard isFinite else { return nil }
    var value = self
    var rounded = Decimal()
    NSDecimalRound(&rounded, &value, 0, .plain)
    return rounded == self ? rounded.description : nil
  }
}
