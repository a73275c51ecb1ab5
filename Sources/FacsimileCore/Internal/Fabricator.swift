import Foundation

/// The engine's moves, all driven by ``KeyTable``: make blank objects, apply keyed values, set one
/// key, walk key paths, guard against cycles, copy.
enum Fabricator {
  /// A blank instance: `init?(coder:)` with an empty ``KeyedCoder``, so every key keeps its
  /// default. A class whose `init?(coder:)` refuses (returns `nil`) is reported, not trapped on.
  static func blank(
    _ type: any KeyValueCodable.Type, in context: FabricationContext
  ) throws(FacsimileError) -> any KeyValueCodable {
    guard let object = type.init(coder: context.blankCoder) else {
      throw FacsimileError(
        context.problem(
          .unsupportedCoding, detail: "init?(coder:) of \(type.keyTable.typeName) returned nil"))
    }
    return object
  }

  /// A new object of `type` with `properties` applied; through the coder when there is one.
  static func makeObject(
    _ type: any KeyValueCodable.Type, from properties: [String: Any],
    in context: FabricationContext
  ) throws(FacsimileError) -> any KeyValueCodable {
    if let coder = context.coder {
      return try coder.decodeNested(type, from: properties, in: context)
    }
    let object = try blank(type, in: context)
    try apply(properties, to: object, in: context)
    return object
  }

  /// A coerced value waiting to be written to its key.
  struct PendingWrite {
    let key: KeyTable.Key
    let value: Any
  }

  /// Coerces every value first and writes only if all of them fit, so a failure changes nothing.
  /// Every problem is reported, not just the first.
  static func apply(
    _ properties: [String: Any], to object: any KeyValueCodable, in context: FabricationContext
  ) throws(FacsimileError) {
    guard !properties.isEmpty else { return }
    // The coerced values wait in a buffer on the stack (an object has a few keys), not in
    // arrays on the heap: two allocations and two frees fewer per object. The passes below
    // borrow each value from it, where iterating an array would copy it.
    let outcome = withUnsafeTemporaryAllocation(
      of: PendingWrite.self, capacity: properties.count
    ) { buffer in
      Result { () throws(FacsimileError) in
        try apply(properties, to: object, in: context, pending: buffer)
      }
    }
    try outcome.get()
  }

  private static func apply(
    _ properties: [String: Any], to object: any KeyValueCodable, in context: FabricationContext,
    pending buffer: UnsafeMutableBufferPointer<PendingWrite>
  ) throws(FacsimileError) {
    guard let base = buffer.baseAddress else { return }
    let table = type(of: object).keyTable
    let context = context.sealed()
    var count = 0
    defer { base.deinitialize(count: count) }
    var problems: [FacsimileError.Problem] = []
    for (name, value) in properties {
      guard let key = table[name] else {
        problems.append(context.unknownKey(name, in: table, of: type(of: object)))
        continue
      }
      do {
        let coerced = try key.valueType.coerce(value, in: context.appending(name))
        (base + count).initialize(to: PendingWrite(key: key, value: coerced))
        count += 1
      } catch {
        problems += error.problems
      }
    }
    guard problems.isEmpty else { throw FacsimileError(problems) }
    // Read by index, which borrows each entry in place; `for in` would copy every entry.
    let pending = UnsafeBufferPointer(start: base, count: count)
    for index in pending.indices {
      if let problem = validate(
        pending[index].value, forKey: pending[index].key.name, of: object, in: context)
      {
        problems.append(problem)
      }
    }
    guard problems.isEmpty else { throw FacsimileError(problems) }
    try Fabricator.write(pending, to: object, in: context)
    for index in pending.indices {
      object.didChangeValue(forKey: pending[index].key.name)
    }
  }

  /// The object's own verdict on a coerced value (``KeyValueCodable/validateValue(_:forKey:)``),
  /// as a problem at the key's path.
  private static func validate(
    _ value: Any, forKey name: String, of object: any KeyValueCodable,
    in context: FabricationContext
  ) -> FacsimileError.Problem? {
    do {
      try object.validateValue(value, forKey: name)
      return nil
    } catch {
      return context.appending(name).problem(
        .invalidValue, detail: oneLine("\(error)", limit: 300))
    }
  }

