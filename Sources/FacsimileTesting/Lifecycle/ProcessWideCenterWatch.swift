import Facsimile
import Testing

/// Tells a Swift Testing test that reaches the process-wide `UNUserNotificationCenter.current()`
/// while a lifecycle driver with a center of its own runs in it: without `.perTestSingletons`,
/// what the test schedules there never reaches the driver's center, so the driver's clock
/// delivers none of it. Reported once, at the line that made the driver.
///
/// Only the test that made the driver is told (Swift Testing's `Test.current`, carried by its
/// task): another test reaching the process-wide center at the same time is not this driver's
/// business. Code on a `DispatchQueue` or in a `Task.detached` belongs to no test and is not
/// watched.
final class ProcessWideCenterWatch: Sendable {
  private let token: Int

  /// Starts watching for the current test; `nil` outside a Swift Testing test.
  init?(driverMadeAt location: CallerLocation) {
    guard let test = Test.current else { return nil }
    let testID = test.id
    let state = Reported()
    token = ProcessWideAccess.center.watch {
      guard Test.current?.id == testID, state.first() else { return }
      reportIssue(
        "LifecycleDriver: this test reached the process-wide UNUserNotificationCenter.current() "
          + "while this driver runs with a center of its own (driver.userNotificationCenter): "
          + "what it schedules or reads there is not the driver's, and the driver's clock "
          + "delivers none of it. Add .perTestSingletons to the test (or its suite), and "
          + "UNUserNotificationCenter.current() is the driver's",
        at: location)
    }
  }

  /// Stops watching (the driver is gone).
  func stop() {
    ProcessWideAccess.center.stop(token)
  }

  // `@unchecked Sendable`: the flag is read and written under the lock.
  /// Whether the test was told already.
  private final class Reported: @unchecked Sendable {
    private let lock = NSLock()
    private var done = false

    /// `true` the first time only.
    func first() -> Bool {
      lock.withLock {
        defer { done = true }
        return !done
      }
    }
  }
}
