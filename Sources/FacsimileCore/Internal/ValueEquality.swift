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
  case (let left?, let right?):
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
    return false
  }
}
