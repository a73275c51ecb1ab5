extension UISceneSession {
  /// The kind of interface a session and its scene provide.
  ///
  /// A string-backed value, like Apple's `UISceneSessionRole`; the raw values are the names the
  /// app's Info.plist uses under `UISceneConfigurations`.
  ///
  /// ```swift
  /// let session = UISceneSession.fabricate(role: .windowApplication)
  /// let fromFixture = try InstanceHelper.create(UISceneSession.self, properties: [
  ///   "role": "UIWindowSceneSessionRoleApplication"
  /// ])
  /// ```
  public struct Role: Hashable, RawRepresentable, Sendable {
    /// The role's string.
    public var rawValue: String

    /// Creates a role from its string.
    ///
    /// ```swift
    /// let role = UISceneSession.Role(rawValue: "UIWindowSceneSessionRoleApplication")
    /// ```
    ///
    /// - Parameter rawValue: The role's string.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }
  }
}

extension UISceneSession.Role {
  /// The app's main, interactive windows.
  public static let windowApplication = UISceneSession.Role(
    rawValue: "UIWindowSceneSessionRoleApplication")

  /// Non-interactive windows on an external display.
  public static let windowExternalDisplayNonInteractive = UISceneSession.Role(
    rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")

  /// Windows on an external display; replaced by ``windowExternalDisplayNonInteractive``.
  @available(
    iOS, introduced: 13.0, deprecated: 16.0, renamed: "windowExternalDisplayNonInteractive"
  )
  public static let windowExternalDisplay = UISceneSession.Role(
    rawValue: "UIWindowSceneSessionRoleExternalDisplay")
}
