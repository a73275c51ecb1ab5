/// Where the engine is while it fabricates: the root type, the key path so far, and how nested
/// objects are made (blank-and-set, or through a ``KeyedCoder``).
struct FabricationContext {
  let rootTypeName: String
  private(set) var path: [String]
  let coder: KeyedCoder?

  init(rootTypeName: String, path: [String] = [], coder: KeyedCoder? = nil) {
    self.rootTypeName = rootTypeName
    self.path = path
    self.coder = coder
  }

  func appending(_ segment: String) -> FabricationContext {
    var copy = self
    copy.path.append(segment)
    return copy
  }

  func appending(index: Int) -> FabricationContext {
    appending("[\(index)]")
  }

  /// Throws ``FacsimileError/Kind/tooDeep`` when one more level would pass the limit.
  func checkDepth() throws(FacsimileError) {
    guard path.count > FacsimileLimits.maximumDepth else { return }
    throw FacsimileError(
      problem(
        .tooDeep,
        detail: "nesting deeper than \(FacsimileLimits.maximumDepth) levels "
          + "(FacsimileLimits.maximumDepth); is a value its own descendant?"))
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
      detail: "\(table.typeName) has no key \"\(name)\"")
  }
}
