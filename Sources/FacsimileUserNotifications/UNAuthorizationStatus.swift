public import FacsimileCore

/// Whether the app may post notifications.
///
/// ```swift
/// let settings = await UNUserNotificationCenter.current().notificationSettings()
/// if settings.authorizationStatus == .authorized { schedule() }
/// ```
public enum UNAuthorizationStatus: Int, Sendable {
  /// The user has not yet chosen.
  case notDetermined = 0
  /// The app may not post notifications.
  case denied = 1
  /// The app may post notifications.
  case authorized = 2
  /// The app may post quiet notifications, without having asked.
  case provisional = 3
  /// The App Clip may post notifications for a limited time.
  case ephemeral = 4
}

extension UNAuthorizationStatus: FixtureNamedCases {
  /// Every case, so that fixtures may name one as `facsimile show` prints it
  /// (`"denied"`) as well as give its raw value.
  ///
  /// ```swift
  /// let names = UNAuthorizationStatus.fixtureCases.map { String(describing: $0) }
  /// ```
  public static var fixtureCases: [UNAuthorizationStatus] {
    [.notDetermined, .denied, .authorized, .provisional, .ephemeral]
  }
}
