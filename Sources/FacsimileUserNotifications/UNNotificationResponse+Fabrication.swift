import FacsimileCore

extension UNNotificationResponse {
  /// A response to a notification whose content carries `userInfo`: the helper from the
  /// article "mocking UNNotificationResponse", built in.
  ///
  /// ```swift
  /// let response = try UNNotificationResponse.with(userInfo: [
  ///   "data": ["type": "OPEN_ARTICLE", "articleId": "1"]
  /// ])
  /// ArticleCenterDelegate().userNotificationCenter(
  ///   .current(), didReceive: response, withCompletionHandler: {})
  /// ```
  ///
  /// - Parameters:
  ///   - userInfo: The content's custom data, such as a push payload.
  ///   - actionIdentifier: The action the user chose; opening the app unless given.
  /// - Returns: The response. Its notification's request has the identifier `""` and no
  ///   trigger, and its date is ``PushPayload/defaultDate`` (`1970-01-01T00:00:00Z`), so that two
  ///   responses made from equal `userInfo` are equal (`==`).
  /// - Throws: Nothing today; it throws so that it reads like the code it replaces.
  public static func with(
    userInfo: [AnyHashable: Any],
    actionIdentifier: String = UNNotificationDefaultActionIdentifier
  ) throws -> UNNotificationResponse {
    let content = UNMutableNotificationContent()
    content.userInfo = userInfo
    return try with(
      notification: UNNotification.with(content: content), actionIdentifier: actionIdentifier)
  }

  /// A response to the given notification.
  ///
  /// ```swift
  /// let notification = try UNNotification.with(content: content, identifier: "article-1")
  /// let response = try UNNotificationResponse.with(
  ///   notification: notification, actionIdentifier: UNNotificationDismissActionIdentifier)
  /// ```
  ///
  /// - Parameters:
  ///   - notification: The notification the user responded to.
  ///   - actionIdentifier: The action the user chose; opening the app unless given.
  /// - Returns: The response.
  /// - Throws: Nothing today; it throws so that it reads like the code it replaces.
  public static func with(
    notification: UNNotification,
    actionIdentifier: String = UNNotificationDefaultActionIdentifier
  ) throws -> UNNotificationResponse {
    let response = UNNotificationResponse()
    response.storage.withValues { values in
      values.notification = notification
      values.actionIdentifier = actionIdentifier
    }
    return response
  }
}
