import Foundation

// `@unchecked Sendable`: the continuation is taken out under the lock, so it is resumed exactly
// once, whichever comes first: the handler's call, or the handler's release.
/// The one answer a completion handler gives, awaited: the first call's value, a second call
/// ignored, and `fallback` if the handler is released without ever being called.
///
/// It is how Facsimile waits for a handler that a delegate or a subclass may call at once, later
/// (from a `Task`), twice, or never: a delegate's `async` default awaiting its completion-handler
/// form, `UIApplication.open(_:options:)`'s `async` form, and the lifecycle driver awaiting what
/// an app's delegate answers. A handler kept and never called keeps the caller waiting, as it
/// keeps iOS waiting.
package final class CompletionAnswer<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: CheckedContinuation<Value, Never>?
  private let fallback: Value

  private init(_ continuation: CheckedContinuation<Value, Never>, fallback: Value) {
    self.continuation = continuation
    self.fallback = fallback
  }

  deinit {
    continuation?.resume(returning: fallback)
  }

  /// Resumes the waiting caller with `value`, the first time only.
  private func resume(_ value: Value) {
    lock.withLock { () -> CheckedContinuation<Value, Never>? in
      defer { continuation = nil }
      return continuation
    }?.resume(returning: value)
  }

  /// Calls `call` at once, on the caller's isolation, with a completion handler, and returns what
  /// that handler is first called with (or `fallback`, if it is released uncalled).
  ///
  /// - Parameters:
  ///   - isolation: The caller's actor, where `call` runs.
  ///   - fallback: The answer when the handler is released without being called.
  ///   - call: Hands the handler to the method that answers through it.
  /// - Returns: The handler's first value, or `fallback`.
  package static func wait(
    isolation: isolated (any Actor)? = #isolation, ifDropped fallback: Value,
    _ call: (_ handler: @escaping (Value) -> Void) -> Void
  ) async -> Value {
    await withCheckedContinuation(isolation: isolation) { continuation in
      let answer = CompletionAnswer(continuation, fallback: fallback)
      call { answer.resume($0) }
    }
  }
}
