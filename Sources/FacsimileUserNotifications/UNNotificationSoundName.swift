/// The name of a sound file in the app's bundle or its `Library/Sounds` folder.
///
/// ```swift
/// let sound = UNNotificationSound(named: UNNotificationSoundName("chime.caf"))
/// ```
public struct UNNotificationSoundName: Hashable, RawRepresentable, Sendable {
  /// The file name.
  public let rawValue: String

  /// Creates a sound name from a file name.
  ///
  /// ```swift
  /// let name = UNNotificationSoundName(rawValue: "chime.caf")
  /// ```
  ///
  /// - Parameter rawValue: The file name, with its extension.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates a sound name from a file name.
  ///
  /// ```swift
  /// let name = UNNotificationSoundName("chime.caf")
  /// ```
  ///
  /// - Parameter rawValue: The file name, with its extension.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }
}
