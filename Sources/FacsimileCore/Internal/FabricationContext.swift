import Foundation

/// Where the engine is while it fabricates: the root type, the key path so far, and how nested
/// objects are made (blank-and-set, or through a ``KeyedCoder``).
struct FabricationContext {
  /// What every level of one fabrication shares, in one reference: a context is copied for
  /// every key, so it carries two references (this and the path above) and a key name.
  private final class Shared {
    let rootTypeName: String
    let coder: KeyedCoder?
    let allowedTypes: [any KeyValueCodable.Type]
    let ancestors: [AnyObject]
    /// The empty coder every blank instance of this fabrication is made with, or `nil` to make
    /// one per instance (a table's ``KeyTable/rootContext`` is shared between threads).
    let blankCoder: KeyedCoder?

    init(
      rootTypeName: String, coder: KeyedCoder?, allowedTypes: [any KeyValueCodable.Type],
      ancestors: [AnyObject], blankCoder: KeyedCoder?
    ) {
      self.rootTypeName = rootTypeName
      self.coder = coder
      self.allowedTypes = allowedTypes
      self.ancestors = ancestors
      self.blankCoder = blankCoder
    }
  }

  /// One segment of a key path: a key, or an index into a collection, shown as `[2]` (made into
  /// text only when a problem needs the path).
  private enum Segment {
    case key(String)
    case index(Int)

    var text: String {
      switch self {
      case .key(let key): key
      case .index(let index): "[\(index)]"
      }
    }
  }

  /// The segments above the last one, innermost first, each node pointing at the one above: a
  /// context one level down shares the chain instead of copying it.
  private final class Segments {
    let segment: Segment
    let parent: Segments?
    let count: Int

    init(_ segment: Segment, parent: Segments?) {
      self.segment = segment
      self.parent = parent
      self.count = (parent?.count ?? 0) + 1
    }
  }

  private var shared: Shared
  /// The segments above the last one.
  private var prefix: Segments?
  /// The last segment if it is a key, kept apart so that adding a key to a ``sealed()`` context
  /// allocates nothing. (A `String?`, not a `Segment?`, whose copies would go through the
  /// runtime's generic value witnesses on every key; an index goes straight into the chain.)
  private var lastKey: String?

  /// - Parameter sharesBlankCoder: Whether the blank instances of this fabrication share one
  ///   empty coder: only for a context that no other thread sees.
  init(
    rootTypeName: String, path: [String] = [], coder: KeyedCoder? = nil,
    allowedTypes: [any KeyValueCodable.Type] = [], ancestors: [AnyObject] = [],
    sharesBlankCoder: Bool = false
  ) {
    self.shared = Shared(
      rootTypeName: rootTypeName, coder: coder, allowedTypes: allowedTypes, ancestors: ancestors,
      blankCoder: sharesBlankCoder ? KeyedCoder() : nil)
    self.prefix = path.reduce(nil) { Segments(.key($1), parent: $0) }
  }

  var rootTypeName: String { shared.rootTypeName }
  var coder: KeyedCoder? { shared.coder }
  /// Types a fixture may name with `"$type"` besides those its key tables register.
  var allowedTypes: [any KeyValueCodable.Type] { shared.allowedTypes }
  /// The objects a ``KeyValueCodable/setValue(_:forKeyPath:)`` passes on its way to the key it
  /// sets, the root first; the value set must not reach any of them.
  var ancestors: [AnyObject] { shared.ancestors }
  /// An empty coder for a blank instance: the fabrication's own, or a new one.
  var blankCoder: KeyedCoder { shared.blankCoder ?? KeyedCoder() }

