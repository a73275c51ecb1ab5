public import FacsimileCore

/// How the system shows alerts for the app.
///
/// ```swift
/// if settings.alertStyle == .none { showInAppBanner() }
/// ```
public enum UNAlertStyle: Int, Sendable {
  /// No alerts.
  case none = 0
  /// Banners that go away by themselves.
  case banner = 1
  /// Alerts that stay until the user acts.
  case alert = 2
}

extension UNAlertStyle: FixtureNamedCases {
  /// Every case, so that fixtures may name one as `facsimile show` prints it
  /// (`"banner"`) as well as give its raw value.
  ///
  /// ```swift
  /// let names = UNAlertStyle.fixtureCases.map { String(describing: $0) }
  /// ```
  public static var fixtureCases: [UNAlertStyle] { [.none, .banner, .alert] }
}
