/// A `[AnyHashable: Any]` kept as the `[String: Any]` it was set from until first read.
///
/// Fixtures and JSON give a `userInfo` as `[String: Any]`; making it a `[AnyHashable: Any]`
/// rehashes every key, which costs more than fabricating the rest of a notification, and most
/// fabricated `userInfo`s are read once, if at all. A content declares its `userInfo` key with
/// `StoredKey.key(_:_:)` over one of these; reads convert it, under the storage's lock, once.
@usableFromInline
package enum DeferredAnyHashableDictionary {
  case stringKeyed([String: Any])
  case converted([AnyHashable: Any])

  /// An empty dictionary.
  package init() { self = .converted([:]) }

  @usableFromInline
  package init(_ dictionary: [AnyHashable: Any]) { self = .converted(dictionary) }

  @usableFromInline
  init(stringKeyed dictionary: [String: Any]) { self = .stringKeyed(dictionary) }

  /// The dictionary, converted now if it was set with `String` keys and not read since.
  @usableFromInline
  package mutating func dictionary() -> [AnyHashable: Any] {
    switch self {
    case .converted(let dictionary): return dictionary
    case .stringKeyed(let dictionary):
      let converted = dictionary as [AnyHashable: Any]
      self = .converted(converted)
      return converted
    }
  }
}
