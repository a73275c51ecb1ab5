import FacsimileCore
public import Foundation

/// The object that handles notifications arriving in the foreground and the user's responses.
///
/// Apple's protocol marks all three methods `optional`. Swift on Linux has no optional protocol
/// requirements, so each has a default implementation that does what Apple does when the method
/// is missing: `willPresent` presents nothing (it answers `[]`), `didReceive` handles nothing,
/// `openSettingsFor` does nothing.
///
/// `willPresent` and `didReceive` come in two forms, as Swift imports them from Apple's header:
/// with a completion handler, and `async`. Implement either, as on iOS: the default of each form
/// awaits the other, so the system (here, the lifecycle driver and the notification clock, which
/// call the completion-handler form, the Objective-C selector) reaches the one you wrote.
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
///
/// The `async` forms take their notification and response as `sending`: a delegate whose class
/// is `@MainActor` (an app delegate) implements them as iOS code does, without `nonisolated`.
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

  /// The `async` form of ``userNotificationCenter(_:willPresent:withCompletionHandler:)``.
  ///
  /// ```swift
  /// func userNotificationCenter(
  ///   _ center: UNUserNotificationCenter, willPresent notification: UNNotification
  /// ) async -> UNNotificationPresentationOptions {
  ///   [.banner, .list]
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - center: The notification center.
  ///   - notification: The notification about to be presented.
  /// - Returns: How to present it.
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: sending UNNotification
  ) async -> UNNotificationPresentationOptions

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

  /// The `async` form of ``userNotificationCenter(_:didReceive:withCompletionHandler:)``.
  ///
  /// ```swift
  /// func userNotificationCenter(
  ///   _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
  /// ) async {
  ///   await route(response.notification.request.content.userInfo)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - center: The notification center.
  ///   - response: The user's response.
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: sending UNNotificationResponse
  ) async

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
  /// Answers with what the delegate's `async` form returns, so a delegate that implements either
  /// form is asked, as the system calls whichever form a delegate implements. A delegate that
  /// implements neither presents nothing, as Apple does when the method is missing: `[]`.
  ///
  /// The `async` form runs in a `Task` (on the global executor, then on the delegate's actor if it
  /// has one), so `completionHandler` is called after this method returns.
  ///
  /// ```swift
  /// delegate.userNotificationCenter(center, willPresent: notification) { options in
  ///   print(options)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - center: The notification center.
  ///   - notification: The notification about to be presented.
  ///   - completionHandler: Called once, with the presentation options.
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    let notification = HandOff(notification)
    DelegateForwarding.completionHandlerDefault(
      "userNotificationCenter(_:willPresent:)", of: self, unimplemented: [],
      completionHandler: completionHandler
    ) {
      await self.userNotificationCenter(center, willPresent: notification.value)
    }
  }

  /// Answers with what the delegate's completion-handler form hands its handler, so a delegate
  /// that implements either form is asked. A delegate that implements neither answers `[]`; so
  /// does one that releases the handler without calling it. A second call is ignored.
  ///
  /// ```swift
  /// let options = await delegate.userNotificationCenter(center, willPresent: notification)
  /// ```
  ///
  /// - Parameters:
  ///   - center: The notification center.
  ///   - notification: The notification about to be presented.
  /// - Returns: How to present it.
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: sending UNNotification
  ) async -> UNNotificationPresentationOptions {
    await DelegateForwarding.asyncDefault(
      "userNotificationCenter(_:willPresent:)", of: self, unimplemented: []
    ) { handler in
      self.userNotificationCenter(center, willPresent: notification, withCompletionHandler: handler)
    }
  }

  /// Awaits the delegate's `async` form, so a delegate that implements either form handles the
  /// response, then calls `completionHandler()`, after this method returns. A delegate that
  /// implements neither handles nothing, and `completionHandler` is called at once.
  ///
  /// ```swift
  /// delegate.userNotificationCenter(center, didReceive: response) { print("handled") }
  /// ```
  ///
  /// - Parameters:
  ///   - center: The notification center.
  ///   - response: The user's response.
  ///   - completionHandler: Called once, when the response is handled.
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    let response = HandOff(response)
    DelegateForwarding.completionHandlerDefault(
      "userNotificationCenter(_:didReceive:)", of: self, unimplemented: (),
      completionHandler: completionHandler
    ) {
      await self.userNotificationCenter(center, didReceive: response.value)
    }
  }

  /// Returns once the delegate's completion-handler form calls its handler, so a delegate that
  /// implements either form handles the response. A delegate that implements neither returns at
  /// once; so does one that releases the handler without calling it.
  ///
  /// ```swift
  /// await delegate.userNotificationCenter(center, didReceive: response)
  /// ```
  ///
  /// - Parameters:
  ///   - center: The notification center.
  ///   - response: The user's response.
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: sending UNNotificationResponse
  ) async {
    await DelegateForwarding.asyncDefault(
      "userNotificationCenter(_:didReceive:)", of: self, unimplemented: ()
    ) { handler in
      self.userNotificationCenter(center, didReceive: response) { handler(()) }
    }
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
