import Foundation

/// The engine's moves: make objects, and write values to their keys through one pipeline
/// (coerce, validate, store, tell the object), whose ``Policy`` is all that differs by door.
enum Fabricator {
  /// How a write treats what does not fit, and which stages run.
  struct Policy {
    /// Every value must fit (all problems are thrown together, nothing is stored), or one that
    /// does not is skipped.
    let allOrNothing: Bool
    /// Whether values are coerced: a copy's come from keys of the same type.
    let coerces: Bool
    /// Whether the object's `validateValue(_:forKey:)` and `didChangeValue(forKey:)` run.
    let runsHooks: Bool

    /// Fabrication, `setValue(_:forKey:)`, a mutable type's setters, archives.
    static let strict = Policy(allOrNothing: true, coerces: true, runsHooks: true)
    /// A stub archiver: what fits is taken.
    static let lenient = Policy(allOrNothing: false, coerces: true, runsHooks: true)
    /// A copy: values as they are, no side effects on other objects.
    static let copy = Policy(allOrNothing: true, coerces: false, runsHooks: false)
  }

  // MARK: Objects

  /// A new `type` (or the subclass a root `"$type"` names) from keyed properties.
  static func fabricate<T: KeyValueCodable>(
    _ type: T.Type, from properties: [String: Any],
    allowing allowedTypes: [any KeyValueCodable.Type], path: [String] = []
  ) throws(FacsimileError) -> T {
    let context = FabricationContext(
      rootTypeName: type.keyTable.typeName, path: path, allowedTypes: allowedTypes)
    let object = try makeObject(
      context.resolveType(type, of: properties), from: properties, in: context)
    guard let typed = object as? T else {
      throw FacsimileError(context.problem(.unregisteredType, detail: "not a \(type)"))
    }
    return typed
  }

  /// A new object of `type` with `properties`: the one way the engine makes one. The type's
  /// table makes a blank instance, and the properties are written to it.
  static func makeObject(
    _ type: any KeyValueCodable.Type, from properties: [String: Any],
    in context: FabricationContext
  ) throws(FacsimileError) -> any KeyValueCodable {
    let table = try usableTable(of: type, in: context)
    guard let object = table.makeInstance(of: type) else {
      throw FacsimileError(
        context.problem(
          .unsupportedCoding, detail: "the key table of \(table.typeName) made no instance"))
    }
    try apply(properties, to: object, table: table, isFresh: true, in: context)
    return object
  }

  /// The table of `type`, if the engine can make and fill one with it: its own, or a
  /// superclass's it inherited where the superclass makes its subclasses
  /// (``InheritedCoderInitializer``), with no problem in its declarations.
  static func usableTable(
    of type: any KeyValueCodable.Type, in context: FabricationContext
  ) throws(FacsimileError) -> KeyTable {
    if let problem = context.missingKeyTable(type) { throw FacsimileError(problem) }
    let table = type.keyTable
    try checkDeclarations(of: table, in: context)
    return table
  }

  /// Throws what is wrong with the declarations of `table`'s type, if anything.
  static func checkDeclarations(
    of table: KeyTable, in context: FabricationContext
  ) throws(FacsimileError) {
    guard table.declarationProblems.isEmpty else {
      throw FacsimileError(
        table.declarationProblems.map { context.problem(.invalidDeclaration, detail: $0) })
    }
  }

  /// Applies keyed properties to an object: all of them, or a problem for each that does not
  /// fit. An object the engine is making (`isFresh`) is discarded when one does not; on any
  /// other, the keys before the first that does not fit are written.
  static func apply(
    _ properties: [String: Any], to object: any KeyValueCodable,
    table: KeyTable? = nil, isFresh: Bool = false, in context: FabricationContext
  ) throws(FacsimileError) {
    guard !properties.isEmpty else { return }
    try write(
      to: object, table: table ?? type(of: object).keyTable, in: context, policy: .strict,
      isFresh: isFresh, capacity: properties.count
    ) { write in
      for (name, value) in properties { write.add(name, value) }
    }
  }

  /// Sets one key. A value for a key that can hold objects must not reach one of `ancestors` (a
  /// cycle); check and store happen under ``linkLock``, so that two threads linking objects to
  /// each other cannot both pass the check. A value from a type's own setter, which has the
  /// key's type, is coerced all the same: what the key refuses (a date no calendar shows) it
  /// refuses through every door.
  static func set(
    _ value: Any?, forKey name: String, on object: any KeyValueCodable, table: KeyTable,
    ancestors: @autoclosure () -> [AnyObject], in context: FabricationContext
  ) throws(FacsimileError) {
    try checkDeclarations(of: table, in: context)
    guard let key = table[name] else {
      throw FacsimileError(context.unknownKey(name, in: table, of: type(of: object)))
    }
    try set(value, to: key, on: object, table: table, ancestors: ancestors(), in: context)
  }

