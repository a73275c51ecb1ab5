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
