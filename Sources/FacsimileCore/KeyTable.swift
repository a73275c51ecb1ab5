// `@unchecked Sendable`: immutable once made; see ``KeyTable/Key``.
/// A type's keys: for each, its name, its value type, how to read it and how to write it.
///
/// A table is immutable once made; it is a class so that handing it out costs one reference.
///
/// The table is the one mechanism behind every door: ``KeyValueCodable/setValue(_:forKey:)``,
/// ``KeyValueCodable/value(forKey:)``, ``KeyedCoder``, ``InstanceHelper``, equality, copying and
/// descriptions all read it. A type declares it once, beside its `Values` struct:
///
/// ```swift
/// final class Article: KeyedObject {
///   struct Values { var title = ""; var views = 0 }
///   let storage = KeyedStorage(Values())
///   var title: String { storage.title }
///   var views: Int { storage.views }
///
///   override class var keyTable: KeyTable { keys }
///   private static let keys = KeyTable(storage: \Article.storage, [
///     .key("title", \.title),
///     .key("views", \.views),
///   ])
/// }
/// ```
///
/// A subclass passes its superclass's table as `inheriting:`; its own keys follow the inherited
/// ones, and a key of the same name replaces the inherited one.
public final class KeyTable: @unchecked Sendable, CustomStringConvertible {
  /// The name of the type that owns the table.
  public let typeName: String
  /// The type that owns the table.
  package let objectType: any KeyValueCodable.Type
  /// The keys, inherited ones first, in declaration order.
  package let keys: [Key]
  /// The subclasses a fixture may choose with `"$type"` wherever this type is expected
  /// (see ``Fixture/typeKey``). Fixtures can never make a type that is not registered.
  public let subtypes: [any KeyValueCodable.Type]
  private let positions: [String: Int]
  private let keyNames: [String]
  private let index: KeyNameIndex
  /// The context of a fabrication that starts at this type, made once: `setValue(_:forKey:)`
  /// needs one for every call.
  let rootContext: FabricationContext

  /// Creates the table of a type whose values live in a ``KeyedStorage``.
  ///
  /// - Parameters:
  ///   - storage: The type's storage, written as a key path: `\Article.storage`.
  ///   - inherited: The superclass's table, if the superclass has keys.
  ///   - subtypes: Subclasses a fixture may name with `"$type"` where this type is expected.
  ///   - keys: One ``StoredKey`` per property, made with
  ///     ``StoredKey/key(_:_:)-(_,WritableKeyPath<Values,Value>)``.
  @inlinable
  public convenience init<Object: KeyValueCodable, Values>(
    storage: @escaping (Object) -> KeyedStorage<Values>, inheriting inherited: KeyTable? = nil,
    subtypes: [any KeyValueCodable.Type] = [], _ keys: [StoredKey<Values>]
  ) {
    // `storage` is usually a key-path literal (`\Article.storage`), which Swift turns into a
    // function here: a direct property read, cheaper than applying a `KeyPath` at run time.
    let storageOf: (AnyObject) -> KeyedStorage<Values>? = { object in
      (object as? Object).map(storage)
    }
    let access = StorageAccess { object, body in
      guard let storage = storageOf(object) else { return false }
      return storage.withValues { values in
        withUnsafeMutablePointer(to: &values) { body(UnsafeMutableRawPointer($0)) }
      }
    }
    self.init(
      Object.self, inheriting: inherited, subtypes: subtypes,
      keys.map { $0.makeKey(storageOf, access) })
  }

  /// Creates an empty table for a type with no keys of its own.
  ///
  /// - Parameters:
  ///   - type: The type that owns the table.
  ///   - inherited: The superclass's table, if the superclass has keys.
  ///   - subtypes: Subclasses a fixture may name with `"$type"` where this type is expected.
  public convenience init(
    empty type: any KeyValueCodable.Type, inheriting inherited: KeyTable? = nil,
    subtypes: [any KeyValueCodable.Type] = []
  ) {
    self.init(type, inheriting: inherited, subtypes: subtypes, [])
  }

