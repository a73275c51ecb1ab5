/// The action identifier of a response to a notification the user opened the app from.
///
/// ```swift
/// if response.actionIdentifier == UNNotificationDefaultActionIdentifier { openArticle() }
/// ```
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"

/// The action identifier of a response to a notification the user dismissed.
///
/// The delegate receives it only for categories with
/// ``UNNotificationCategoryOptions/customDismissAction``.
///
/// ```swift
/// if response.actionIdentifier == UNNotificationDismissActionIdentifier { markAsSeen() }
/// ```
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"
