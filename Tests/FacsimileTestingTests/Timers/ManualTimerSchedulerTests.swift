import FacsimileTesting
import Foundation
import Synchronization
import Testing

@Suite struct ManualTimerSchedulerTests {
  let scheduler = ManualTimerScheduler()
  let firings = Firings()

  final class Firings: Sendable {
    let labels = Mutex<[String]>([])
  }

  private func record(_ label: String) -> @Sendable (Timer) -> Void {
    let firings = firings
    return { _ in firings.labels.withLock { $0.append(label) } }
  }

  private var fired: [String] { firings.labels.withLock { $0 } }

  @Test func recordsDelayIntervalAndMode() throws {
    scheduler.scheduledTimer(withTimeInterval: 10, repeats: false, block: record("once"))
    scheduler.add(
      Timer(fire: Date(timeIntervalSinceNow: 2), interval: 3, repeats: true, block: record("rep")),
      forMode: .common)

    let timers = scheduler.scheduledTimers
    #expect(timers.count == 2)
    #expect(abs(timers[0].delay - 10) < 1)
    #expect(timers[0].repeatInterval == nil)
    #expect(timers[0].mode == .default)
    #expect(abs(timers[1].delay - 2) < 1)
    #expect(timers[1].repeatInterval == 3)
    #expect(timers[1].mode == .common)
    #expect(timers.allSatisfy { $0.fireCount == 0 && $0.isValid })
    #expect(fired.isEmpty)
  }

  @Test func aScheduledTimerRecordsExactlyTheIntervalItWasGiven() {
    scheduler.scheduledTimer(withTimeInterval: 10, repeats: false, block: record("once"))
    scheduler.scheduledTimer(withTimeInterval: 0.25, repeats: true, block: record("rep"))
    #expect(scheduler.scheduledTimers.map(\.delay) == [10, 0.25])
    #expect(scheduler.scheduledTimers.map(\.repeatInterval) == [nil, 0.25])
    scheduler.advance(by: 10)
    #expect(fired.filter { $0 == "once" } == ["once"])
    #expect(fired.filter { $0 == "rep" }.count == 40)
  }

  @Test func aSchedulerHeldAsTheProtocolRecordsExactlyTheIntervalToo() {
    // What code under test holds: `any TimerScheduler`, so the call dispatches dynamically.
    let held: any TimerScheduler = scheduler
    held.scheduledTimer(withTimeInterval: 10, repeats: false, block: record("once"))
    #expect(scheduler.scheduledTimers.map(\.delay) == [10])
  }

  @Test func advanceFiresTimersAsTheyComeDueInOrder() {
    scheduler.scheduledTimer(withTimeInterval: 10, repeats: false, block: record("ten"))
    scheduler.scheduledTimer(withTimeInterval: 5, repeats: false, block: record("five"))

    scheduler.advance(by: 4.9)
    #expect(fired.isEmpty)
    scheduler.advance(by: 5.1)
    #expect(fired == ["five", "ten"])
    #expect(scheduler.elapsedTime == 10)
    #expect(scheduler.scheduledTimers.map(\.isValid) == [false, false])
    scheduler.advance(by: 100)
    #expect(fired == ["five", "ten"])
  }

  @Test func repeatingTimersFireEachTimeTheyComeDue() {
    scheduler.scheduledTimer(withTimeInterval: 2, repeats: true, block: record("tick"))

    scheduler.advance(by: 7)

    #expect(fired == ["tick", "tick", "tick"])
    #expect(scheduler.scheduledTimers.first?.fireCount == 3)
    #expect(scheduler.scheduledTimers.first?.isValid == true)
  }

  @Test func invalidatedTimersNeverFire() {
    let timer = scheduler.scheduledTimer(withTimeInterval: 1, repeats: false, block: record("no"))
    timer.invalidate()
    scheduler.advance(by: 5)
    scheduler.fireAll()
    #expect(fired.isEmpty)
  }

  @Test func fireAllFiresEachValidTimerOnceWithoutMovingTheClock() {
    scheduler.scheduledTimer(withTimeInterval: 30, repeats: false, block: record("thirty"))
    scheduler.scheduledTimer(withTimeInterval: 1, repeats: true, block: record("tick"))

    scheduler.fireAll()

    #expect(fired == ["tick", "thirty"])
    #expect(scheduler.elapsedTime == 0)
    #expect(scheduler.scheduledTimers.map(\.isValid) == [false, true])
  }

  @Test func firesImmediatelyWhenAsked() {
    let eager = ManualTimerScheduler(firesImmediately: true)
    eager.scheduledTimer(withTimeInterval: 10, repeats: false, block: record("now"))
    #expect(fired == ["now"])
    #expect(eager.scheduledTimers.first?.fireCount == 1)
  }

  @Test func timersAddedWhileFiringFireInTheSameAdvanceWhenDue() {
    let scheduler = scheduler
    let second = record("second")
    scheduler.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
      scheduler.scheduledTimer(withTimeInterval: 1, repeats: false, block: second)
    }
    scheduler.advance(by: 2)
    #expect(fired == ["second"])
  }

  @Test func aTimerRepeatingTooFastCannotHangTheTest() {
    scheduler.add(
      Timer(
        fire: Date(timeIntervalSinceNow: 0.001), interval: 1e-9, repeats: true, block: record("x")),
      forMode: .default)
    scheduler.advance(by: 1_000)
    #expect(fired.count == ManualTimerScheduler.maximumFiringsPerAdvance)
  }

  /// Linux's `Timer(timeInterval:repeats:block:)` sets the fire date to now, which is why the seed's
  /// `FeaturedPlaceManager` uses ``TimerScheduler/scheduledTimer(withTimeInterval:repeats:block:)``.
  @Test func timerIntervalInitializerKeepsNoDelayOnLinux() {
    let timer = Timer(timeInterval: 10, repeats: false) { _ in }
    #if os(Linux)
      #expect(timer.fireDate.timeIntervalSinceNow < 1)
    #else
      #expect(timer.fireDate.timeIntervalSinceNow > 9)
    #endif
    #expect(timer.timeInterval == 0)
  }
}
