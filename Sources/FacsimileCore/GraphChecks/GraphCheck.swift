import Foundation

/// The one check of a value that brings a graph along (an object that already exists, an `Any`,
/// a `userInfo`, a Foundation collection before it is bridged): one walk, through collections and
/// the keys of objects that can hold more (``ValueType/mayHoldObjects``), that refuses an object
/// on the key path being set (``FabricationContext/ancestors``: a cycle), anything deeper than
/// ``FacsimileLimits/maximumDepth`` (an array or dictionary may sit one level deeper), and more
/// than ``FacsimileLimits/maximumValues`` collections and objects (one array shared at every
/// level has more paths than any fixture).
///
/// It recurses, never past the depth limit (a cycle made behind the engine's back ends as too
/// deep). An object seen again is not walked again: how deep its graph goes answers for it.
enum GraphCheck {
  static func check(_ value: Any, in context: FabricationContext) throws(FacsimileError) {
    var walk = Walk(ancestors: context.ancestors)
    guard let failure = walk.visit(value, level: context.depth) else { return }
    throw context.failure(failure)
  }

  /// What stopped a walk.
  enum Failure {
    case cycle(AnyObject), tooDeep, tooLarge
  }

  private struct Walk {
    let ancestors: [AnyObject]
    var remaining = FacsimileLimits.maximumValues
    /// For each object walked, the deepest level it may sit at, given what its graph holds.
    var allowances: [ObjectIdentifier: Int] = [:]

    /// Walks `value` at `level`.
    mutating func visit(_ value: Any, level: Int) -> Failure? {
      var allowance = Int.max
      return visit(value, level: level, allowance: &allowance)
    }

    /// Walks `value` at `level`, lowering `allowance` to the deepest level it could sit at.
    private mutating func visit(_ value: Any, level: Int, allowance: inout Int) -> Failure? {
      let held = heldType(of: value)
      if scalarTypes.contains(held) { return nil }
      switch held {
      case fixtureDictionaryType:
        if let dictionary = exactly(value, as: [String: Any].self) {
          return visit(elements: dictionary.values, level: level, allowance: &allowance)
        }
      case fixtureArrayType:
        if let array = exactly(value, as: [Any].self) {
          return visit(elements: array, level: level, allowance: &allowance)
        }
      default:
        break
      }
      if scalarCollectionTypes.contains(held) {
        // One collection, with nothing below it to walk.
        return visit(elements: CollectionOfOne(0 as Any), level: level, allowance: &allowance)
      }
      let type = Swift.type(of: value)
      if type is AnyClass {
        if let object = keyValueCodable(value) {
          return visit(object: object, level: level, allowance: &allowance)
        }
        guard FoundationCollection.contains(type: type) else { return nil }
        return visit(
          elements: FoundationCollection.children(of: value), level: level, allowance: &allowance)
      }
      if value is TooDeep { return .tooDeep }
      if let optional = value as? any OptionalValue {
        guard let wrapped = optional.wrappedValue else { return nil }
        return visit(wrapped, level: level, allowance: &allowance)
      }
      if let dictionary = value as? [AnyHashable: Any] {
        return visit(elements: dictionary.values, level: level, allowance: &allowance)
      }
      if let array = value as? [Any] {
        return visit(elements: array, level: level, allowance: &allowance)
      }
      if let set = value as? Set<AnyHashable> {
        return visit(elements: set.map(\.base), level: level, allowance: &allowance)
      }
      return nil
    }

    /// A collection at `level`; an empty one takes no room.
    private mutating func visit<Elements: Collection<Any>>(
      elements: Elements, level: Int, allowance: inout Int
    ) -> Failure? {
      guard !elements.isEmpty else { return nil }
      return visit(
        children: elements, level: level, limit: FacsimileLimits.maximumCollectionDepth,
        allowance: &allowance)
    }

    private mutating func visit(
      object: any KeyValueCodable, level: Int, allowance: inout Int
    ) -> Failure? {
      if let ancestor = ancestors.first(where: { $0 === object }) { return .cycle(ancestor) }
      let identity = ObjectIdentifier(object)
      if let known = allowances[identity] {
        allowance = min(allowance, known)
        return level <= known ? nil : .tooDeep
      }
      let children = type(of: object).keyTable.keys.lazy.filter(\.valueType.mayHoldObjects)
        .compactMap { $0.read(object) }
      let failure = visit(
        children: children, level: level, limit: FacsimileLimits.maximumDepth,
        allowance: &allowance)
      if failure == nil { allowances[identity] = allowance }
      return failure
    }

    /// What sits at `level` under `limit`, and its children one level below.
    private mutating func visit(
      children: some Sequence<Any>, level: Int, limit: Int, allowance: inout Int
    ) -> Failure? {
      guard level <= limit else { return .tooDeep }
      remaining -= 1
      guard remaining >= 0 else { return .tooLarge }
      var own = limit
      for child in children {
        var below = Int.max
        if let failure = visit(child, level: level + 1, allowance: &below) { return failure }
        own = min(own, below == Int.max ? own : below - 1)
      }
      allowance = min(allowance, own)
      return level <= own ? nil : .tooDeep
    }
  }
}

/// `value` as a key-value codable object; checks that it is an object first, because asking a
/// dictionary whether it conforms bridges it to Foundation.
func keyValueCodable(_ value: Any) -> (any KeyValueCodable)? {
  guard type(of: value) is AnyClass else { return nil }
  return value as? any KeyValueCodable
}

/// The scalar types a property list holds most: nothing below them to walk.
private let scalarTypes = TypeSet([
  String.self, Int.self, Double.self, Bool.self, Date.self, Data.self, URL.self, UUID.self,
  UInt64.self, Int64.self, Float.self, NSNumber.self, NSNull.self, Decimal.self,
])

/// Collections whose elements are scalars by their static type, as literals make them: one
/// collection, with nothing below it.
private let scalarCollectionTypes = TypeSet([
  [String: String].self, [String: Int].self, [String: Double].self, [String: Bool].self,
  [String].self, [Int].self, [Double].self, [Bool].self, [AnyHashable: String].self,
])
