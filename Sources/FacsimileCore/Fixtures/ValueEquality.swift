import Foundation

/// Equality for values held as `Any`: objects by `isEqual`, collections element by element,
/// everything hashable by `AnyHashable`. Nesting deeper than the limit compares unequal rather
/// than exhausting the stack.
func valuesEqual(_ lhs: Any?, _ rhs: Any?, depth: Int = 0) -> Bool {
  guard depth <= FacsimileLimits.maximumDepth else { return false }
  switch (flattened(lhs), flattened(rhs)) {
  case (.none, .none):
    return true
  case (.none, _), (_, .none):
    return false
  case (var left?, var right?):
    left = FoundationCollection.shallow(left)
    right = FoundationCollection.shallow(right)
    // Numbers compare by value whether native or NSNumber (JSON gives NSNumbers, literals give
    // Ints); a Boolean never equals a number.
    if let left = NumberValue(left), let right = NumberValue(right) { return left == right }
    // By class, not `as? NSObject`, which would bridge strings and collections to Foundation.
    if type(of: left) is NSObject.Type, !(type(of: left) is NSNumber.Type),
      !(type(of: left) is NSString.Type), let left = left as? NSObject
    {
      return left.isEqual(right)
    }
    if let left = left as? [Any], let right = right as? [Any] {
      return left.count == right.count
        && zip(left, right).allSatisfy { valuesEqual($0, $1, depth: depth + 1) }
    }
    if let left = left as? [AnyHashable: Any], let right = right as? [AnyHashable: Any] {
      return left.count == right.count
        && left.allSatisfy { key, value in
          right[key].map { valuesEqual(value, $0, depth: depth + 1) } ?? false
        }
    }
    if let left = left as? AnyHashable, let right = right as? AnyHashable {
      return left == right
    }
    if let left = left as? AnyClass, let right = right as? AnyClass {
      return left == right
    }
    return false
  }
}

/// A number or Boolean held as `Any`, native or `NSNumber`, for comparison by value: exactly,
/// so integers above 2^53 never equal their neighbours through a `Double`.
enum NumberValue: Equatable {
  case bool(Bool)
  case integer(Int64)
  case unsignedInteger(UInt64)
  /// An integer wider than 64 bits, by its decimal text.
  case wide(String)
  case double(Double)

  init?(_ value: Any) {
    if type(of: value) is NSNumber.Type, let number = value as? NSNumber {
      switch number.input {
      case .boolean(let bool): self = .bool(bool)
      case .floatingPoint(let double): self = .double(double)
      case .integer(let int): self = .integer(Int64(int))
      case .wideInteger(let integer): self.init(integer: integer)
      default: return nil
      }
    } else if type(of: value) == Bool.self, let bool = value as? Bool {
      self = .bool(bool)
    } else if let integer = value as? any BinaryInteger {
      self.init(integer: integer)
    } else if let floating = value as? any BinaryFloatingPoint {
      self = .double(Double(floating))
    } else {
      return nil
    }
  }

  /// An integer of any width: wider ones compare by their decimal text.
  private init(integer: any BinaryInteger) {
    if let signed = Int64(exactly: integer) {
      self = .integer(signed)
    } else if let unsigned = UInt64(exactly: integer) {
      self = .unsignedInteger(unsigned)
    } else {
      self = .wide("\(integer)")
    }
  }

  static func == (lhs: NumberValue, rhs: NumberValue) -> Bool {
    switch (lhs, rhs) {
    case (.bool(let a), .bool(let b)): a == b
    case (.bool, _), (_, .bool): false
    case (.integer(let a), .integer(let b)): a == b
    case (.unsignedInteger(let a), .unsignedInteger(let b)): a == b
    case (.integer, .unsignedInteger), (.unsignedInteger, .integer): false
    case (.integer(let a), .double(let b)), (.double(let b), .integer(let a)):
      Int64(exactly: b) == a
    case (.unsignedInteger(let a), .double(let b)), (.double(let b), .unsignedInteger(let a)):
      UInt64(exactly: b) == a
    case (.double(let a), .double(let b)): a == b
    case (.wide(let a), .wide(let b)): a == b
    case (.wide, _), (_, .wide): false
    }
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
