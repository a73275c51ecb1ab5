public import Foundation

/// The notifications a center posts with one name, as an async sequence: what
/// ``NotificationCenterProtocol/notifications(named:object:)`` returns, as Foundation's
/// `NotificationCenter.notifications(named:object:)` returns a `NotificationCenter.Notifications`
/// on Apple platforms (swift-corelibs-foundation has neither; on Linux,
/// `NotificationCenter.Notifications` is this type).
///
/// ```swift
/// task = Task { [weak self, notificationCenter] in
///   for await notification in notificationCenter.notifications(named: .weatherUpdate) {
///     let forecast = notification.userInfo?["weatherForcast"] as? String ?? ""
///     self?.forecast = forecast
///   }
/// }
/// ```
///
/// Each iterator observes the center from when it is made until it is released or its task is
/// cancelled (then `next()` returns `nil`). Notifications posted meanwhile wait in order until
/// `next()` takes them; none is dropped. The observer is a block with no queue, so posting never
/// waits for the loop.
///
/// `Sendable`: the sequence holds only how to observe; each iterator keeps its notifications in a
/// lock of its own.
public struct NotificationSequence: AsyncSequence, Sendable {
  /// Each element is a posted notification.
  public typealias Element = Notification
  /// Iterating never throws; a cancelled task's loop ends.
  public typealias Failure = Never

  /// Starts observing: calls its argument with each notification until the returned closure is
  /// called.
  public typealias Observe =
    @Sendable (_ receive: @escaping @Sendable (Notification) -> Void) -> @Sendable () -> Void

  private let observe: Observe

  /// A sequence that observes with `observe` for each iterator: how a center of your own makes
  /// one.
  ///
  /// ```swift
  /// NotificationSequence { receive in
  ///   // The token is not Sendable; it only goes back to its own center, which is.
  ///   nonisolated(unsafe) let token = center.addObserver(
  ///     forName: name, object: nil, queue: nil, using: receive)
  ///   return { center.removeObserver(token) }
  /// }
  /// ```
  ///
  /// - Parameter observe: Starts observing for one iterator, and returns how to stop.
  public init(observe: @escaping Observe) {
    self.observe = observe
  }

  /// Starts observing, and returns an iterator over what arrives from now on.
  ///
  /// ```swift
  /// var iterator = center.notifications(named: .weatherUpdate).makeAsyncIterator()
  /// center.post(name: .weatherUpdate, object: nil)
  /// let first = await iterator.next()
  /// ```
  ///
  /// - Returns: The iterator.
  public func makeAsyncIterator() -> AsyncIterator {
    let buffer = Buffer()
    buffer.start(observe)
    return AsyncIterator(buffer: buffer)
  }

  /// Takes the notifications one by one, waiting for the next.
  public struct AsyncIterator: AsyncIteratorProtocol {
    private let buffer: Buffer

    fileprivate init(buffer: Buffer) {
      self.buffer = buffer
    }

    /// The next notification, waiting for it; `nil` once the task is cancelled.
    ///
    /// ```swift
    /// let notification = await iterator.next()
    /// ```
    ///
    /// - Returns: The notification, or `nil`.
    public mutating func next() async -> Notification? {
      await buffer.next()?.notification
    }

    /// The next notification, in the caller's isolation; `nil` once the task is cancelled.
    ///
    /// ```swift
    /// for await _ in sequence { /* runs in the loop's isolation, once per notification */ }
    /// ```
    ///
    /// - Parameter actor: The caller's actor; supplied by the compiler.
    /// - Returns: The notification, or `nil`.
    public mutating func next(isolation actor: isolated (any Actor)?) async -> Notification? {
      // Waits in the caller's isolation: a main-actor loop resumes on the main actor, needing no
      // thread of the global pool, which other work may keep busy.
      await buffer.next(isolation: actor)?.notification
    }
  }
}

extension NotificationSequence {
  /// One notification on its way from the posting thread to the iterating task, handed over
  /// exactly once through the buffer's lock.
  fileprivate final class Delivery: @unchecked Sendable {
    let notification: Notification
    init(_ notification: Notification) { self.notification = notification }
  }

  /// An iterator's notifications and its waiting task, under one lock; stops observing when
  /// released.
  fileprivate final class Buffer: Sendable {
    private struct State {
      var pending: [Delivery] = []
      var waiter: CheckedContinuation<Delivery?, Never>?
      var isFinished = false
      var stop: (@Sendable () -> Void)?
    }

    private let state = LockedState(State())

    func start(_ observe: Observe) {
      let stop = observe { [weak self] notification in self?.receive(notification) }
      let stopNow = state.withLock { state -> Bool in
        guard !state.isFinished else { return true }
        state.stop = stop
        return false
      }
      if stopNow { stop() }
    }

    deinit {
      let stop = state.withLock { $0.stop.take() }
      stop?()
    }

    private func receive(_ notification: Notification) {
      let delivery = Delivery(notification)
      let waiter = state.withLock { state -> CheckedContinuation<Delivery?, Never>? in
        guard !state.isFinished else { return nil }
        guard let waiter = state.waiter.take() else {
          state.pending.append(delivery)
          return nil
        }
        return waiter
      }
      waiter?.resume(returning: delivery)
    }

    func next(isolation actor: isolated (any Actor)? = #isolation) async -> Delivery? {
      await withTaskCancellationHandler(
        operation: {
          await withCheckedContinuation(isolation: actor) { continuation in
            let ready = state.withLock { state -> Delivery?? in
              if !state.pending.isEmpty { return .some(state.pending.removeFirst()) }
              if state.isFinished || Task.isCancelled { return .some(nil) }
              state.waiter = continuation
              return .none
            }
            if let ready { continuation.resume(returning: ready) }
          }
        },
        onCancel: { finish() },
        isolation: actor)
    }

    /// Ends the sequence: a waiting `next()` returns `nil`, and observing stops.
    private func finish() {
      let (waiter, stop) = state.withLock { state in
        state.isFinished = true
        state.pending.removeAll()
        return (state.waiter.take(), state.stop.take())
      }
      waiter?.resume(returning: nil)
      stop?()
    }
  }
}

#if !canImport(Darwin)
  extension NotificationCenter {
    /// The async sequence of notifications that `notifications(named:object:)` returns, named as
    /// on Apple platforms (swift-corelibs-foundation has no such type).
    public typealias Notifications = NotificationSequence
  }
#endif
