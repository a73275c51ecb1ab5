public import Foundation

/// Waits, with a timeout, for a notification on an isolated center: the Swift Testing counterpart
/// of `XCTNSNotificationExpectation`, which also works from XCTest's `async` tests.
///
/// Create it before the code that posts, so a notification posted at once is not missed; then
/// await ``requireFulfilled(within:isolation:_:fileID:filePath:line:column:)``.
///
/// ```swift
/// @Test @MainActor func notifyAuthChanged() async throws {
///   let center = NotificationCenter()
///   let poster = CurrentLocationProvider(notificationCenter: center)
///   let expectation = NotificationExpectation(
///     name: CurrentLocationProvider.authChangedNotification, object: poster, center: center)
///
///   poster.notifyAuthChanged()
///
///   try await expectation.requireFulfilled(within: .seconds(1))
/// }
/// ```
///
/// The expectation observes until it is released. It works with any
/// ``/FacsimileSeams/NotificationCenterProtocol``: a private `NotificationCenter()`, or a
/// ``NotificationCenterRecorder``.
///
/// `Sendable`: what arrived and who waits sit behind one lock.
public final class NotificationExpectation: Sendable {
  private struct State {
    var received: [Notification] = []
    var waiters: [UUID: CheckedContinuation<Void, Never>] = [:]
  }

  /// The name the expectation waits for.
  public let name: Notification.Name
  private let center: any NotificationCenterProtocol
  private let senderDescription: String?
  private let state = LockedState(State())
  private let token: LockedState<(any NSObjectProtocol)?>

  /// Starts observing a center for a notification with a name and, optionally, a sender.
  ///
  /// ```swift
  /// let expectation = NotificationExpectation(name: .authChanged, object: poster, center: center)
  /// ```
  ///
  /// Given Foundation's own `NotificationCenter` in a `@MainActor` Swift Testing test on Linux,
  /// the expectation also watches for the hang Foundation's `post` has there with a `queue: .main`
  /// observer (see Docs/TestDoubles.md): if the main actor stays held for 10 seconds, it records
  /// a failure at this line that says what to change. The test itself cannot be unstuck.
  ///
  /// - Parameters:
  ///   - name: The notification name to wait for.
  ///   - object: The sender to wait for, or `nil` for any sender.
  ///   - center: The center to observe; use an isolated one, not `NotificationCenter.default`.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public convenience init(
    name: Notification.Name, object: Any? = nil, center: any NotificationCenterProtocol,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let limit = MainActorStallWatch.defaultLimit
    self.init(name: name, object: object, center: center, stallLimit: limit) {
      reportIssue(
        MainActorStallWatch.message(made: "NotificationExpectation", limit: limit), at: location)
    }
  }

  /// An expectation whose stall watch (armed only for Foundation's own center, on the main actor
  /// off the main thread) calls `onStall` after `stallLimit`: for this package's tests.
  package init(
    name: Notification.Name, object: Any? = nil, center: any NotificationCenterProtocol,
    stallLimit: DispatchTimeInterval, onStall: @escaping @Sendable () -> Void
  ) {
    if center is NotificationCenter, MainActorStallWatch.isArmable {
      MainActorStallWatch.arm(limit: stallLimit, report: onStall)
    }
    self.name = name
    self.center = center
    self.senderDescription = object.map(ObjectIdentity.describe)
    let state = self.state
    self.token = LockedState(nil)
    // Named as the observer, so that a recorder never takes the expectation's block for one whose
    // observer it cannot tell.
    let token = center.addObserver(forName: name, object: object, queue: nil, observer: self) {
      notification in
      let waiters = state.withLock { state in
        state.received.append(notification)
        defer { state.waiters.removeAll() }
        return Array(state.waiters.values)
      }
      for waiter in waiters { waiter.resume() }
    }
    self.token.withLock { $0 = token }
  }

  deinit {
    if let token = token.withLock({ $0.take() }) {
      center.removeObserver(token)
    }
  }

  /// Whether a matching notification has arrived.
  ///
  /// ```swift
  /// #expect(expectation.isFulfilled)
  /// ```
  public var isFulfilled: Bool {
    state.withLock { !$0.received.isEmpty }
  }

  /// Every matching notification that has arrived, in order.
  ///
  /// ```swift
  /// #expect(expectation.notifications.count == 1)
  /// ```
  public var notifications: [Notification] {
    state.withLock { $0.received }
  }

  /// Waits until a matching notification arrives or the timeout passes, and returns the first one.
  ///
  /// Returns at once if one has already arrived. On timeout, records a failure at the caller's line
  /// and throws.
  ///
  /// ```swift
  /// poster.notifyAuthChanged()
  /// let notification = try await expectation.requireFulfilled(within: .seconds(1))
  /// #expect(notification.object as? CurrentLocationProvider === poster)
  /// ```
  ///
  /// - Parameters:
  ///   - timeout: How long to wait.
  ///   - isolation: The caller's actor; supplied by the compiler.
  ///   - message: Words to add to the failure.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: The first matching notification.
  /// - Throws: When none arrives in time (after recording the failure, which the test framework
  ///   does not record a second time), or `CancellationError` if the task is cancelled.
  @discardableResult
  public func requireFulfilled(
    within timeout: Duration = .seconds(1),
    isolation: isolated (any Actor)? = #isolation,
    _ message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async throws -> Notification {
    await waitForFirst(timeout: timeout)
    try Task.checkCancellation()
    if let first = state.withLock({ $0.received.first }) { return first }
    let from = senderDescription.map { " from \($0)" } ?? ""
    try failRequirement(
      failureMessage(
        "Expected \"\(name.rawValue)\"\(from) to be posted within \(timeout), but it was not",
        message()),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Waits for the timeout and expects no matching notification to have arrived by then: the
  /// counterpart of an inverted `XCTNSNotificationExpectation`.
  ///
  /// ```swift
  /// sut.refreshWithoutChanges()
  /// await expectation.expectNotFulfilled(within: .milliseconds(100))
  /// ```
  ///
  /// - Parameters:
  ///   - timeout: How long to wait; `.zero` checks at once.
  ///   - isolation: The caller's actor; supplied by the compiler.
  ///   - message: Words to add to the failure.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func expectNotFulfilled(
    within timeout: Duration = .zero,
    isolation: isolated (any Actor)? = #isolation,
    _ message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    if timeout > .zero {
      try? await Task.sleep(for: timeout)
    }
    let received = notifications
    guard !received.isEmpty else { return }
    reportIssue(
      failureMessage(
        NotificationCenterRecorder.postedFailure(name, from: senderDescription, received),
        message()),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Returns when the first notification has arrived, the timeout has passed, or the task is
  /// cancelled, whichever comes first.
  private func waitForFirst(timeout: Duration) async {
    guard !isFulfilled else { return }
    await withTaskGroup(of: Void.self) { group in
      group.addTask { try? await Task.sleep(for: timeout) }
      group.addTask { await self.nextNotification() }
      await group.next()
      group.cancelAll()
    }
  }

  /// Returns when a notification has arrived or the task is cancelled.
  private func nextNotification() async {
    let id = UUID()
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let resumeNow = state.withLock { state in
          if !state.received.isEmpty || Task.isCancelled { return true }
          state.waiters[id] = continuation
          return false
        }
        if resumeNow { continuation.resume() }
      }
    } onCancel: {
      let waiter = state.withLock { $0.waiters.removeValue(forKey: id) }
      waiter?.resume()
    }
  }
}
