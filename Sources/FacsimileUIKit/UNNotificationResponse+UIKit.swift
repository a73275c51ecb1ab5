public import FacsimileUserNotifications

extension UNNotificationResponse {
  /// The scene the response is for, if the system knows: the scene whose delegate gets it.
  ///
  /// Declared by UIKit, in an extension of `UNNotificationResponse`, as Apple's UIKit declares
  /// it. The system sets it; in tests, give it with
  /// `fabricate(notification:actionIdentifier:targetScene:)` or
  /// `fabricate(userInfo:actionIdentifier:targetScene:)`.
  /// It is not a key: fixtures, archives and copies do not carry it.
  ///
  /// ```swift
  /// let scene = response.targetScene as? UIWindowScene
  /// ```
  @preconcurrency @MainActor public var targetScene: UIScene? {
    targetSceneObject as? UIScene
  }

  /// A response for a scene, for tests: `fabricate(notification:actionIdentifier:)` with a
  /// `targetScene`.
  ///
  /// ```swift
  /// let scene = UIWindowScene.fabricate()
  /// let response = try UNNotificationResponse.fabricate(
  ///   notification: notification, actionIdentifier: "OPEN", targetScene: scene)
  /// ```
  ///
  /// - Parameters:
  ///   - notification: The notification the user responded to.
  ///   - actionIdentifier: The action the user chose.
  ///   - targetScene: The scene the response is for.
  /// - Returns: The response.
  /// - Throws: Nothing today; it throws so that it reads like the code it replaces.
  nonisolated public static func fabricate(
    notification: UNNotification, actionIdentifier: String, targetScene: UIScene?
  ) throws -> UNNotificationResponse {
    let response = try fabricate(notification: notification, actionIdentifier: actionIdentifier)
    response.targetSceneObject = targetScene
    return response
  }

  /// A response to a notification whose content carries `userInfo`, for a scene, for tests:
  /// `fabricate(userInfo:actionIdentifier:)` with a `targetScene`.
  ///
  /// ```swift
  /// let response = try UNNotificationResponse.fabricate(
  ///   userInfo: ["articleId": "1"], actionIdentifier: UNNotificationDefaultActionIdentifier,
  ///   targetScene: scene)
  /// ```
  ///
  /// - Parameters:
  ///   - userInfo: The content's custom data.
  ///   - actionIdentifier: The action the user chose.
  ///   - targetScene: The scene the response is for.
  /// - Returns: The response.
  /// - Throws: Nothing today; it throws so that it reads like the code it replaces.
  nonisolated public static func fabricate(
    userInfo: [AnyHashable: Any], actionIdentifier: String, targetScene: UIScene?
  ) throws -> UNNotificationResponse {
    let response = try fabricate(userInfo: userInfo, actionIdentifier: actionIdentifier)
    response.targetSceneObject = targetScene
    return response
  }
}
