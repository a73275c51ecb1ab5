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
    /// Whether every value must fit: every problem is collected and thrown together, and nothing
    /// is written unless all fit. Otherwise a value that does not fit is skipped.
    let allOrNothing: Bool
    /// Whether values are coerced to their keys' types. A copy's values come from keys of the
    /// same type, and fit as they are.
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
    try write(properties, to: object, in: context, policy: .strict)
  }

  /// Sets one key. For a key that can hold objects, the value must not reach one of `ancestors`
  /// (a cycle); the check and the write happen under ``linkLock``, so two threads linking
  /// objects to each other cannot both pass the check before either writes.
  static func set(
    _ value: Any?, forKey name: String, on object: any KeyValueCodable,
    ancestors: @autoclosure () -> [AnyObject], in context: FabricationContext
  ) throws(FacsimileError) {
    let linksObjects = type(of: object).keyTable[name]?.valueType.mayHoldObjects ?? false
    try write(
      CollectionOfOne((key: name, value: value ?? NSNull())), to: object,
      in: linksObjects ? context.with(ancestors: ancestors()) : context, policy: .strict,
      lock: linksObjects ? linkLock : nil)
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
    let values = table.keys.compactMap { key in
      coder.decodeObject(forKey: key.name).map { (key: key.name, value: $0) }
    }
    try? write(
      values, to: object, in: FabricationContext(rootTypeName: table.typeName), policy: .lenient)
  }

  // MARK: The pipeline

  /// A coerced value waiting to be written to its key.
  private struct PendingWrite {
    let key: KeyTable.Key
    let value: Any
    var isRefused = false
  }

  /// Writes `values` (key names to values; `NSNull` for `nil`) to `object` as `policy` says,
  /// through the stages every door shares: coerce, validate, store, and tell the object. `lock`,
  /// if any, is held from the first coercion to the last store; the object hears of its changes
  /// after it is released, outside every lock.
  static func write<Values: Collection<(key: String, value: Any)>>(
    _ values: Values, to object: any KeyValueCodable, in context: FabricationContext,
    policy: Policy, lock: NSRecursiveLock? = nil
  ) throws(FacsimileError) {
    // The values wait in a buffer on the stack (an object has a few keys), not in an array on
    // the heap; the stages borrow each from it.
    let outcome = withUnsafeTemporaryAllocation(of: PendingWrite.self, capacity: values.count) {
      buffer in
      var count = 0
      defer { buffer.baseAddress?.deinitialize(count: count) }
      return Result { () throws(FacsimileError) in
        lock?.lock()
        do throws(FacsimileError) {
          try prepare(values, for: object, in: context, policy: policy, into: buffer, &count)
          lock?.unlock()
        } catch {
          lock?.unlock()
          throw error
        }
        guard policy.runsHooks else { return }
        for index in 0..<count where !buffer[index].isRefused {
          object.didChangeValue(forKey: buffer[index].key.name)
        }
      }
    }
    try outcome.get()
  }

  /// The stages up to the store: coerce, validate and store every value into `object`.
  private static func prepare<Values: Collection<(key: String, value: Any)>>(
    _ values: Values, for object: any KeyValueCodable, in context: FabricationContext,
    policy: Policy, into buffer: UnsafeMutableBufferPointer<PendingWrite>, _ count: inout Int
  ) throws(FacsimileError) {
    let table = type(of: object).keyTable
    let context = context.sealed()
    var problems: [FacsimileError.Problem] = []
    // Coerce.
    for (name, value) in values {
      guard let key = table[name] else {
        // "$type" chose the object's class; it is not a key.
        guard name != Fixture.typeKey, policy.allOrNothing else { continue }
        problems.append(context.unknownKey(name, in: table, of: type(of: object)))
        continue
      }
      do throws(FacsimileError) {
        let coerced =
          policy.coerces || isNull(value)
          ? try key.valueType.coerce(value, in: context.appending(name)) : value
        buffer.initializeElement(at: count, to: PendingWrite(key: key, value: coerced))
        count += 1
      } catch  where policy.allOrNothing {
        problems += error.problems
      } catch {}
    }
    guard problems.isEmpty else { throw FacsimileError(problems) }
    // Validate: each value is offered to the object before any is written.
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
    // Store.
    for index in 0..<count where !buffer[index].isRefused {
      let pending = buffer[index]
      guard pending.key.write(object, pending.value) else {
        // Coercion gives exactly the key's type, so only a key table built against another
        // type's storage gets here; it is reported rather than trapped on.
        throw FacsimileError(
          context.appending(pending.key.name).problem(
            .typeMismatch, expected: pending.key.valueType.description,
            found: describe(pending.value),
            detail: "the key table of \(type(of: object)) does not match its storage"))
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
    var values: [(key: String, value: Any)] = []
    for key in table.keys {
      let value = key.read(object).map { copied($0, as: key.valueType, depth, &copies) }
      values.append((key.name, value ?? NSNull()))
    }
    try? write(values, to: copy, in: context, policy: .copy)
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
