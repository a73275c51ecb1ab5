import Foundation

// `@unchecked Sendable`: the continuation is taken out under the lock, so it is resumed once.
/// Which comes first: the body's end, or the deadline.
private final class Race: @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: CheckedContinuation<Bool, Never>?

  init(_ continuation: CheckedContinuation<Bool, Never>) {
    self.continuation = continuation
  }

  func finish(_ finished: Bool) {
    lock.withLock { () -> CheckedContinuation<Bool, Never>? in
      defer { continuation = nil }
      return continuation
    }?.resume(returning: finished)
  }
}

/// Runs `body` on the main actor and answers whether it finished within `seconds`: a body that
/// hangs fails the test that asks, instead of stalling the whole run (it is left behind,
/// suspended, when the deadline passes first). For the tests of a hang that must not happen.
@MainActor
func finishes(
  within seconds: Double, _ body: @escaping @MainActor @Sendable () async -> Void
) async -> Bool {
  await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
    let race = Race(continuation)
    Task { @MainActor in
      await body()
      race.finish(true)
    }
    Task.detached {
      try? await Task.sleep(for: .seconds(seconds))
      race.finish(false)
    }
  }
}
