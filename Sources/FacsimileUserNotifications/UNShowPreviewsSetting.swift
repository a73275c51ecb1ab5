/// When the system shows notification previews.
///
/// ```swift
/// if settings.showPreviewsSetting == .never { useGenericBody() }
/// ```
public enum UNShowPreviewsSetting: Int, Sendable {
  /// Always.
  case always = 0
  /// Only when the device is unlocked.
  case whenAuthenticated = 1
  /// Never.
  case never = 2
}