  /// Sets `key`, one of `table`'s keys, as ``set(_:forKey:on:table:ancestors:in:)`` does.
  static func set(
    _ value: Any?, to key: KeyTable.Key, on object: any KeyValueCodable, table: KeyTable,
    ancestors: @autoclosure () -> [AnyObject], in context: FabricationContext
  ) throws(FacsimileError) {
    let linksObjects = key.valueType.mayHoldObjects
    try write(
      to: object, table: table, in: linksObjects ? context.with(ancestors: ancestors()) : context,
      policy: .strict, isFresh: false, capacity: 1,
      lock: linksObjects ? linkLock : nil
    ) { write in
      write.add(value ?? NSNull(), to: key)
    }
  }

  /// Held across the graph check and the store of a key that can hold objects. Recursive: a
  /// read on the way may make a default object whose initializer sets keys in turn.
  private static let linkLock = NSRecursiveLock()

  // MARK: The pipeline

  /// Writes to `object` as `policy` says: `fill` offers the values (`NSNull` for `nil`, at most
  /// `capacity`), and each is coerced, offered to the object's `validateValue(_:forKey:)` and
  /// stored as it comes; the object hears of its changes once every value fitted, outside every
  /// lock. An object still being made (`isFresh`) is no one else's yet: it is written with no
  /// lock, and a write that fails discards it, so nothing waits to be stored. A shared one is
  /// written under its lock, a key at a time; `lock`, if any, is held until the last store.
  static func write(
    to object: any KeyValueCodable, table: KeyTable, in context: FabricationContext,
    policy: Policy, isFresh: Bool, capacity: Int, lock: NSRecursiveLock? = nil,
    _ fill: (inout Write) -> Void
  ) throws(FacsimileError) {
    // The keys written wait in a buffer on the stack, to be told to the object.
    let problems = withUnsafeTemporaryAllocation(
      of: Written.self, capacity: capacity
    ) { written -> [FacsimileError.Problem] in
      var write = Write(
        object: object, table: table, context: context.sealed(), policy: policy,
        isFresh: isFresh, written: written)
      defer { written.baseAddress?.deinitialize(count: write.count) }
      lock?.lock()
      fill(&write)
      lock?.unlock()
      guard write.problems.isEmpty || !policy.allOrNothing else { return write.problems }
      write.tellObject()
      return []
    }
    if !problems.isEmpty { throw FacsimileError(problems) }
  }

  /// A key written, and the value written to it if the key holds it weakly: that value lives
  /// until the object has heard of it.
  struct Written {
    let key: Unmanaged<KeyTable.Key>
    let value: Any?
  }

  /// A write in progress: the values on their way to one object's keys.
  struct Write {
    let object: any KeyValueCodable
    let table: KeyTable
    let context: FabricationContext
    let policy: Policy
    let isFresh: Bool
    /// The keys stored so far, first ``count`` of them.
    let written: UnsafeMutableBufferPointer<Written>
    fileprivate(set) var count = 0
    fileprivate var problems: [FacsimileError.Problem] = []
    /// The names given so far to keys that answer to two (`URL` and `url`).
    fileprivate var keysWithTwoNamesGiven: [KeyTable.Key] = []

    init(
      object: any KeyValueCodable, table: KeyTable, context: FabricationContext, policy: Policy,
      isFresh: Bool, written: UnsafeMutableBufferPointer<Written>
    ) {
      self.object = object
      self.table = table
      self.context = context
      self.policy = policy
      self.isFresh = isFresh
      self.written = written
    }

    /// Writes a value to the key `name`; a problem is kept by a strict write.
    mutating func add(_ name: String, _ value: Any) {
      guard let key = table[name] else {
        // "$type" chose the object's class; it is not a key.
        guard name != Fixture.typeKey, policy.allOrNothing else { return }
        problems.append(context.unknownKey(name, in: table, of: type(of: object)))
        return
      }
      // A key with two names given under both: which value is meant cannot be told. (Names are
      // a dictionary's keys, so a key with one name comes once.)
      if let otherName = key.otherName {
        guard !keysWithTwoNamesGiven.contains(where: { $0 === key }) else {
          problems.append(
            context.appending(key.name).problem(
              .duplicateKey,
              detail: "given twice, as \(quoted(key.name)) and as \(quoted(otherName)), the "
                + "two names of one key; give one"))
          return
        }
        keysWithTwoNamesGiven.append(key)
      }
      add(value, to: key)
    }

    /// Coerces a value for `key`, one of the table's, offers it to the object, and stores it.
    /// Once a strict write has a problem, the values after it are only checked, to report every
    /// problem at once.
    mutating func add(_ value: Any, to key: KeyTable.Key) {
      guard count < written.count else { return }
      let coerced: Any
      do throws(FacsimileError) {
        if let prepare = key.prepare {
          coerced = try coerce(prepare(value), to: key)
        } else {
          coerced = try coerce(value, to: key)
        }
      } catch {
        if policy.allOrNothing { problems += error.problems }
        return
      }
      if policy.runsHooks {
        do {
          try object.validateValue(coerced, forKey: key.name)
        } catch {
          guard policy.allOrNothing else { return }
          problems.append(
            context.appending(key.name).problem(
              .invalidValue, detail: oneLine("\(error)", limit: 300)))
          return
        }
      }
      guard problems.isEmpty else { return }
      guard key.store(object, coerced, !isFresh) else {
        // Only a key table built against another type's storage gets here.
        problems.append(
          context.appending(key.name).problem(
            .typeMismatch, expected: key.valueType.description, found: describe(coerced),
            detail: "the key table of \(type(of: object)) does not match its storage"))
        return
      }
      written.initializeElement(
        at: count,
        to: Written(key: Unmanaged.passUnretained(key), value: key.holdsWeakly ? coerced : nil))
      count += 1
    }

