// `@unchecked Sendable`: immutable once made; see ``KeyTable/Key``.
/// A type's keys: for each, its name, its value type, how to read it and how to store it, and
/// how to make a blank instance of the type; the one mechanism behind every door (key-value
/// coding, ``InstanceHelper``, fixtures, JSON, coders, equality, copies, descriptions). It is
/// made from the type's ``KeySet``, so it lists every key the type declares. A ``KeyedModel``
/// makes its own; a ``KeyedObject`` (``KeyedObject``'s example) returns one from `keyTable`:
///
/// ```swift
/// override class var keyTable: KeyTable { table }
/// private static let table = KeyTable(\Article.storage) { Article() }
/// ```
///
/// A subclass with keys of its own passes its superclass's table as `inheriting:`; its own keys
/// follow. A key has one declaration: a subclass's key of an inherited key's name is a
/// declaration problem.
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
  /// The keys a subclass declared again, each writing the superclass's place for it too.
  let redeclared: [Key]
  /// The position in ``keys`` of each declaration's key, by the declaration's identity: how a
  /// type's own setter finds its key without its name.
  private let entries: [ObjectIdentifier: Int]
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
    var own: [Key] = []
    for placement in layout.keys where placement.key.isListed {
      // The key's own closures and offset, taken once: each read and store calls them
      // directly. A key path literal passed as `storage` is a direct read.
      let key = placement.key
      let position = SlotPosition(offset: placement.offset, index: placement.index)
      let (read, store, value, assign) = (key.readValue, key.store, key.value, key.assign)
      let (copy, defaults) = (key.copyDefault, layout.storage.defaults)
      /// The value's address in a storage's bytes, set to its default first if need be.
      func slot(_ base: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
        KeyedBuffer.value(at: position, in: base, defaults: defaults, copy: copy)
      }
      own.append(
        Key(
          declaration: ObjectIdentifier(key), name: placement.name,
          otherName: placement.name == placement.property ? nil : placement.property,
          valueType: key.valueType,
          prepare: key.prepareInput, resetsOnNil: key.resetsOnNil, holdsWeakly: key.holdsWeakly,
          read: { object in
            guard let object = object as? Object else { return nil }
            return storage(object).withLockedBytes { read(slot($0)) }
          },
          store: { object, stored, locked in
            guard let object = object as? Object else { return false }
            return storage(object).withBytes(locked: locked) { store(slot($0), stored) }
          },
          value: { object -> Any? in
            guard let object = object as? Object else { return nil }
            return storage(object).withLockedBytes { bytes -> Any? in value(slot(bytes)) }
          },
          assign: { object, assigned in
            guard let object = object as? Object else { return false }
            return storage(object).withLockedBytes { assign(slot($0), assigned) }
          }))
    }
    self.init(
      Object.self, inheriting: inherited, subtypes: subtypes, make: make,
      problems: layout.problems, keySetName: KeyTable.name(of: Keys.self), own)
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
    problems: [String], keySetName: String = "", _ own: [Key]
  ) {
    var keys = inherited?.keys ?? []
    var problems = problems
    var redeclared = inherited?.redeclared ?? []
    for key in own {
      guard let inherited,
        let declared = inherited[key.name] ?? key.otherName.flatMap({ inherited[$0] }),
        let position = keys.firstIndex(where: { $0 === declared })
      else {
        keys.append(key)
        continue
      }
      // A key the superclass declares too (another default, another rule): one key, one value.
      // This declaration is the key's; every write reaches the superclass's place for it too,
      // where the superclass's getter reads, with this one's rules applied.
      guard
        ObjectIdentifier(key.valueType.swiftType) == ObjectIdentifier(declared.valueType.swiftType)
      else {
        problems.append(
          "\(keySetName).\(key.otherName ?? key.name): \(inherited.typeName) declares the key "
            + "\(quoted(declared.name)) as \(declared.valueType), and a key has one type; "
            + "declare it \(declared.valueType) here too, or give this one another name")
        continue
      }
      let both = Key(redeclaring: declared, as: key)
      keys[position] = both
      redeclared.append(both)
    }
    let otherNames = keys.indices.compactMap { position in
      keys[position].otherName.map { ($0, position) }
    }
    var entries: [ObjectIdentifier: Int] = [:]
    for (position, key) in keys.enumerated() {
      for declaration in [key.declaration, key.superclassDeclaration?.declaration] {
        if let declaration { entries[declaration] = position }
      }
    }
    self.entries = entries
    self.typeName = KeyTable.name(of: type)
    self.objectType = type
    self.subtypes = subtypes
    self.make = make
    self.declarationProblems = (inherited?.declarationProblems ?? []) + problems
    self.redeclared = redeclared
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

  /// The key a declaration made, in this table (a subclass's declaration of it, if one declared
  /// it again), or `nil` if the table's type has no such key.
  func entry(for declaration: AnyObject) -> Key? {
    entries[ObjectIdentifier(declaration)].map { keys[$0] }
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
    /// Whether `nil` resets the key to its default (`null_resettable`): a fixture may write
    /// `null` for it.
    package let resetsOnNil: Bool
    /// Whether the value is held weakly (a back-reference).
    let holdsWeakly: Bool
    /// The key's value on an object, as a read presents it; `nil` for an optional holding none,
    /// or an object of another type.
    package let read: (AnyObject) -> Any?
    /// Stores a coerced value on an object, as the key's rules say, under the object's lock if
    /// `locked` (else the object is no one else's yet); `false` for a value of another type, or
    /// an object of another type.
    let store: (_ object: AnyObject, _ value: Any, _ locked: Bool) -> Bool
    /// The value as the key's type holds it (an optional's `none` too), for ``assign``; `nil`
    /// for an object of another type.
    let value: (AnyObject) -> Any?
    /// Stores a value of the key's type as it is, with no rule applied.
    let assign: (AnyObject, Any) -> Bool
    /// The declaration a superclass made of this key, which a subclass declared again: written
    /// with every write of this one.
    let superclassDeclaration: Key?
    /// The identity of the ``FacsimileCore/Key`` that declared it, if a ``KeySet`` did.
    let declaration: ObjectIdentifier?

    init(
      declaration: ObjectIdentifier? = nil, name: String, otherName: String?, valueType: ValueType,
      prepare: ((Any) -> Any)?,
      resetsOnNil: Bool = false, holdsWeakly: Bool = false,
      read: @escaping (AnyObject) -> Any?, store: @escaping (AnyObject, Any, Bool) -> Bool,
      value: @escaping (AnyObject) -> Any?, assign: @escaping (AnyObject, Any) -> Bool
    ) {
      self.name = name
      self.otherName = otherName
      self.valueType = valueType
      self.prepare = prepare
      self.resetsOnNil = resetsOnNil
      self.holdsWeakly = holdsWeakly
      self.read = read
      self.store = store
      self.value = value
      self.assign = assign
      self.superclassDeclaration = nil
      self.declaration = declaration
    }

    /// `own`, a subclass's declaration of a key `inherited` declares: its name, type, rules and
    /// reads; its stores and assignments reach `inherited`'s place too, so that both classes'
    /// getters read one value.
    init(redeclaring inherited: Key, as own: Key) {
      self.name = own.name
      self.otherName = own.otherName
      self.valueType = own.valueType
      self.prepare = own.prepare
      self.resetsOnNil = own.resetsOnNil
      self.holdsWeakly = own.holdsWeakly
      self.read = own.read
      self.value = own.value
      self.store = { object, value, locked in
        guard own.store(object, value, locked) else { return false }
        if let kept = own.value(object) { _ = inherited.assign(object, kept) }
        return true
      }
      self.assign = { object, value in own.assign(object, value) && inherited.assign(object, value)
      }
      self.superclassDeclaration = inherited
      self.declaration = own.declaration
    }

    /// Gives the superclass's declaration of a key declared again the value of this one, as a
    /// new object's keys start (the subclass's default).
    func copyToSuperclassDeclaration(on object: AnyObject) {
      guard let inherited = superclassDeclaration, let kept = value(object) else { return }
      _ = inherited.assign(object, kept)
    }

    /// `name: Type`.
    package var description: String { "\(name): \(valueType)" }
  }
}
