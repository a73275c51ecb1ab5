public import FacsimileCore

extension UIApplication {
  /// Whether the app is in the foreground and receiving events.
  ///
  /// ```swift
  /// if application.applicationState == .background { scheduleRefresh() }
  /// ```
  public enum State: Int, Sendable {
    /// In the foreground, receiving events.
    case active = 0
    /// In the foreground, not receiving events: launching, or interrupted.
    case inactive = 1
    /// In the background.
    case background = 2
  }
}

extension UIApplication.State: FixtureNamedCases {
  /// Every case, so that fixtures may name one (`"background"`) as well as give its raw value.
  ///
  /// ```swift
  /// let names = UIApplication.State.fixtureCases.map { String(describing: $0) }
  /// ```
  public static var fixtureCases: [UIApplication.State] { [.active, .inactive, .background] }
}
