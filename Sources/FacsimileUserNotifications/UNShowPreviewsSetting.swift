public import FacsimileCore

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

extension UNShowPreviewsSetting: FixtureNamedCases {
  /// Every case, so that fixtures may name one as `facsimile show` prints it
  /// (`"whenAuthenticated"`) as well as give its raw value.
  ///
  /// ```swift
  /// let names = UNShowPreviewsSetting.fixtureCases.map { String(describing: $0) }
  /// ```
  public static var fixtureCases: [UNShowPreviewsSetting] { [.always, .whenAuthenticated, .never] }
}
