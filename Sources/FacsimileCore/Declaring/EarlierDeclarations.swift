// The declarations from before `KeySet` each say what to write now, where the compiler pointed at
// an internal initializer (Docs/Extending.md, "Migrating from the `Values` declarations").

/// Unavailable: a key is declared once, `let title = Key("")`, in a ``KeySet``.
@available(
  *, unavailable,
  message:
    "declare each key once, as a stored property of a `struct Keys: KeySet` (`let title = Key(\"\")`), and subclass `KeyedModel<Keys>`; see Docs/Extending.md"
)
public struct StoredKey {
  /// Unavailable: a key is declared once, `let title = Key("")`, in a ``KeySet``.
  @available(
    *, unavailable, message: "declare it in a `struct Keys: KeySet`: `let title = Key(\"\")`"
  )
  public static func key(_ name: String, _ keyPath: AnyKeyPath) -> StoredKey { StoredKey() }
}

extension KeyedStorage {
  /// Unavailable: a ``KeyedModel`` keeps its storage; a ``KeyedObject`` writes
  /// `let storage = Keys.storage()`.
  @available(
    *, unavailable,
    message:
      "declare the keys in a `struct Keys: KeySet` and subclass `KeyedModel<Keys>`, which keeps them; a `KeyedObject` writes `let storage = Keys.storage()`"
  )
  public init(_ values: Keys) { self = Keys.storage() }
}

extension KeyTable {
  /// Unavailable: a ``KeyedModel`` makes its table; a ``KeyedObject`` writes
  /// `KeyTable(\Article.storage) { Article() }`.
  @available(
    *, unavailable,
    message:
      "declare the keys in a `struct Keys: KeySet` and subclass `KeyedModel<Keys>`, which makes the table; a `KeyedObject` writes `KeyTable(\\X.storage) { X() }`"
  )
  public convenience init<Object, Storage>(
    storage: KeyPath<Object, Storage>, _ keys: [Any], inheriting: KeyTable? = nil
  ) {
    self.init(KeyedObject.self, inheriting: nil, subtypes: [], make: { nil }, problems: [], [])
  }
}
