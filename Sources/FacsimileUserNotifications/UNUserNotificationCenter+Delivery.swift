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
    withLists { lists, _ in
      lists.removeArrivingRequest(withIdentifier: notification.request.identifier)
      lists.list(notification)
    }
  }

  /// Puts a notification into the delivered list, replacing one with the same request
  /// identifier, and leaves the pending requests alone: for FacsimileTesting's delivery, which
  /// takes the request out of the pending list before the app is asked how to show it, so that a
  /// request the app adds again meanwhile (a snooze) stays.
  ///
  /// - Parameter notification: The notification to list.
  package func list(_ notification: UNNotification) {
    withLists { lists, _ in lists.list(notification) }
  }

  /// Takes the request of a notification that arrives out of the pending list, unless it
  /// repeats, as delivery does before the app is asked anything: O(1) through the center's
  /// index, where a scan of the pending list per delivery made a clock's advance quadratic.
  ///
  /// - Parameter identifier: The request's identifier.
  package func removeArrivingRequest(withIdentifier identifier: String) {
    withLists { lists, _ in lists.removeArrivingRequest(withIdentifier: identifier) }
  }
}
