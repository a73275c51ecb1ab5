import Foundation

/// Where the engine is while it writes: the root type, the key path so far, and what the write
/// shares (the subclasses a fixture may name, the objects a value must not reach).
struct FabricationContext {
  /// What every level of one write shares.
  private final class Shared {
    let rootTypeName: String
    let allowedTypes: [any KeyValueCodable.Type]
    let ancestors: [AnyObject]

    init(rootTypeName: String, allowedTypes: [any KeyValueCodable.Type], ancestors: [AnyObject]) {
      self.rootTypeName = rootTypeName
      self.allowedTypes = allowedTypes
      self.ancestors = ancestors
    }
  }

  /// A key, or an index into a collection, shown as `[2]`.
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

  /// The segments above the last one, innermost first: shared, not copied, one level down.
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
  private var prefix: Segments?
  /// The last segment if it is a key: the contexts of an object's keys allocate nothing.
  private var lastKey: String?

  init(
    rootTypeName: String, path: [String] = [], allowedTypes: [any KeyValueCodable.Type] = [],
    ancestors: [AnyObject] = []
  ) {
    self.shared = Shared(
      rootTypeName: rootTypeName, allowedTypes: allowedTypes, ancestors: ancestors)
    self.prefix = path.reduce(nil) { Segments(.key($1), parent: $0) }
  }

  var rootTypeName: String { shared.rootTypeName }
  /// Types a fixture may name with `"$type"` besides those its key tables register.
  var allowedTypes: [any KeyValueCodable.Type] { shared.allowedTypes }
  /// The objects `setValue(_:forKeyPath:)` passes on its way, which its value must not reach.
  var ancestors: [AnyObject] { shared.ancestors }

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

  func appending(_ key: String) -> FabricationContext {
    var copy = sealed()
    copy.lastKey = key
    return copy
  }

  func appending(index: Int) -> FabricationContext {
    var copy = sealed()
    copy.prefix = Segments(.index(index), parent: copy.prefix)
    return copy
  }

  /// The same path with its last segment moved into the chain.
  func sealed() -> FabricationContext {
    guard let lastKey else { return self }
    var copy = self
    copy.prefix = Segments(.key(lastKey), parent: prefix)
    copy.lastKey = nil
    return copy
  }

  /// The same path, with other `ancestors`.
  func with(ancestors: [AnyObject]) -> FabricationContext {
    var copy = self
    copy.shared = Shared(
      rootTypeName: rootTypeName, allowedTypes: allowedTypes, ancestors: ancestors)
    return copy
  }

  // MARK: Types named by fixtures

  /// `declared`, or the registered (``KeyTable/subtypes``) or allowed subclass `"$type"` names.
  func resolveType(
    _ declared: any KeyValueCodable.Type, of properties: [String: Any]
  ) throws(FacsimileError) -> any KeyValueCodable.Type {
    // A few names compared cost less than hashing "$type".
    let typeKey = Fixture.typeKey
    if properties.count <= 8, !properties.keys.contains(where: { $0 == typeKey }) {
      return declared
    }
    guard let named = properties[typeKey] else { return declared }
    var candidates: [any KeyValueCodable.Type] = []
    for candidate in [declared] + declared.keyTable.subtypes
      + allowedTypes.filter({ isSubclass($0, of: declared) })
    where !candidates.contains(where: { $0 == candidate }) {
      candidates.append(candidate)
    }
    // A class's own name, not its table's: a subclass that forgot its table is named as itself.
    let names = candidates.map { KeyTable.name(of: $0) }
    let typeContext = appending(typeKey)
    if let name = named as? String, let index = names.firstIndex(of: name) {
      if let problem = typeContext.missingKeyTable(candidates[index]) {
        throw FacsimileError(problem)
      }
      return candidates[index]
    }
    guard let name = named as? String else {
      throw typeContext.mismatch("String", found: named)
    }
    throw FacsimileError(
      typeContext.problem(
        .unregisteredType, expected: "one of " + names.map(quoted).joined(separator: ", "),
        found: describe(name), suggestion: nearest(to: name, in: names),
        detail: "\(quoted(name)) is not registered for \(declared.keyTable.typeName)"))
  }

  /// The problem of a class whose key table is its superclass's, which cannot make it (see
  /// ``InheritedCoderInitializer``).
  func missingKeyTable(_ type: any KeyValueCodable.Type) -> FacsimileError.Problem? {
    let table = type.keyTable
    guard !table.canMake(type) else { return nil }
    let name = KeyTable.name(of: type)
    return problem(
      .missingKeyTable,
      detail: "\(name) declares no key table of its own, so it answers with \(table.typeName)'s, "
        + "which cannot make a \(name) (\(table.typeName) has initializers a subclass may replace "
        + "with its own, so Facsimile calls none of a subclass's); override `class var keyTable` "
        + "in \(name) to return a KeyTable that makes one: `KeyTable(empty: \(name).self, "
        + "inheriting: \(table.typeName).keyTable) { ... }` (see Docs/Extending.md)")
  }

  // MARK: Limits

  /// Throws ``FacsimileError/Kind/tooDeep`` when an object (or, `isCollection`, an array or
  /// dictionary, which may sit one level deeper) made here would pass the limit.
  func checkDepth(isCollection: Bool = false) throws(FacsimileError) {
    let limit = isCollection ? FacsimileLimits.maximumCollectionDepth : FacsimileLimits.maximumDepth
    guard depth > limit else { return }
    throw failure(.tooDeep)
  }

  // MARK: Problems

  /// The error for what stopped a graph check here.
  func failure(_ failure: GraphCheck.Failure) -> FacsimileError {
    switch failure {
    case .cycle(let ancestor):
      FacsimileError(
        problem(
          .cycle, detail: "setting this \(type(of: ancestor)) would make it its own descendant"))
    case .tooDeep:
      FacsimileError(
        problem(
          .tooDeep,
          detail: "nesting deeper than \(FacsimileLimits.maximumDepth) levels "
            + "(FacsimileLimits.maximumDepth); is a value its own descendant?"))
    case .tooLarge:
      FacsimileError(
        problem(
          .tooLarge,
          detail: "more than \(FacsimileLimits.maximumValues) collections and objects to check "
            + "(FacsimileLimits.maximumValues); does a value hold the same array at every level?"))
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

  /// `expected Int, found String "three"`.
  func mismatch(_ expected: String, found value: Any?) -> FacsimileError {
    FacsimileError(problem(.typeMismatch, expected: expected, found: describe(value)))
  }

  /// `expected URL, found String ""`: the right type, but not a value of the key's.
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
      .unknownKey, suggestion: nearest(to: name, in: table.acceptedNames), validKeys: table.names,
      detail: "\(table.typeName) has no key \(quoted(name))")
  }
}

/// Whether `candidate` is `base` or one of its subclasses.
func isSubclass(_ candidate: any KeyValueCodable.Type, of base: any KeyValueCodable.Type) -> Bool {
  func check<Base: KeyValueCodable>(_: Base.Type) -> Bool { candidate is Base.Type }
  return check(base)
}
