import Foundation

// `@unchecked Sendable`: the answer and the waiting continuation are read and written under the
// lock, so the first answer wins and the continuation is resumed exactly once, from any thread.
/// The one answer a completion handler gives: asked for now, awaited now or later.
///
/// ``ask(ifDropped:_:)`` calls a method at once with a completion handler and returns the answer
/// to await; ``value()`` awaits it (at once for ``wait(isolation:ifDropped:_:)``, which is the
/// two together). The first answer counts, and later ones are ignored: the handler's first call,
/// `fallback` if the handler is released without ever being called, or an answer given from
/// outside with ``give(_:)``.
///
/// It is how Facsimile waits for a handler that a delegate or a subclass may call at once, later
/// (from a `Task`), twice, or never: a delegate's `async` default awaiting its completion-handler
/// form, the center's and `UIApplication.open(_:options:)`'s `async` forms, and the lifecycle
/// driver and the notification clock awaiting what an app's delegate answers. A handler kept and
/// never called keeps ``value()`` waiting, as it keeps iOS waiting: the models' waits are the
/// app's own, and stay as iOS has them. A test harness that must not wait forever bounds its
/// own wait, and gives up with ``give(_:)`` (FacsimileTesting's `Patience`).
package final class CompletionAnswer<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var answer: Value?
  private var given = false
  private var waiting: CheckedContinuation<Value, Never>?

  /// Held by the handler the method receives, and only by it: released with the handler, it
  /// answers `fallback` if nothing was answered before.
  private final class Handle: Sendable {
    let answer: CompletionAnswer
    let fallback: Value

    init(_ answer: CompletionAnswer, fallback: Value) {
      self.answer = answer
      self.fallback = fallback
    }

    deinit {
      answer.resolve(fallback, given: false)
    }
  }

  private init() {}

  /// Calls `call` at once, on the caller's isolation, with a completion handler, and returns the
  /// answer to await: what that handler is first called with, or `fallback` if it is released
  /// uncalled.
  ///
  /// - Parameters:
  ///   - fallback: The answer when the handler is released without being called.
  ///   - call: Hands the handler to the method that answers through it.
  /// - Returns: The answer, given or still to come.
  package static func ask(
    ifDropped fallback: Value, _ call: (_ handler: @escaping @Sendable (Value) -> Void) -> Void
  ) -> CompletionAnswer {
    let answer = CompletionAnswer()
    let handle = Handle(answer, fallback: fallback)
    call { value in handle.answer.resolve(value, given: false) }
    return answer
  }

  /// An answer already given.
  ///
  /// - Parameter value: The answer.
  /// - Returns: The answer.
  package static func answered(_ value: Value) -> CompletionAnswer {
    let answer = CompletionAnswer()
    answer.resolve(value, given: false)
    return answer
  }

  /// Calls `call` at once, on the caller's isolation, with a completion handler, and returns what
  /// that handler is first called with (or `fallback`, if it is released uncalled): ``ask(ifDropped:_:)``,
  /// then ``value()``.
  ///
  /// - Parameters:
  ///   - isolation: The caller's actor, where `call` runs.
  ///   - fallback: The answer when the handler is released without being called.
  ///   - call: Hands the handler to the method that answers through it.
  /// - Returns: The handler's first value, or `fallback`.
  package static func wait(
    isolation: isolated (any Actor)? = #isolation, ifDropped fallback: Value,
    _ call: (_ handler: @escaping @Sendable (Value) -> Void) -> Void
  ) async -> Value {
    await ask(ifDropped: fallback, call).value()
  }

  /// Whether an answer has come.
  package var isAnswered: Bool {
    lock.withLock { answer != nil }
  }

  /// Whether the answer that counts was given with ``give(_:)``, not by the handler (or its
  /// release). Read after ``value()`` returns, it tells a waiter that gave up from one that was
  /// answered, with no race: it is set with the answer, under the lock, before any waiter resumes.
  package var wasGiven: Bool {
    lock.withLock { given }
  }

  /// The first answer, waiting for it if it has not come yet. Awaited by one caller.
  ///
  /// - Parameter isolation: The caller's actor, which the wait does not leave.
  /// - Returns: The answer.
  package func value(isolation: isolated (any Actor)? = #isolation) async -> Value {
    await withCheckedContinuation(isolation: isolation) {
      (continuation: CheckedContinuation<Value, Never>) in
      let given = lock.withLock { () -> Value? in
        if answer == nil { waiting = continuation }
        return answer
      }
      if let given { continuation.resume(returning: given) }
    }
  }

  /// Answers from outside the handler (a waiter that gives up), if nothing has answered yet, and
  /// hands the answer to a waiting caller; ``wasGiven`` then says so.
  ///
  /// - Parameter value: The answer.
  /// - Returns: Whether this was the first answer (the one that counts).
  @discardableResult
  package func give(_ value: Value) -> Bool {
    resolve(value, given: true)
  }

  /// Records the first answer and hands it to a waiting caller.
  @discardableResult
  private func resolve(_ value: Value, given: Bool) -> Bool {
    let (first, continuation) = lock.withLock { () -> (Bool, CheckedContinuation<Value, Never>?) in
      guard answer == nil else { return (false, nil) }
      answer = value
      self.given = given
      defer { waiting = nil }
      return (true, waiting)
    }
    continuation?.resume(returning: value)
    return first
  }
}
