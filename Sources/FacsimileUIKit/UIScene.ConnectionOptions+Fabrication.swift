import FacsimileCore
public import FacsimileUserNotifications
public import Foundation

extension UIScene.ConnectionOptions {
  /// Options for a scene opened with URLs, for tests.
  ///
  /// ```swift
  /// let options = UIScene.ConnectionOptions.fabricate(urls: [articleURL])
  /// sceneDelegate.scene(scene, willConnectTo: scene.session, options: options)
  /// ```
  ///
  /// - Parameters:
  ///   - urls: The URLs; each becomes one of ``urlContexts``.
  ///   - sourceApplication: The bundle identifier of the app that asked, set on the options and
  ///     on each context's options.
  /// - Returns: The options.
  nonisolated public static func fabricate(urls: [URL], sourceApplication: String? = nil)
    -> UIScene.ConnectionOptions
  {
    let contexts = Set(
      urls.map { UIOpenURLContext.fabricate(url: $0, sourceApplication: sourceApplication) })
    let options = UIScene.ConnectionOptions()
    options.storage.set(\.urlContexts, contexts, on: options)
    options.storage.set(\.sourceApplication, sourceApplication, on: options)
    return options
  }

  /// Options for a scene that continues user activities, for tests.
  ///
  /// ```swift
  /// let activity = NSUserActivity(activityType: "com.example.article")
  /// let options = UIScene.ConnectionOptions.fabricate(userActivities: [activity])
  /// ```
  ///
  /// - Parameter userActivities: The activities.
  /// - Returns: The options.
  nonisolated public static func fabricate(userActivities: [NSUserActivity])
    -> UIScene.ConnectionOptions
  {
    let options = UIScene.ConnectionOptions()
    options.storage.set(\.userActivities, Set(userActivities), on: options)
    return options
  }

  /// Options for a scene opened from a notification, for tests.
  ///
  /// ```swift
  /// let response = try UNNotificationResponse.fabricate(userInfo: ["articleID": 42])
  /// let options = UIScene.ConnectionOptions.fabricate(notificationResponse: response)
  /// ```
  ///
  /// - Parameter notificationResponse: The user's response to the notification.
  /// - Returns: The options.
  nonisolated public static func fabricate(notificationResponse: UNNotificationResponse)
    -> UIScene.ConnectionOptions
  {
    let options = UIScene.ConnectionOptions()
    options.storage.set(\.notificationResponse, notificationResponse, on: options)
    return options
  }

  /// Options for a scene opened from a Home Screen quick action, for tests.
  ///
  /// ```swift
  /// let item = UIApplicationShortcutItem(type: "com.example.compose", localizedTitle: "New")
  /// let options = UIScene.ConnectionOptions.fabricate(shortcutItem: item)
  /// ```
  ///
  /// - Parameter shortcutItem: The quick action.
  /// - Returns: The options.
  nonisolated public static func fabricate(shortcutItem: UIApplicationShortcutItem)
    -> UIScene.ConnectionOptions
  {
    let options = UIScene.ConnectionOptions()
    options.storage.set(\.shortcutItem, shortcutItem, on: options)
    return options
  }
}

// MARK: Renamed

extension UIScene.ConnectionOptions {
  /// Renamed ``fabricate(urls:sourceApplication:)``; removed in the next release.
  ///
  /// - Parameters:
  ///   - urls: The URLs.
  ///   - sourceApplication: The bundle identifier of the app that asked.
  /// - Returns: The options.
  @available(*, deprecated, renamed: "fabricate(urls:sourceApplication:)")
  nonisolated public static func with(urls: [URL], sourceApplication: String? = nil)
    -> UIScene.ConnectionOptions
  {
    fabricate(urls: urls, sourceApplication: sourceApplication)
  }

  /// Renamed ``fabricate(userActivities:)``; removed in the next release.
  ///
  /// - Parameter userActivities: The activities.
  /// - Returns: The options.
  @available(*, deprecated, renamed: "fabricate(userActivities:)")
  nonisolated public static func with(userActivities: [NSUserActivity]) -> UIScene.ConnectionOptions
  {
    fabricate(userActivities: userActivities)
  }

  /// Renamed ``fabricate(notificationResponse:)``; removed in the next release.
  ///
  /// - Parameter notificationResponse: The user's response to the notification.
  /// - Returns: The options.
  @available(*, deprecated, renamed: "fabricate(notificationResponse:)")
  nonisolated public static func with(notificationResponse: UNNotificationResponse)
    -> UIScene.ConnectionOptions
  {
    fabricate(notificationResponse: notificationResponse)
  }

  /// Renamed ``fabricate(shortcutItem:)``; removed in the next release.
  ///
  /// - Parameter shortcutItem: The quick action.
  /// - Returns: The options.
  @available(*, deprecated, renamed: "fabricate(shortcutItem:)")
  nonisolated public static func with(shortcutItem: UIApplicationShortcutItem)
    -> UIScene.ConnectionOptions
  {
    fabricate(shortcutItem: shortcutItem)
  }
}
