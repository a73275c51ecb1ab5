public import FacsimileCore

/// Whether one kind of notification presentation is on.
///
/// ```swift
/// if settings.soundSetting == .enabled { playChime() }
/// ```
public enum UNNotificationSetting: Int, Sendable {
  /// The app did not ask for this kind of presentation.
  case notSupported = 0
  /// The user turned it off.
  case disabled = 1
  /// It is on.
  case enabled = 2
}

extension UNNotificationSetting: FixtureNamedCases {
  /// Every case, so that fixtures may name one as `facsimile show` prints it
  /// (`"disabled"`) as well as give its raw value.
  ///
  /// ```swift
  /// let names = UNNotificationSetting.fixtureCases.map { String(describing: $0) }
  /// ```
  public static var fixtureCases: [UNNotificationSetting] { [.notSupported, .disabled, .enabled] }
}
