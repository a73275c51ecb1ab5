/// The kinds of interaction an app asks the user to allow.
///
/// ```swift
/// let granted = try await UNUserNotificationCenter.current()
///   .requestAuthorization(options: [.alert, .sound, .badge])
/// ```
public struct UNAuthorizationOptions: OptionSet, Hashable, Sendable {
  /// The options' bits.
  public let rawValue: UInt

  /// Creates options from their bits.
  ///
  /// ```swift
  /// let options = UNAuthorizationOptions(rawValue: 1 << 2)  // .alert
  /// ```
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Update the app's badge.
  public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
  /// Play sounds.
  public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
  /// Show alerts.
  public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
  /// Show notifications in CarPlay.
  public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
  /// Play sounds for critical alerts, even when muted.
  public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
  /// Show a button for the app's own notification settings.
  public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
  /// Deliver quietly to Notification Center without asking first.
  public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
  /// Let Siri read out messages.
  @available(*, deprecated, message: "Announcement authorization is always included")
  public static let announcement = UNAuthorizationOptions(rawValue: 1 << 7)
  /// Allow time-sensitive notifications.
  @available(*, deprecated, message: "Use time-sensitive entitlement")
  public static let timeSensitive = UNAuthorizationOptions(rawValue: 1 << 8)
}
