import FacsimileCore
public import Foundation

extension PushPayload {
  /// The content a device makes from the payload: immutable, as delivered notifications hold it.
  ///
  /// ```swift
  /// let content = try PushPayload(json: #"{"aps": {"alert": "Hello", "badge": 0}}"#).content()
  /// #expect(content.body == "Hello")
  /// #expect(content.badge?.intValue == 0)
  /// ```
  ///
  /// - Returns: The content, with the whole payload as its `userInfo`.
  /// - Throws: `FacsimileError` listing every value of `aps` that does not fit, each named by
  ///   its payload key path (`PushPayload.aps.badge: expected Int, found String "three"`), with
  ///   the line and column when the payload came from JSON; or naming `aps` when it is missing.
  public func content() throws -> UNNotificationContent {
    try InstanceHelper.create(UNNotificationContent.self, properties: contentProperties())
  }

  /// The notification a device delivers for the payload: its request has the content and a
  /// ``UNPushNotificationTrigger``.
  ///
  /// ```swift
  /// let notification = try payload.notification(identifier: "apns-1")
  /// delegate.userNotificationCenter(.current(), willPresent: notification) { options in }
  /// #expect(notification.request.trigger is UNPushNotificationTrigger)
  /// ```
  ///
  /// - Parameters:
  ///   - identifier: The request's identifier; ``defaultIdentifier`` unless given.
  ///   - date: When the notification was delivered; ``defaultDate`` unless given.
  /// - Returns: The notification.
  /// - Throws: As ``content()``.
  public func notification(
    identifier: String = PushPayload.defaultIdentifier, date: Date = PushPayload.defaultDate
  ) throws -> UNNotification {
    try UNNotification.fabricate(
      content: content(), identifier: identifier, date: date,
      trigger: InstanceHelper.create(UNPushNotificationTrigger.self))
  }

  /// The response a device hands the app when the user opens the notification or picks one of
  /// its actions.
  ///
  /// ```swift
  /// let response = try payload.response()
  /// delegate.userNotificationCenter(.current(), didReceive: response, withCompletionHandler: {})
  /// ```
  ///
  /// For a notification with another identifier or date, build the response from
  /// ``notification(identifier:date:)`` with `UNNotificationResponse.fabricate(notification:)`.
  ///
  /// - Parameter actionIdentifier: The action the user chose; opening the app unless given.
  /// - Returns: The response to ``notification(identifier:date:)`` with its defaults.
  /// - Throws: As ``content()``.
  public func response(actionIdentifier: String = UNNotificationDefaultActionIdentifier) throws
    -> UNNotificationResponse
  {
    try UNNotificationResponse.fabricate(
      notification: notification(), actionIdentifier: actionIdentifier)
  }

  /// The response a device hands the app when the user replies with a text-input action.
  ///
  /// ```swift
  /// let reply = try payload.textInputResponse(actionIdentifier: "REPLY", userText: "On my way")
  /// delegate.userNotificationCenter(.current(), didReceive: reply, withCompletionHandler: {})
  /// ```
  ///
  /// - Parameters:
  ///   - actionIdentifier: The identifier of the ``UNTextInputNotificationAction`` the user chose.
  ///   - userText: The text the user typed.
  /// - Returns: The response to ``notification(identifier:date:)`` with its defaults.
  /// - Throws: As ``content()``.
  public func textInputResponse(actionIdentifier: String, userText: String) throws
    -> UNTextInputNotificationResponse
  {
    try InstanceHelper.create(
      UNTextInputNotificationResponse.self,
      properties: [
        "notification": notification(), "actionIdentifier": actionIdentifier,
        "userText": userText,
      ])
  }
}
