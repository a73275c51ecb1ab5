/// How to present a notification that arrives while the app is in the foreground.
///
/// ```swift
/// func userNotificationCenter(
///   _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
///   withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
/// ) {
///   completionHandler([.banner, .list, .sound])
/// }
/// ```
public struct UNNotificationPresentationOptions: OptionSet, Hashable, Sendable {
  /// The options' bits.
  public let rawValue: UInt

  /// Creates options from their bits.
  ///
  /// ```swift
  /// let options = UNNotificationPresentationOptions(rawValue: 1 << 4)  // .banner
  /// ```
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Apply the notification's badge value to the app's icon.
  public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
  /// Play the notification's sound.
  public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
  /// Show the notification as an alert.
  @available(*, deprecated, message: "Use -list and -banner instead")
  public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
  /// Show the notification in Notification Center.
  public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
  /// Show the notification as a banner.
  public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}
