public import Synchronization

/// The lock-protected box where an opted-in type keeps the values of its keys, so reading and
/// setting by key from many tasks at once is safe. A type reads each property through its key
/// (`storage[Keys.title]`, see ``StoredProperty``) or by dynamic member lookup:
///
/// ```swift
/// final class Article: KeyedObject {
///   struct Values { var title = ""; var views = 0 }
///   let storage = KeyedStorage(Values())
///   var title: String { storage.title }
/// }
/// ```
@dynamicMemberLookup
public final class KeyedStorage<Values>: @unchecked Sendable {
  // `values` is only touched while `mutex` is held, which makes the box Sendable and the run-time
  // exclusivity check redundant. The lock is Synchronization's `Mutex`, a word in the box; on
  // Linux the thread sanitizer does not see its futexes, so ``ThreadSanitizer`` tells it.
  @usableFromInline let mutex = Mutex(())
  @usableFromInline @exclusivity(unchecked) var values: Values

  /// Creates a box holding `values`, usually the `Values()` defaults.
  public init(_ values: Values) {
    self.values = values
  }

  /// Reads one value under the lock.
  @inlinable
  public subscript<Value>(dynamicMember keyPath: KeyPath<Values, Value>) -> Value {
    withValues { $0[keyPath: keyPath] }
  }

  /// Reads or writes one value under the lock.
  @inlinable
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Values, Value>) -> Value {
    get { withValues { $0[keyPath: keyPath] } }
    set { withValues { $0[keyPath: keyPath] = newValue } }
  }

  /// A key's value, read (or, for a mutable type's setter, stored) under the lock the way the
  /// key table does: `var title: String { storage[Keys.title] }`.
  @inlinable
  public subscript<Value>(key: StoredProperty<Values, Value>) -> Value {
    get { withValues { key.get(&$0) } }
    set { withValues { key.set(&$0, newValue) } }
  }

  /// Runs `body` with exclusive access to all values, for changes that must happen together.
  /// `body` must not call back into the same storage.
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
