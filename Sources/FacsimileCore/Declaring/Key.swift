import Foundation

// `@unchecked Sendable`: immutable once a ``KeyLayout`` has placed it (its `placement`, `offset`
// and `name` are written once, under the layouts' lock, before the layout is published by a
// `static let`); its closures capture the default and the rules, which are the declaration's own.
/// One key of a type, declared once: its value type, its default and its rules, as a stored
/// property of the type's ``KeySet``, whose name is the key's name.
///
/// ```swift
/// struct Keys: KeySet {
///   let title = Key("")
///   let badge = Key<NSNumber?>(nil)
///   let relevanceScore = Key(0.0, clampedTo: 0...1)
///   let url = Key(URL(fileURLWithPath: "/"), objectiveC: "URL")
///   let content = Key { UNMutableNotificationContent() }
///   static let layout = KeyLayout<Keys>()
/// }
/// ```
///
/// Every door reads the declaration: the getter (`storage.title`), the setter of a mutable type
/// (``KeyedStorage/set(_:_:on:)``), `setValue(_:forKey:)`, fabrication from fixtures, JSON and
/// push payloads, coders, copies, descriptions and the schema. A rule, such as a clamp, is
/// therefore the same through all of them.
///
/// The initializers are inlinable: a key's code compiles in the module that declares it,
/// specialized for its value type.
public final class Key<Value>: AnyKey, @unchecked Sendable {
  @usableFromInline let objectiveCName: String?
  /// Whether the key is one: `false` for state a model keeps beside its keys, under the same
  /// lock, that no door sees (``unlisted(_:)``).
  @usableFromInline var isListed = true
  @usableFromInline let copiesValues: Bool
  @usableFromInline let valueType: ValueType
  @usableFromInline let slot: Slot<Value>
  /// Whether the default is (or holds, in a collection) an object every instance would share
  /// (a declaration problem).
  @usableFromInline let sharesDefaultObject: Bool
  /// What a value is taken as before coercion, where the key's rule says more than its type:
  /// a clamped floating-point key takes a value that is not finite as its nearer bound, a
  /// `nullResettable` key takes `nil` as its default.
  @usableFromInline let prepareInput: ((Any) -> Any)?
  /// Whether `nil` resets the key to its default, as Objective-C's `null_resettable` does.
  @usableFromInline let resetsOnNil: Bool
  /// Where the layout that placed the key first put the value, from the start of a storage's
  /// bytes. Written once, by that layout, before any storage exists: the getters read it with no
  /// exclusivity check.
  @usableFromInline @exclusivity(unchecked) var offset = 0
  /// Which value of that layout's storages it is: its bit in a storage's record of set values.
  @usableFromInline @exclusivity(unchecked) var index = 0
  /// The ``StorageLayout/id`` of the layout that placed the key first, `0` until one has. A key
  /// shared by two types' ``KeySet``s has an offset in each: the other layouts keep theirs.
  @usableFromInline @exclusivity(unchecked) var placement = 0
  /// The key's name, as the layout that placed it first found it: the Objective-C name, or the
  /// property's.
  var name = ""
  /// What a target that reads another form of document says of the key: a push payload's field
  /// and the properties, for a notification content's key (``carried(by:)``).
  package internal(set) var carrier: (any Sendable)?

  @usableFromInline
  init(
    objectiveC: String?, copying: Bool, valueType: ValueType, slot: Slot<Value>,
    sharesDefaultObject: Bool = false, prepare: ((Any) -> Any)? = nil, resetsOnNil: Bool = false
  ) {
    self.objectiveCName = objectiveC
    self.copiesValues = copying
    self.valueType = valueType
    self.slot = slot
    self.sharesDefaultObject = sharesDefaultObject
    self.prepareInput = prepare
    self.resetsOnNil = resetsOnNil
  }

