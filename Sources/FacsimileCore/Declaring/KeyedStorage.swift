public import Synchronization

/// The lock-protected box where an opted-in type keeps the values of its keys.
///
/// A type declares its properties as a `Values` struct with defaults, keeps one `KeyedStorage`
/// of it, and reads each property through dynamic member lookup. The engine writes through the
/// same box, so reading and setting by key from many tasks at once is safe.
///
/// ```swift
/// final class Article: KeyedObject {
///   struct Values { var title = ""; var views = 0 }
///   let storage = KeyedStorage(Values())
///   var title: String { storage.title }
///   var views: Int { storage.views }
/// }
/// ```
@dynamicMemberLookup
public final class KeyedStorage<Values>: @unchecked Sendable {
  // `values` is only touched while `mutex` is held; that is what makes the box Sendable, and
  // what makes Swift's run-time exclusivity check on it redundant, so it is switched off. Both
  // are visible to inlinable code so that each key's accessors compile, specialized, into the
  // model's module.
  //
  // The lock is Synchronization's `Mutex`, a word inside the box. On Linux it locks through
  // futexes, which the thread sanitizer does not see; ``ThreadSanitizer`` tells it of each
  // critical section, so a user's `swift test --sanitize=thread` sees the lock.
  @usableFromInline let mutex = Mutex(())
  @usableFromInline @exclusivity(unchecked) var values: Values

  /// Creates a box holding the given values, usually the `Values()` defaults.
  ///
  /// - Parameter values: The initial values of the keys.
  public init(_ values: Values) {
    self.values = values
  }

  /// Reads one value under the lock.
  @inlinable
  public subscript<Value>(dynamicMember keyPath: KeyPath<Values, Value>) -> Value {
    withValues { $0[keyPath: keyPath] }
  }

  /// Reads or writes one value under the lock, for the settable properties of mutable models.
  @inlinable
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Values, Value>) -> Value {
    get { withValues { $0[keyPath: keyPath] } }
    set { withValues { $0[keyPath: keyPath] = newValue } }
  }

  /// The value of a key, read under the lock the way the key table reads it: a type's getter
  /// reads its key's declaration, so the two cannot disagree.
  ///
  /// ```swift
  /// var title: String { storage[Keys.title] }
  /// ```
  ///
  /// Setting it (for the settable properties of mutable types) stores the value under the lock.
  @inlinable
  public subscript<Value>(key: StoredProperty<Values, Value>) -> Value {
    get { withValues { key.get(&$0) } }
    set { withValues { key.set(&$0, newValue) } }
  }

  /// Runs `body` with exclusive access to all values, for changes that must happen together.
  ///
  /// - Parameter body: A closure that reads or changes the values. It must not call back into
  ///   the same storage.
  /// - Returns: What `body` returns.
  @inlinable
  public func withValues<Result>(_ body: (inout Values) throws -> Result) rethrows -> Result {
    try mutex.withLock { _ in
      let sanitizer = ThreadSanitizer.hooks
      sanitizer.acquire(self)
      defer { sanitizer.release(self) }
      return try body(&values)
    }
  }
}
