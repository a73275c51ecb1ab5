import Foundation

/// The base class of a type of yours: it is its keys, declared once in its ``KeySet``, and
/// nothing else. The base keeps their values, makes the type's ``KeyTable`` (one per class),
/// makes blank instances, and reads each key as a property (``KeyedProperties``).
///
/// ```swift
/// final class Reader: KeyedModel<Reader.Keys> {
///   struct Keys: KeySet {
///     let name = Key("")
///     let rating = Key(0, clampedTo: 0...5)
///   }
/// }
///
/// let reader = try InstanceHelper.create(Reader.self, properties: ["name": "Ada", "rating": 9])
/// print(reader.name, reader.rating)  // Ada 5
/// ```
///
/// A subclass that declares nothing is made as itself, with the same keys. A class with an
/// initializer of its own writes `required init() { super.init() }` too: Facsimile makes blank
/// instances with it. To give a subclass keys of its own, it declares its storage and table as
/// a ``KeyedObject`` does (`Docs/Extending.md`).
open class KeyedModel<Keys: KeySet>: KeyedObject, KeyedProperties {
  /// Where the object keeps its keys' values.
  public let storage = Keys.storage()

  /// Creates an object whose keys hold their defaults: how Facsimile makes a blank one.
  public required override init() {
    super.init()
  }

  /// The keys of `Keys`, in one table per class (the first made, where tasks ask at once), which
  /// makes blank instances of the class with ``init()``.
  open override class var keyTable: KeyTable {
    OncePerType.value(for: self) { KeyTable({ (object: Self) in object.storage }) { Self() } }
  }
}

/// What a generic type keeps once per type, where Swift gives it no `static let`: a
/// ``KeyedModel`` class's table, the layout of a ``KeySet`` that declares none.
enum OncePerType {
  /// An `NSLock`, not a `Mutex`: on Linux a `Mutex` waits on a futex, which the thread sanitizer
  /// does not see, so it reported the dictionary's accesses as a race.
  private static let lock = NSLock()
  /// The values, read and written under ``lock`` only.
  nonisolated(unsafe) private static var values: [ObjectIdentifier: any AnyObject & Sendable] = [:]

  /// The value kept for `type`, made by `make` if there is none yet. `make` runs outside the
  /// lock (it may need another type's value); where two tasks make one at once, both get the
  /// first that was kept.
  static func value<Value: AnyObject & Sendable>(for type: any Any.Type, _ make: () -> Value)
    -> Value
  {
    let id = ObjectIdentifier(type)
    if let value = lock.withLock({ values[id] }) { return unsafeDowncast(value, to: Value.self) }
    let made = make()
    return unsafeDowncast(
      lock.withLock {
        if let kept = values[id] { return kept }
        values[id] = made
        return made
      }, to: Value.self)
  }
}