  /// The type a fixture's properties describe: `declared`, or the subtype its `"$type"` names if
  /// that subtype is registered (``KeyTable/subtypes``) or allowed for this fabrication.
  /// Returns the properties without `"$type"`.
  func resolveType(
    _ declared: any KeyValueCodable.Type, of properties: [String: Any]
  ) throws(FacsimileError) -> (type: any KeyValueCodable.Type, properties: [String: Any]) {
    // Most fixtures name no type, and most objects have a few keys: comparing their names
    // (short strings, compared as two words) costs less than hashing "$type" for a lookup
    // (which `keys.contains` does too).
    let typeKey = Fixture.typeKey
    if properties.count <= 8, !properties.keys.contains(where: { $0 == typeKey }) {
      return (declared, properties)
    }
    guard let named = properties[typeKey] else { return (declared, properties) }
    var remaining = properties
    remaining[Fixture.typeKey] = nil
    var candidates: [any KeyValueCodable.Type] = []
    for candidate in [declared] + declared.keyTable.subtypes
      + allowedTypes.filter({ isSubclass($0, of: declared) })
    where !candidates.contains(where: { $0 == candidate }) {
      candidates.append(candidate)
    }
    // A class's own name, not its table's: a subclass that forgot its table answers with its
    // superclass's, and is named here so that the problem says so.
    let names = candidates.map { KeyTable.name(of: $0) }
    let typeContext = appending(Fixture.typeKey)
    if let name = named as? String, let index = names.firstIndex(of: name) {
      if let problem = typeContext.missingKeyTable(candidates[index]) {
        throw FacsimileError(problem)
      }
      return (candidates[index], remaining)
    }
    guard let name = named as? String else {
      throw typeContext.mismatch(.of(String.self), found: named)
    }
    throw FacsimileError(
      typeContext.problem(
        .unregisteredType, expected: "one of " + names.map(quoted).joined(separator: ", "),
        found: describe(name), suggestion: nearest(to: name, in: names),
        detail: "\(quoted(name)) is not registered for \(declared.keyTable.typeName)"))
  }

  /// The problem of a class whose key table is its superclass's, or `nil` if it has its own.
  func missingKeyTable(_ type: any KeyValueCodable.Type) -> FacsimileError.Problem? {
    let table = type.keyTable
    guard table.objectType != type else { return nil }
    let name = KeyTable.name(of: type)
    return problem(
      .missingKeyTable,
      detail: "\(name) declares no key table of its own, so it answers with \(table.typeName)'s; "
        + "override `class var keyTable` in \(name) to return a KeyTable made with "
        + "`inheriting: \(table.typeName).keyTable` (see Docs/Architecture.md, extension points)")
  }

  /// The key path so far.
  var path: [String] {
    var segments = lastKey.map { [$0] } ?? []
    var node = prefix
    while let current = node {
      segments.append(current.segment.text)
      node = current.parent
    }
    return segments.reversed()
  }

  /// How many segments deep the path is.
  var depth: Int { (prefix?.count ?? 0) + (lastKey == nil ? 0 : 1) }

  func appending(_ segment: String) -> FabricationContext {
    var copy = sealed()
    copy.lastKey = segment
    return copy
  }

  func appending(index: Int) -> FabricationContext {
    var copy = sealed()
    copy.prefix = Segments(.index(index), parent: copy.prefix)
    return copy
  }

  /// The same path with its last segment moved into the shared chain, so that the contexts of an
  /// object's keys or a collection's elements, appended to it, allocate nothing.
  func sealed() -> FabricationContext {
    guard let lastKey else { return self }
    var copy = self
    copy.prefix = Segments(.key(lastKey), parent: prefix)
    copy.lastKey = nil
    return copy
  }

  /// The context one segment down, for a value that must not reach any of `ancestors`.
  func appending(_ segment: String, ancestors: [AnyObject]) -> FabricationContext {
    var copy = appending(segment)
    copy.shared = Shared(
      rootTypeName: rootTypeName, coder: coder, allowedTypes: allowedTypes, ancestors: ancestors,
      blankCoder: shared.blankCoder)
    return copy
  }

  /// What sits at a level: an object, or an array or dictionary (which may sit one level deeper
  /// than an object, see ``FacsimileLimits/maximumDepth``).
  enum Level {
    case object, collection

    var limit: Int {
      switch self {
      case .object: FacsimileLimits.maximumDepth
      case .collection: FacsimileLimits.maximumCollectionDepth
      }
    }
  }

  /// Throws ``FacsimileError/Kind/tooDeep`` when an object or a collection made here would pass
  /// the limit.
  func checkDepth(of level: Level) throws(FacsimileError) {
    guard depth > level.limit else { return }
    throw tooDeep
  }

  private var tooDeep: FacsimileError {
    FacsimileError(
      problem(
        .tooDeep,
        detail: "nesting deeper than \(FacsimileLimits.maximumDepth) levels "
          + "(FacsimileLimits.maximumDepth); is a value its own descendant?"))
  }

