// `@unchecked Sendable`: immutable; its closures capture key paths, offsets, metatypes and
// `@Sendable` defaults.
/// One key of a type, as a ``KeyTable`` lists it: to ``StoredProperty`` what `PartialKeyPath` is
/// to `KeyPath`, its value type erased so that keys of different types fit in one table. Make
/// keys with ``key(_:_:)-(_,WritableKeyPath<Values,Value>)``:
///
/// ```swift
/// private static let keys = KeyTable(storage: \Article.storage, [
///   .key("title", \.title),
/// ])
/// ```
public class StoredKey<Values>: @unchecked Sendable {
  /// The key's name: the public property's name, as Objective-C key-value coding spells it.
  public let name: String
  @usableFromInline let valueType: ValueType
  /// The value as a read presents it; `nil` for an optional holding none.
  @usableFromInline let read: (inout Values) -> Any?
  /// Stores a coerced value; `false` for a value of another type.
  @usableFromInline let store: (inout Values, Any) -> Bool

  @usableFromInline
  init(
    _ name: String, _ valueType: ValueType, read: @escaping (inout Values) -> Any?,
    store: @escaping (inout Values, Any) -> Bool
  ) {
    self.name = name
    self.valueType = valueType
    self.read = read
    self.store = store
  }
}

// `@unchecked Sendable`: see ``StoredKey``.
/// A key whose value is a `Value`: the one declaration that the key table lists and the type's
/// getter reads (`storage[key]`), so a getter cannot read another key's field.
///
/// ```swift
/// final class Article: KeyedObject {
///   struct Values { var title = ""; var views = 0 }
///   let storage = KeyedStorage(Values())
///   var title: String { storage[Keys.title] }
///   var views: Int { storage[Keys.views] }
///
///   enum Keys {
///     static let title = StoredKey.key("title", \Values.title)
///     static let views = StoredKey.key("views", \Values.views)
///   }
///   override class var keyTable: KeyTable { table }
///   private static let table = KeyTable(storage: \Article.storage, [Keys.title, Keys.views])
/// }
/// ```
public final class StoredProperty<Values, Value>: StoredKey<Values>, @unchecked Sendable {
  /// The value a read gives, under the storage's lock (it may make and keep one).
  @usableFromInline let get: (inout Values) -> Value
  /// Stores a value a setter gives.
  @usableFromInline let set: (inout Values, Value) -> Void

  @usableFromInline
  init(
    _ name: String, _ valueType: ValueType, get: @escaping (inout Values) -> Value,
    set: @escaping (inout Values, Value) -> Void, store: @escaping (inout Values, Any) -> Bool
  ) {
    self.get = get
    self.set = set
    // Only an optional needs unwrapping (a conformance check, not free).
    let read: (inout Values) -> Any? =
      valueType.isOptional ? { flattened(get(&$0)) } : { get(&$0) }
    super.init(name, valueType, read: read, store: store)
  }
}

extension StoredKey {
  /// A key named `name` for the property at `keyPath`.
  ///
  /// ```swift
  /// static let title = StoredKey.key("title", \Values.title)
  /// ```
  ///
  /// Inlinable, so its closures compile in the model's module, specialized for the property's type.
  ///
  /// - Parameters:
  ///   - name: The key's name: the public property's name.
  ///   - keyPath: The property in the `Values` struct.
  /// - Returns: The key, for a ``KeyTable`` and for the getter (`storage[key]`).
  @inlinable
  public static func key<Value>(
    _ name: String, _ keyPath: WritableKeyPath<Values, Value>
  ) -> StoredProperty<Values, Value> {
    stored(
      name, StoredField(keyPath), ValueType.of(Value.self, cast: { $0 as? Value }),
      present: { $0 }, store: { cast($0, to: Value.self) }, wrap: { $0 })
  }