  @usableFromInline
  init(
    _ type: any KeyValueCodable.Type, inheriting inherited: KeyTable?,
    subtypes: [any KeyValueCodable.Type], _ own: [Key]
  ) {
    var keys = inherited?.keys ?? []
    var positions = inherited?.positions ?? [:]
    for key in own {
      if let position = positions[key.name] {
        keys[position] = key
      } else {
        positions[key.name] = keys.count
        keys.append(key)
      }
    }
    let typeName = KeyTable.name(of: type)
    self.typeName = typeName
    self.objectType = type
    self.subtypes = subtypes
    self.keys = keys
    self.positions = positions
    self.keyNames = keys.map(\.name)
    self.index = KeyNameIndex(keyNames)
    self.rootContext = FabricationContext(rootTypeName: typeName)
  }

  /// A type's name as users write it: `UIScene.ConnectionOptions`, without the module.
  static func name(of type: any Any.Type) -> String {
    let reflected = String(reflecting: type)
    guard !reflected.contains("("), let dot = reflected.firstIndex(of: ".") else {
      return String(describing: type)
    }
    return String(reflected[reflected.index(after: dot)...])
  }

  /// The key with the given name, or `nil` if the type has no such key.
  @inline(__always) package subscript(name: String) -> Key? {
    // Up to 6 keys, comparing names (most fit in a small string, compared as two words) is
    // cheaper than any index: about 130 instructions for the index, against 20 to 40 per name
    // compared (measured on the benchmark's graphs, whose objects have 2 to 3 keys).
    guard keyNames.count > 6 else { return keyNames.firstIndex(of: name).map { keys[$0] } }
    return index.position(of: name).map { keys[$0] }
  }

  /// The names of the keys, in table order.
  public var names: [String] { keys.map(\.name) }

  /// One line per key: `name: Type`.
  public var description: String {
    "\(typeName)\n" + keys.map { "  \($0.name): \($0.valueType)" }.joined(separator: "\n")
  }
}

extension KeyTable {
  // `@unchecked Sendable`: immutable once made; `read` and `write` go through the object's
  // lock-protected ``KeyedStorage``, and capture only a key path and metatypes.
  /// One key of a type: its name, its value type, and how the engine reads and writes it.
  @usableFromInline
  package final class Key: @unchecked Sendable, CustomStringConvertible {
    /// The key's name, equal to the property's name.
    package let name: String
    /// What the key accepts.
    package let valueType: ValueType
    /// The storage that holds the key's value: keys of one storage are written together, under
    /// one lock (a subclass's own keys may live in a storage of their own).
    let storage: StorageAccess
    let read: (AnyObject) -> Any?
    /// Writes a value of the key's type into the `Values` at the pointer (inside
    /// ``StorageAccess/withValues``); `false` if the value is of another type.
    let assign: (UnsafeMutableRawPointer, Any) -> Bool

    @usableFromInline
    init(
      name: String, valueType: ValueType, storage: StorageAccess,
      read: @escaping (AnyObject) -> Any?, assign: @escaping (UnsafeMutableRawPointer, Any) -> Bool
    ) {
      self.name = name
      self.valueType = valueType
      self.storage = storage
      self.read = read
      self.assign = assign
    }

    /// Writes one value of the key's type to `object`, under its storage's lock; `false` if the
    /// value or the object is of another type.
    func write(_ object: AnyObject, _ value: Any) -> Bool {
      storage.withValues(object) { assign($0, value) }
    }

    /// `name: Type`.
    @usableFromInline package var description: String { "\(name): \(valueType)" }
  }

  // `@unchecked Sendable`: immutable; its closure captures only the storage accessor.
  /// How the engine reaches one `KeyedStorage` of an object: it runs `body` on the storage's
  /// `Values` under its lock, so that every key of a fabrication that lives there is written in
  /// one lock round trip.
  @usableFromInline
  package final class StorageAccess: @unchecked Sendable {
    /// Runs `body` on the `Values` of `object`'s storage, under its lock; `false` if `object`
    /// has no such storage, or if `body` returns `false`.
    let withValues: (AnyObject, (UnsafeMutableRawPointer) -> Bool) -> Bool

    @usableFromInline
    init(_ withValues: @escaping (AnyObject, (UnsafeMutableRawPointer) -> Bool) -> Bool) {
      self.withValues = withValues
    }
  }
}

