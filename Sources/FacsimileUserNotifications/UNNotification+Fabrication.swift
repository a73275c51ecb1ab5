import FacsimileCore
public import Foundation

extension UNNotification {
  /// A delivered notification with the given content, for tests: what the system would hand
  /// the app, without the coder and `setValue(_:forKey:)` steps.
  ///
  /// ```swift
  /// let content = UNMutableNotificationContent()
  /// content.title = "Breaking"
  /// content.userInfo = ["articleId": "1"]
  /// let notification = try UNNotification.fabricate(content: content, identifier: "article-1")
  /// delegate.userNotificationCenter(.current(), willPresent: notification) { options in }
  /// ```
  ///
  /// - Parameters:
  ///   - content: The notification's content; the request keeps an immutable copy.
  ///   - identifier: The request's identifier.
  ///   - date: When the notification was delivered; ``PushPayload/defaultDate``
  ///     (`1970-01-01T00:00:00Z`) unless given, so that two notifications made from equal content
  ///     are equal.
  ///   - trigger: The request's trigger; `nil` for a notification delivered right away.
  /// - Returns: The notification.
  /// - Throws: Nothing today; it throws so that it reads like the code it replaces, and so it
  ///   may check its input later without breaking callers.
  public static func fabricate(
    content: UNNotificationContent, identifier: String = "",
    date: Date = PushPayload.defaultDate,
    trigger: UNNotificationTrigger? = nil
  ) throws -> UNNotification {
    let request = UNNotificationRequest(identifier: identifier, content: content, trigger: trigger)
    let notification = UNNotification(blank: ())
    notification.storage.set(\.date, date, on: notification)
    notification.storage.set(\.request, request, on: notification)
    return notification
  }
}

// MARK: Renamed

extension UNNotification {
  /// Renamed ``fabricate(content:identifier:date:trigger:)``; removed in the next release.
  ///
  /// - Parameters:
  ///   - content: The notification's content.
  ///   - identifier: The request's identifier.
  ///   - date: When the notification was delivered.
  ///   - trigger: The request's trigger.
  /// - Returns: The notification.
  /// - Throws: Nothing.
  @available(*, deprecated, renamed: "fabricate(content:identifier:date:trigger:)")
  public static func with(
    content: UNNotificationContent, identifier: String = "",
    date: Date = PushPayload.defaultDate,
    trigger: UNNotificationTrigger? = nil
  ) throws -> UNNotification {
    try fabricate(content: content, identifier: identifier, date: date, trigger: trigger)
  }
}
