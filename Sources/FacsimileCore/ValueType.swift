import Foundation

// `@unchecked Sendable`: a ValueType is immutable once made; its closures only cast and convert,
// capturing nothing but metatypes, which Swift 6.2 does not yet see as Sendable in generic code.
/// What a key accepts, and how other values are coerced into it.
///
/// Facsimile derives a `ValueType` once per key from the property's Swift type. It drives
/// coercion, error messages, the command-line tool's key listings and the fixture schema.
///
/// ```swift
/// let key = Article.keyTable["views"]
/// print(key?.valueType ?? "")  // Int
/// ```
@usableFromInline
package final class ValueType: @unchecked Sendable, CustomStringConvertible {
  /// The Swift spelling of the type: `Int`, `String?`, `[UNNotificationAttachment]`.
  @usableFromInline package let description: String
  /// The Swift type itself.
  package let swiftType: any Any.Type
  let kind: Kind
  /// `value as? T` for the exact type: the fast path, and the final check after coercion.
  let cast: (Any) -> Any?
  /// Whether the exact-type cast needs an object: `T` is a model or another class (not
  /// `NSNumber`), an optional one, or a collection of them. Casting a non-object (say a `[String: Any]`) to a class makes Swift
  /// bridge it to Foundation first just to answer no, so the fast path skips such casts.
  let isClass: Bool
  /// Whether values are kept as they are (`Any`, `[AnyHashable: Any]`, `[String: Any]`), so their
  /// nesting must be measured before they are accepted.
  let checksNesting: Bool
  /// Whether the exact-type cast would bridge a Swift `Bool` to an `NSNumber` (`true as? NSNumber`
  /// succeeds): `NSNumber`, optionally or in a collection. Such types skip the fast path, so a
  /// Boolean is refused instead of becoming `1`.
  let bridgesBooleans: Bool
  /// How a string names a value, for a ``FixtureStringConvertible`` type.
  let strings: StringForms?
  /// Which values of this type can be NaN or infinite, and so must be refused.
  let finiteness: Finiteness
  /// The dynamic types a value may have to be taken as it is, with no cast: the type itself and,
  /// for an optional, the wrapped type. Decided once per type; `nil` for `NSNumber` types, whose
  /// values must be looked at (a Boolean `NSNumber` is not a number), and for collections of
  /// objects.
  private let exactTypes: (ObjectIdentifier, ObjectIdentifier?)?

  /// The test that tells a finite value of a type, decided once per type: dates, `Double`,
  /// `Float` and `NSNumber`, optional or not, can hold NaN or infinity; other types cannot.
  enum Finiteness {
    case always, double, float, date, number
  }

  struct StringForms {
    /// Every name, or `nil` when any string may name a value.
    let names: [String]?
    let make: (String) -> Any?
  }

  /// Whether values of this type can hold key-value codable objects, directly or in
  /// collections (`Node`, `[Node]?`), or nest without limit (`Any`, `[AnyHashable: Any]`): the
  /// keys a cycle or an over-deep graph can pass through.
  let mayHoldObjects: Bool
  /// Whether a value of exactly this type (or an optional's wrapped type) is taken as it is,
  /// with no further check: the type cannot hold objects and is not a Foundation collection,
  /// whose depth must be measured first.
  let takesExactValuesAsIs: Bool
  /// Whether coercion gives a `[String: Any]` as it is, for a `[AnyHashable: Any]` key kept in a
  /// ``DeferredAnyHashableDictionary``, which converts it when first read.
  let keepsStringKeyedDictionaries: Bool
  /// Whether this is a property-list scalar type other than `NSNumber` and `NSNull` (`String`,
  /// `Date`, `Double`, ...), optional or not: a value of another such type is never one of it
  /// (`1.5 as? Date` is `nil`), so coercion skips the run-time cast for it.
  let isNativeScalar: Bool

  /// Whether the key accepts `nil`.
  @usableFromInline
  package var isOptional: Bool {
    if case .optional = kind { return true }
    return false
  }

  /// The type of the objects this key holds, directly, optionally or in a collection.
  package var objectType: (any KeyValueCodable.Type)? { ValueType.objectType(of: kind) }

  private static func objectType(of kind: Kind) -> (any KeyValueCodable.Type)? {
    switch kind {
    case .object(let type): type
    case .optional(let wrapped, _): wrapped.objectType
    case .collection(let element, _): element.objectType
    case .dictionary(let value, _): value.objectType
    default: nil
    }
  }

  indirect enum Kind {
    case any
    case bool
    case string
    case data
    case date
    case url
    case uuid
    case number
    case integer(IntegerFactory)
    case floatingPoint((Double) -> Any)
    case optional(ValueType, none: () -> Any)
    case collection(ValueType, make: ([Any]) -> Any?)
    case dictionary(ValueType, make: ([String: Any]) -> Any?)
    case anyHashableDictionary
    case rawRepresentable(ValueType, make: (Any) -> Any?, cases: [String]?)
    case object(any KeyValueCodable.Type)
    /// A `Decodable` type the engine has no rule for, such as `DateComponents`: decoded from
    /// fixture values with ``FixtureDecoder``.
    case decodable(make: (Any) throws -> Any)
    /// `any NSSecureCoding` (a shortcut item's `userInfo` values): Foundation objects as they
    /// are, and fixture values as the Foundation objects that hold them.
    case secureCoding
    case opaque
  }

  struct IntegerFactory {
    let fromInt64: (Int64) -> Any?
    let fromUInt64: (UInt64) -> Any?
    let fromDouble: (Double) -> Any?
  }

  init(
    _ description: String, _ type: any Any.Type, _ kind: Kind,
    cast: @escaping (Any) -> Any?, strings: StringForms? = nil,
    keepsStringKeyedDictionaries: Bool = false
  ) {
    self.keepsStringKeyedDictionaries = keepsStringKeyedDictionaries
    switch kind {
    case .optional(let wrapped, _): self.isNativeScalar = wrapped.isNativeScalar
    default:
      self.isNativeScalar =
        scalarTypes.contains(type) && type != NSNumber.self && type != NSNull.self
    }
    self.strings = strings
    self.description = description
    self.swiftType = type
    self.kind = kind
    self.cast = cast
    switch kind {
    case .any, .anyHashableDictionary: self.checksNesting = true
    case .optional(let inner, _), .dictionary(let inner, _), .collection(let inner, _):
      self.checksNesting = inner.checksNesting
    default: self.checksNesting = false
    }
    self.mayHoldObjects = checksNesting || ValueType.objectType(of: kind) != nil
    switch kind {
    case .optional(let wrapped, _):
      self.takesExactValuesAsIs = !mayHoldObjects && wrapped.takesExactValuesAsIs
    default:
      self.takesExactValuesAsIs = !mayHoldObjects && !FoundationCollection.contains(type: type)
    }
    switch kind {
    case .date: self.finiteness = .date
    case .number: self.finiteness = .number
    case .floatingPoint:
      self.finiteness =
        type == Float.self ? .float : type == Double.self ? .double : .always
    case .optional(let wrapped, _): self.finiteness = wrapped.finiteness
    default: self.finiteness = .always
    }
    switch kind {
    case .number: self.bridgesBooleans = true
    case .optional(let inner, _), .dictionary(let inner, _), .collection(let inner, _):
      self.bridgesBooleans = inner.bridgesBooleans
    default: self.bridgesBooleans = false
    }
    switch kind {
    case _ where bridgesBooleans: self.exactTypes = nil
    // Objects in a collection are checked one by one, so that a problem names its element.
    case .collection(let element, _) where element.objectType != nil: self.exactTypes = nil
    case .dictionary(let value, _) where value.objectType != nil: self.exactTypes = nil
    case .optional(let wrapped, _):
      self.exactTypes = wrapped.exactType.map { (ObjectIdentifier(type), $0) }
    default: self.exactTypes = (ObjectIdentifier(type), nil)
    }
    switch kind {
    case .object: self.isClass = true
    case .opaque: self.isClass = type is AnyClass
    case .optional(let wrapped, _): self.isClass = wrapped.isClass
    // `[Any] as? [SomeClass]` tries each element, bridging dictionaries; let the elements take
    // their own fast path instead.
    case .collection(let element, _), .dictionary(let element, _):
      self.isClass = element.isClass || element.castsToClassInside
    // NSNumber is a class, but values bridge to it cheaply and correctly.
    default: self.isClass = false
    }
  }

  /// Whether a value of the dynamic type `type` is already a value of this type, as it is: one
  /// comparison, where a cast asks the runtime.
  func isExact(_ type: any Any.Type) -> Bool {
    guard let exactTypes else { return false }
    let identifier = ObjectIdentifier(type)
    return identifier == exactTypes.0 || identifier == exactTypes.1
  }

  private var exactType: ObjectIdentifier? { exactTypes?.0 }

  /// Whether this is a collection whose elements are (optional) objects.
  private var castsToClassInside: Bool {
    switch kind {
    case .collection(let element, _), .dictionary(let element, _), .optional(let element, _):
      element.isClass || element.castsToClassInside
    default: false
    }
  }

  /// `[AnyHashable: Any]`, for a key kept in a ``DeferredAnyHashableDictionary``.
  @usableFromInline
  static func deferredAnyHashableDictionary() -> ValueType {
    ValueType(
      "[AnyHashable: Any]", [AnyHashable: Any].self, .anyHashableDictionary,
      cast: { $0 as? [AnyHashable: Any] }, keepsStringKeyedDictionaries: true)
  }

  /// The value type Facsimile uses for the Swift type `T`.
  ///
  /// ```swift
  /// print(ValueType.of([URL]?.self))  // [URL]?
  /// ```
  ///
  /// - Parameter type: A property's type.
  /// - Returns: Its description, with the coercions that apply to it.
  package static func of<T>(_ type: T.Type) -> ValueType {
    of(type, cast: { $0 as? T })
  }

  /// The value type for `T`, with its exact-type cast made by the caller (specialized for `T`
  /// in the caller's module when the caller is inlinable).
  @usableFromInline
  static func of<T>(_ type: T.Type, cast: @escaping (Any) -> Any?) -> ValueType {
    let name = String(describing: T.self)
    func simple(_ kind: Kind) -> ValueType {
      ValueType(
        name, T.self, kind, cast: cast,
        strings: (T.self as? any FixtureStringConvertible.Type).map { stringForms($0) })
    }

    if let optional = T.self as? any OptionalValue.Type {
      let wrapped = optional.wrappedValueType
      return ValueType(
        "\(wrapped)?", T.self, .optional(wrapped, none: optional.makeNone), cast: cast)
    }
    switch ObjectIdentifier(T.self) {
    case ObjectIdentifier(Any.self): return simple(.any)
    case ObjectIdentifier(Bool.self): return simple(.bool)
    case ObjectIdentifier(String.self): return simple(.string)
    case ObjectIdentifier(Data.self): return simple(.data)
    case ObjectIdentifier(Date.self): return simple(.date)
    case ObjectIdentifier(URL.self): return simple(.url)
    case ObjectIdentifier(UUID.self): return simple(.uuid)
    case ObjectIdentifier(NSNumber.self): return simple(.number)
    case ObjectIdentifier([AnyHashable: Any].self):
      return ValueType("[AnyHashable: Any]", T.self, .anyHashableDictionary, cast: cast)
    case ObjectIdentifier((any NSSecureCoding).self):
      return ValueType("NSSecureCoding", T.self, .secureCoding, cast: cast)
    case ObjectIdentifier(AnyClass.self):
      // A class, named as `NSStringFromClass` writes it ("FacsimileUIKit.UIWindowScene").
      return ValueType(
        "AnyClass", T.self, .opaque, cast: cast,
        strings: StringForms(names: nil, make: { NSClassFromString($0) }))
    default: break
    }
    if let collection = T.self as? any CollectionValue.Type {
      let element = collection.elementValueType
      return ValueType(
        collection.describe(element: element), T.self,
        .collection(element, make: collection.make), cast: cast)
    }
    if let dictionary = T.self as? any StringKeyedDictionaryValue.Type {
      let value = dictionary.valueValueType
      return ValueType(
        "[String: \(value)]", T.self, .dictionary(value, make: dictionary.make), cast: cast)
    }
    if let object = T.self as? any KeyValueCodable.Type { return simple(.object(object)) }
    if let raw = T.self as? any RawRepresentable.Type { return simple(rawRepresentableKind(raw)) }
    if let integer = T.self as? any FixedWidthInteger.Type { return simple(integerKind(integer)) }
    if let floating = T.self as? any BinaryFloatingPoint.Type {
      return simple(floatingPointKind(floating))
    }
    if let decodable = T.self as? any Decodable.Type { return simple(decodableKind(decodable)) }
    return simple(.opaque)
  }
}

