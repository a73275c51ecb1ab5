import Foundation

/// Equality for values held as `Any`, as the engine tells them apart (``Input``): numbers by
/// value whether native or `NSNumber` (JSON gives `NSNumber`s, literals give `Int`s), a Boolean
/// never equal to a number; objects by `isEqual`; collections element by element; everything
/// else hashable by `AnyHashable`. Nesting deeper than the limit compares unequal rather than
/// exhausting the stack.
func valuesEqual(_ lhs: Any?, _ rhs: Any?, depth: Int = 0) -> Bool {
  guard depth <= FacsimileLimits.maximumDepth else { return false }
  let left = lhs.map(Input.init) ?? .null
  let right = rhs.map(Input.init) ?? .null
  if let leftNumber = NumberValue(left), let rightNumber = NumberValue(right) {
    return leftNumber == rightNumber
  }
  switch left {
  case .null:
    if case .null = right { return true }
  case .boolean(let a):
    if case .boolean(let b) = right { return a == b }
  case .string(let a):
    if case .string(let b) = right { return a == b }
  case .date(let a):
    if case .date(let b) = right { return a == b }
  case .data(let a):
    if case .data(let b) = right { return a == b }
  case .url(let a):
    if case .url(let b) = right { return a == b }
  case .uuid(let a):
    if case .uuid(let b) = right { return a == b }
  case .set(let a):
    if case .set(let b) = right { return a == b }
  case .object(let a):
    // By `isEqual`, as Foundation compares objects (a model compares its keys).
    if let a = a as? NSObject { return a.isEqual(rhs.flatMap(flattened)) }
    guard case .object(let b) = right else { return false }
    if let a = a as? AnyHashable, let b = b as? AnyHashable { return a == b }
    return a === b
  case .array(let a):
    if case .array(let b) = right {
      return a.count == b.count && zip(a, b).allSatisfy { valuesEqual($0, $1, depth: depth + 1) }
    }
  case .dictionary(let a):
    if case .dictionary(let b) = right { return entriesEqual(a, b, depth: depth) }
  case .hashableDictionary(let a):
    if case .hashableDictionary(let b) = right { return entriesEqual(a, b, depth: depth) }
  case .other(let a):
    guard case .other(let b) = right else { return false }
    if type(of: a) is NSObject.Type, let a = a as? NSObject { return a.isEqual(b) }
    if let a = a as? AnyHashable, let b = b as? AnyHashable { return a == b }
    if let a = a as? AnyClass, let b = b as? AnyClass { return a == b }
  case .integer, .wideInteger, .floatingPoint, .decimal:
    // Compared above when both are numbers: a number never equals anything else.
    break
  }
  return false
}

/// Whether two dictionaries have the same keys with equal values.
private func entriesEqual<Key: Hashable>(_ a: [Key: Any], _ b: [Key: Any], depth: Int) -> Bool {
  a.count == b.count
    && a.allSatisfy { key, value in
      b[key].map { valuesEqual(value, $0, depth: depth + 1) } ?? false
    }
}

// `@unchecked Sendable`: a walk is bound as a task-local value for one synchronous `isEqual` and
// touched only by the thread running it.
/// The pairs of objects one top-level `isEqual` has compared, with their answers, so comparing a
/// graph that shares objects compares each pair once instead of once per path. Nested `isEqual`
/// calls, which reach here through `NSObject`'s dynamic dispatch (and through any subclass's
/// override that calls `super`), find the walk as a task-local value.
final class EqualityWalk: @unchecked Sendable {
  @TaskLocal private static var current: EqualityWalk?

  private struct Pair: Hashable {
    let left: ObjectIdentifier
    let right: ObjectIdentifier
  }

  /// `nil` while a pair is being compared: met again then (a cycle made behind the engine's
  /// back), it is assumed equal, and the comparison in progress decides.
  private var answers: [Pair: Bool?] = [:]

  /// Whether `left` and `right` are equal, by `compareKeys`, asked at most once per pair.
  static func compare(_ left: AnyObject, _ right: AnyObject, by compareKeys: () -> Bool) -> Bool {
    let pair = Pair(left: ObjectIdentifier(left), right: ObjectIdentifier(right))
    guard let walk = current else {
      let walk = EqualityWalk()
      return $current.withValue(walk) { walk.answer(pair, compareKeys) }
    }
    return walk.answer(pair, compareKeys)
  }

  private func answer(_ pair: Pair, _ compareKeys: () -> Bool) -> Bool {
    if let known = answers[pair] { return known ?? true }
    answers[pair] = .some(nil)
    let equal = compareKeys()
    answers[pair] = equal
    return equal
  }
}
