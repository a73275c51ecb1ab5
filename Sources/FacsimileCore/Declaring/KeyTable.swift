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
  /// Finds a key by its name.
  private let index: KeyNameIndex

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
    let storageOf: (AnyObject) -> KeyedStorage<Values>? = { ($0 as? Object).map(storage) }
    self.init(
      Object.self, inheriting: inherited, subtypes: subtypes, keys.map { $0.makeKey(storageOf) })
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
  // `@unchecked Sendable`: immutable once made; `read` and `write` go through the object's
  // lock-protected ``KeyedStorage``, and capture only key paths, offsets and metatypes.
  /// One key of a type, as the engine uses it: its name, its value type, and how to read and
  /// write it on an object.
  @usableFromInline
  package final class Key: @unchecked Sendable, CustomStringConvertible {
    /// The key's name, equal to the property's name.
    package let name: String
    /// What the key accepts.
    package let valueType: ValueType
    /// The key's value on an object, as a read presents it; `nil` for an optional that holds
    /// none, or an object of another type.
    package let read: (AnyObject) -> Any?
    /// Stores a value of the key's type on an object, under its storage's lock; `false` if the
    /// value or the object is of another type.
    let write: (AnyObject, Any) -> Bool

    @usableFromInline
    init(
      name: String, valueType: ValueType, read: @escaping (AnyObject) -> Any?,
      write: @escaping (AnyObject, Any) -> Bool
    ) {
      self.name = name
      self.valueType = valueType
      self.read = read
      self.write = write
    }

    /// `name: Type`.
    @usableFromInline package var description: String { "\(name): \(valueType)" }
  }
}
