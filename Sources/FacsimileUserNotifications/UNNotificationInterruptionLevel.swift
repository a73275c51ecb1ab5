/// How urgently a notification asks for the user's attention.
///
/// ```swift
/// content.interruptionLevel = .timeSensitive
/// ```
public enum UNNotificationInterruptionLevel: UInt, Sendable {
  /// Added to the notification list without lighting the screen or playing a sound.
  case passive = 0
  /// Presented right away, lighting the screen and possibly playing a sound; the default.
  case active = 1
  /// Presented right away, breaking through Focus and notification summaries.
  case timeSensitive = 2
  /// Presented right away, with sound even when the device is muted.
  case critical = 3
}