  /// A key whose value starts as `defaultValue`.
  ///
  /// ```swift
  /// let title = Key("")
  /// let url = Key(URL(fileURLWithPath: "/"), objectiveC: "URL")
  /// ```
  ///
  /// - Parameters:
  ///   - defaultValue: The value of a new object.
  ///   - objectiveC: The name Objective-C's key-value coding uses, where it differs from the
  ///     property's (`URL` for `url`); both names are then accepted, and this one is shown.
  ///   - copying: Whether the type's own setters and initializers keep a copy of an
  ///     `NSCopying` value, as an `@NSCopying` property does (`setValue(_:forKey:)` keeps the
  ///     value it is given, as Objective-C's does).
  ///   - nullResettable: Whether `nil` resets the key to `defaultValue` through every door, as
  ///     an Objective-C `null_resettable` property does (`UIScene.title`, a `String!`); else a
  ///     key that is not optional refuses `nil`.
  @inlinable
  public convenience init(
    _ defaultValue: Value, objectiveC: String? = nil, copying: Bool = false,
    nullResettable: Bool = false
  ) {
    self.init(
      objectiveC: objectiveC, copying: copying,
      valueType: ValueType.of(Value.self, cast: { $0 as? Value }),
      slot: .stored(
        defaultValue, normalize: nil, accept: { cast($0, to: Value.self) },
        // Only an optional (a `String!` key, or one declared in generic code) reads as `nil`.
        read: Value.self is any OptionalKeyValue.Type ? { flattened($0) } : nil),
      sharesDefaultObject: holdsKeyValueCodableObjects(defaultValue),
      prepare: nullResettable ? { isNilOrNull($0) ? defaultValue : $0 } : nil,
      resetsOnNil: nullResettable)
  }

  /// A `[AnyHashable: Any]` key, such as a `userInfo`: kept as the `[String: Any]` a fixture or
  /// JSON gives until first read, since converting every key costs more than the rest of a
  /// notification, and most are read once, if at all.
  ///
  /// ```swift
  /// let userInfo = Key<[AnyHashable: Any]>([:])
  /// ```
  ///
  /// - Parameters:
  ///   - defaultValue: The value of a new object.
  ///   - objectiveC: The name Objective-C's key-value coding uses, where it differs.
  @inlinable
  public convenience init(_ defaultValue: Value, objectiveC: String? = nil)
  where Value == [AnyHashable: Any] {
    self.init(
      objectiveC: objectiveC, copying: false, valueType: .deferredAnyHashableDictionary(),
      slot: .deferred(defaultValue))
  }

  /// A key whose values are kept within `range`: a value outside it is clamped to the nearer
  /// bound, through every door.
  ///
  /// ```swift
  /// let level = Key(1, clampedTo: 1...5)
  /// ```
  ///
  /// - Parameters:
  ///   - defaultValue: The value of a new object.
  ///   - range: The values the key keeps.
  @inlinable
  public convenience init(_ defaultValue: Value, clampedTo range: ClosedRange<Value>)
  where Value: Comparable {
    self.init(
      objectiveC: nil, copying: false,
      valueType: ValueType.of(Value.self, cast: { $0 as? Value }),
      slot: .stored(
        defaultValue, normalize: { Swift.min(Swift.max($0, range.lowerBound), range.upperBound) },
        accept: { cast($0, to: Value.self) }))
  }

  /// An integer key whose values are kept within `range`, through every door: a value outside
  /// it is clamped to the nearer bound, a whole number beyond the type's own range (`UInt64.max`
  /// for an `Int`, `1e300`) and an infinity too. A fraction and NaN are refused, as for any
  /// integer key.
  ///
  /// ```swift
  /// let priority = Key(0, clampedTo: 0...10)
  /// ```
  ///
  /// - Parameters:
  ///   - defaultValue: The value of a new object.
  ///   - range: The values the key keeps.
  @inlinable
  public convenience init(_ defaultValue: Value, clampedTo range: ClosedRange<Value>)
  where Value: FixedWidthInteger {
    self.init(
      objectiveC: nil, copying: false,
      valueType: ValueType.of(Value.self, cast: { $0 as? Value }),
      slot: .stored(
        defaultValue, normalize: { Swift.min(Swift.max($0, range.lowerBound), range.upperBound) },
        accept: { cast($0, to: Value.self) }),
      prepare: { input in
        guard let above = wholeNumberBeyond(Value.self, input) else { return input }
        return above ? range.upperBound : range.lowerBound
      })
  }

