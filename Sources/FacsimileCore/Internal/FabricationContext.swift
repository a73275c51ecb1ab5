/// Where the engine is while it fabricates: the root type, the key path so far, and how nested
/// objects are made (blank-and-set, or through a ``KeyedCoder``).
struct FabricationContext {
  let rootTypeName: String
  /// The segments above the last one.
  private var prefix: [String]
  /// The last segment, kept apart so that adding a leaf key costs no array copy.
  private var last: String?
  let coder: KeyedCoder?
  /// Types a fixture may name with `"$type"` besides those its key tables register.
  let allowedTypes: [any KeyValueCodable.Type]

  init(
    rootTypeName: String, path: [String] = [], coder: KeyedCoder? = nil,
    allowedTypes: [any KeyValueCodable.Type] = []
  ) {
    self.rootTypeName = rootTypeName
    self.prefix = path
    self.last = nil
    self.coder = coder
    self.allowedTypes = allowedTypes
  }

  /// The type a fixture's properties describe: `declared`, or the subtype its `"$type"` names if
  /// that subtype is registered (``KeyTable/subtypes``) or allowed for this fabrication.
  /// Returns the properties without `"$type"`.
  func resolveType(
    _ declared: any KeyValueCodable.Type, of properties: [String: Any]
  ) throws(FacsimileError) -> (type: any KeyValueCodable.Type, properties: [String: Any]) {
    guard let named = properties[Fixture.typeKey] else { return (declared, properties) }
    var remaining = properties
    remaining[Fixture.typeKey] = nil
    let candidates =
      [declared] + declared.keyTable.subtypes
      + allowedTypes.filter { isSubclass($0, of: declared) }
    let names = candidates.map { $0.keyTable.typeName }
    if let name = named as? String, let index = names.firstIndex(of: name) {
      return (candidates[index], remaining)
    }
    let typeContext = appending(Fixture.typeKey)
    guard let name = named as? String else {
      throw typeContext.mismatch(.of(String.self), found: named)
    }
    throw FacsimileError(
      typeContext.problem(
        .unregisteredType, expected: "one of " + names.map(quoted).joined(separator: ", "),
        found: describe(name), suggestion: nearest(to: name, in: names),
        detail: "\(quoted(name)) is not registered for \(declared.keyTable.typeName)"))
  }

  /// The key path so far.
  var path: [String] {
    guard let last else { return prefix }
    return prefix + [last]
  }

  /// How many segments deep the path is.
  var depth: Int { prefix.count + (last == nil ? 0 : 1) }

  func appending(_ segment: String) -> FabricationContext {
    var copy = self
    if let last { copy.prefix.append(last) }
    copy.last = segment
    return copy
  }

  func appending(index: Int) -> FabricationContext {
    appending("[\(index)]")
  }

  /// Throws ``FacsimileError/Kind/tooDeep`` when one more level would pass the limit.
  func checkDepth() throws(FacsimileError) {
    guard depth > FacsimileLimits.maximumDepth else { return }
    throw FacsimileError(
      problem(
        .tooDeep,
        detail: "nesting deeper than \(FacsimileLimits.maximumDepth) levels "
          + "(FacsimileLimits.maximumDepth); is a value its own descendant?"))
  }

  /// Throws ``FacsimileError/Kind/tooDeep`` when `value` (a `userInfo`-style dictionary or any
  /// value, kept as it is) nests deeper than the limit allows from here. Iterative, so a value
  /// nested 100,000 levels is measured without recursion.
  func checkNesting(of value: Any) throws(FacsimileError) {
    var pending: [(value: Any, depth: Int)] = [(value, depth)]
    while let (next, level) = pending.popLast() {
      if next is TooDeep || level > FacsimileLimits.maximumDepth {
        throw FacsimileError(
          problem(
            .tooDeep,
            detail: "nesting deeper than \(FacsimileLimits.maximumDepth) levels "
              + "(FacsimileLimits.maximumDepth)"))
      }
      if let dictionary = next as? [AnyHashable: Any] {
        pending += dictionary.values.lazy.filter(isCollection).map { ($0, level + 1) }
      } else if let array = next as? [Any] {
        pending += array.lazy.filter(isCollection).map { ($0, level + 1) }
      }
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
  func unknownKey(_ name: String, in table: KeyTable) -> FacsimileError.Problem {
    appending(name).problem(
      .unknownKey, suggestion: nearest(to: name, in: table.names), validKeys: table.names,
      detail: "\(table.typeName) has no key \(quoted(name))")
  }
}

/// Whether `candidate` is `base` or one of its subclasses.
func isSubclass(_ candidate: any KeyValueCodable.Type, of base: any KeyValueCodable.Type) -> Bool {
  func check<Base: KeyValueCodable>(_: Base.Type) -> Bool { candidate is Base.Type }
  return check(base)
}

/// Whether a value nests further: a dictionary, an array, or the fixture's too-deep marker.
private func isCollection(_ value: Any) -> Bool {
  value is TooDeep || value is [Any] || value is [AnyHashable: Any]
}
