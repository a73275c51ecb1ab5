public import FacsimileCore

extension UIApplicationShortcutIcon {
  /// The system icons a Home Screen quick action can show.
  ///
  /// ```swift
  /// let icon = UIApplicationShortcutIcon(type: .compose)
  /// ```
  public enum IconType: Int, Sendable {
    /// A pencil on paper.
    case compose = 0
    /// A play triangle.
    case play
    /// Pause bars.
    case pause
    /// A plus sign.
    case add
    /// A location arrow.
    case location
    /// A magnifying glass.
    case search
    /// A share box.
    case share
    /// A prohibition sign.
    case prohibit
    /// A contact silhouette.
    case contact
    /// A house.
    case home
    /// A location pin.
    case markLocation
    /// A star.
    case favorite
    /// A heart.
    case love
    /// A cloud.
    case cloud
    /// An invitation.
    case invitation
    /// A check mark.
    case confirmation
    /// An envelope.
    case mail
    /// A speech bubble.
    case message
    /// A calendar.
    case date
    /// A clock.
    case time
    /// A camera.
    case capturePhoto
    /// A video camera.
    case captureVideo
    /// An empty check box.
    case task
    /// A checked box.
    case taskCompleted
    /// An alarm clock.
    case alarm
    /// A bookmark.
    case bookmark
    /// Crossed arrows.
    case shuffle
    /// A music note.
    case audio
    /// Circular arrows.
    case update
  }
}

extension UIApplicationShortcutIcon.IconType: FixtureNamedCases {
  /// Every case, so that fixtures may name one as `facsimile show` prints it (`"compose"`) as
  /// well as give its raw value.
  ///
  /// ```swift
  /// let names = UIApplicationShortcutIcon.IconType.fixtureCases.map { String(describing: $0) }
  /// ```
  public static var fixtureCases: [UIApplicationShortcutIcon.IconType] {
    (0...28).compactMap { UIApplicationShortcutIcon.IconType(rawValue: $0) }
  }
}
