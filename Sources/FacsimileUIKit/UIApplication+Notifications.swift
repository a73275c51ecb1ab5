public import Foundation

extension UIApplication {
  /// Posted by UIKit when the app becomes active. Facsimile declares the name and never posts it.
  ///
  /// ```swift
  /// let observer = center.addObserver(
  ///   forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil) { _ in }
  /// ```
  nonisolated public static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")

  /// Posted by UIKit when the app is about to become inactive. Facsimile never posts it.
  nonisolated public static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification")

  /// Posted by UIKit when the app enters the background. Facsimile never posts it.
  nonisolated public static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")

  /// Posted by UIKit when the app is about to enter the foreground. Facsimile never posts it.
  nonisolated public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")

  /// Posted by UIKit when the app is about to terminate. Facsimile never posts it.
  nonisolated public static let willTerminateNotification = Notification.Name(
    "UIApplicationWillTerminateNotification")

  /// Posted by UIKit when the app has finished launching. Facsimile never posts it.
  nonisolated public static let didFinishLaunchingNotification = Notification.Name(
    "UIApplicationDidFinishLaunchingNotification")
}
