import FacsimileCore

extension UNNotificationResponse {
  /// A response to a notification whose content carries `userInfo`: the helper from the
  /// article "mocking UNNotificationResponse", built in.
  ///
  /// ```swift
  /// let response = try UNNotificationResponse.fabricate(userInfo: [
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
  public static func fabricate(
    userInfo: [AnyHashable: Any],
    actionIdentifier: String = UNNotificationDefaultActionIdentifier
  ) throws -> UNNotificationResponse {
    let content = UNMutableNotificationContent()
    content.userInfo = userInfo
    return try fabricate(
      notification: UNNotification.fabricate(content: content), actionIdentifier: actionIdentifier)
  }

  /// A response to the given notification.
  ///
  /// ```swift
  /// let notification = try UNNotification.fabricate(content: content, identifier: "article-1")
  /// let response = try UNNotificationResponse.fabricate(
  ///   notification: notification, actionIdentifier: UNNotificationDismissActionIdentifier)
  /// ```
  ///
  /// - Parameters:
  ///   - notification: The notification the user responded to.
  ///   - actionIdentifier: The action the user chose; opening the app unless given.
  /// - Returns: The response.
  /// - Throws: Nothing today; it throws so that it reads like the code it replaces.
  public static func fabricate(
    notification: UNNotification,
    actionIdentifier: String = UNNotificationDefaultActionIdentifier
  ) throws -> UNNotificationResponse {
    let response = UNNotificationResponse(blank: ())
    response.storage.set(\.notification, notification, on: response)
    response.storage.set(\.actionIdentifier, actionIdentifier, on: response)
    return response
  }
}

// MARK: Renamed

extension UNNotificationResponse {
  /// Renamed ``fabricate(userInfo:actionIdentifier:)``.
  ///
  /// Unavailable rather than deprecated: the seed article teaches users to declare a helper of
  /// this very name and signature, on `UNNotificationResponse` and on its subclass. A deprecated
  /// forwarder here would still clash with the subclass's ("cannot be overridden", then
  /// "ambiguous use"); an unavailable one takes no part in overriding or in overload resolution,
  /// so a user's helper compiles, and a call that meant Facsimile's gets a fix-it.
  ///
  /// - Parameters:
  ///   - userInfo: The content's custom data.
  ///   - actionIdentifier: The action the user chose.
  /// - Returns: The response.
  /// - Throws: Nothing.
  @available(*, unavailable, renamed: "fabricate(userInfo:actionIdentifier:)")
  public static func with(
    userInfo: [AnyHashable: Any],
    actionIdentifier: String = UNNotificationDefaultActionIdentifier
  ) throws -> UNNotificationResponse {
    try fabricate(userInfo: userInfo, actionIdentifier: actionIdentifier)
  }

  /// Renamed ``fabricate(notification:actionIdentifier:)``; removed in the next release.
  ///
  /// - Parameters:
  ///   - notification: The notification the user responded to.
  ///   - actionIdentifier: The action the user chose.
  /// - Returns: The response.
  /// - Throws: Nothing.
  @available(*, deprecated, renamed: "fabricate(notification:actionIdentifier:)")
  public static func with(
    notification: UNNotification,
    actionIdentifier: String = UNNotificationDefaultActionIdentifier
  ) throws -> UNNotificationResponse {
    try fabricate(notification: notification, actionIdentifier: actionIdentifier)
  }
}
