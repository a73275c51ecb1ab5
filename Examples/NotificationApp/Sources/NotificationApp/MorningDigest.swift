import Foundation

#if canImport(UIKit)
  import UserNotifications
#else
  import Facsimile  // Facsimile's models of UserNotifications
#endif

/// The morning digest: a notification every day at 8:00 where the user is, scheduled as real
/// code schedules it, with no time zone in its components (iOS reads them in the device's zone).
public enum MorningDigest {
  /// The request's identifier.
  public static let identifier = "morning-digest"

  /// Schedules the digest, replacing an earlier one.
  public static func schedule() {
    let content = UNMutableNotificationContent()
    content.title = "Your morning digest"
    content.categoryIdentifier = AppRouter.articleCategory
    let trigger = UNCalendarNotificationTrigger(
      dateMatching: DateComponents(hour: 8), repeats: true)
    UNUserNotificationCenter.current().add(
      UNNotificationRequest(identifier: identifier, content: content, trigger: trigger),
      withCompletionHandler: nil)
  }
}