  /// Throws ``FacsimileError/Kind/tooDeep`` when `value` nests deeper than the limit allows from
  /// here, and ``FacsimileError/Kind/cycle`` when it reaches one of ``ancestors``, so that
  /// setting it would make an object its own descendant.
  ///
  /// `value` is a `userInfo`-style dictionary, an `Any`, or an object that already exists; the
  /// walk goes through collections and through the keys of objects that can hold more
  /// (``ValueType/mayHoldObjects``). It goes level by level, visiting each object once per level,
  /// so a value nested 100,000 levels costs no stack and a graph that shares objects is not
  /// walked again for every path to them; it stops one level past the limit, so a cycle made
  /// behind the engine's back ends too.
  func checkGraph(of value: Any) throws(FacsimileError) {
    var budget = FacsimileLimits.maximumValues
    if PlainValue.fits(value, level: depth, budget: &budget) { return }
    guard let value = nests(value) else { return }
    var level = depth
    var current: [Any] = [value]
    var visited = 0
    while !current.isEmpty {
      visited += current.count
      guard visited <= FacsimileLimits.maximumValues else {
        throw FacsimileError(
          problem(
            .tooLarge,
            detail: "more than \(FacsimileLimits.maximumValues) collections and objects to check "
              + "(FacsimileLimits.maximumValues); does a value hold the same array at every level?")
        )
      }
      var next: [Any] = []
      var seen = Set<ObjectIdentifier>()
      for item in current {
        let object = keyValueCodable(item)
        if let object {
          guard seen.insert(ObjectIdentifier(object)).inserted else { continue }
          if let ancestor = ancestors.first(where: { $0 === object }) {
            throw FacsimileError(
              problem(
                .cycle,
                detail: "setting this \(type(of: ancestor)) would make it its own descendant"))
          }
        }
        let limit = object == nil ? Level.collection.limit : Level.object.limit
        if item is TooDeep || level > limit { throw tooDeep }
        next += nestedValues(of: item)
      }
      current = next
      level += 1
    }
  }

  func problem(
    _ kind: FacsimileError.Kind, expected: String? = nil, found: String? = nil,
    suggestion: String? = nil, validKeys: [String] = [], detail: String? = nil
  ) -> FacsimileError.Problem {
    FacsimileError.Problem(
      kind, typeName: rootTypeName, keyPath: path, expected: expected, found: found,
      suggestion: suggestion, validKeys: validKeys, detail: detail)
  }

  func mismatch(_ expected: ValueType, found value: Any?) -> FacsimileError {
    FacsimileError(problem(.typeMismatch, expected: expected.description, found: describe(value)))
  }

  func invalid(_ expected: String, found value: Any?, suggestion: String? = nil) -> FacsimileError {
    FacsimileError(
      problem(.invalidValue, expected: expected, found: describe(value), suggestion: suggestion))
  }

  /// The problem for `name`, which `table` does not have, with the nearest valid key.
  func unknownKey(
    _ name: String, in table: KeyTable, of type: (any KeyValueCodable.Type)? = nil
  ) -> FacsimileError.Problem {
    if let type, let problem = appending(name).missingKeyTable(type) { return problem }
    return appending(name).problem(
      .unknownKey, suggestion: nearest(to: name, in: table.names), validKeys: table.names,
      detail: "\(table.typeName) has no key \(quoted(name))")
  }
}

/// Whether `candidate` is `base` or one of its subclasses.
func isSubclass(_ candidate: any KeyValueCodable.Type, of base: any KeyValueCodable.Type) -> Bool {
  func check<Base: KeyValueCodable>(_: Base.Type) -> Bool { candidate is Base.Type }
  return check(base)
}

/// `value` as a key-value codable object; checks that it is an object first, because asking a
/// dictionary whether it conforms bridges it to Foundation.
func keyValueCodable(_ value: Any) -> (any KeyValueCodable)? {
  guard type(of: value) is AnyClass else { return nil }
  return value as? any KeyValueCodable
}

/// The values one level inside `value` that may nest further: a collection's elements, or what
/// an object's keys that can hold objects or collections hold.
private func nestedValues(of value: Any) -> [Any] {
  if FoundationCollection.contains(value) {
    return FoundationCollection.children(of: value).compactMap(nests)
  }
  if let object = keyValueCodable(value) {
    return type(of: object).keyTable.keys.compactMap { key in
      key.valueType.mayHoldObjects ? flattened(key.read(object)).flatMap(nests) : nil
    }
  }
  // `[String: Any]` first: casting it to `[AnyHashable: Any]` would build a new dictionary.
  if let dictionary = value as? [String: Any] { return dictionary.values.compactMap(nests) }
  if let dictionary = value as? [AnyHashable: Any] { return dictionary.values.compactMap(nests) }
  if let array = value as? [Any] { return array.compactMap(nests) }
  if let set = value as? Set<AnyHashable> { return set.compactMap { nests($0.base) } }
  return []
}