  /// A key named `name` for the optional property at `keyPath`.
  ///
  /// Swift picks this one for an optional property, so that a value of the wrapped type (which
  /// coercion gives) is stored without a run-time cast to the optional.
  ///
  /// ```swift
  /// static let badge = StoredKey.key("badge", \Values.badge)  // var badge: NSNumber?
  /// ```
  ///
  /// - Parameters:
  ///   - name: The key's name: the public property's name.
  ///   - keyPath: The optional property in the `Values` struct.
  /// - Returns: The key, for a ``KeyTable`` and for the getter.
  @inlinable
  public static func key<Wrapped>(
    _ name: String, _ keyPath: WritableKeyPath<Values, Wrapped?>
  ) -> StoredProperty<Values, Wrapped?> {
    stored(
      name, StoredField(keyPath),
      ValueType.of(Wrapped?.self, cast: { ($0 as? Wrapped?).map { $0 as Any } }),
      present: { $0 },
      store: { value in
        // Coercion gives the wrapped type, or the optional's own `none`.
        if let wrapped = exactly(value, as: Wrapped.self) { return wrapped }
        if let optional = exactly(value, as: Wrapped?.self) { return optional }
        return value as? Wrapped?
      }, wrap: { $0 })
  }

  /// A key for an object whose default is made when first read: `Values` keeps a `Value?`, so a
  /// fabrication that sets the key builds no default only to replace it. To users, fixtures and
  /// the schema the key is a `Value`. `makeDefault` runs under the storage's lock.
  @inlinable
  package static func key<Value>(
    _ name: String, _ keyPath: WritableKeyPath<Values, Value?>,
    default makeDefault: @escaping @Sendable () -> Value
  ) -> StoredProperty<Values, Value> {
    stored(
      name, StoredField(keyPath), ValueType.of(Value.self, cast: { $0 as? Value }),
      present: { slot in madeOnce(&slot, by: makeDefault) }, store: { cast($0, to: Value.self) },
      wrap: { $0 })
  }

  /// A `[AnyHashable: Any]` key kept in a ``DeferredAnyHashableDictionary``: a `[String: Any]`
  /// (as fixtures and JSON give it) is kept as it is and converted when first read.
  @inlinable
  package static func key(
    _ name: String, _ keyPath: WritableKeyPath<Values, DeferredAnyHashableDictionary>
  ) -> StoredProperty<Values, [AnyHashable: Any]> {
    stored(
      name, StoredField(keyPath), ValueType.deferredAnyHashableDictionary(),
      present: { $0.dictionary() },
      store: { value in
        if let dictionary = exactly(value, as: [String: Any].self) {
          return DeferredAnyHashableDictionary(stringKeyed: dictionary)
        }
        return cast(value, to: [AnyHashable: Any].self).map(DeferredAnyHashableDictionary.init)
      }, wrap: DeferredAnyHashableDictionary.init)
  }

  /// The one mechanism behind every `key` function: a `Value` kept in the `Stored` property at
  /// `field`. `present` makes what a read gives (under the lock), `store` what the property keeps
  /// for a coerced value (`nil` for another type), `wrap` what it keeps for a setter's value.
  @inlinable
  static func stored<Stored, Value>(
    _ name: String, _ field: StoredField<Values, Stored>, _ valueType: ValueType,
    present: @escaping (inout Stored) -> Value, store: @escaping (Any) -> Stored?,
    wrap: @escaping (Value) -> Stored
  ) -> StoredProperty<Values, Value> {
    StoredProperty(
      name, valueType,
      get: { values in field.withValue(in: &values, present) },
      set: { values, value in field.withValue(in: &values) { $0 = wrap(value) } },
      store: { values, value in
        guard let stored = store(value) else { return false }
        field.withValue(in: &values) { $0 = stored }
        return true
      })
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

/// `value` as a `Value`: by its exact type (which coercion gives), else by the run-time cast (a
/// subclass's instance for a class-typed key).
@inlinable
func cast<Value>(_ value: Any, to type: Value.Type) -> Value? {
  exactly(value, as: Value.self) ?? value as? Value
}
