public import Foundation

/// The object that handles notifications arriving in the foreground and the user's responses.
///
/// Apple's protocol marks all three methods `optional`. Swift on Linux has no optional protocol
/// requirements, so each has a default implementation that does what Apple does when the method
/// is missing: `willPresent` presents nothing (it calls the completion handler with `[]`),
/// `didReceive` calls the completion handler, `openSettingsFor` does nothing.
///
/// ```swift
/// final class ArticleCenterDelegate: NSObject, UNUserNotificationCenterDelegate {
///   func userNotificationCenter(
///     _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
///     withCompletionHandler completionHandler: @escaping () -> Void
///   ) {
///     // open the article named in response.notification.request.content.userInfo
///     completionHandler()
///   }
/// }
/// ```
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
  /// Asks how to present a notification that arrives while the app is in the foreground.
  ///
  /// ```swift
  /// func userNotificationCenter(
  ///   _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
  ///   withCompletionHandler completionHandler:
  ///     @escaping (UNNotificationPresentationOptions) -> Void
  /// ) {
  ///   completionHandler([.banner, .sound])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - center: The notification center.
  ///   - notification: The notification about to be presented.
  ///   - completionHandler: The block to call, once, with the presentation options.
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  )

  /// Tells the delegate how the user responded to a notification.
  ///
  /// ```swift
  /// func userNotificationCenter(
  ///   _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
  ///   withCompletionHandler completionHandler: @escaping () -> Void
  /// ) {
  ///   route(response.notification.request.content.userInfo)
  ///   completionHandler()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - center: The notification center.
  ///   - response: The user's response.
  ///   - completionHandler: The block to call, once, when the response is handled.
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  )

  /// Asks the app to show its own notification settings.
  ///
  /// ```swift
  /// func userNotificationCenter(
  ///   _ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?
  /// ) {
  ///   showNotificationSettings()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - center: The notification center.
  ///   - notification: The notification the user came from, or `nil` if they came from Settings.
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

extension UNUserNotificationCenterDelegate {
  /// Presents nothing, as Apple does when the delegate does not implement the method: calls
  /// `completionHandler([])`.
  ///
  /// ```swift
  /// delegate.userNotificationCenter(center, willPresent: notification) { options in
  ///   print(options.isEmpty)  // true
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - center: The notification center.
  ///   - notification: The notification about to be presented.
  ///   - completionHandler: Called with `[]`.
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    completionHandler([])
  }

  /// Handles nothing and calls `completionHandler()`.
  ///
  /// ```swift
  /// delegate.userNotificationCenter(center, didReceive: response) { print("handled") }
  /// ```
  ///
  /// - Parameters:
  ///   - center: The notification center.
  ///   - response: The user's response.
  ///   - completionHandler: Called once.
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    completionHandler()
  }

  /// Does nothing.
  ///
  /// ```swift
  /// delegate.userNotificationCenter(center, openSettingsFor: nil)
  /// ```
  ///
  /// - Parameters:
  ///   - center: The notification center.
  ///   - notification: The notification the user came from, or `nil`.
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?
  ) {}
}