// `@unchecked Sendable`: immutable; see ``KeyTable/Key``.
/// One property of a `Values` struct, named for key-value coding.
///
/// Make them with ``key(_:_:)-(_,WritableKeyPath<Values,Value>)`` inside a ``KeyTable``
/// declaration:
///
/// ```swift
/// private static let keys = KeyTable(storage: \Article.storage, [
///   .key("title", \.title),
/// ])
/// ```
public struct StoredKey<Values>: @unchecked Sendable {
  @usableFromInline
  typealias MakeKey = (
    _ storageOf: @escaping (AnyObject) -> KeyedStorage<Values>?,
    _ access: KeyTable.StorageAccess
  ) -> KeyTable.Key

  @usableFromInline
  let makeKey: MakeKey

  @usableFromInline
  init(makeKey: @escaping MakeKey) {
    self.makeKey = makeKey
  }

  /// A key named `name` for the property at `keyPath`.
  ///
  /// - Parameters:
  ///   - name: The key's name: the public property's name, as Objective-C key-value coding
  ///     would spell it.
  ///   - keyPath: The property in the `Values` struct.
  /// - Returns: The key, ready for a ``KeyTable``.
  ///
  /// It is `@inlinable` so that its closures are compiled in the model's module, specialized for
  /// the property's type: no generic metadata is looked up at run time on each read or write.
  @inlinable
  public static func key<Value>(
    _ name: String, _ keyPath: WritableKeyPath<Values, Value>
  ) -> StoredKey {
    let valueType = ValueType.of(Value.self, cast: { $0 as? Value })
    let isOptional = valueType.isOptional
    return stored(
      name, keyPath, valueType,
      // Only optional keys need unwrapping (a protocol-conformance check, not free).
      present: { isOptional ? flattened($0) : $0 },
      store: { cast($0, to: Value.self) })
  }

  /// A key named `name` for the optional property at `keyPath`.
  ///
  /// The same as ``key(_:_:)-(_,WritableKeyPath<Values,Value>)`` for a property that is not
  /// optional; Swift picks this one for an optional property, so that a value of the wrapped
  /// type (which coercion gives) is stored without the run-time cast to the optional.
  ///
  /// ```swift
  /// .key("badge", \.badge)  // struct Values { var badge: NSNumber? }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The key's name: the public property's name.
  ///   - keyPath: The optional property in the `Values` struct.
  /// - Returns: The key, ready for a ``KeyTable``.
  @inlinable
  public static func key<Wrapped>(
    _ name: String, _ keyPath: WritableKeyPath<Values, Wrapped?>
  ) -> StoredKey {
    let valueType = ValueType.of(Wrapped?.self, cast: { ($0 as? Wrapped?).map { $0 as Any } })
    return stored(
      name, keyPath, valueType, present: { flattened($0) },
      store: { value in
        // The optional itself (`none` is one), then the wrapped type, both by exact type;
        // anything else through the runtime's cast.
        if let optional = exactly(value, as: Wrapped?.self) { return optional }
        if let wrapped = exactly(value, as: Wrapped.self) { return wrapped }
        return value as? Wrapped?
      })
  }

  /// A key for an object property whose default is made when first read, not with the object:
  /// `Values` keeps it as `Value?`, `nil` until set or read, so a fabrication that sets the key
  /// builds no default object (and its own nested defaults) only to replace it. To users,
  /// fixtures and the schema the key is a `Value`, never `nil`.
  ///
  /// ```swift
  /// struct Values { var notification: UNNotification? }
  /// open var notification: UNNotification { storage.object(\.notification) { UNNotification() } }
  /// // in the table:
  /// .key("notification", \.notification, default: { UNNotification() })
  /// ```
  ///
  /// - Parameters:
  ///   - name: The key's name: the public property's name.
  ///   - keyPath: The optional property in the `Values` struct that holds the object.
  ///   - makeDefault: Makes the object a blank instance has, the same as the property's getter
  ///     passes to ``KeyedStorage/object(_:default:)``.
  /// - Returns: The key, ready for a ``KeyTable``.
  @inlinable
  package static func key<Value>(
    _ name: String, _ keyPath: WritableKeyPath<Values, Value?>,
    default makeDefault: @escaping @Sendable () -> Value
  ) -> StoredKey {
    let valueType = ValueType.of(Value.self, cast: { $0 as? Value })
    return stored(
      name, keyPath, valueType,
      present: { object in madeOnce(&object, by: makeDefault) },
      store: { cast($0, to: Value.self) })
  }

