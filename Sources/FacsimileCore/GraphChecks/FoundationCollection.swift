import Foundation

/// Foundation's collections (`NSArray`, `NSDictionary`, `NSSet`, `NSOrderedSet` and their mutable
/// subclasses), seen one level at a time.
///
/// On Linux, reading an element of an `NSArray` (`object(at:)`, iteration, `as? [Any]`) bridges
/// every level below it to Swift at once, recursively: a collection nested 20,000 levels deep,
/// or a mutable one that contains itself, overflows the stack inside Foundation before any depth
/// check of ours can run. `Mirror` hands out the stored elements as they are, so every walk of
/// the engine looks inside these collections through here, and bridges one only after the graph
/// check has measured it.
enum FoundationCollection {
  /// Whether `value` is one of Foundation's collections, by its class (a cast would bridge).
  static func contains(_ value: Any) -> Bool {
    contains(type: type(of: value))
  }

  /// Whether values of `type` are Foundation collections, for a caller that has the type.
  static func contains(type: any Any.Type) -> Bool {
    // Most values are not objects at all: one cheap question first.
    guard type is AnyClass else { return false }
    return type is NSArray.Type || type is NSDictionary.Type || type is NSSet.Type
      || type is NSOrderedSet.Type
  }

  /// The number of elements or entries.
  static func count(of value: Any) -> Int {
    switch value {
    case let array as NSArray: array.count
    case let dictionary as NSDictionary: dictionary.count
    case let set as NSSet: set.count
    case let set as NSOrderedSet: set.count
    default: 0
    }
  }

  /// The elements of an array or set, or the values of a dictionary, one level down, unbridged.
  static func children(of value: Any) -> [Any] {
    if type(of: value) is NSDictionary.Type { return entries(of: value).map(\.value) }
    return Mirror(reflecting: value).children.map(\.value)
  }

  /// The entries of a dictionary, keys and values unbridged.
  static func entries(of value: Any) -> [(key: Any, value: Any)] {
    Mirror(reflecting: value).children.compactMap { pair in
      let parts = Mirror(reflecting: pair.value).children
      guard let key = parts.first(where: { $0.label == "key" })?.value,
        let value = parts.first(where: { $0.label == "value" })?.value
      else { return nil }
      return (key, value)
    }
  }

  /// A name for messages: `an NSArray of 3 elements`.
  static func describe(_ value: Any) -> String {
    let count = count(of: value)
    let items =
      type(of: value) is NSDictionary.Type
      ? counted(count, "entry", plural: "entries") : counted(count, "element")
    return "an \(type(of: value)) of \(items)"
  }
}

extension FoundationCollection {
  /// `value` with its top level as a Swift collection whose elements are left as they are: an
  /// `NSArray`, `NSSet` or `NSOrderedSet` becomes `[Any]`, an `NSDictionary` becomes
  /// `[AnyHashable: Any]` (keys that are not hashable are dropped). Anything else is returned
  /// unchanged. Walks call it before casting to a Swift collection, one level at a time.
  static func shallow(_ value: Any) -> Any {
    guard contains(value) else { return value }
    if type(of: value) is NSDictionary.Type {
      var dictionary: [AnyHashable: Any] = [:]
      for (key, element) in entries(of: value) {
        if let key = key as? AnyHashable { dictionary[key] = element }
      }
      return dictionary
    }
    return children(of: value)
  }
}
