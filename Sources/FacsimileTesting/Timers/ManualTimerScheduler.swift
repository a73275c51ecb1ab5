public import Foundation

/// A ``/FacsimileSeams/TimerScheduler`` for tests: records the timers added and their delays, and
/// fires them only when the test says so (or at once), on a clock that only the test moves.
///
/// ```swift
/// @Test @MainActor func scheduleNextPlace() {
///   let scheduler = ManualTimerScheduler()
///   let manager = FeaturedPlaceManager(timerScheduler: scheduler)
///   let beforePlace = manager.currentPlace
///
///   manager.scheduleNextPlace()
///   #expect(scheduler.scheduledTimers.map(\.delay) == [10])
///
///   scheduler.advance(by: 10)  // no delay!
///   #expect(manager.currentPlace != beforePlace)
/// }
/// ```
///
/// Timers fire on the thread that calls ``advance(by:)``, ``fireAll()`` or (with
/// `firesImmediately`) ``add(_:forMode:)``. A timer the code invalidates never fires.
///
/// `Sendable`: its timers and clock sit behind one lock, so code may add timers and a test advance
/// the clock from several threads at once.
public final class ManualTimerScheduler: TimerScheduler, Sendable {
  private struct Entry {
    let timer: Timer
    let mode: RunLoop.Mode
    let delay: TimeInterval
    let repeatInterval: TimeInterval?
    var due: TimeInterval
    var fireCount = 0
  }

  private struct State {
    var entries: [Entry] = []
    var now: TimeInterval = 0
  }

  /// The most firings one ``advance(by:)`` makes, so a timer that repeats every nanosecond cannot
  /// hang a test.
  public static let maximumFiringsPerAdvance = 10_000

  /// Whether each timer fires as soon as it is added (the WWDC sample's
  /// `handleAddTimer = { timer in timer.fire() }`).
  public let firesImmediately: Bool

  private let state = LockedState(State())

  /// Makes a scheduler whose clock starts at zero.
  ///
  /// ```swift
  /// let scheduler = ManualTimerScheduler()
  /// let eager = ManualTimerScheduler(firesImmediately: true)
  /// ```
  ///
  /// - Parameter firesImmediately: Whether to fire each timer once, at once, when it is added; a
  ///   repeating timer stays scheduled after that.
  public init(firesImmediately: Bool = false) {
    self.firesImmediately = firesImmediately
  }

