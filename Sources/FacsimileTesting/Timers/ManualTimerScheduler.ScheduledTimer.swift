public import Foundation

extension ManualTimerScheduler {
  /// A timer a ``ManualTimerScheduler`` recorded.
  ///
  /// ```swift
  /// let timer = try #require(scheduler.scheduledTimers.first)
  /// #expect(timer.delay == 10)
  /// #expect(timer.repeatInterval == nil)
  /// #expect(timer.fireCount == 0)
  /// ```
  public struct ScheduledTimer: Sendable, Equatable {
    /// Seconds from when the timer was added to its first firing.
    public let delay: TimeInterval

    /// Seconds between firings for a repeating timer, `nil` for a one-shot timer.
    public let repeatInterval: TimeInterval?

    /// The run-loop mode it was added in.
    public let mode: RunLoop.Mode

    /// How many times the scheduler fired it.
    public let fireCount: Int

    /// Whether it is still valid: not invalidated, and not a one-shot timer that fired.
    public let isValid: Bool
  }
}
