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