/// The scalar types a property list holds most, told apart by exact type before any cast.
private let scalarTypeList: [any Any.Type] = [
  String.self, Int.self, Double.self, Bool.self, Date.self, Data.self, URL.self, UUID.self,
  UInt64.self, Int64.self, Float.self, NSNumber.self, NSNull.self, Decimal.self,
]
let scalarTypes = TypeSet(scalarTypeList)

/// The graph check's fast path: a property list (the scalars above in Swift arrays and
/// dictionaries of `Any`, as fixtures, JSON and most `userInfo`s are) holds no object, so it can
/// close no cycle; only its depth and size count. One recursive pass, told apart by exact type
/// with no protocol cast, and bounded by the collection depth limit, so it cannot exhaust the
/// stack.
enum PlainValue {
  /// Whether `value` is a property list that nests within the collection limit from `level` and
  /// holds at most `budget` collections. `false` means only "not known here": a value that holds
  /// anything else, or breaks a limit, goes to the full walk, which finds the object or reports
  /// the limit with its message.
  static func fits(_ value: Any, level: Int, budget: inout Int) -> Bool {
    let valueType = type(of: value)
    if scalarTypes.contains(valueType) { return true }
    if scalarCollectionTypes.contains(valueType) {
      // One level of scalars (`["title": "Hi"]` is a `[String: String]`): counted as a collection
      // even if empty, which only sends an empty one past the limit to the full walk.
      guard level <= FacsimileLimits.maximumCollectionDepth, budget > 0 else { return false }
      budget -= 1
      return true
    }
    // By exact type, with no run-time cast (`as?` asks the runtime even when the type matches).
    if let dictionary = exactly(value, as: [String: Any].self) {
      return fits(elements: dictionary.values, level: level, budget: &budget)
    }
    if let array = exactly(value, as: [Any].self) {
      return fits(elements: array, level: level, budget: &budget)
    }
    if let dictionary = exactly(value, as: [AnyHashable: Any].self) {
      return fits(elements: dictionary.values, level: level, budget: &budget)
    }
    return false
  }

  /// Whether values of `type` are certainly not optionals: a type of a property list, or a
  /// class. One set lookup, where asking whether a value is optional is a protocol cast.
  static func isNeverOptional(_ type: any Any.Type) -> Bool {
    neverOptionalTypes.contains(type) || type is AnyClass
  }

  /// The scalars, the collections of `Any` and the scalar collections, in one set.
  private static let neverOptionalTypes = TypeSet(
    scalarTypeList + collectionTypeList + scalarCollectionTypeList)

  /// Collections whose elements are scalars by their static type, as literals make them.
  private static let scalarCollectionTypeList: [any Any.Type] = [
    [String: String].self, [String: Int].self, [String: Double].self, [String: Bool].self,
    [String].self, [Int].self, [Double].self, [Bool].self, [AnyHashable: String].self,
  ]
  private static let scalarCollectionTypes = TypeSet(scalarCollectionTypeList)

  private static let collectionTypeList: [any Any.Type] = [
    [String: Any].self, [Any].self, [AnyHashable: Any].self,
  ]

  private static func fits<Elements: Collection<Any>>(
    elements: Elements, level: Int, budget: inout Int
  ) -> Bool {
    guard !elements.isEmpty else { return true }
    guard level <= FacsimileLimits.maximumCollectionDepth, budget > 0 else { return false }
    budget -= 1
    for element in elements where !fits(element, level: level + 1, budget: &budget) {
      return false
    }
    return true
  }
}

/// `value`, unwrapped, if it may nest further: an object, a collection that is not empty (an
/// object's empty defaults take no room), or the fixture's too-deep marker.
private func nests(_ value: Any) -> Any? {
  // Most values of a `userInfo` are scalars: one set lookup, not five casts.
  if scalarTypes.contains(type(of: value)) { return nil }
  guard let value = flattened(value) else { return nil }
  if FoundationCollection.contains(value) {
    return FoundationCollection.count(of: value) == 0 ? nil : value
  }
  if type(of: value) is AnyClass {
    return value is any KeyValueCodable ? value : nil
  }
  if value is TooDeep { return value }
  if let array = value as? [Any] { return array.isEmpty ? nil : value }
  if let dictionary = value as? [String: Any] { return dictionary.isEmpty ? nil : value }
  if let dictionary = value as? [AnyHashable: Any] { return dictionary.isEmpty ? nil : value }
  if let set = value as? Set<AnyHashable> { return set.isEmpty ? nil : value }
  return nil
}
