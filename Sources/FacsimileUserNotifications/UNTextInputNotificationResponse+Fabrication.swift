import FacsimileCore

extension UNTextInputNotificationResponse {
  /// A response to a text-input action, with the text the user typed.
  ///
  /// ```swift
  /// let reply = try UNTextInputNotificationResponse.fabricate(
  ///   userText: "On my way", userInfo: ["threadId": "42"], actionIdentifier: "REPLY")
  /// delegate.userNotificationCenter(.current(), didReceive: reply, withCompletionHandler: {})
  /// ```
  ///
  /// - Parameters:
  ///   - userText: The text the user entered.
  ///   - userInfo: The content's custom data.
  ///   - actionIdentifier: The identifier of the text-input action.
  /// - Returns: The response. Its notification's request has the identifier `""` and no
  ///   trigger, and its date is ``PushPayload/defaultDate`` (`1970-01-01T00:00:00Z`), so that two
  ///   responses made from equal input are equal (`==`).
  /// - Throws: Nothing today; it throws so that it reads like the code it replaces.
  public static func fabricate(
    userText: String, userInfo: [AnyHashable: Any] = [:],
    actionIdentifier: String = UNNotificationDefaultActionIdentifier
  ) throws -> UNTextInputNotificationResponse {
    let content = UNMutableNotificationContent()
    content.userInfo = userInfo
    let response = UNTextInputNotificationResponse(blank: ())
    let notification = try UNNotification.fabricate(content: content)
    response.storage.set(\.notification, notification, on: response)
    response.storage.set(\.actionIdentifier, actionIdentifier, on: response)
    response.textInputStorage.set(\.userText, userText, on: response)
    return response
  }
}

// MARK: Renamed

extension UNTextInputNotificationResponse {
  /// Renamed ``fabricate(userText:userInfo:actionIdentifier:)``; removed in the next release.
  ///
  /// - Parameters:
  ///   - userText: The text the user entered.
  ///   - userInfo: The content's custom data.
  ///   - actionIdentifier: The identifier of the text-input action.
  /// - Returns: The response.
  /// - Throws: Nothing.
  @available(*, deprecated, renamed: "fabricate(userText:userInfo:actionIdentifier:)")
  public static func with(
    userText: String, userInfo: [AnyHashable: Any] = [:],
    actionIdentifier: String = UNNotificationDefaultActionIdentifier
  ) throws -> UNTextInputNotificationResponse {
    try fabricate(userText: userText, userInfo: userInfo, actionIdentifier: actionIdentifier)
  }
}