private func integerKind<I: FixedWidthInteger>(_: I.Type) -> ValueType.Kind {
  .integer(
    ValueType.IntegerFactory(
      fromInt64: { I(exactly: $0) }, fromUInt64: { I(exactly: $0) },
      fromDouble: { $0.isFinite ? I(exactly: $0) : nil }))
}

private func floatingPointKind<F: BinaryFloatingPoint>(_: F.Type) -> ValueType.Kind {
  .floatingPoint { F($0) }
}

private func decodableKind<D: Decodable>(_: D.Type) -> ValueType.Kind {
  .decodable { try FixtureDecoder().decode(D.self, fromEngineValue: $0) }
}

private func stringForms<S: FixtureStringConvertible>(_: S.Type) -> ValueType.StringForms {
  ValueType.StringForms(names: S.fixtureStrings, make: { S.fixtureValue(fromString: $0) })
}

private func namedCases<N: FixtureNamedCases>(_: N.Type) -> [String] {
  (N.fixtureStrings ?? []) + N.fixtureCases.map { "\($0.rawValue)" }
}

private func rawRepresentableKind<R: RawRepresentable>(_: R.Type) -> ValueType.Kind {
  let cases: [String]? =
    (R.self as? any FixtureNamedCases.Type).map { namedCases($0) }
    ?? (R.self as? any CaseIterable.Type).map { iterable in
      rawValueDescriptions(of: iterable, as: R.self)
    }
  return .rawRepresentable(
    ValueType.of(R.RawValue.self), make: { ($0 as? R.RawValue).flatMap(R.init(rawValue:)) },
    cases: cases)
}

