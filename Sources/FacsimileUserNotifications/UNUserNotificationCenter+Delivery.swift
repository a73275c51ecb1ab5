import FacsimileCore

extension UNUserNotificationCenter {
  /// Puts a notification into the delivered list, as if the system had just delivered it: a
  /// Facsimile addition, since nothing is ever delivered on Linux.
  ///
  /// A delivered notification with the same request identifier is replaced. The pending request
  /// with that identifier is removed, unless its trigger repeats. The delegate is not called;
  /// call it yourself to test what the app does next.
  ///
  /// ```swift
  /// let notification = try UNNotification.fabricate(content: content, identifier: "article-1")
  /// center.deliver(notification)
  /// let delivered = await center.deliveredNotifications()
  /// #expect(delivered.map(\.request.identifier) == ["article-1"])
  /// ```
  ///
  /// - Parameter notification: The notification to deliver.
  public func deliver(_ notification: UNNotification) {
    let identifier = notification.request.identifier
    withLists { lists, _ in
      lists.removePending(
        lists.book.pending.elements(withIdentifier: identifier).filter {
          $0.trigger?.repeats != true
        })
      lists.book.delivered.remove(
        lists.book.delivered.elements(withIdentifier: identifier), from: &lists.delivered)
      lists.book.delivered.append(notification, to: &lists.delivered)
    }
  }
}
