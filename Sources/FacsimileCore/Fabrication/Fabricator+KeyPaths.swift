import Foundation

extension Fabricator {
  /// Follows `segments` from `root` through objects and dictionaries: the value found and the
  /// objects passed (the root first). Past a `nil`, the rest is still checked against the keys of
  /// the type declared there (and its registered subclasses): a misspelt key is an unknown key.
  static func resolve(
    _ segments: ArraySlice<FixtureKeyPath.Segment>, from root: any KeyValueCodable,
    rootTypeName: String
  ) throws(FacsimileError) -> (value: Any?, objects: [AnyObject]) {
    var current: Any? = root
    var declared: ValueType?
    var objects: [AnyObject] = []
    var context = FabricationContext(rootTypeName: rootTypeName)
    for step in segments {
      guard case .key(let segment) = step else {
        (current, declared) = try element(step, of: current, declared: declared, in: context)
        context = context.appending(step.text)
        continue
      }
      // An object is told apart by its class first: a cast would bridge a dictionary, and
      // everything nested in it, to Foundation at once.
      let value = flattened(current)
      switch (value, value.flatMap(keyValueCodable)) {
      case (.none, _):
        let found = declaredKey(segment, of: declared)
        if let table = found.unknownIn {
          throw FacsimileError(context.unknownKey(segment, in: table))
        }
        declared = found.valueType
      case (_, let object?):
        objects.append(object)
        let table = type(of: object).keyTable
        guard let key = table[segment] else {
          throw FacsimileError(context.unknownKey(segment, in: table))
        }
        current = key.read(object)
        declared = key.valueType
      case (let value?, nil):
        if let dictionary = FoundationCollection.shallow(value) as? [AnyHashable: Any] {
          current = dictionary[AnyHashable(segment)]
          declared = nil
        } else {
          throw FacsimileError(
            context.problem(
              .invalidKeyPath,
              detail: "is \(describe(value)), which has no key \(quoted(segment))"))
        }
      }
      context = context.appending(segment)
    }
    if let object = flattened(current).flatMap(keyValueCodable) { objects.append(object) }
    return (flattened(current), objects)
  }

  /// The element an index segment names in the array `value`, and the type its array declares
  /// for elements; past a `nil`, `nil` and that type.
  private static func element(
    _ step: FixtureKeyPath.Segment, of value: Any?, declared: ValueType?,
    in context: FabricationContext
  ) throws(FacsimileError) -> (Any?, ValueType?) {
    guard case .index(let index, let digits) = step else { return (value, declared) }
    var elementType: ValueType?
    switch declared?.kind {
    case .collection(let element, _)?: elementType = element
    case .optional(let wrapped, _)?:
      if case .collection(let element, _) = wrapped.kind { elementType = element }
    default: break
    }
    guard let value = flattened(value) else { return (nil, elementType) }
    guard let array = FoundationCollection.shallow(value) as? [Any] else {
      throw FacsimileError(
        context.problem(
          .invalidKeyPath, detail: "is \(describe(value)), which has no elements to index"))
    }
    guard let index, array.indices.contains(index) else {
      throw FacsimileError(
        FixtureKeyPath.outOfRange(
          digits, count: array.count, typeName: context.rootTypeName,
          path: context.appending(step.text).path))
    }
    return (array[index], elementType)
  }

  /// The type of the key `segment` names on the object type `valueType` declares (or on one of
  /// its registered subclasses), past a `nil`; `nil` past a value of no known keys (a
  /// dictionary, `Any`), where anything goes; the table it is not in, for an unknown key.
  private static func declaredKey(
    _ segment: String, of valueType: ValueType?
  ) -> (valueType: ValueType?, unknownIn: KeyTable?) {
    guard let type = valueType?.objectType else { return (nil, nil) }
    let tables = [type.keyTable] + type.keyTable.subtypes.map { $0.keyTable }
    for table in tables {
      if let key = table[segment] { return (key.valueType, nil) }
    }
    return (nil, type.keyTable)
  }
}