  /// Sets one key after coercion. For keys that can hold objects, coercion also checks that the
  /// value's graph neither reaches one of `ancestors` (a cycle) nor nests too deep; the check and
  /// the write happen under ``linkLock``, so two threads linking objects to each other cannot both
  /// pass the check before either writes.
  static func set(
    _ value: Any?, forKey name: String, on object: any KeyValueCodable,
    ancestors: @autoclosure () -> [AnyObject], in context: FabricationContext
  ) throws(FacsimileError) {
    let table = type(of: object).keyTable
    guard let key = table[name] else {
      throw FacsimileError(context.unknownKey(name, in: table, of: type(of: object)))
    }
    // Only a key that can hold objects can close a cycle: only its context carries the ancestors.
    let keyContext =
      key.valueType.mayHoldObjects
      ? context.appending(name, ancestors: ancestors()) : context.appending(name)
    func coerceValidateAndWrite() throws(FacsimileError) -> Any {
      let coerced = try key.valueType.coerce(optional: value, in: keyContext)
      if let problem = validate(coerced, forKey: name, of: object, in: context) {
        throw FacsimileError(problem)
      }
      try write(coerced, to: key, of: object, in: context)
      return coerced
    }
    let written: Any
    if key.valueType.mayHoldObjects {
      linkLock.lock()
      defer { linkLock.unlock() }
      written = try coerceValidateAndWrite()
    } else {
      written = try coerceValidateAndWrite()
    }
    // The value is held until `didChangeValue(forKey:)` has run: an object made from a dictionary
    // for a weak key has nothing else holding it, and the hook may keep it (as a window keeps
    // its scene).
    withExtendedLifetime(written) {
      object.didChangeValue(forKey: name)
    }
  }

  /// Held while a value that may link objects is checked and written by ``set(_:forKey:on:ancestors:in:)``.
  /// Recursive, because making a nested object runs the class's own `init?(coder:)`, which may set
  /// keys in turn.
  private static let linkLock = NSRecursiveLock()

  /// Writes the pending values, taking each storage's lock once: the keys of one storage (all
  /// of them, unless a subclass keeps its own keys apart) are written in one lock round trip.
  private static func write(
    _ pending: UnsafeBufferPointer<PendingWrite>, to object: any KeyValueCodable,
    in context: FabricationContext
  ) throws(FacsimileError) {
    var first = 0
    while first < pending.count {
      let storage = pending[first].key.storage
      var failed = first
      let written = storage.withValues(object) { values in
        for index in first..<pending.count where pending[index].key.storage === storage {
          guard pending[index].key.assign(values, pending[index].value) else {
            failed = index
            return false
          }
        }
        return true
      }
      guard written else {
        throw storageMismatch(pending[failed].value, pending[failed].key, object, in: context)
      }
      // The next key of a storage not yet written (a subclass with a storage of its own).
      first += 1
      while first < pending.count,
        pending[first].key.storage === storage
          || pending[..<first].contains(where: { $0.key.storage === pending[first].key.storage })
      {
        first += 1
      }
    }
  }

  /// Writes a coerced value; `context` is the object's (the key's name is added to it only for
  /// a problem).
  private static func write(
    _ value: Any, to key: KeyTable.Key, of object: any KeyValueCodable,
    in context: FabricationContext
  ) throws(FacsimileError) {
    guard key.write(object, value) else {
      throw storageMismatch(value, key, object, in: context)
    }
  }

  /// A coerced value the key's storage refused. Coercion produces exactly the key's type, so
  /// this happens only if a key table is built against another type's storage; it is reported
  /// rather than trapped on.
  private static func storageMismatch(
    _ value: Any, _ key: KeyTable.Key, _ object: any KeyValueCodable,
    in context: FabricationContext
  ) -> FacsimileError {
    FacsimileError(
      context.appending(key.name).problem(
        .typeMismatch, expected: key.valueType.description, found: describe(value),
        detail: "the key table of \(type(of: object)) does not match its storage"))
  }

