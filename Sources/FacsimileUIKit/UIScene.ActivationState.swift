public import FacsimileCore

extension UIScene {
  /// Where a scene is in its life cycle.
  ///
  /// ```swift
  /// let scene = try InstanceHelper.create(UIWindowScene.self, properties: [
  ///   "activationState": UIScene.ActivationState.foregroundActive
  /// ])
  /// ```
  public enum ActivationState: Int, Sendable {
    /// The scene is not connected to the app.
    case unattached = -1
    /// The scene is on screen and receiving events.
    case foregroundActive = 0
    /// The scene is on screen but not receiving events.
    case foregroundInactive = 1
    /// The scene is off screen.
    case background = 2
  }
}

extension UIScene.ActivationState: FixtureNamedCases {
  /// Every case, so that fixtures may name one as `facsimile show` prints it
  /// (`"foregroundActive"`) as well as give its raw value.
  ///
  /// ```swift
  /// let names = UIScene.ActivationState.fixtureCases.map { String(describing: $0) }
  /// ```
  public static var fixtureCases: [UIScene.ActivationState] {
    [.unattached, .foregroundActive, .foregroundInactive, .background]
  }
}
