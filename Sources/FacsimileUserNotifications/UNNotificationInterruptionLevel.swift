public import FacsimileCore

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

extension UNNotificationInterruptionLevel: FixtureNamedCases {
  /// Every case, so that fixtures may name one as `facsimile show` prints it
  /// (`"active"`) as well as give its raw value.
  ///
  /// ```swift
  /// let names = UNNotificationInterruptionLevel.fixtureCases.map { String(describing: $0) }
  /// ```
  public static var fixtureCases: [UNNotificationInterruptionLevel] {
    [.passive, .active, .timeSensitive, .critical]
  }

  /// The cases' names, and `"time-sensitive"`, the spelling of APNs payloads.
  ///
  /// ```swift
  /// print(UNNotificationInterruptionLevel.fixtureStrings ?? [])
  /// ```
  public static var fixtureStrings: [String]? {
    ["passive", "active", "timeSensitive", "time-sensitive", "critical"]
  }

  /// The case a name or an APNs spelling (`"time-sensitive"`) stands for.
  ///
  /// ```swift
  /// let level = UNNotificationInterruptionLevel.fixtureValue(fromString: "time-sensitive")
  /// ```
  ///
  /// - Parameter string: A case name or APNs spelling.
  /// - Returns: The case, or `nil`.
  public static func fixtureValue(fromString string: String) -> Self? {
    if string == "time-sensitive" { return .timeSensitive }
    return fixtureCases.first { String(describing: $0) == string }
  }
}