  /// A floating-point key whose values are kept within `range`, through every door: a value
  /// outside it is clamped to the nearer bound, one beyond the type's own range (`1e300` for a
  /// `Float`) and infinity too, and -infinity and NaN to the lower one.
  ///
  /// ```swift
  /// let relevanceScore = Key(0.0, clampedTo: 0...1)
  /// ```
  ///
  /// - Parameters:
  ///   - defaultValue: The value of a new object.
  ///   - range: The values the key keeps.
  @inlinable
  public convenience init(_ defaultValue: Value, clampedTo range: ClosedRange<Value>)
  where Value: BinaryFloatingPoint {
    self.init(
      objectiveC: nil, copying: false,
      valueType: ValueType.of(Value.self, cast: { $0 as? Value }),
      slot: .stored(
        defaultValue,
        normalize: {
          $0.isNaN ? range.lowerBound : Swift.min(Swift.max($0, range.lowerBound), range.upperBound)
        },
        accept: { cast($0, to: Value.self) }),
      prepare: { input in
        guard let number = floatingPoint(input),
          !number.isFinite || abs(number) > Double(Value.greatestFiniteMagnitude)
        else { return input }
        return number > 0 ? range.upperBound : range.lowerBound
      })
  }

  /// A key for an object made when first read: a fabrication that sets the key makes none only
  /// to replace it.
  ///
  /// ```swift
  /// let content = Key { UNMutableNotificationContent() }
  /// ```
  ///
  /// - Parameters:
  ///   - objectiveC: The name Objective-C's key-value coding uses, where it differs.
  ///   - make: Makes the value of an object whose key was never set; it runs once per object,
  ///     under the object's lock.
  @inlinable
  public convenience init(objectiveC: String? = nil, made make: @escaping @Sendable () -> Value) {
    self.init(
      objectiveC: objectiveC, copying: false,
      valueType: ValueType.of(Value.self, cast: { $0 as? Value }), slot: .made(make))
  }

  /// A key that holds its object weakly, as a `weak` property does: a back-reference. `Value`
  /// is an optional class or class-bound protocol type.
  ///
  /// ```swift
  /// let scene = Key<UIScene?>.weak()
  /// ```
  ///
  /// - Parameter objectiveC: The name Objective-C's key-value coding uses, where it differs.
  /// - Returns: The key, whose value is `nil` until set and once its object is gone.
  @inlinable
  public static func weak(objectiveC: String? = nil) -> Key where Value: ExpressibleByNilLiteral {
    Key(
      objectiveC: objectiveC, copying: false,
      valueType: ValueType.of(Value.self, cast: { $0 as? Value }), slot: .weak())
  }

  /// State a model keeps beside its keys, under the same lock, that no door sees: no fixture,
  /// copy, archive or description carries it.
  ///
  /// ```swift
  /// let isFirstResponder = Key.unlisted(false)
  /// ```
  @inlinable
  package static func unlisted(_ defaultValue: Value) -> Key {
    let key = Key(
      objectiveC: nil, copying: false,
      valueType: ValueType.of(Value.self, cast: { $0 as? Value }),
      slot: .stored(defaultValue, normalize: nil, accept: { cast($0, to: Value.self) }))
    key.isListed = false
    return key
  }

  /// A weak reference a model keeps beside its keys, that no door sees.
  @inlinable
  package static func unlistedWeak() -> Key where Value: ExpressibleByNilLiteral {
    let key = Key.weak()
    key.isListed = false
    return key
  }

