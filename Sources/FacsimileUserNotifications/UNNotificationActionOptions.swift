/// The behaviours of a notification action.
///
/// ```swift
/// let delete = UNNotificationAction(
///   identifier: "DELETE", title: "Delete", options: [.destructive, .authenticationRequired])
/// ```
public struct UNNotificationActionOptions: OptionSet, Hashable, Sendable {
  /// The options' bits.
  public let rawValue: UInt

  /// Creates options from their bits.
  ///
  /// ```swift
  /// let options = UNNotificationActionOptions(rawValue: 1 << 2)  // .foreground
  /// ```
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The action runs only on an unlocked device.
  public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
  /// The action is destructive and shown as such.
  public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
  /// The action opens the app.
  public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}