    /// `value` as `key` takes it.
    private func coerce(_ value: Any, to key: KeyTable.Key) throws(FacsimileError) -> Any {
      guard policy.coerces || isNull(value) else { return value }
      return try key.valueType.coerce(value, at: key.name, in: context)
    }

    /// Tells the object of each key written.
    func tellObject() {
      guard policy.runsHooks else { return }
      for index in 0..<count {
        object.didChangeValue(forKey: written[index].key.takeUnretainedValue().name)
      }
    }
  }

  // MARK: Copies

  /// A copy of `object` whose nested objects are copied too, each once (sharing is kept);
  /// `object` itself if its table cannot make one of its class.
  static func deepCopy(_ object: any KeyValueCodable) -> any KeyValueCodable {
    var copies: [ObjectIdentifier: any KeyValueCodable] = [:]
    return deepCopy(object, depth: 0, copies: &copies)
  }

  private static func deepCopy(
    _ object: any KeyValueCodable, depth: Int,
    copies: inout [ObjectIdentifier: any KeyValueCodable]
  ) -> any KeyValueCodable {
    guard depth <= FacsimileLimits.maximumDepth else { return object }
    if let copy = copies[ObjectIdentifier(object)] { return copy }
    let table = type(of: object).keyTable
    guard let copy = table.makeInstance(of: type(of: object)) else { return object }
    copies[ObjectIdentifier(object)] = copy
    let values = table.keys.map { key in
      key.read(object).map { copied($0, as: key.valueType, depth, &copies) } ?? NSNull()
    }
    try? write(
      to: copy, table: table, in: table.rootContext, policy: .copy, isFresh: true,
      capacity: values.count
    ) { write in
      for (key, value) in zip(table.keys, values) { write.add(value, to: key) }
    }
    return copy
  }

  private static func copied(
    _ value: Any, as valueType: ValueType, _ depth: Int,
    _ copies: inout [ObjectIdentifier: any KeyValueCodable]
  ) -> Any {
    switch valueType.kind {
    case .object:
      guard let object = keyValueCodable(value) else { return value }
      return deepCopy(object, depth: depth + 1, copies: &copies)
    case .optional(let wrapped, _):
      return copied(value, as: wrapped, depth, &copies)
    case .collection(let element, let make):
      guard element.objectType != nil, let array = value as? [Any] else { return value }
      return make(array.map { copied($0, as: element, depth + 1, &copies) }) ?? value
    case .any, .bool, .string, .data, .date, .url, .uuid, .number, .integer, .floatingPoint,
      .dictionary, .anyHashableDictionary, .rawRepresentable, .decodable, .secureCoding, .opaque:
      return value
    }
  }
}

extension KeyedStorage {
  /// Sets a key through the engine, as `setValue(_:forKey:)` does, from a type's own setter: the
  /// key's rules apply (a clamp, a copy), the object's `validateValue(_:forKey:)` and
  /// `didChangeValue(forKey:)` run, and a value that would make an object its own descendant, or
  /// nest too deep, is refused.
  ///
  /// ```swift
  /// open override var title: String {
  ///   get { storage.title }
  ///   set { storage.set(\.title, newValue, on: self) }
  /// }
  /// ```
  ///
  /// A setter cannot throw: a value the key refuses leaves the key as it was, and the refusal is
  /// written to standard error, one line naming the key path.
  ///
  /// - Parameters:
  ///   - key: The key, in the type's ``KeySet``.
  ///   - value: The new value.
  ///   - object: The object this storage belongs to.
  @inlinable @inline(__always)
  public func set<Value>(
    _ key: KeyPath<Keys, Key<Value>>, _ value: Value, on object: some KeyValueCodable
  ) {
    let declaration = layout.declaration(key)
    set(declaration.slot.box(declaration.copied(value)), to: declaration, on: object)
  }

  /// Sets the key `declaration` declares to `value`, as the engine takes it, on `object`.
  @usableFromInline
  func set(_ value: Any?, to declaration: AnyObject, on object: any KeyValueCodable) {
    let table = type(of: object).keyTable
    do {
      try Fabricator.checkDeclarations(of: table, in: table.rootContext)
      guard let entry = table.entry(for: declaration) else { return }
      try Fabricator.set(
        value, to: entry, on: object, table: table, ancestors: [object], in: table.rootContext)
    } catch {
      FileHandle.standardError.write(Data("Facsimile: not set: \(error)\n".utf8))
    }
  }
}
