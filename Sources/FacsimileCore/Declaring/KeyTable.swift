// `@unchecked Sendable`: immutable once made; see ``KeyTable/Key``.
/// A type's keys: for each, its name, its value type, how to read it and how to write it; the one
/// mechanism behind every door (key-value coding, ``KeyedCoder``, ``InstanceHelper``, equality,
/// copies, descriptions). A type declares it once, beside its `Values` struct:
///
/// ```swift
/// final class Article: KeyedObject {
///   struct Values { var title = ""; var views = 0 }
///   enum Keys {
///     static let title = StoredKey.key("title", \Values.title)
///     static let views = StoredKey.key("views", \Values.views)
///   }
///   let storage = KeyedStorage(Values())
///   var title: String { storage[Keys.title] }
///   var views: Int { storage[Keys.views] }
///
///   override class var keyTable: KeyTable { table }
///   private static let table = KeyTable(storage: \Article.storage, [Keys.title, Keys.views])
/// }
/// ```
///
/// A subclass passes its superclass's table as `inheriting:`; its own keys follow, and one of the
/// same name replaces the inherited one.
public final class KeyTable: @unchecked Sendable, CustomStringConvertible {
  /// The name of the type that owns the table.
  public let typeName: String
  /// The type that owns the table.
  package let objectType: any KeyValueCodable.Type
  /// The keys, inherited ones first, in declaration order.
  package let keys: [Key]
  /// The subclasses a fixture may choose with `"$type"` (``Fixture/typeKey``) where this type is
  /// expected; a fixture never makes a type that is not registered.
  public let subtypes: [any KeyValueCodable.Type]
  private let index: KeyNameIndex
  /// The context of a write that starts at this type, made once (`setValue(_:forKey:)` needs one
  /// for every call).
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
    // A key-path literal becomes a function here: a direct read, not a key path applied.
    let storageOf: (AnyObject) -> KeyedStorage<Values>? = { ($0 as? Object).map(storage) }
    let stores = keys.map(\.store)
    let access = StorageAccess { access, object, pending in
      guard let storage = storageOf(object) else { return pending.startIndex }
      return storage.withValues { values in
        for index in pending.indices
        where pending[index].key.storage === access && !pending[index].isRefused {
          guard stores[pending[index].key.slot](&values, pending[index].value) else { return index }
        }
        return nil
      }
    }
    self.init(
      Object.self, inheriting: inherited, subtypes: subtypes,
      keys.enumerated().map { slot, key in
        let read = key.read
        return Key(
          name: key.name, valueType: key.valueType, storage: access, slot: slot,
          read: { object in storageOf(object)?.withValues(read) ?? nil })
      })
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
    for key in own {
      if let position = keys.firstIndex(where: { $0.name == key.name }) {
        keys[position] = key
      } else {
        keys.append(key)
      }
    }
    self.typeName = KeyTable.name(of: type)
    self.objectType = type
    self.subtypes = subtypes
    self.keys = keys
    self.index = KeyNameIndex(keys.map(\.name))
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
    index.position(of: name).map { keys[$0] }
  }

  /// The names of the keys, in table order.
  public var names: [String] { index.names }

  /// One line per key: `name: Type`.
  public var description: String {
    "\(typeName)\n" + keys.map { "  \($0.name): \($0.valueType)" }.joined(separator: "\n")
  }
}

extension KeyTable {
  // `@unchecked Sendable`: immutable; its closures go through the object's ``KeyedStorage``.
  /// One key of a type, as the engine uses it: its name, value type, and how to read and write
  /// it on an object.
  @usableFromInline
  package final class Key: @unchecked Sendable, CustomStringConvertible {
    package let name: String
    package let valueType: ValueType
    /// The key's value on an object, as a read presents it; `nil` for an optional holding none,
    /// or an object of another type.
    package let read: (AnyObject) -> Any?
    /// The storage that holds the key's value, and the key's place among its keys.
    @usableFromInline let storage: StorageAccess
    @usableFromInline let slot: Int

    @usableFromInline
    init(
      name: String, valueType: ValueType, storage: StorageAccess, slot: Int,
      read: @escaping (AnyObject) -> Any?
    ) {
      self.name = name
      self.valueType = valueType
      self.storage = storage
      self.slot = slot
      self.read = read
    }

    /// `name: Type`.
    @usableFromInline package var description: String { "\(name): \(valueType)" }
  }
}

extension KeyTable {
  // `@unchecked Sendable`: immutable; its closure captures the storage accessor and typed stores.
  /// How the engine writes to one ``KeyedStorage`` of an object: the pending values of its keys,
  /// under one lock, each by its key's typed store.
  @usableFromInline
  package final class StorageAccess: @unchecked Sendable {
    /// Stores the values in `pending` whose keys live here (given this access, an object and the
    /// values); the index of one that did not fit (of any, for another object), or `nil`.
    let write: (StorageAccess, AnyObject, UnsafeBufferPointer<PendingWrite>) -> Int?

    @usableFromInline
    init(_ write: @escaping (StorageAccess, AnyObject, UnsafeBufferPointer<PendingWrite>) -> Int?) {
      self.write = write
    }
  }

  /// A coerced value waiting to be written to its key.
  @usableFromInline
  struct PendingWrite {
    @usableFromInline let key: Key
    @usableFromInline let value: Any
    /// Whether `validateValue(_:forKey:)` refused it (a lenient write skips it).
    @usableFromInline var isRefused = false
  }
}
