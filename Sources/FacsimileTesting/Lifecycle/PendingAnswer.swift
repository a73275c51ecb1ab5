import Foundation

// `@unchecked Sendable`: the answer and the waiting continuation are read and written under the
// lock, so the first answer wins and the continuation is resumed exactly once, from any thread.
/// A completion handler's answer, asked for now and awaited later: what lets the lifecycle driver
/// hand an app's delegate a handler, carry on as iOS carries on (an app becomes active whatever
/// its delegate does with `didReceive`'s handler), and wait for the answer at the end of the
/// event.
///
/// The first call counts, and a second is ignored; a handler released without being called
/// answers `fallback`. A handler kept and never called keeps ``value()`` waiting, as it keeps
/// iOS waiting, but nothing the driver does after handing it over waits for it, so a delegate
/// that calls it only once the app is active (after `didBecomeActiveNotification`) is answered.
final class PendingAnswer<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var answer: Value?
  private var waiting: CheckedContinuation<Value, Never>?

  /// Held by the handler the delegate receives: released with it, it answers `fallback` if
  /// nothing was answered before.
  private final class Release: @unchecked Sendable {
    let pending: PendingAnswer
    let fallback: Value

    init(_ pending: PendingAnswer, fallback: Value) {
      self.pending = pending
      self.fallback = fallback
    }

    deinit {
      pending.resolve(fallback)
    }
  }

  private init() {}

  /// Calls `call` at once with a completion handler, and returns the answer to await later.
  ///
  /// - Parameters:
  ///   - fallback: The answer when the handler is released without being called.
  ///   - call: Hands the handler to the method that answers through it.
  /// - Returns: The pending answer.
  static func ask(
    ifDropped fallback: Value, _ call: (_ handler: @escaping @Sendable (Value) -> Void) -> Void
  ) -> PendingAnswer {
    let pending = PendingAnswer()
    let release = Release(pending, fallback: fallback)
    call { value in release.pending.resolve(value) }
    return pending
  }

  /// An answer already given.
  static func answered(_ value: Value) -> PendingAnswer {
    let pending = PendingAnswer()
    pending.resolve(value)
    return pending
  }

  /// The first answer, waiting for it if it has not come yet. Awaited once.
  func value() async -> Value {
    await withCheckedContinuation { (continuation: CheckedContinuation<Value, Never>) in
      wait(continuation)
    }
  }

  /// Resumes `continuation` with the answer if it came, or keeps it for the answer.
  private func wait(_ continuation: CheckedContinuation<Value, Never>) {
    lock.lock()
    guard let given = answer else {
      waiting = continuation
      lock.unlock()
      return
    }
    lock.unlock()
    continuation.resume(returning: given)
  }

  /// Records the first answer and hands it to a waiting caller.
  private func resolve(_ value: Value) {
    let continuation = lock.withLock { () -> CheckedContinuation<Value, Never>? in
      guard answer == nil else { return nil }
      answer = value
      defer { waiting = nil }
      return waiting
    }
    continuation?.resume(returning: value)
  }
}