  var size: Int { slot.size }
  var alignment: Int { slot.alignment }
  var isTrivial: Bool { slot.isTrivial }
  var store: (UnsafeMutableRawPointer, Any) -> Bool { slot.store }
  func initialize(_ pointer: UnsafeMutableRawPointer) { slot.initialize(pointer) }
  func deinitialize(_ pointer: UnsafeMutableRawPointer) { slot.deinitialize(pointer) }
  var storedType: any StoredValue.Type { slot.storedType }
  var holdsWeakly: Bool { slot.holdsWeakly }
  var copyDefault: (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void { slot.copy }

  /// The value as `value(forKey:)` gives it: `nil` for an optional holding none.
  var readValue: (UnsafeMutableRawPointer) -> Any? { slot.read }
  /// The value as a `Value`, for ``assign``.
  var value: (UnsafeMutableRawPointer) -> Any { slot.value }
  /// Stores a `Value` with no rule applied.
  var assign: (UnsafeMutableRawPointer, Any) -> Bool { slot.assign }

  /// A copy of `value` if the key copies, as an `@NSCopying` property does.
  @inlinable
  func copied(_ value: Value) -> Value {
    guard copiesValues else { return value }
    return copy(value)
  }

  /// A copy of `value`, if it is an `NSCopying` object.
  @usableFromInline
  func copy(_ value: Value) -> Value {
    guard let copyable = flattened(value) as? any NSCopying else { return value }
    return copyable.copy(with: nil) as? Value ?? value
  }
}

extension Key where Value: OptionalKeyValue {
  /// An optional key whose value starts as `defaultValue` (usually `nil`): a store takes a value
  /// of the wrapped type as it is, and `value(forKey:)` gives `nil` for none.
  ///
  /// ```swift
  /// let badge = Key<NSNumber?>(nil)
  /// let sound = Key<UNNotificationSound?>(nil, copying: true)
  /// ```
  ///
  /// - Parameters:
  ///   - defaultValue: The value of a new object.
  ///   - objectiveC: The name Objective-C's key-value coding uses, where it differs from the
  ///     property's.
  ///   - copying: Whether the type's own setters and initializers keep a copy of an
  ///     `NSCopying` value, as an `@NSCopying` property does.
  @inlinable
  public convenience init(_ defaultValue: Value, objectiveC: String? = nil, copying: Bool = false) {
    self.init(
      objectiveC: objectiveC, copying: copying,
      valueType: ValueType.of(Value.self, cast: { value in (value as? Value).map { $0 as Any } }),
      slot: .stored(
        defaultValue, normalize: nil,
        accept: { value in
          if let wrapped = exactly(value, as: Value.Wrapped.self) { return Value(wrapped) }
          return cast(value, to: Value.self)
        },
        read: { value -> Any? in value.keyWrappedValue.map { $0 as Any } }),
      sharesDefaultObject: defaultValue.keyWrappedValue.map { holdsKeyValueCodableObjects($0) }
        ?? false)
  }
}

/// `Optional`, as a key's value type: what lets a ``Key`` of an optional type be specialized
/// for the type it wraps. Only `Optional` adopts it.
public protocol OptionalKeyValue: ExpressibleByNilLiteral {
  /// The type of the value the optional holds.
  associatedtype Wrapped
  /// An optional holding `some`.
  init(_ some: Wrapped)
  /// The value the optional holds, or `nil`.
  var keyWrappedValue: Wrapped? { get }
}

extension Optional: OptionalKeyValue {
  /// The optional itself.
  @inlinable public var keyWrappedValue: Wrapped? { self }
}

/// What a ``KeyLayout`` and a ``KeyTable`` need of a ``Key`` without knowing its value type.
protocol AnyKey: AnyObject {
  var objectiveCName: String? { get }
  var isListed: Bool { get }
  var sharesDefaultObject: Bool { get }
  var prepareInput: ((Any) -> Any)? { get }
  var resetsOnNil: Bool { get }
  var valueType: ValueType { get }
  var size: Int { get }
  var alignment: Int { get }
  var isTrivial: Bool { get }
  var offset: Int { get set }
  var index: Int { get set }
  var placement: Int { get set }
  var name: String { get set }
  func initialize(_ pointer: UnsafeMutableRawPointer)
  func deinitialize(_ pointer: UnsafeMutableRawPointer)
  var storedType: any StoredValue.Type { get }
  var holdsWeakly: Bool { get }
  var copyDefault: (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void { get }
  var readValue: (UnsafeMutableRawPointer) -> Any? { get }
  var store: (UnsafeMutableRawPointer, Any) -> Bool { get }
  var value: (UnsafeMutableRawPointer) -> Any { get }
  var assign: (UnsafeMutableRawPointer, Any) -> Bool { get }
}

/// How a key's value sits in a storage's bytes, and how each door reaches it: the closures are
/// made where the key is declared, specialized for its type.
@usableFromInline
struct Slot<Value> {
  @usableFromInline let size: Int
  @usableFromInline let alignment: Int
  @usableFromInline let isTrivial: Bool
  /// Whether the value is held weakly (a back-reference).
  @usableFromInline let holdsWeakly: Bool
  /// The type a storage holds the value as (`Value`, or what holds it: `Value?` for a value made
  /// when first read, a weak reference).
  @usableFromInline let storedType: any StoredValue.Type
  @usableFromInline let initialize: (UnsafeMutableRawPointer) -> Void
  @usableFromInline let deinitialize: (UnsafeMutableRawPointer) -> Void
  /// Initializes its first argument with a copy of the value at its second (a default).
  @usableFromInline let copy: (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void
  /// The value, as a read presents it (it may make and keep a default); under the lock.
  @usableFromInline let get: (UnsafeMutableRawPointer) -> Value
  /// Stores a value of the key's type, as the rules say; under the lock.
  @usableFromInline let set: (UnsafeMutableRawPointer, Value) -> Void
  /// Stores a coerced value; `false` for a value of another type.
  @usableFromInline let store: (UnsafeMutableRawPointer, Any) -> Bool
  /// The value as `value(forKey:)` gives it: `nil` for an optional holding none.
  @usableFromInline let read: (UnsafeMutableRawPointer) -> Any?
  /// A value of the key's type as the engine takes it: `nil` for an optional holding none, an
  /// optional's wrapped value as it is.
  @usableFromInline let box: (Value) -> Any?
  /// The value as a `Value`, held as `Any` (an optional holding none too): what ``assign``
  /// takes.
  @usableFromInline let value: (UnsafeMutableRawPointer) -> Any
  /// Stores a `Value` as it is, the key's rules already applied (by another declaration of the
  /// same key); `false` for a value of another type.
  @usableFromInline let assign: (UnsafeMutableRawPointer, Any) -> Bool

  @inlinable
  init<Stored>(
    _: Stored.Type, initial: Stored, present: @escaping (inout Stored) -> Value,
    keep: @escaping (Value) -> Stored, accept: @escaping (Any) -> Stored?,
    assign: ((Any) -> Stored?)? = nil, read: ((Value) -> Any?)?
  ) {
    self.size = MemoryLayout<Stored>.size
    self.alignment = MemoryLayout<Stored>.alignment
    self.isTrivial = _isPOD(Stored.self)
    self.holdsWeakly = Stored.self == WeakReference.self
    self.storedType = StoredType<Stored>.self
    self.initialize = { $0.initializeMemory(as: Stored.self, to: initial) }
    self.deinitialize = { $0.assumingMemoryBound(to: Stored.self).deinitialize(count: 1) }
    self.copy = {
      $0.initializeMemory(as: Stored.self, to: $1.assumingMemoryBound(to: Stored.self).pointee)
    }
    let get: (UnsafeMutableRawPointer) -> Value = {
      present(&$0.assumingMemoryBound(to: Stored.self).pointee)
    }
    self.get = get
    self.set = { $0.assumingMemoryBound(to: Stored.self).pointee = keep($1) }
    self.store = { pointer, value in
      guard let stored = accept(value) else { return false }
      pointer.assumingMemoryBound(to: Stored.self).pointee = stored
      return true
    }
    self.read = read.map { read in { read(get($0)) } } ?? { get($0) }
    self.box = read ?? { $0 }
    self.value = { get($0) }
    let assignAccept = assign ?? accept
    self.assign = { pointer, value in
      guard let stored = assignAccept(value) else { return false }
      pointer.assumingMemoryBound(to: Stored.self).pointee = stored
      return true
    }
  }

  /// A value kept as it is, after `normalize` (the key's rule, if it has one).
  @inlinable
  static func stored(
    _ initial: Value, normalize: ((Value) -> Value)?,
    accept: @escaping (Any) -> Value?, read: ((Value) -> Any?)? = nil
  ) -> Slot {
    guard let normalize else {
      return Slot(
        Value.self, initial: initial, present: { $0 }, keep: { $0 }, accept: accept, read: read)
    }
    return Slot(
      Value.self, initial: initial, present: { $0 }, keep: normalize,
      accept: { accept($0).map(normalize) }, assign: accept, read: read)
  }

  /// An object made when first read.
  @inlinable
  static func made(_ make: @escaping @Sendable () -> Value) -> Slot {
    Slot<Value>(
      Value?.self, initial: nil, present: { madeOnce(&$0, by: make) }, keep: { $0 },
      accept: { cast($0, to: Value.self) }, read: nil)
  }

  /// A weak reference to the object the optional `Value` holds.
  @inlinable
  static func weak() -> Slot where Value: ExpressibleByNilLiteral {
    Slot(
      WeakReference.self, initial: WeakReference(nil),
      present: { $0.object.flatMap { $0 as? Value } ?? nil }, keep: { WeakReference($0) },
      accept: { cast($0, to: Value.self).map { WeakReference($0) } },
      read: { value in flattened(value) })
  }
}

extension Slot where Value == [AnyHashable: Any] {
  /// A dictionary kept as the `[String: Any]` it was set from until first read.
  @inlinable
  static func deferred(_ initial: Value) -> Slot {
    Slot(
      DeferredAnyHashableDictionary.self, initial: DeferredAnyHashableDictionary(initial),
      present: { $0.dictionary() }, keep: { DeferredAnyHashableDictionary($0) },
      accept: { value in
        if let dictionary = exactly(value, as: [String: Any].self) {
          return DeferredAnyHashableDictionary(stringKeyed: dictionary)
        }
        return cast(value, to: [AnyHashable: Any].self).map(DeferredAnyHashableDictionary.init)
      }, read: nil)
  }
}

/// A weak reference, as a stored value.
@usableFromInline
struct WeakReference {
  @usableFromInline weak var object: AnyObject?

