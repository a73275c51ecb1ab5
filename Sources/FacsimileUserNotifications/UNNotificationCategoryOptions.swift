/// How the system handles notifications of a category.
///
/// ```swift
/// let category = UNNotificationCategory(
///   identifier: "ARTICLE", actions: [], intentIdentifiers: [], options: [.customDismissAction])
/// ```
public struct UNNotificationCategoryOptions: OptionSet, Hashable, Sendable {
  /// The options' bits.
  public let rawValue: UInt

  /// Creates options from their bits.
  ///
  /// ```swift
  /// let options = UNNotificationCategoryOptions(rawValue: 1 << 0)  // .customDismissAction
  /// ```
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Dismissing the notification sends ``UNNotificationDismissActionIdentifier`` to the delegate.
  public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
  /// Notifications of the category may show in CarPlay.
  public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
  /// The title shows even when previews are hidden.
  public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
  /// The subtitle shows even when previews are hidden.
  public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)
  /// Siri may announce notifications of the category.
  @available(*, deprecated, message: "Announcement option is ignored")
  public static let allowAnnouncement = UNNotificationCategoryOptions(rawValue: 1 << 4)
}
