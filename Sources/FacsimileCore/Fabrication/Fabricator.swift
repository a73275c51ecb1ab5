import Foundation

/// The engine's moves, all driven by ``KeyTable``: make objects, and write values to their keys
/// through one pipeline.
///
/// Every door writes through ``write(_:to:in:policy:lock:)``: coerce each value to its key's
/// type, offer it to the object's `validateValue(_:forKey:)`, store it, then call the object's
/// `didChangeValue(forKey:)`. What differs between doors is a ``Policy``.
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

    /// Fabrication, `setValue(_:forKey:)` and archives: all or nothing.
    static let strict = Policy(allOrNothing: true, coerces: true, runsHooks: true)
    /// A coder that is not a ``KeyedCoder`` (a test's stub archiver): what fits is taken.
    static let lenient = Policy(allOrNothing: false, coerces: true, runsHooks: true)
    /// A copy: values as they are, and no side effects on other objects.
    static let copy = Policy(allOrNothing: true, coerces: false, runsHooks: false)
  }

  // MARK: Objects

  /// A new `type` from keyed properties, honouring a root `"$type"`: the door of
  /// ``InstanceHelper``, `fabricate(from:)` and `fabricate(json:)`.
  static func fabricate<T: KeyValueCodable>(
    _ type: T.Type, from properties: [String: Any],
    allowing allowedTypes: [any KeyValueCodable.Type], path: [String] = []
  ) throws(FacsimileError) -> T {
    let context = FabricationContext(
      rootTypeName: type.keyTable.typeName, path: path, coder: KeyedCoder(),
      allowedTypes: allowedTypes)
    let object = try makeObject(
      context.resolveType(type, of: properties), from: properties, in: context)
    guard let typed = object as? T else {
      // resolveType only returns `type` or its subclasses.
      throw FacsimileError(context.problem(.unregisteredType, detail: "not a \(type)"))
    }
    return typed
  }

  /// A new object of `type` with `properties` applied: the one way the engine makes an object,
  /// nested or not. Its `init?(coder:)` (the one initializer every model has, as Apple's
  /// `NSCoding` classes do) runs with the write's ``KeyedCoder`` holding `properties`, so a
  /// subclass's own `init?(coder:)` reads them as it would from any coder.
  static func makeObject(
    _ type: any KeyValueCodable.Type, from properties: [String: Any],
    in context: FabricationContext
  ) throws(FacsimileError) -> any KeyValueCodable {
    if let coder = context.coder { return try coder.make(type, from: properties, in: context) }
    let coder = KeyedCoder()
    return try coder.make(type, from: properties, in: context.with(coder: coder))
  }

  /// Applies keyed properties to an object, all or nothing: the body of `init?(coder:)` with a
  /// ``KeyedCoder``, and of an unarchiver's.
  static func apply(
    _ properties: [String: Any], to object: any KeyValueCodable, in context: FabricationContext
  ) throws(FacsimileError) {
    guard !properties.isEmpty else { return }
    try write(
      to: object, table: type(of: object).keyTable, in: context, policy: .strict,
      capacity: properties.count
    ) { write in
      for (name, value) in properties { write.add(name, value) }
    }
  }

  /// Sets one key. For a key that can hold objects, the value must not reach one of `ancestors`
  /// (a cycle); the check and the write happen under ``linkLock``, so two threads linking
  /// objects to each other cannot both pass the check before either writes.
  static func set(
    _ value: Any?, forKey name: String, on object: any KeyValueCodable, table: KeyTable,
    ancestors: @autoclosure () -> [AnyObject], in context: FabricationContext
  ) throws(FacsimileError) {
    guard let key = table[name] else {
      throw FacsimileError(context.unknownKey(name, in: table, of: type(of: object)))
    }
    let linksObjects = key.valueType.mayHoldObjects
    try write(
      to: object, table: table, in: linksObjects ? context.with(ancestors: ancestors()) : context,
      policy: .strict, capacity: 1, lock: linksObjects ? linkLock : nil
    ) { write in
      write.add(value ?? NSNull(), to: key)
    }
  }

  /// Held while a value that may link objects is checked and written by ``set(_:forKey:on:ancestors:in:)``.
  /// Recursive, because making a nested object runs the class's own `init?(coder:)`, which may set
  /// keys in turn.
  private static let linkLock = NSRecursiveLock()

  /// Reads an object's keys from a coder that is not a ``KeyedCoder`` (a test's stub archiver):
  /// each key through `decodeObject(forKey:)`, the one method stubs write, and a value that does
  /// not fit is skipped.
  static func decodeKeys(of object: any KeyValueCodable, from coder: NSCoder) {
    let table = type(of: object).keyTable
    try? write(
      to: object, table: table, in: table.rootContext, policy: .lenient,
      capacity: table.keys.count
    ) { write in
      for key in table.keys {
        if let value = coder.decodeObject(forKey: key.name) { write.add(key.name, value) }
      }
    }
  }

  // MARK: The pipeline

  /// Writes to `object` as `policy` says: `fill` offers each value (``Write/add(_:_:)``, `NSNull`
  /// for `nil`), which is coerced at once; then every value is validated, stored and told to the
  /// object, the stages every door shares. `lock`, if any, is held from the first coercion to the
  /// last store; the object hears of its changes after it is released, outside every lock.
  ///
  /// - Parameter capacity: At most how many values `fill` offers.
  static func write(
    to object: any KeyValueCodable, table: KeyTable, in context: FabricationContext,
    policy: Policy, capacity: Int, lock: NSRecursiveLock? = nil, _ fill: (inout Write) -> Void
  ) throws(FacsimileError) {
    // The values wait in a buffer on the stack (an object has a few keys), not in an array on
    // the heap; the stages borrow each from it.
    let outcome = withUnsafeTemporaryAllocation(of: KeyTable.PendingWrite.self, capacity: capacity)
    { buffer in
      var write = Write(
        object: object, table: table, context: context.sealed(), policy: policy, buffer: buffer)
      defer { buffer.baseAddress?.deinitialize(count: write.count) }
      return Result { () throws(FacsimileError) in
        lock?.lock()
        do throws(FacsimileError) {
          fill(&write)
          try write.validateAndStore()
          lock?.unlock()
        } catch {
          lock?.unlock()
          throw error
        }
        write.tellObject()
      }
    }
    try outcome.get()
  }

  /// A write in progress: the values on their way to one object's keys.
  struct Write {
    let object: any KeyValueCodable
    let table: KeyTable
    let context: FabricationContext
    let policy: Policy
    let buffer: UnsafeMutableBufferPointer<KeyTable.PendingWrite>
    fileprivate(set) var count = 0
    fileprivate var problems: [FacsimileError.Problem] = []

    /// Coerces one value to the key `name` and keeps it for the later stages; a problem is kept
    /// for a strict write and dropped for a lenient one.
    mutating func add(_ name: String, _ value: Any) {
      guard let key = table[name] else {
        // "$type" chose the object's class; it is not a key.
        guard name != Fixture.typeKey, policy.allOrNothing else { return }
        problems.append(context.unknownKey(name, in: table, of: type(of: object)))
        return
      }
      add(value, to: key)
    }

    /// Coerces one value to `key`, one of the table's, and keeps it for the later stages.
    mutating func add(_ value: Any, to key: KeyTable.Key) {
      guard count < buffer.count else { return }
      do throws(FacsimileError) {
        let coerced =
          policy.coerces || isNull(value)
          ? try key.valueType.coerce(value, at: key.name, in: context) : value
        buffer.initializeElement(at: count, to: KeyTable.PendingWrite(key: key, value: coerced))
        count += 1
      } catch  where policy.allOrNothing {
        problems += error.problems
      } catch {}
    }

    /// Offers each value to the object's `validateValue(_:forKey:)` before any is written, then
    /// stores them: the keys of each storage in one lock round trip.
    mutating func validateAndStore() throws(FacsimileError) {
      guard problems.isEmpty else { throw FacsimileError(problems) }
      if policy.runsHooks {
        for index in 0..<count {
          do {
            try object.validateValue(buffer[index].value, forKey: buffer[index].key.name)
          } catch {
            buffer[index].isRefused = true
            guard policy.allOrNothing else { continue }
            problems.append(
              context.appending(buffer[index].key.name).problem(
                .invalidValue, detail: oneLine("\(error)", limit: 300)))
          }
        }
        guard problems.isEmpty else { throw FacsimileError(problems) }
      }
      // A subclass may keep its own keys in a storage of its own; most objects have one.
      let pending = UnsafeBufferPointer(rebasing: buffer[..<count])
      var written: KeyTable.StorageAccess?
      for index in pending.indices where !pending[index].isRefused {
        let storage = pending[index].key.storage
        if storage === written || pending[..<index].contains(where: { $0.key.storage === storage })
        {
          continue
        }
        written = storage
        if let failed = storage.write(pending, to: object) {
          // Coercion gives exactly the key's type, so only a key table built against another
          // type's storage gets here; it is reported rather than trapped on.
          throw FacsimileError(
            context.appending(pending[failed].key.name).problem(
              .typeMismatch, expected: pending[failed].key.valueType.description,
              found: describe(pending[failed].value),
              detail: "the key table of \(type(of: object)) does not match its storage"))
        }
      }
    }

    /// Tells the object of each key written.
    func tellObject() {
      guard policy.runsHooks else { return }
      for index in 0..<count where !buffer[index].isRefused {
        object.didChangeValue(forKey: buffer[index].key.name)
      }
    }
  }

  // MARK: Copies

  /// A copy of `object` whose nested key-value codable objects are copied too, each once: an
  /// object the graph reaches by two paths is one object in the copy too. `object` itself if its
  /// class refuses to make an instance.
  static func deepCopy(_ object: any KeyValueCodable) -> any KeyValueCodable {
    var copies: [ObjectIdentifier: any KeyValueCodable] = [:]
    return deepCopy(object, depth: 0, copies: &copies)
  }

  private static func deepCopy(
    _ object: any KeyValueCodable, depth: Int,
    copies: inout [ObjectIdentifier: any KeyValueCodable]
  ) -> any KeyValueCodable {
    // Past the depth limit (only a graph built behind the engine's back gets there), share.
    guard depth <= FacsimileLimits.maximumDepth else { return object }
    if let copy = copies[ObjectIdentifier(object)] { return copy }
    let table = type(of: object).keyTable
    let context = FabricationContext(rootTypeName: table.typeName)
    guard let copy = try? makeObject(type(of: object), from: [:], in: context) else {
      return object
    }
    copies[ObjectIdentifier(object)] = copy
    let values = table.keys.map { key in
      key.read(object).map { copied($0, as: key.valueType, depth, &copies) } ?? NSNull()
    }
    try? write(to: copy, table: table, in: context, policy: .copy, capacity: values.count) {
      write in
      for (key, value) in zip(table.keys, values) { write.add(key.name, value) }
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
