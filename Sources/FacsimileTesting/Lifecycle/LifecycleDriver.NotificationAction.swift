import Facsimile

extension LifecycleDriver {
  /// What the user does with a notification: tap it, choose one of its category's actions, or
  /// reply in its text field.
  ///
  /// ```swift
  /// await driver.tap(notification)  // the default action
  /// await driver.tap(notification, action: .action("MARK_READ"))
  /// await driver.tap(notification, action: .textReply("REPLY", text: "On my way"))
  /// ```
  public enum NotificationAction: Hashable, Sendable {
    /// Tapping the notification: `UNNotificationDefaultActionIdentifier`. It opens the app.
    case `default`

    /// Choosing a custom action of the notification's category. It opens the app only if the
    /// action, as registered with the center, has the `.foreground` option.
    case action(String)

    /// Replying with the text field of a `UNTextInputNotificationAction`: the app gets a
    /// `UNTextInputNotificationResponse`. It opens the app only with the `.foreground` option.
    case textReply(String, text: String)

    /// The response's `actionIdentifier`.
    var identifier: String {
      switch self {
      case .default: UNNotificationDefaultActionIdentifier
      case .action(let identifier), .textReply(let identifier, _): identifier
      }
    }
  }
}
