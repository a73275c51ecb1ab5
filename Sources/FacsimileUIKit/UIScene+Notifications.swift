public import Foundation

extension UIScene {
  /// Posted by UIKit when a scene connects. Facsimile declares the name and never posts it.
  ///
  /// ```swift
  /// let observer = center.addObserver(
  ///   forName: UIScene.willConnectNotification, object: nil, queue: nil) { _ in }
  /// ```
  nonisolated public static let willConnectNotification = Notification.Name(
    "UISceneWillConnectNotification")

  /// Posted by UIKit when a scene disconnects. Facsimile declares the name and never posts it.
  nonisolated public static let didDisconnectNotification = Notification.Name(
    "UISceneDidDisconnectNotification")

  /// Posted by UIKit when a scene becomes active. Facsimile declares the name and never posts it.
  nonisolated public static let didActivateNotification = Notification.Name(
    "UISceneDidActivateNotification")

  /// Posted by UIKit when a scene is about to become inactive. Facsimile declares the name and
  /// never posts it.
  nonisolated public static let willDeactivateNotification = Notification.Name(
    "UISceneWillDeactivateNotification")

  /// Posted by UIKit when a scene is about to enter the foreground. Facsimile declares the name
  /// and never posts it.
  nonisolated public static let willEnterForegroundNotification = Notification.Name(
    "UISceneWillEnterForegroundNotification")

  /// Posted by UIKit when a scene enters the background. Facsimile declares the name and never
  /// posts it.
  nonisolated public static let didEnterBackgroundNotification = Notification.Name(
    "UISceneDidEnterBackgroundNotification")
}
