/// A `[AnyHashable: Any]` kept as the `[String: Any]` it was set from until it is first read.
///
/// Fixtures and JSON give a `userInfo` as `[String: Any]`. Making it a `[AnyHashable: Any]`
/// rehashes every key as an `AnyHashable`, which costs more than fabricating the rest of a
/// notification; most fabricated `userInfo`s are read once, if at all. A model keeps its
/// `userInfo` in one of these, declared with `StoredKey.key(_:_:)` as any other key, and its
/// getter converts it under the storage's lock, once:
///
/// ```swift
/// struct Values { var userInfo = DeferredAnyHashableDictionary() }
/// open var userInfo: [AnyHashable: Any] { storage.withValues { $0.userInfo.dictionary() } }
/// // in the table:
/// .key("userInfo", \.userInfo)
/// ```
///
/// To key-value coding, fixtures and the schema the key is a `[AnyHashable: Any]`.
@usableFromInline
package struct DeferredAnyHashableDictionary {
  /// The dictionary as it was set, until it is converted.
  @usableFromInline var stringKeyed: [String: Any]?
  /// The dictionary, once converted or when it was set as one.
  @usableFromInline var converted: [AnyHashable: Any]

  /// An empty dictionary.
  package init() {
    self.stringKeyed = nil
    self.converted = [:]
  }

  /// A dictionary set as a `[AnyHashable: Any]`.
  @usableFromInline
  package init(_ dictionary: [AnyHashable: Any]) {
    self.stringKeyed = nil
    self.converted = dictionary
  }

  /// A dictionary set as a `[String: Any]`, converted when first read.
  @usableFromInline
  init(stringKeyed dictionary: [String: Any]) {
    self.stringKeyed = dictionary
    self.converted = [:]
  }

  /// The dictionary as a `[AnyHashable: Any]`, converted now if it was set with `String` keys
  /// and not read since. Call it under the storage's lock (``KeyedStorage/withValues(_:)``),
  /// which makes the conversion happen once.
  @usableFromInline
  package mutating func dictionary() -> [AnyHashable: Any] {
    if let stringKeyed {
      converted = stringKeyed as [AnyHashable: Any]
      self.stringKeyed = nil
    }
    return converted
  }
}