private func rawValueDescriptions<C: CaseIterable, R: RawRepresentable>(
  of _: C.Type, as _: R.Type
) -> [String] {
  C.allCases.compactMap { ($0 as? R).map { "\($0.rawValue)" } }
}

/// `Optional`, seen from the engine without knowing `Wrapped`.
protocol OptionalValue {
  static var wrappedValueType: ValueType { get }
  static var makeNone: () -> Any { get }
  var wrappedValue: Any? { get }
}

extension Optional: OptionalValue {
  static var wrappedValueType: ValueType { .of(Wrapped.self) }
  static var makeNone: () -> Any { { Optional<Wrapped>.none as Any } }
  var wrappedValue: Any? { self.map { $0 } }
}

/// Whether a value is `NSNull`, by its class: `value is NSNull` would bridge every `String` and
/// `Dictionary` to Objective-C form just to answer no.
func isNull(_ value: Any) -> Bool {
  isNull(type: type(of: value))
}

/// Whether values of `type` are `NSNull`, for a caller that has the type.
func isNull(type: any Any.Type) -> Bool {
  type is NSNull.Type
}

/// Removes every level of `Optional` from a value held as `Any`.
@usableFromInline
func flattened(_ value: Any?) -> Any? {
  guard let value else { return nil }
  return flattened(value)
}

