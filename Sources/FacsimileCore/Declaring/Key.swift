import Foundation

// `@unchecked Sendable`: immutable once its ``KeyLayout`` has placed it (its `offset` is written
// once, before the layout is published by a `static let`); its closures capture the default and
// the rules, which are the declaration's own.
/// One key of a type, declared once: its value type, its default and its rules, as a stored
/// property of the type's ``KeySet``, whose name is the key's name.
///
/// ```swift
/// struct Keys: KeySet {
///   let title = Key("")
///   let badge = Key<NSNumber?>(nil)
///   let relevanceScore = Key(0.0, clampedTo: 0...1)
///   let url = Key(URL(fileURLWithPath: "/"), objectiveC: "URL")
///   let notification = Key { UNNotification.fabricate(content: UNNotificationContent()) }
///   static let layout = KeyLayout<Keys>()
/// }
/// ```
///
/// Every door reads the declaration: the getter (`storage.title`), the setter of a mutable type
/// (``KeyedStorage/set(_:_:on:)``), `setValue(_:forKey:)`, fabrication from fixtures, JSON and
/// push payloads, coders, copies, descriptions and the schema. A rule, such as a clamp, is
/// therefore the same through all of them.
public final class Key<Value>: AnyKey, @unchecked Sendable {
  let objectiveCName: String?
  /// Whether the key is one: `false` for state a model keeps beside its keys, under the same
  /// lock, that no door sees (``unlisted(_:)``).
  private(set) var isListed = true
  let copiesValues: Bool
  let valueType: ValueType
  let size: Int
  let alignment: Int
  let isTrivial: Bool
  /// Where the layout placed the value, from the start of a storage's bytes.
  var offset = 0
  /// The key's name, as the layout found it: the Objective-C name, or the property's.
  var name = ""
  private let initializeSlot: (UnsafeMutableRawPointer) -> Void
  private let deinitializeSlot: (UnsafeMutableRawPointer) -> Void
  /// The value, as a read presents it (it may make and keep a default); under the lock.
  let get: (UnsafeMutableRawPointer) -> Value
  /// Stores a value of the key's type, as the rules say; under the lock.
  let set: (UnsafeMutableRawPointer, Value) -> Void
  /// Stores a coerced value (the key's type, or an optional's wrapped type); `false` for a value
  /// of another type.
  let store: (UnsafeMutableRawPointer, Any) -> Bool
  /// Makes the value kept for a setter's value.
  let normalize: (Value) -> Value
  /// Whether the default is an object every instance would share (a declaration problem).
  let sharesDefaultObject: Bool
  /// What a value is taken as before coercion, where the key's rule says more than its type:
  /// a clamped floating-point key takes a value that is not finite as its nearer bound.
  private(set) var prepareInput: ((Any) -> Any)?

  /// A key whose value starts as `defaultValue`.
  ///
  /// ```swift
  /// let title = Key("")
  /// let url = Key(URL(fileURLWithPath: "/"), objectiveC: "URL")
  /// let sound = Key<UNNotificationSound?>(nil, copying: true)
  /// ```
  ///
  /// - Parameters:
  ///   - defaultValue: The value of a new object.
  ///   - objectiveC: The name Objective-C's key-value coding uses, where it differs from the
  ///     property's (`URL` for `url`); both names are then accepted, and this one is shown.
  ///   - copying: Whether the type's own setters and initializers keep a copy of an
  ///     `NSCopying` value, as an `@NSCopying` property does (`setValue(_:forKey:)` keeps the
  ///     value it is given, as Objective-C's does).
  public convenience init(
    _ defaultValue: Value, objectiveC: String? = nil, copying: Bool = false
  ) {
    self.init(defaultValue, objectiveC: objectiveC, copying: copying, normalize: { $0 })
  }

  /// A key whose values are kept within `range`: a value outside it is clamped to the nearer
  /// bound, through every door.
  ///
  /// ```swift
  /// let relevanceScore = Key(0.0, clampedTo: 0...1)
  /// ```
  ///
  /// - Parameters:
  ///   - defaultValue: The value of a new object.
  ///   - range: The values the key keeps.
  public convenience init(_ defaultValue: Value, clampedTo range: ClosedRange<Value>)
  where Value: Comparable {
    self.init(
      defaultValue, objectiveC: nil, copying: false,
      normalize: { Swift.min(Swift.max($0, range.lowerBound), range.upperBound) })
    guard Value.self is any BinaryFloatingPoint.Type else { return }
    // A clamp is said of every number: infinity is its upper bound, -infinity and NaN its lower.
    prepareInput = { input in
      guard let number = floatingPoint(input), !number.isFinite else { return input }
      return number == .infinity ? range.upperBound : range.lowerBound
    }
  }