  /// A `[AnyHashable: Any]` key kept in a ``DeferredAnyHashableDictionary``: a `[String: Any]`
  /// (as fixtures and JSON give it) is stored as it is and converted when first read.
  ///
  /// ```swift
  /// struct Values { var userInfo = DeferredAnyHashableDictionary() }
  /// .key("userInfo", \.userInfo)
  /// ```
  ///
  /// - Parameters:
  ///   - name: The key's name: the public property's name.
  ///   - keyPath: The property in the `Values` struct.
  /// - Returns: The key, ready for a ``KeyTable``.
  @inlinable
  package static func key(
    _ name: String, _ keyPath: WritableKeyPath<Values, DeferredAnyHashableDictionary>
  ) -> StoredKey {
    stored(
      name, keyPath, ValueType.deferredAnyHashableDictionary(), present: { $0.dictionary() },
      store: { value in
        if let dictionary = exactly(value, as: [String: Any].self) {
          return DeferredAnyHashableDictionary(stringKeyed: dictionary)
        }
        return cast(value, to: [AnyHashable: Any].self).map(DeferredAnyHashableDictionary.init)
      })
  }

  /// The one mechanism behind every `key` function: a key stored in the `Stored` property of
  /// `Values` at `keyPath`, reached at its offset.
  ///
  /// - Parameters:
  ///   - present: The value a read gives, from the property (under the storage's lock, so it may
  ///     make and keep a value on first read).
  ///   - store: What the property keeps for a coerced value, or `nil` for a value of another type.
  @inlinable
  static func stored<Stored>(
    _ name: String, _ keyPath: WritableKeyPath<Values, Stored>, _ valueType: ValueType,
    present: @escaping (inout Stored) -> Any?, store: @escaping (Any) -> Stored?
  ) -> StoredKey {
    // Where a stored property sits in `Values`, found once: reading and writing there costs
    // a pointer offset instead of applying the key path at run time. `nil` for a key path that
    // is not a stored property, which is then applied as usual.
    let offset = MemoryLayout<Values>.offset(of: keyPath)
    return StoredKey(makeKey: { storageOf, access in
      KeyTable.Key(
        name: name, valueType: valueType, storage: access,
        read: { object in
          storageOf(object)?.withValues { values in
            withProperty(at: offset, of: &values, keyPath, present)
          }
        },
        assign: { pointer, value in
          guard let stored = store(value) else { return false }
          let values = pointer.assumingMemoryBound(to: Values.self)
          withProperty(at: offset, of: &values.pointee, keyPath) { $0 = stored }
          return true
        })
    })
  }

  /// Runs `body` on the property of `values` at `offset` (from `MemoryLayout.offset(of:)`), or
  /// at `keyPath` when there is no offset, as `MemoryLayout.offset(of:)` documents.
  @inlinable
  static func withProperty<Value, Result>(
    at offset: Int?, of values: inout Values, _ keyPath: WritableKeyPath<Values, Value>,
    _ body: (inout Value) -> Result
  ) -> Result {
    guard let offset else { return body(&values[keyPath: keyPath]) }
    return withUnsafeMutablePointer(to: &values) { pointer in
      body(&(UnsafeMutableRawPointer(pointer) + offset).assumingMemoryBound(to: Value.self).pointee)
    }
  }
}

/// The value in `slot`, made by `make` and kept there if the slot is empty: an object key's
/// default, made on first read (by the key and by the model's getter alike).
@inlinable
func madeOnce<Value>(_ slot: inout Value?, by make: () -> Value) -> Value {
  if let value = slot { return value }
  let value = make()
  slot = value
  return value
}

/// `value` as a `Value`. Coercion gives each key a value of exactly its type, which is taken by
/// opening the existential and comparing the type with `Value`, where `as?` runs the runtime's
/// general cast (about 250 to 500 instructions); any other value (a subclass's instance for a
/// class-typed key, say) goes through `as?`.
@inlinable
func cast<Value>(_ value: Any, to type: Value.Type) -> Value? {
  exactly(value, as: Value.self) ?? value as? Value
}

/// `value` as a `Value` if its dynamic type is exactly `Value`: the existential opened and the
/// types compared, with no run-time cast.
@inlinable
func exactly<Value>(_ value: Any, as type: Value.Type) -> Value? {
  func open<Opened>(_ value: Opened) -> Value? {
    guard Opened.self == Value.self else { return nil }
    // The same type on both sides, so the bit cast is a plain copy.
    return unsafeBitCast(value, to: Value.self)
  }
  return open(value)
}
