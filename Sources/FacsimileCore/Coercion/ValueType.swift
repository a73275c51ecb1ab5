import Foundation

// `@unchecked Sendable`: immutable; its closures capture metatypes and values only.
/// What a key accepts and how a value becomes one, decided once per key from the property's Swift
/// type: coercion (``convertInput``, chosen from ``kind``), messages, key listings and the schema.
///
/// ```swift
/// print(ValueType.of([URL]?.self))  // [URL]?
/// ```
@usableFromInline
package final class ValueType: @unchecked Sendable, CustomStringConvertible {
  /// The Swift spelling: `Int`, `String?`, `[UNNotificationAttachment]`.
  @usableFromInline package let description: String
  /// The Swift type itself.
  package let swiftType: any Any.Type
  let kind: Kind
  /// How a string names a value, for a ``FixtureStringConvertible`` type.
  let strings: StringForms?
  /// Whether values can hold objects or nest without limit (`Any`, `[AnyHashable: Any]`): the
  /// keys a cycle or an over-deep graph can pass through, which the graph check measures.
  let mayHoldObjects: Bool
  /// The type a value may have to be taken as it is (an optional's: its wrapped type).
  private let exactType: ObjectIdentifier
  /// What a value of exactly that type needs before it is taken as it is.
  private let exactValues: ExactValues

  /// What a value of exactly a key's type needs before it is taken.
  enum ExactValues {
    /// Nothing: any value of the type fits.
    case takenAsTheyAre
    /// An `NSNumber` that is a number (not a Boolean), and finite.
    case finiteNumbers
    /// A `Date` that is finite and inside the calendar's range.
    case datesInRange
    /// The type's conversion: a value may hold objects, or be a Foundation collection.
    case converted
  }
  /// Converts a value told apart (`ValueType+Conversion.swift`).
  let convertInput: InputConversion

  typealias InputConversion = (
    _ input: Input, _ value: Any, _ context: FabricationContext
  ) throws(FacsimileError) -> Any

  /// What kind of value a type holds. Every `switch` over it is exhaustive: add a kind here and
  /// the compiler names each place that must handle it (Docs/Architecture.md).
  indirect enum Kind {
    case any, bool, string, data, date, url, uuid, number
    case integer(make: IntegerFactory)
    /// `make` gives `nil` for a value so small it would become zero.
    case floatingPoint(greatest: Double, make: (Double) -> Any?)
    case optional(ValueType, none: Any)
    case collection(ValueType, make: ([Any]) -> Any?)
    case dictionary(ValueType, make: ([String: Any]) -> Any?)
    /// `keepsStringKeyed`: a `[String: Any]` is kept as it is (``DeferredAnyHashableDictionary``).
    case anyHashableDictionary(keepsStringKeyed: Bool)
    case rawRepresentable(ValueType, make: (Any) -> Any?, cases: [String]?)
    case object(any KeyValueCodable.Type)
    /// A `Decodable` type with no rule of its own (`DateComponents`), through ``FixtureDecoder``.
    case decodable(make: (Any) throws -> Any)
    /// `any NSSecureCoding`: fixture values as the Foundation objects that hold them.
    case secureCoding
    /// Any other type: a value of it (or one that casts to it).
    case opaque
  }

  /// Makes an integer of one type that fits, or `nil`; `fromText` only for a type wider than 64
  /// bits, as a fixture writes an integer too wide for a JSON number.
  struct IntegerFactory {
    let fromInt: (Int) -> Any?
    let fromAny: (any BinaryInteger) -> Any?
    let fromText: (String) -> Any?
  }

  struct StringForms {
    /// Every name, or `nil` when any string may name a value.
    let names: [String]?
    let make: (String) -> Any?
  }

  init(
    _ description: String, _ type: any Any.Type, _ kind: Kind, strings: StringForms? = nil,
    cast: @escaping (Any) -> Any?
  ) {
    self.description = description
    self.swiftType = type
    self.kind = kind
    self.strings = strings
    self.mayHoldObjects = kind.mayHoldObjects
    if case .optional(let wrapped, _) = kind {
      self.exactType = wrapped.exactType
      self.exactValues = wrapped.exactValues
    } else {
      self.exactType = ObjectIdentifier(type)
      switch kind {
      case _ where mayHoldObjects || FoundationCollection.contains(type: type):
        self.exactValues = .converted
      case .number: self.exactValues = .finiteNumbers
      case .date: self.exactValues = .datesInRange
      default: self.exactValues = .takenAsTheyAre
      }
    }
    self.convertInput = kind.conversion(description: description, strings: strings, cast: cast)
  }

  /// Whether the key accepts `nil`.
  @usableFromInline
  package var isOptional: Bool {
    if case .optional = kind { return true }
    return false
  }

  /// The type of the objects this key holds, directly, optionally or in a collection.
  package var objectType: (any KeyValueCodable.Type)? { kind.objectType }

  /// Converts `value` to this type (exactly ``swiftType``; an optional's wrapped type or `none`),
  /// or throws a problem at the context's path. A value of exactly the type is taken after one
  /// comparison; any other is told apart once (``Input``) and converted as its kind says.
  func coerce(_ value: Any, in context: FabricationContext) throws(FacsimileError) -> Any {
    if takesAsItIs(value) { return value }
    let input = try Input(value, in: context)
    return try convertInput(input, value, context)
  }

  /// ``coerce(_:in:)`` for `key` of the object at `context` (appended only when needed).
  func coerce(_ value: Any, at key: String, in context: FabricationContext) throws(FacsimileError)
    -> Any
  {
    if takesAsItIs(value) { return value }
    let context = context.appending(key)
    return try convertInput(Input(value, in: context), value, context)
  }

  /// Whether `value` is of exactly this type and fits as it is: what its conversion would give.
  private func takesAsItIs(_ value: Any) -> Bool {
    guard heldType(of: value) == exactType else { return false }
    switch exactValues {
    case .takenAsTheyAre:
      return true
    case .finiteNumbers:
      guard let number = exactly(value, as: NSNumber.self), !number.isBoolean else { return false }
      return !number.isFloatingPoint || number.doubleValue.isFinite
    case .datesInRange:
      guard let date = exactly(value, as: Date.self) else { return false }
      return date.timeIntervalSinceReferenceDate.isFinite && CalendarRange.dates.contains(date)
    case .converted:
      return false
    }
  }

  /// The value type Facsimile uses for the Swift type `T`.
  package static func of<T>(_ type: T.Type) -> ValueType {
    of(type, cast: { $0 as? T })
  }

  /// The value type for `T`, with its cast made (and specialized) by the caller.
  @usableFromInline
  static func of<T>(_ type: T.Type, cast: @escaping (Any) -> Any?) -> ValueType {
    let name = String(describing: T.self)
    func simple(_ kind: Kind) -> ValueType {
      ValueType(
        name, T.self, kind,
        strings: (T.self as? any FixtureStringConvertible.Type).map { forms($0) },
        cast: cast)
    }
    if let optional = T.self as? any OptionalValue.Type {
      let wrapped = optional.wrappedValueType
      return ValueType(
        "\(wrapped)?", T.self, .optional(wrapped, none: optional.noneValue), cast: cast)
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
      return ValueType(
        "[AnyHashable: Any]", T.self, .anyHashableDictionary(keepsStringKeyed: false), cast: cast)
    case ObjectIdentifier((any NSSecureCoding).self):
      return ValueType("NSSecureCoding", T.self, .secureCoding, cast: cast)
    case ObjectIdentifier(AnyClass.self):
      // A class, named as `String(reflecting:)` writes it ("FacsimileUIKit.UIWindowScene",
      // "AppTests.LaunchTests.SceneDelegate" for one nested in a test suite).
      return ValueType(
        "AnyClass", T.self, .opaque,
        strings: StringForms(names: nil, make: { ClassName.named($0) }), cast: cast)
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
    if let enumeration = T.self as? any CaseIterable.Type {
      // An enum without raw values: a fixture names a case as `fixture()` writes it.
      return ValueType(name, T.self, .opaque, strings: caseNames(enumeration), cast: cast)
    }
    return simple(.opaque)
  }

  /// `[AnyHashable: Any]` kept in a ``DeferredAnyHashableDictionary``.
  @usableFromInline
  static func deferredAnyHashableDictionary() -> ValueType {
    ValueType(
      "[AnyHashable: Any]", [AnyHashable: Any].self,
      .anyHashableDictionary(keepsStringKeyed: true), cast: { $0 as? [AnyHashable: Any] })
  }
}

extension ValueType {
  /// How Apple's `initWithCoder:` reads a value of this type from a coder.
  enum CodedScalar {
    case bool, integer, floatingPoint
  }

  /// The scalar `decode...(forKey:)` method a value of this type is read with; `nil` for one
  /// read as an object (`decodeObject(forKey:)`).
  var codedScalar: CodedScalar? {
    switch kind {
    case .bool: .bool
    case .integer: .integer
    case .floatingPoint: .floatingPoint
    case .rawRepresentable(let raw, _, _): raw.codedScalar
    case .any, .string, .data, .date, .url, .uuid, .number, .optional, .collection, .dictionary,
      .anyHashableDictionary, .object, .decodable, .secureCoding, .opaque:
      nil
    }
  }
}

extension ValueType.Kind {
  /// See ``ValueType/mayHoldObjects``.
  var mayHoldObjects: Bool {
    switch self {
    case .any, .anyHashableDictionary, .object: true
    case .optional(let inner, _), .collection(let inner, _), .dictionary(let inner, _):
      inner.mayHoldObjects
    case .bool, .string, .data, .date, .url, .uuid, .number, .integer, .floatingPoint,
      .rawRepresentable, .decodable, .secureCoding, .opaque:
      false
    }
  }

  /// See ``ValueType/objectType``.
  var objectType: (any KeyValueCodable.Type)? {
    switch self {
    case .object(let type): type
    case .optional(let inner, _), .collection(let inner, _), .dictionary(let inner, _):
      inner.objectType
    case .any, .bool, .string, .data, .date, .url, .uuid, .number, .integer, .floatingPoint,
      .anyHashableDictionary, .rawRepresentable, .decodable, .secureCoding, .opaque:
      nil
    }
  }
}

private func forms<S: FixtureStringConvertible>(_: S.Type) -> ValueType.StringForms {
  ValueType.StringForms(names: S.fixtureStrings, make: { S.fixtureValue(fromString: $0) })
}

private func integerKind<I: FixedWidthInteger>(_: I.Type) -> ValueType.Kind {
  .integer(
    make: ValueType.IntegerFactory(
      fromInt: { I(exactly: $0) }, fromAny: { I(exactly: $0) },
      fromText: { I.bitWidth > 64 ? I($0, radix: 10) : nil }))
}

private func floatingPointKind<F: BinaryFloatingPoint>(_: F.Type) -> ValueType.Kind {
  .floatingPoint(greatest: Double(F.greatestFiniteMagnitude)) { double in
    // A value too small for the type is refused, not rounded to zero.
    let made = F(double)
    return made != 0 || double == 0 ? made : nil
  }
}

/// The cases of an enum without raw values, by the names `String(describing:)` gives them (what
/// a fixture writes for one).
private func caseNames<C: CaseIterable>(_: C.Type) -> ValueType.StringForms {
  let cases = C.allCases.map { (String(describing: $0), $0) }
  return ValueType.StringForms(
    names: cases.map(\.0), make: { name in cases.first { $0.0 == name }?.1 })
}

private func decodableKind<D: Decodable>(_: D.Type) -> ValueType.Kind {
  .decodable { try FixtureDecoder().decode(D.self, fromEngineValue: $0) }
}

private func rawRepresentableKind<R: RawRepresentable>(_: R.Type) -> ValueType.Kind {
  func named<N: FixtureNamedCases>(_: N.Type) -> [String] {
    (N.fixtureStrings ?? []) + N.fixtureCases.map { "\($0.rawValue)" }
  }
  func listed<C: CaseIterable>(_: C.Type) -> [String] {
    C.allCases.compactMap { ($0 as? R).map { "\($0.rawValue)" } }
  }
  let cases: [String]? =
    (R.self as? any FixtureNamedCases.Type).map { named($0) }
    ?? (R.self as? any CaseIterable.Type).map { listed($0) }
  return .rawRepresentable(
    ValueType.of(R.RawValue.self), make: { ($0 as? R.RawValue).flatMap(R.init(rawValue:)) },
    cases: cases)
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
  /// The entries, values as `Any`.
  var entries: [String: Any] { get }
}

extension Dictionary: StringKeyedDictionaryValue where Key == String {
  static var valueValueType: ValueType { .of(Value.self) }
  static var make: ([String: Any]) -> Any? {
    { entries in
      let typed = entries.compactMapValues { $0 as? Value }
      return typed.count == entries.count ? typed : nil
    }
  }
  var entries: [String: Any] { mapValues { $0 } }
}
