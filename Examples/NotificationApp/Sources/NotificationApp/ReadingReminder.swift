import Foundation

#if canImport(UIKit)
  import UserNotifications
#else
  import Facsimile  // Facsimile's models of UserNotifications
#endif

/// Reminds the user to finish an article an hour later: a local notification in the article
/// category, scheduled through the app's notification center, as real code calls it.
public enum ReadingReminder {
  /// How long after scheduling the reminder comes.
  public static let delay: TimeInterval = 60 * 60

  /// Schedules the reminder for an article, replacing an earlier one for the same article.
  public static func schedule(articleID: String) {
    let content = UNMutableNotificationContent()
    content.title = "Finish reading"
    content.categoryIdentifier = AppRouter.articleCategory
    content.userInfo = ["articleId": articleID]
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: delay, repeats: false)
    let request = UNNotificationRequest(
      identifier: "reminder-\(articleID)", content: content, trigger: trigger)
    UNUserNotificationCenter.current().add(request, withCompletionHandler: nil)
  }

  /// Cancels the reminder for an article, if it has not come yet.
  public static func cancel(articleID: String) {
    UNUserNotificationCenter.current().removePendingNotificationRequests(
      withIdentifiers: ["reminder-\(articleID)"])
  }
}
