import FacsimileCore
import Foundation
import Testing

@testable import FacsimileUserNotifications

/// App code with the ordering bug the center's timing exists to show: it reads what its
/// completion handler sets as if the handler had run before `add` returned.
private final class ReminderScheduler: @unchecked Sendable {
  private let lock = NSLock()
  private var identifiers: [String] = []
  let center: UNUserNotificationCenter

  init(center: UNUserNotificationCenter) {
    self.center = center
  }

  var scheduled: [String] { lock.withLock { identifiers } }

  func schedule(_ identifier: String) {
    let request = UNNotificationRequest(
      identifier: identifier, content: UNMutableNotificationContent(),
      trigger: UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: false))
    center.add(request) { [self] error in
      if error == nil { lock.withLock { identifiers.append(identifier) } }
    }
  }
}

/// Where and when a completion handler ran: after its method returned or during it, and on
/// which thread.
private final class HandlerRun: @unchecked Sendable {
  let lock = NSRecursiveLock()
  var methodReturned = false
  var runs: [(afterReturn: Bool, onCallersThread: Bool)] = []
  var order: [String] = []
  let callersThread = Thread.current

  /// Records one handler's run. It takes the lock the caller holds around its call, so a handler
  /// called on another thread waits for the caller to let go, and one called during the method,
  /// on the caller's thread, reenters the lock and finds `methodReturned` still false.
  func record(_ name: String) {
    lock.withLock {
      runs.append((methodReturned, Thread.current == callersThread))
      order.append(name)
    }
  }
}

/// The center's completion handlers, called as Apple's center calls them: later, on a background
/// queue ("This block may be executed on a background thread"), in the order of the calls.
@Suite struct CompletionHandlerTimingTests {
  private func makeCenter() throws -> UNUserNotificationCenter {
    try InstanceHelper.create(UNUserNotificationCenter.self)
  }

  private func request(_ identifier: String) -> UNNotificationRequest {
    UNNotificationRequest(
      identifier: identifier, content: UNMutableNotificationContent(), trigger: nil)
  }

  @Test func everyCompletionHandlerIsCalledAfterItsMethodReturnsOnAnotherThread() async throws {
    let center = try makeCenter()
    let run = HandlerRun()
    run.lock.withLock {
      center.add(request("a")) { _ in run.record("add") }
      center.requestAuthorization(options: [.alert]) { _, _ in run.record("authorization") }
      center.getNotificationSettings { _ in run.record("settings") }
      center.getNotificationCategories { _ in run.record("categories") }
      center.getPendingNotificationRequests { _ in run.record("pending") }
      center.getDeliveredNotifications { _ in run.record("delivered") }
      center.setBadgeCount(1) { _ in run.record("badge") }
      run.methodReturned = true
    }
    _ = await center.pendingNotificationRequests()  // every earlier handler has run by now
    run.lock.withLock {
      #expect(run.order.count == 7)
      #expect(run.runs.allSatisfy { $0.afterReturn && !$0.onCallersThread })
    }
  }

  @Test func handlersRunInTheOrderOfTheirCalls() async throws {
    let center = try makeCenter()
    let run = HandlerRun()
    center.add(request("a")) { _ in run.record("a") }
    center.getPendingNotificationRequests { _ in run.record("pending") }
    center.add(request("b")) { _ in run.record("b") }
    center.setBadgeCount(2) { _ in run.record("badge") }
    try await center.setBadgeCount(3)
    run.lock.withLock { #expect(run.order == ["a", "pending", "b", "badge"]) }
  }

  @Test func theStateChangesBeforeTheMethodReturns() throws {
    let center = try makeCenter()
    center.add(request("a"), withCompletionHandler: nil)
    center.setBadgeCount(4, withCompletionHandler: nil)
    let pending =
      try center.value(forKey: "pendingNotificationRequests") as? [UNNotificationRequest]
    #expect(pending?.map(\.identifier) == ["a"])
    #expect(try center.value(forKey: "badgeCount") as? Int == 4)
  }

  @Test func aGetterAnswersWithTheStateOfItsCallNotOfItsHandlersTime() async throws {
    let center = try makeCenter()
    center.add(request("a"), withCompletionHandler: nil)
    let answer = HandOff(LockedList())
    center.getPendingNotificationRequests { answer.value.set($0.map(\.identifier)) }
    center.add(request("b"), withCompletionHandler: nil)
    _ = await center.pendingNotificationRequests()
    #expect(answer.value.identifiers == ["a"])
  }

  @Test func anAppThatReadsWhatItsHandlerSetsRightAwayFindsItUnset() async throws {
    let center = try makeCenter()
    let scheduler = ReminderScheduler(center: center)
    center.completionQueue.suspend()  // the handler's turn comes later, as on a device
    scheduler.schedule("reminder")
    #expect(scheduler.scheduled.isEmpty)  // the bug: on iOS too, the handler has not run yet
    center.completionQueue.resume()
    _ = await center.pendingNotificationRequests()
    #expect(scheduler.scheduled == ["reminder"])
  }

  @Test func anAsyncFormAwaitsAHandlerThatASubclassCallsLater() async throws {
    let center = try InstanceHelper.create(LateCenter.self)
    try await center.add(request("late"))
    #expect(center.calls == 1)
    #expect(await center.pendingNotificationRequests().map(\.identifier) == ["late"])
  }

  @Test func anAsyncFormOfASubclassThatDropsTheHandlerAnswersAsIfNothingFailed() async throws {
    let center = try InstanceHelper.create(DroppingCenter.self)
    try await center.add(request("dropped"))
    #expect(await center.pendingNotificationRequests().isEmpty)
  }
}

/// A list set from a handler and read by the test.
private final class LockedList: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String] = []
  var identifiers: [String] { lock.withLock { stored } }
  func set(_ identifiers: [String]) { lock.withLock { stored = identifiers } }
}

/// A center subclass (a spy SDKs write) whose completion-handler `add` answers from a task.
private final class LateCenter: UNUserNotificationCenter, @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var calls: Int { lock.withLock { count } }

  override class var keyTable: KeyTable {
    KeyTable(empty: LateCenter.self, inheriting: UNUserNotificationCenter.keyTable) {
      LateCenter(blank: ())
    }
  }

  override func add(
    _ request: UNNotificationRequest,
    withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil
  ) {
    lock.withLock { count += 1 }
    let handler = HandOff(completionHandler)
    super.add(request, withCompletionHandler: nil)
    Task { handler.value?(nil) }
  }
}

/// A center subclass whose `add` keeps nothing and drops the handler.
private final class DroppingCenter: UNUserNotificationCenter, @unchecked Sendable {
  override class var keyTable: KeyTable {
    KeyTable(empty: DroppingCenter.self, inheriting: UNUserNotificationCenter.keyTable) {
      DroppingCenter(blank: ())
    }
  }

  override func add(
    _ request: UNNotificationRequest,
    withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil
  ) {}
}
