import Foundation

/// The one private lock box behind every test double's mutable state.
///
/// A double keeps all of its mutable state in one `LockedState`, so the double itself has only
/// immutable stored properties and is `Sendable` as checked by the compiler. The box is
/// `@unchecked Sendable` because every access goes through ``withLock(_:)``.
package final class LockedState<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value. Never call out to user code from `body`.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
