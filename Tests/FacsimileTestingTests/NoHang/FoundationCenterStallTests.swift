import FacsimileTesting
import Foundation
import Synchronization
import Testing

/// Foundation's own `NotificationCenter` still hangs when a `@MainActor` Swift Testing test posts
/// to a `queue: .main` observer on Linux; a `NotificationExpectation` given that center watches for
/// it and says what to change. The real hang cannot be undone inside a test run, so these tests
/// hold the main actor for a moment instead, with a short limit.
extension NoHangTests {
  @Suite struct FoundationCenterStall {
    final class Flag: Sendable {
      private let raised = Mutex(false)
      var isRaised: Bool { raised.withLock { $0 } }
      func raise() { raised.withLock { $0 = true } }
    }

    @Test @MainActor func aHeldMainActorIsReported() {
      let stalled = Flag()
      let expectation = NotificationExpectation(
        name: .first, center: NotificationCenter(), stallLimit: .milliseconds(100),
        onStall: stalled.raise)

      Thread.sleep(forTimeInterval: 0.5)  // holds the main actor, as Foundation's stuck post does

      #expect(stalled.isRaised)
      _ = expectation
    }

    @Test @MainActor func aMainActorThatIsFreeIsNotReported() async throws {
      let stalled = Flag()
      // A generous limit: other suites' main-actor tests run meanwhile, and take their turns.
      let expectation = NotificationExpectation(
        name: .first, center: NotificationCenter(), stallLimit: .seconds(1),
        onStall: stalled.raise)

      try await Task.sleep(for: .milliseconds(1_300))  // the main actor is free while this waits

      #expect(!stalled.isRaised)
      _ = expectation
    }

    @Test @MainActor func aRecorderIsNotWatched() {
      let stalled = Flag()
      let expectation = NotificationExpectation(
        name: .first, center: NotificationCenterRecorder(), stallLimit: .milliseconds(100),
        onStall: stalled.raise)

      Thread.sleep(forTimeInterval: 0.3)

      #expect(!stalled.isRaised)
      _ = expectation
    }

    @Test func offTheMainActorNothingIsWatched() {
      let stalled = Flag()
      let expectation = NotificationExpectation(
        name: .first, center: NotificationCenter(), stallLimit: .milliseconds(50),
        onStall: stalled.raise)
      let held = DispatchSemaphore(value: 0)
      let release = DispatchSemaphore(value: 0)
      DispatchQueue.main.async {
        held.signal()
        release.wait()
      }
      held.wait()
      Thread.sleep(forTimeInterval: 0.2)
      release.signal()

      #expect(!stalled.isRaised)
      _ = expectation
    }
  }
}
