public import Foundation

/// Something timers are added to: the WWDC 2018 "mocking with protocols" `TimerScheduler`, to which
/// `RunLoop` conforms, so a test can hand the code a `ManualTimerScheduler` and fire its timers
/// without waiting.
///
/// ```swift
/// @MainActor
/// final class FeaturedPlaceManager {
///   let places = [
///     Place(name: "Golden Gate Bridge"), Place(name: "Alcatraz"), Place(name: "Muir Woods"),
///   ]
///   private(set) var currentPlace: Place
///
///   let timerScheduler: any TimerScheduler
///   init(timerScheduler: any TimerScheduler) {
///     self.timerScheduler = timerScheduler
///     self.currentPlace = places[0]
///   }
///
///   func scheduleNextPlace() {
///     // Show next place after 10 seconds
///     timerScheduler.scheduledTimer(withTimeInterval: 10, repeats: false) { [weak self] _ in
///       MainActor.assumeIsolated { self?.showNextPlace() }
///     }
///   }
///
///   func showNextPlace() {
///     let index = places.firstIndex(of: currentPlace) ?? 0
///     currentPlace = places[(index + 1) % places.count]
///   }
/// }
/// ```
///
/// On Linux, `Timer(timeInterval:repeats:block:)` sets the fire date to *now* (Apple platforms use
/// now plus the interval) and reports a `timeInterval` of 0 for a timer that does not repeat, so
/// such a timer added to a real `RunLoop` fires at once and its delay is lost. Make timers with
/// ``scheduledTimer(withTimeInterval:repeats:block:)`` or `Timer(fire:interval:repeats:block:)`,
/// which keep the delay on every platform.
///
/// Not `Sendable`, since `RunLoop`, which conforms, is not; `ManualTimerScheduler` is.
public protocol TimerScheduler {
  /// Adds a timer, as `RunLoop.add(_:forMode:)` does.
  ///
  /// ```swift
  /// let timer = Timer(fire: Date(timeIntervalSinceNow: 10), interval: 0, repeats: false) { _ in }
  /// timerScheduler.add(timer, forMode: .default)
  /// ```
  ///
  /// - Parameters:
  ///   - timer: The timer to schedule.
  ///   - mode: The run-loop mode to schedule it in.
  func add(_ timer: Timer, forMode mode: RunLoop.Mode)

  /// Makes a timer that first fires after `interval` seconds and adds it in the default mode.
  ///
  /// A requirement, so that a scheduler held as `any TimerScheduler` answers with its own
  /// version: `ManualTimerScheduler` records exactly `interval` as the delay. The default
  /// implementation makes the timer with `Timer(fire:interval:repeats:block:)` and calls
  /// ``add(_:forMode:)``.
  ///
  /// ```swift
  /// timerScheduler.scheduledTimer(withTimeInterval: 10, repeats: false) { _ in feed.refresh() }
  /// ```
  ///
  /// - Parameters:
  ///   - interval: The delay before the first firing, and between firings of a repeating timer.
  ///   - repeats: Whether the timer fires every `interval` seconds until invalidated.
  ///   - block: What the timer does when it fires.
  /// - Returns: The timer.
  @discardableResult
  func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool,
    block: @escaping @Sendable (Timer) -> Void
  ) -> Timer
}

extension TimerScheduler {
  /// Makes a timer that fires after `interval` seconds, adds it in the default mode, and returns
  /// it: `Timer.scheduledTimer(withTimeInterval:repeats:block:)` for any scheduler.
  ///
  /// ```swift
  /// timerScheduler.scheduledTimer(withTimeInterval: 10, repeats: false) { [weak self] _ in
  ///   MainActor.assumeIsolated { self?.showNextPlace() }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - interval: Seconds until the first firing, and between firings if `repeats`.
  ///   - repeats: Whether the timer fires again every `interval` seconds.
  ///   - block: What to do when the timer fires.
  /// - Returns: The timer, already added.
  @discardableResult
  public func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool,
    block: @escaping @Sendable (Timer) -> Void
  ) -> Timer {
    let timer = Timer.firing(after: interval, repeats: repeats, block: block)
    add(timer, forMode: .default)
    return timer
  }
}

extension Timer {
  /// A timer that first fires `interval` seconds from now, on every platform:
  /// `Timer(timeInterval:repeats:block:)` fires at once on Linux.
  package static func firing(
    after interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
  ) -> Timer {
    Timer(
      fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats,
      block: block)
  }
}