  private init(
    _ defaultValue: Value, objectiveC: String?, copying: Bool,
    normalize: @escaping (Value) -> Value
  ) {
    let layout = SlotLayout<Value>()
    self.objectiveCName = objectiveC
    self.copiesValues = copying
    self.normalize = normalize
    self.sharesDefaultObject = flattened(defaultValue) is any KeyValueCodable
    if Value.self == [AnyHashable: Any].self {
      // A `userInfo`: kept as the `[String: Any]` a fixture gives until first read.
      let deferred = SlotLayout<DeferredAnyHashableDictionary>()
      let initial = DeferredAnyHashableDictionary(defaultValue as? [AnyHashable: Any] ?? [:])
      self.valueType = .deferredAnyHashableDictionary()
      (size, alignment, isTrivial) = (deferred.size, deferred.alignment, false)
      initializeSlot = { deferred.initialize($0, to: initial) }
      deinitializeSlot = deferred.deinitialize
      get = { deferred.modify($0) { $0.dictionary() as? Value } ?? defaultValue }
      set = { pointer, value in
        deferred.modify(pointer) {
          $0 = DeferredAnyHashableDictionary(value as? [AnyHashable: Any] ?? [:])
        }
      }
      store = { pointer, value in
        if let dictionary = exactly(value, as: [String: Any].self) {
          deferred.modify(pointer) { $0 = DeferredAnyHashableDictionary(stringKeyed: dictionary) }
          return true
        }
        guard let dictionary = cast(value, to: [AnyHashable: Any].self) else { return false }
        deferred.modify(pointer) { $0 = DeferredAnyHashableDictionary(dictionary) }
        return true
      }
      return
    }
    self.valueType = ValueType.of(Value.self, cast: { $0 as? Value })
    (size, alignment, isTrivial) = (layout.size, layout.alignment, _isPOD(Value.self))
    initializeSlot = { layout.initialize($0, to: defaultValue) }
    deinitializeSlot = layout.deinitialize
    get = layout.load
    set = { pointer, value in layout.modify(pointer) { $0 = normalize(value) } }
    store = { pointer, value in
      guard let value = cast(value, to: Value.self) else { return false }
      layout.modify(pointer) { $0 = normalize(value) }
      return true
    }
  }