  /// A reference to the object `value` holds, if it holds one.
  @usableFromInline
  init(_ value: Any?) { self.object = flattened(value).map { $0 as AnyObject } }
}

/// A number held as any numeric type or `NSNumber` (a decimal too), as the `Double` nearest it;
/// `nil` for anything else.
@usableFromInline
func floatingPoint(_ value: Any) -> Double? {
  Input(value).nearestDouble
}

/// Whether `value` is a whole number (or an infinity) beyond the range of `Integer`: `true` above
/// it, `false` below it, `nil` within it, for a fraction, NaN, or what is not a number.
@usableFromInline
func wholeNumberBeyond<Integer: FixedWidthInteger>(_: Integer.Type, _ value: Any) -> Bool? {
  switch Input(value) {
  case .integer(let int):
    return Integer(exactly: int) == nil ? int > 0 : nil
  case .wideInteger(let integer):
    func isPositive<Wide: BinaryInteger>(_ wide: Wide) -> Bool { wide > 0 }
    return Integer(exactly: integer) == nil ? isPositive(integer) : nil
  case .floatingPoint(let double):
    guard !double.isNaN, double.rounded() == double, Integer(exactly: double) == nil else {
      return nil
    }
    return double > 0
  case .decimal(let decimal):
    guard let whole = decimal.wholeNumberText,
      Int128(whole).flatMap(Integer.init(exactly:)) == nil,
      UInt128(whole).flatMap(Integer.init(exactly:)) == nil
    else { return nil }
    return decimal > 0
  case .null, .boolean, .string, .date, .data, .url, .uuid, .dictionary, .hashableDictionary,
    .array, .set, .object, .other:
    return nil
  }
}

/// The value in `slot`, made by `make` and kept there if the slot is empty.
@inlinable
func madeOnce<Value>(_ slot: inout Value?, by make: () -> Value) -> Value {
  if let value = slot { return value }
  let value = make()
  slot = value
  return value
}

/// A coerced value as a `Value`: by its exact type (which coercion gives), else by the run-time
/// cast (a subclass's instance for a class-typed key, an optional's wrapped value).
@inlinable
func cast<Value>(_ value: Any, to type: Value.Type) -> Value? {
  exactly(value, as: Value.self) ?? value as? Value
}

/// Whether a value is `nil` (an optional holding none) or `NSNull`.
@usableFromInline
func isNilOrNull(_ value: Any) -> Bool {
  flattened(value).map(isNull) ?? true
}

/// Whether `value` is a key-value codable object, or a collection (an array, a set, a
/// dictionary, nested) that holds one: a default every instance would share.
@usableFromInline
func holdsKeyValueCodableObjects(_ value: Any, depth: Int = 0) -> Bool {
  guard depth <= FacsimileLimits.maximumCollectionDepth else { return false }
  switch Input(value) {
  case .object: return true
  case .array(let elements):
    return elements.contains { holdsKeyValueCodableObjects($0, depth: depth + 1) }
  case .set(let elements):
    return elements.contains { holdsKeyValueCodableObjects($0.base, depth: depth + 1) }
  case .dictionary(let entries):
    return entries.values.contains { holdsKeyValueCodableObjects($0, depth: depth + 1) }
  case .hashableDictionary(let entries):
    return entries.values.contains { holdsKeyValueCodableObjects($0, depth: depth + 1) }
  case .null, .boolean, .integer, .wideInteger, .floatingPoint, .decimal, .string, .date, .data,
    .url, .uuid, .other:
    return false
  }
}
