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
    // The center's own bookkeeping: one request moves from pending to delivered, under one lock.
    storage.withUncheckedAccess { values in
      values[\.pendingNotificationRequests].removeAll {
        $0.identifier == identifier && $0.trigger?.repeats != true
      }
      Self.list(notification, in: &values)
    }
  }

  /// Puts a notification into the delivered list, replacing one with the same request
  /// identifier, and leaves the pending requests alone: for FacsimileTesting's delivery, which
  /// takes the request out of the pending list before the app is asked how to show it, so that a
  /// request the app adds again meanwhile (a snooze) stays.
  ///
  /// - Parameter notification: The notification to list.
  package func list(_ notification: UNNotification) {
    // The center's own bookkeeping of notifications it already holds.
    storage.withUncheckedAccess { values in Self.list(notification, in: &values) }
  }

  private static func list(
    _ notification: UNNotification, in values: inout KeyedStorage<Keys>.UncheckedAccess
  ) {
    let identifier = notification.request.identifier
    values[\.deliveredNotifications].removeAll { $0.request.identifier == identifier }
    values[\.deliveredNotifications].append(notification)
  }
}