  /// A key for an object made when first read: a fabrication that sets the key makes none only
  /// to replace it.
  ///
  /// ```swift
  /// let notification = Key { UNNotification.blank() }
  /// ```
  ///
  /// - Parameters:
  ///   - objectiveC: The name Objective-C's key-value coding uses, where it differs.
  ///   - make: Makes the value of an object whose key was never set; it runs once per object,
  ///     under the object's lock.
  public init(objectiveC: String? = nil, made make: @escaping @Sendable () -> Value) {
    let layout = SlotLayout<Value?>()
    self.objectiveCName = objectiveC
    self.copiesValues = false
    self.sharesDefaultObject = false
    self.normalize = { $0 }
    self.valueType = ValueType.of(Value.self, cast: { $0 as? Value })
    (size, alignment, isTrivial) = (layout.size, layout.alignment, false)
    initializeSlot = { layout.initialize($0, to: nil) }
    deinitializeSlot = layout.deinitialize
    get = { pointer in layout.modify(pointer) { madeOnce(&$0, by: make) } }
    set = { pointer, value in layout.modify(pointer) { $0 = value } }
    store = { pointer, value in
      guard let value = cast(value, to: Value.self) else { return false }
      layout.modify(pointer) { $0 = value }
      return true
    }
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
  public static func weak(objectiveC: String? = nil) -> Key where Value: ExpressibleByNilLiteral {
    Key(weakWithObjectiveC: objectiveC)
  }

  private init(weakWithObjectiveC objectiveC: String?) where Value: ExpressibleByNilLiteral {
    let layout = SlotLayout<WeakReference>()
    self.objectiveCName = objectiveC
    self.copiesValues = false
    self.sharesDefaultObject = false
    self.normalize = { $0 }
    self.valueType = ValueType.of(Value.self, cast: { $0 as? Value })
    (size, alignment, isTrivial) = (layout.size, layout.alignment, false)
    initializeSlot = { layout.initialize($0, to: WeakReference(nil)) }
    deinitializeSlot = layout.deinitialize
    get = { layout.load($0).object.flatMap { $0 as? Value } ?? nil }
    set = { pointer, value in layout.modify(pointer) { $0 = WeakReference(value) } }
    store = { pointer, value in
      guard let object = cast(value, to: Value.self) else { return false }
      layout.modify(pointer) { $0 = WeakReference(object) }
      return true
    }
  }

  /// State a model keeps beside its keys, under the same lock, that no door sees: no fixture,
  /// copy, archive or description carries it.
  ///
  /// ```swift
  /// let isFirstResponder = Key.unlisted(false)
  /// ```
  package static func unlisted(_ defaultValue: Value) -> Key {
    let key = Key(defaultValue)
    key.isListed = false
    return key
  }

  /// A weak reference a model keeps beside its keys, that no door sees.
  package static func unlistedWeak() -> Key where Value: ExpressibleByNilLiteral {
    let key = Key.weak()
    key.isListed = false
    return key
  }

  func initialize(_ pointer: UnsafeMutableRawPointer) { initializeSlot(pointer) }
  func deinitialize(_ pointer: UnsafeMutableRawPointer) { deinitializeSlot(pointer) }

  /// The value as `value(forKey:)` gives it: `nil` for an optional holding none.
  func read(_ pointer: UnsafeMutableRawPointer) -> Any? {
    valueType.isOptional ? flattened(get(pointer)) : get(pointer)
  }

  /// A copy of `value` if the key copies, as an `@NSCopying` property does.
  func copied(_ value: Value) -> Value {
    guard copiesValues, let copyable = flattened(value) as? any NSCopying else { return value }
    return copyable.copy(with: nil) as? Value ?? value
  }

  func describe(named name: String) -> String { "\(name): \(valueType)" }
}

/// What a ``KeyLayout`` and a ``KeyTable`` need of a ``Key`` without knowing its value type.
protocol AnyKey: AnyObject {
  var objectiveCName: String? { get }
  var isListed: Bool { get }
  var sharesDefaultObject: Bool { get }
  var prepareInput: ((Any) -> Any)? { get }
  var valueType: ValueType { get }
  var size: Int { get }
  var alignment: Int { get }
  var isTrivial: Bool { get }
  var offset: Int { get set }
  var name: String { get set }
  func initialize(_ pointer: UnsafeMutableRawPointer)
  func deinitialize(_ pointer: UnsafeMutableRawPointer)
  func read(_ pointer: UnsafeMutableRawPointer) -> Any?
  var store: (UnsafeMutableRawPointer, Any) -> Bool { get }
}

/// How a value of `Stored` sits in a storage's bytes.
struct SlotLayout<Stored> {
  var size: Int { MemoryLayout<Stored>.size }
  var alignment: Int { MemoryLayout<Stored>.alignment }

  func initialize(_ pointer: UnsafeMutableRawPointer, to value: Stored) {
    pointer.initializeMemory(as: Stored.self, to: value)
  }

  func deinitialize(_ pointer: UnsafeMutableRawPointer) {
    pointer.assumingMemoryBound(to: Stored.self).deinitialize(count: 1)
  }

  func load(_ pointer: UnsafeMutableRawPointer) -> Stored {
    pointer.assumingMemoryBound(to: Stored.self).pointee
  }

  func modify<Result>(_ pointer: UnsafeMutableRawPointer, _ body: (inout Stored) -> Result)
    -> Result
  {
    body(&pointer.assumingMemoryBound(to: Stored.self).pointee)
  }
}

/// A weak reference, as a stored value.
struct WeakReference {
  weak var object: AnyObject?

  /// A reference to the object `value` holds, if it holds one.
  init(_ value: Any?) { self.object = flattened(value).map { $0 as AnyObject } }
}

/// A floating-point number held as a `Double`, a `Float` or an `NSNumber` that is no Boolean.
private func floatingPoint(_ value: Any) -> Double? {
  if let double = exactly(value, as: Double.self) { return double }
  if let float = exactly(value, as: Float.self) { return Double(float) }
  guard let number = value as? NSNumber, case .floatingPoint(let double) = number.input else {
    return nil
  }
  return double
}

/// The value in `slot`, made by `make` and kept there if the slot is empty.
func madeOnce<Value>(_ slot: inout Value?, by make: () -> Value) -> Value {
  if let value = slot { return value }
  let value = make()
  slot = value
  return value
}

/// A coerced value as a `Value`: by its exact type (which coercion gives), else by the run-time
/// cast (a subclass's instance for a class-typed key, an optional's wrapped value).
func cast<Value>(_ value: Any, to type: Value.Type) -> Value? {
  exactly(value, as: Value.self) ?? value as? Value
}
