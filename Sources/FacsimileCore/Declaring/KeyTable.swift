// `@unchecked Sendable`: immutable once made; see ``KeyTable/Key``.
/// A type's keys: for each, its name, its value type, how to read it and how to store it, and
/// how to make a blank instance of the type; the one mechanism behind every door (key-value
/// coding, ``InstanceHelper``, fixtures, JSON, coders, equality, copies, descriptions). It is
/// made from the type's ``KeySet``, so it lists every key the type declares:
///
/// ```swift
/// final class Article: KeyedObject {
///   struct Keys: KeySet {
///     let title = Key("")
///     let views = Key(0)
///     static let layout = KeyLayout<Keys>()
///   }
///   let storage = Keys.storage()
///   var title: String { storage.title }
///   var views: Int { storage.views }
///
///   override class var keyTable: KeyTable { table }
///   private static let table = KeyTable(\Article.storage) { Article() }
/// }
/// ```
///
/// A subclass with keys of its own passes its superclass's table as `inheriting:`; its own keys
/// follow, and one of the same name replaces the inherited one.
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
  /// Makes a blank instance of ``objectType``: how the engine makes objects; `nil` if it cannot.
  let make: @Sendable () -> (any KeyValueCodable)?
  /// What is wrong with the declarations, if anything: every door of the type throws it.
  let declarationProblems: [String]
  private let index: KeyNameIndex
  /// The key each name of ``index`` (the keys' names, then the other names some answer to) is.
  private let positions: [Int]
  /// The context of a write that starts at this type, made once (`setValue(_:forKey:)` needs one
  /// for every call).
  let rootContext: FabricationContext

  /// Creates the table of a type whose keys are declared in a ``KeySet`` and kept in a
  /// ``KeyedStorage``.
  ///
  /// ```swift
  /// private static let table = KeyTable(\Article.storage) { Article() }
  /// ```
  ///
  /// - Parameters:
  ///   - storage: The type's storage, written as a key path: `\Article.storage`.
  ///   - inherited: The superclass's table, if the superclass has keys.
  ///   - subtypes: Subclasses a fixture may name with `"$type"` where this type is expected.
  ///   - make: Makes a blank instance, whose keys the engine then sets (`nil` if it cannot, such
  ///     as an `init?(coder:)` that fails: the fabrication then throws).
  public convenience init<Object: KeyValueCodable, Keys: KeySet>(
    _ storage: @escaping @Sendable (Object) -> KeyedStorage<Keys>,
    inheriting inherited: KeyTable? = nil, subtypes: [any KeyValueCodable.Type] = [],
    make: @escaping @Sendable () -> Object?
  ) {
    let layout = Keys.layout
    self.init(
      Object.self, inheriting: inherited, subtypes: subtypes, make: make,
      problems: layout.problems,
      layout.keys.filter(\.key.isListed).map { placement in
        // The key's own closures and offset, taken once: each read and store calls them
        // directly. A key path literal passed as `storage` is a direct read.
        let key = placement.key
        let (offset, read, store) = (placement.offset, key.readValue, key.store)
        return Key(
          name: placement.name,
          otherName: key.objectiveCName == nil ? nil : placement.property,
          valueType: key.valueType,
          prepare: key.prepareInput,
          read: { object in
            guard let object = object as? Object else { return nil }
            return storage(object).withLockedBytes { read($0 + offset) }
          },
          store: { object, value in
            guard let object = object as? Object else { return false }
            return storage(object).withLockedBytes { store($0 + offset, value) }
          })
      })
  }

  /// Creates the table of a type with no keys of its own: its superclass's keys, if it has any.
  ///
  /// ```swift
  /// private static let table = KeyTable(
  ///   empty: ArticleContent.self, inheriting: UNMutableNotificationContent.keyTable
  /// ) { ArticleContent() }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type that owns the table.
  ///   - inherited: The superclass's table, if the superclass has keys.
  ///   - subtypes: Subclasses a fixture may name with `"$type"` where this type is expected.
  ///   - make: Makes a blank instance, whose keys the engine then sets (`nil` if it cannot).
  public convenience init<Object: KeyValueCodable>(
    empty type: Object.Type, inheriting inherited: KeyTable? = nil,
    subtypes: [any KeyValueCodable.Type] = [], make: @escaping @Sendable () -> Object?
  ) {
    self.init(
      type, inheriting: inherited, subtypes: subtypes, make: make, problems: [], [])
  }

  init(
    _ type: any KeyValueCodable.Type, inheriting inherited: KeyTable?,
    subtypes: [any KeyValueCodable.Type], make: @escaping @Sendable () -> (any KeyValueCodable)?,
    problems: [String], _ own: [Key]
  ) {
    var keys = inherited?.keys ?? []
    for key in own {
      if let position = keys.firstIndex(where: { $0.name == key.name }) {
        keys[position] = key
      } else {
        keys.append(key)
      }
    }
    let otherNames = keys.indices.compactMap { position in
      keys[position].otherName.map { ($0, position) }
    }
    self.typeName = KeyTable.name(of: type)
    self.objectType = type
    self.subtypes = subtypes
    self.make = make
    self.declarationProblems = (inherited?.declarationProblems ?? []) + problems
    self.keys = keys
    self.index = KeyNameIndex(keys.map(\.name) + otherNames.map(\.0))
    self.positions = Array(keys.indices) + otherNames.map(\.1)
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

  /// The key with the given name (Objective-C's, or the property's where they differ), or `nil`
  /// if the type has no such key.
  @inline(__always) package subscript(name: String) -> Key? {
    index.position(of: name).map { keys[positions[$0]] }
  }

  /// The names of the keys, in table order: Objective-C's where it differs from the property's.
  public var names: [String] { keys.map(\.name) }

  /// Every name a key answers to: ``names``, then the properties' names where they differ.
  package var acceptedNames: [String] { index.names }

  /// One line per key: `name: Type`, and the Swift name where Objective-C's differs
  /// (`URL: URL (also url)`).
  public var description: String {
    "\(typeName)\n"
      + keys.map { key in
        "  \(key.name): \(key.valueType)" + (key.otherName.map { " (also \($0))" } ?? "")
      }.joined(separator: "\n")
  }
}

extension KeyTable {
  // `@unchecked Sendable`: immutable; its closures reach the object's ``KeyedStorage``.
  /// One key of a type, as the engine uses it: its name, value type, and how to read and store
  /// it on an object.
  package final class Key: @unchecked Sendable, CustomStringConvertible {
    /// The name Objective-C's key-value coding uses: what fixtures, JSON and messages show.
    package let name: String
    /// The property's name, where it differs from ``name`` (`url` for `URL`): accepted too.
    package let otherName: String?
    package let valueType: ValueType
    /// What a value is taken as before coercion, where the key's rule says more than its type.
    let prepare: ((Any) -> Any)?
    /// The key's value on an object, as a read presents it; `nil` for an optional holding none,
    /// or an object of another type.
    package let read: (AnyObject) -> Any?
    /// Stores a coerced value on an object, under its lock, as the key's rules say; `false` for
    /// a value of another type, or an object of another type.
    let store: (AnyObject, Any) -> Bool

    init(
      name: String, otherName: String?, valueType: ValueType, prepare: ((Any) -> Any)?,
      read: @escaping (AnyObject) -> Any?, store: @escaping (AnyObject, Any) -> Bool
    ) {
      self.name = name
      self.otherName = otherName
      self.valueType = valueType
      self.prepare = prepare
      self.read = read
      self.store = store
    }

    /// `name: Type`.
    package var description: String { "\(name): \(valueType)" }
  }
}
