import FacsimileCore
import Foundation

extension UNUserNotificationCenter {
  /// The pending and delivered lists and their book, taken out of the center's storage for one
  /// edit.
  struct Lists {
    var pending: [UNNotificationRequest]
    var delivered: [UNNotification]
    var book: CenterBook

    /// Removes pending requests, and their serials.
    ///
    /// - Parameter requests: Requests of the list, as the book's index gives them.
    mutating func removePending(_ requests: [UNNotificationRequest]) {
      book.pending.remove(requests, from: &pending)
      book.recordRemoved(requests)
    }

    /// Removes the pending requests with an identifier, unless they repeat: what a delivery
    /// does with the request of the notification that arrives.
    ///
    /// - Parameter identifier: The request's identifier.
    mutating func removeArrivingRequest(withIdentifier identifier: String) {
      removePending(
        book.pending.elements(withIdentifier: identifier).filter { $0.trigger?.repeats != true })
    }

    /// Puts a notification into the delivered list, replacing one with the same request
    /// identifier.
    ///
    /// - Parameter notification: The notification.
    mutating func list(_ notification: UNNotification) {
      let identifier = notification.request.identifier
      book.delivered.remove(book.delivered.elements(withIdentifier: identifier), from: &delivered)
      book.delivered.append(notification, to: &delivered)
    }
  }

  /// Runs `body` on the pending and delivered lists and their book, under the center's lock: the
  /// center's own bookkeeping of what it holds. The book first catches up with a list set
  /// through another door; each list is taken out of its key while `body` runs, so that an edit
  /// finds its buffer unshared and changes it in place (no copy of the whole list per request).
  ///
  /// - Parameter body: The edit, given the lists and the center's other keys.
  /// - Returns: What `body` returns.
  func withLists<Result>(
    _ body: (inout Lists, KeyedStorage<Keys>.UncheckedAccess) -> Result
  ) -> Result {
    storage.withUncheckedAccess { values in
      var lists = Lists(
        pending: values[\.pendingNotificationRequests],
        delivered: values[\.deliveredNotifications], book: values[\.book])
      values[\.pendingNotificationRequests] = []
      values[\.deliveredNotifications] = []
      values[\.book] = CenterBook()
      if let change = lists.book.pending.catchUp(with: lists.pending) {
        lists.book.recordRemoved(change.removed)
        lists.book.recordAdded(change.added)
      }
      _ = lists.book.delivered.catchUp(with: lists.delivered)
      let result = body(&lists, values)
      lists.book.pending.record(lists.pending)
      lists.book.delivered.record(lists.delivered)
      values[\.pendingNotificationRequests] = lists.pending
      values[\.deliveredNotifications] = lists.delivered
      values[\.book] = lists.book
      return result
    }
  }

  /// Calls a completion handler later, on the center's queue, as Apple's center calls its
  /// handlers: "This block may be executed on a background thread."
  ///
  /// - Parameter call: Calls the handler with its answer.
  func callLater(_ call: @escaping () -> Void) {
    let call = HandOff(call)
    completionQueue.async { call.value() }
  }

  /// Awaits what a completion-handler form answers: each `async` form reaches its
  /// completion-handler form through this, as Swift's import of Apple's method does, so a
  /// subclass that overrides the completion-handler form is heard by both.
  ///
  /// - Parameters:
  ///   - fallback: The answer if the handler is released uncalled (a subclass that drops it).
  ///   - call: Calls the completion-handler form with the handler.
  /// - Returns: The handler's first answer.
  func answer<Value>(
    ifDropped fallback: Value, _ call: (_ handler: @escaping (Value) -> Void) -> Void
  ) async -> Value {
    await CompletionAnswer.wait(ifDropped: HandOff(fallback)) { handler in
      call { handler(HandOff($0)) }
    }.value
  }

  // MARK: The notification clock's view

  /// The requests added to the pending list after `serial` and still pending, oldest first, each
  /// with its addition's serial; the last serial given; and how many requests are pending: what
  /// a notification clock arms.
  ///
  /// - Parameter serial: The last serial the clock has seen; `0` for every pending request.
  /// - Returns: The additions, the last serial and the pending count.
  package func pendingAdditions(
    after serial: Int
  ) -> (
    additions: [(request: UNNotificationRequest, serial: Int)], lastSerial: Int, pendingCount: Int
  ) {
    withLists { lists, _ in
      (lists.book.pendingAdditions(after: serial), lists.book.lastSerial, lists.pending.count)
    }
  }

  /// Whether the addition of `request` with `serial` is still pending (not removed, delivered
  /// or replaced since).
  ///
  /// - Parameters:
  ///   - request: The request.
  ///   - serial: Its addition's serial.
  /// - Returns: Whether it is pending.
  package func isPending(_ request: UNNotificationRequest, serial: Int) -> Bool {
    withLists { lists, _ in lists.book.isPending(request, serial: serial) }
  }
}