/// Removes every level of `Optional` from a value held as `Any`; for a value already out of an
/// `Optional`, which is then borrowed rather than copied to be unwrapped.
@usableFromInline
func flattened(_ value: Any) -> Any? {
  if PlainValue.isNeverOptional(type(of: value)) { return value }
  if let optional = value as? any OptionalValue { return flattened(optional.wrappedValue) }
  return value
}

/// `Array` and `Set`, seen from the engine without knowing `Element`.
protocol CollectionValue {
  static var elementValueType: ValueType { get }
  static var make: ([Any]) -> Any? { get }
  static func describe(element: ValueType) -> String
}

extension Array: CollectionValue {
  static var elementValueType: ValueType { .of(Element.self) }
  static var make: ([Any]) -> Any? {
    { elements in
      let typed = elements.compactMap { $0 as? Element }
      return typed.count == elements.count ? typed : nil
    }
  }
  static func describe(element: ValueType) -> String { "[\(element)]" }
}

extension Set: CollectionValue {
  static var elementValueType: ValueType { .of(Element.self) }
  static var make: ([Any]) -> Any? {
    { elements in
      let typed = elements.compactMap { $0 as? Element }
      return typed.count == elements.count ? Set(typed) : nil
    }
  }
  static func describe(element: ValueType) -> String { "Set<\(element)>" }
}

/// `[String: Value]`, seen from the engine without knowing `Value`.
protocol StringKeyedDictionaryValue {
  static var valueValueType: ValueType { get }
  static var make: ([String: Any]) -> Any? { get }
}

extension Dictionary: StringKeyedDictionaryValue where Key == String {
  static var valueValueType: ValueType { .of(Value.self) }
  static var make: ([String: Any]) -> Any? {
    { entries in
      let typed = entries.compactMapValues { $0 as? Value }
      return typed.count == entries.count ? typed : nil
    }
  }
}