  /// Records a timer; fires it at once if the scheduler ``firesImmediately``.
  ///
  /// The delay is the timer's fire date minus now. A repeating timer whose fire date is not in the
  /// future (Linux's `Timer(timeInterval:repeats:block:)`) is given its interval as its delay.
  ///
  /// ```swift
  /// scheduler.add(timer, forMode: .default)
  /// ```
  ///
  /// - Parameters:
  ///   - timer: The timer.
  ///   - mode: The run-loop mode, recorded.
  public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
    let interval = timer.timeInterval
    let repeatInterval: TimeInterval? = interval > 0 ? interval : nil
    var delay = max(0, timer.fireDate.timeIntervalSinceNow)
    if delay < 0.001, let repeatInterval { delay = repeatInterval }
    add(timer, forMode: mode, delay: delay, repeatInterval: repeatInterval)
  }

  /// Makes a timer and records it with exactly `interval` as its delay: a manual clock has no
  /// real time passing between making the timer and recording it, so
  /// `scheduledTimers.map(\.delay)` is `[10]`, not `[9.9999995]`.
  ///
  /// ```swift
  /// let scheduler = ManualTimerScheduler()
  /// let feed = FeedRefresher()  // Sendable: a timer's block may run on any thread
  /// scheduler.scheduledTimer(withTimeInterval: 10, repeats: false) { _ in feed.refresh() }
  /// #expect(scheduler.scheduledTimers.map(\.delay) == [10])
  /// scheduler.advance(by: 10)  // fires it
  /// ```
  ///
  /// - Parameters:
  ///   - interval: The delay before the first firing, and between firings of a repeating timer.
  ///   - repeats: Whether the timer fires every `interval` seconds until invalidated.
  ///   - block: What the timer does when it fires.
  /// - Returns: The timer, recorded in the `.default` mode.
  @discardableResult
  public func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool,
    block: @escaping @Sendable (Timer) -> Void
  ) -> Timer {
    let timer = Timer.firing(after: interval, repeats: repeats, block: block)
    let delay = interval.isFinite ? max(0, interval) : 0
    let repeatInterval: TimeInterval? = repeats && timer.timeInterval > 0 ? timer.timeInterval : nil
    add(timer, forMode: .default, delay: delay, repeatInterval: repeatInterval)
    return timer
  }

  private func add(
    _ timer: Timer, forMode mode: RunLoop.Mode, delay: TimeInterval,
    repeatInterval: TimeInterval?
  ) {
    let index = state.withLock { state in
      state.entries.append(
        Entry(
          timer: timer, mode: mode, delay: delay, repeatInterval: repeatInterval,
          due: state.now + delay))
      return state.entries.count - 1
    }
    if firesImmediately {
      fire([index])
    }
  }

  /// Every timer added, in order, with its delay, repeat interval, mode and how often it fired.
  ///
  /// ```swift
  /// #expect(scheduler.scheduledTimers.map(\.delay) == [10])
  /// #expect(scheduler.scheduledTimers.first?.fireCount == 1)
  /// ```
  public var scheduledTimers: [ScheduledTimer] {
    state.withLock { state in
      state.entries.map { entry in
        ScheduledTimer(
          delay: entry.delay, repeatInterval: entry.repeatInterval, mode: entry.mode,
          fireCount: entry.fireCount, isValid: entry.timer.isValid)
      }
    }
  }

  /// The timers themselves, in the order they were added.
  ///
  /// ```swift
  /// #expect(scheduler.timers.allSatisfy { !$0.isValid })
  /// ```
  public var timers: [Timer] {
    state.withLock { $0.entries.map(\.timer) }
  }

  /// How far the test has moved the clock with ``advance(by:)``.
  ///
  /// ```swift
  /// scheduler.advance(by: 3)
  /// #expect(scheduler.elapsedTime == 3)
  /// ```
  public var elapsedTime: TimeInterval {
    state.withLock { $0.now }
  }

  /// Moves the clock forward and fires, in order, every timer that comes due, repeating timers as
  /// many times as they come due.
  ///
  /// Timers added by a firing timer fire in the same call if they come due in time.
  ///
  /// ```swift
  /// manager.scheduleNextPlace()
  /// scheduler.advance(by: 9)   // nothing yet
  /// scheduler.advance(by: 1)   // the 10-second timer fires
  /// ```
  ///
  /// - Parameter seconds: How far to move the clock; negative values count as zero.
  public func advance(by seconds: TimeInterval) {
    let target = state.withLock { $0.now + max(0, seconds) }
    for _ in 0..<Self.maximumFiringsPerAdvance {
      // Choosing the next timer and booking its firing happen under one lock, so two threads
      // advancing at once never fire the same firing twice.
      let timer = state.withLock { state -> Timer? in
        let due = state.entries.indices.filter { index in
          state.entries[index].timer.isValid && state.entries[index].due <= target
        }
        guard let first = due.min(by: { state.entries[$0].due < state.entries[$1].due }) else {
          return nil
        }
        state.now = max(state.now, state.entries[first].due)
        return Self.book(first, in: &state)
      }
      guard let timer else { break }
      timer.fire()
    }
    state.withLock { $0.now = max($0.now, target) }
  }

  /// Fires every valid timer once, now, in the order they come due, without moving the clock.
  /// A repeating timer stays scheduled.
  ///
  /// ```swift
  /// manager.scheduleNextPlace()
  /// scheduler.fireAll()
  /// ```
  public func fireAll() {
    let order = state.withLock { state in
      state.entries.indices
        .filter { state.entries[$0].timer.isValid }
        .sorted { state.entries[$0].due < state.entries[$1].due }
    }
    fire(order)
  }

  /// Fires timers by index, outside the lock (a timer's block may add timers).
  private func fire(_ indices: [Int]) {
    for index in indices {
      state.withLock { Self.book(index, in: &$0) }?.fire()
    }
  }

  /// Books one firing of the timer at `index` and returns the timer to fire: a repeating timer
  /// comes due again one interval later, a one-shot timer never again. Returns `nil` if the timer
  /// was invalidated or its one firing is already booked (by another thread, say).
  private static func book(_ index: Int, in state: inout State) -> Timer? {
    guard state.entries.indices.contains(index) else { return nil }
    let entry = state.entries[index]
    guard entry.timer.isValid, entry.due.isFinite else { return nil }
    state.entries[index].fireCount += 1
    if let interval = entry.repeatInterval {
      state.entries[index].due = max(entry.due, state.now) + interval
    } else {
      state.entries[index].due = .infinity
    }
    return entry.timer
  }
}