  // MARK: Key paths

  static func segments(of keyPath: String, rootTypeName: String) throws(FacsimileError)
    -> [String]
  {
    let context = FabricationContext(rootTypeName: rootTypeName)
    let segments = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard segments.count <= FacsimileLimits.maximumDepth else {
      throw FacsimileError(
        context.problem(
          .tooDeep,
          detail: "key path has \(segments.count) segments, more than "
            + "\(FacsimileLimits.maximumDepth) (FacsimileLimits.maximumDepth)"))
    }
    if let empty = segments.firstIndex(of: "") {
      throw FacsimileError(
        context.problem(
          .invalidKeyPath,
          detail: "key path \(quoted(keyPath)) has an empty segment at position \(empty + 1)"))
    }
    return segments
  }

  /// Follows `segments` from `root` through objects and dictionaries; returns the value found and
  /// the objects passed on the way (the root first).
  static func resolve(
    _ segments: ArraySlice<String>, from root: any KeyValueCodable, rootTypeName: String
  ) throws(FacsimileError) -> (value: Any?, objects: [AnyObject]) {
    var current: Any? = root
    var objects: [AnyObject] = []
    var context = FabricationContext(rootTypeName: rootTypeName)
    for segment in segments {
      switch flattened(current) {
      case .none:
        return (nil, objects)
      case let object as any KeyValueCodable:
        objects.append(object)
        let table = type(of: object).keyTable
        guard let key = table[segment] else {
          throw FacsimileError(context.unknownKey(segment, in: table))
        }
        current = key.read(object)
      case let value?:
        if let dictionary = FoundationCollection.shallow(value) as? [AnyHashable: Any] {
          current = dictionary[AnyHashable(segment)]
        } else {
          throw FacsimileError(
            context.problem(
              .invalidKeyPath,
              detail: "is \(describe(value)), which has no key \(quoted(segment))"))
        }
      }
      context = context.appending(segment)
    }
    if let object = flattened(current) as? any KeyValueCodable { objects.append(object) }
    return (flattened(current), objects)
  }

  // MARK: Graphs

  /// A copy of `object` whose nested key-value codable objects are copied too, each once: an
  /// object the graph reaches by two paths is one object in the copy too, so a graph that shares
  /// objects costs one copy per object, not one per path. `object` itself if its class refuses
  /// to make a blank instance.
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
    let context = FabricationContext(rootTypeName: type(of: object).keyTable.typeName)
    guard let copy = try? blank(type(of: object), in: context) else { return object }
    copies[ObjectIdentifier(object)] = copy
    for key in type(of: object).keyTable.keys {
      let value = key.read(object).map {
        deepCopy($0, as: key.valueType, depth: depth + 1, copies: &copies)
      }
      // The value came out of a key of this very type, so it fits again as it is; only `nil`
      // needs coercion to the key's own `none`.
      if let value, key.write(copy, value) { continue }
      if let coerced = try? key.valueType.coerce(optional: value, in: context) {
        _ = key.write(copy, coerced)
      }
    }
    return copy
  }

  private static func deepCopy(
    _ value: Any, as valueType: ValueType, depth: Int,
    copies: inout [ObjectIdentifier: any KeyValueCodable]
  ) -> Any {
    switch valueType.kind {
    case .object:
      guard let object = value as? any KeyValueCodable else { return value }
      return deepCopy(object, depth: depth, copies: &copies)
    case .optional(let wrapped, _):
      return deepCopy(value, as: wrapped, depth: depth, copies: &copies)
    case .collection(let element, let make):
      guard element.objectType != nil, let array = value as? [Any] else { return value }
      return make(
        array.map { deepCopy($0, as: element, depth: depth + 1, copies: &copies) }) ?? value
    default:
      return value
    }
  }
}
