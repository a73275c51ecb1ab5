import Foundation

/// Runs `body` on a thread of its own and waits for it without holding a thread of Swift
/// concurrency's shared pool.
///
/// That pool has one thread per core (two on CI). A test that computes for seconds on it, such as
/// one parsing 50 MB, keeps other tests' tasks from resuming, and tests elsewhere that time how
/// fast something fails then fail.
///
/// - Parameters:
///   - isLarge: Whether `body` works on a large input (tens of megabytes, a million elements);
///     at most two such run at once, to bound the memory they take together.
///   - body: The work.
/// - Returns: What `body` returns.
func onOwnThread<Value: Sendable>(
  isLarge: Bool = true, _ body: @escaping @Sendable () -> Value
) async -> Value {
  await withCheckedContinuation { continuation in
    let thread = Thread {
      if isLarge { LargeInputs.turns.wait() }
      defer { if isLarge { LargeInputs.turns.signal() } }
      continuation.resume(returning: body())
    }
    thread.start()
  }
}

/// Two large inputs at a time.
private enum LargeInputs {
  static let turns = DispatchSemaphore(value: 2)
}
