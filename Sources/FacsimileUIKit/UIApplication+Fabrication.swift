import FacsimileCore

extension UIApplication {
  /// An application of a test's own, to hand to the code under test instead of ``shared``, so
  /// that tests running in parallel never see each other's.
  ///
  /// ```swift
  /// let appDelegate = AppDelegate()
  /// let application = UIApplication.fabricate(delegate: appDelegate)
  /// application.registerForRemoteNotifications()
  /// #expect(appDelegate.deviceToken != nil)
  /// ```
  ///
  /// Other values (`openableURLSchemes`, `deviceToken`, `openSessions`, ...) are keys: set them
  /// with `setValue(_:forKey:)`, or make the application with `InstanceHelper`.
  ///
  /// - Parameters:
  ///   - delegate: The application's delegate. Setting it calls nothing.
  ///   - applicationState: The application's state; active unless given.
  ///   - connectedScenes: The connected scenes; their sessions are the open sessions.
  ///   - supportsMultipleScenes: Whether the app shows more than one scene.
  /// - Returns: The application.
  nonisolated public static func fabricate(
    delegate: (any UIApplicationDelegate)? = nil,
    applicationState: UIApplication.State = .active,
    connectedScenes: Set<UIScene> = [],
    supportsMultipleScenes: Bool = false
  ) -> UIApplication {
    let sessions = Set(connectedScenes.map { $0.sceneStorage.session })
    let application = UIApplication(blank: ())
    application.applicationStorage.withUncheckedAccess { $0[\.delegate] = delegate }
    application.applicationStorage.set(\.applicationState, applicationState, on: application)
    application.applicationStorage.set(\.connectedScenes, connectedScenes, on: application)
    application.applicationStorage.set(\.openSessions, sessions, on: application)
    application.applicationStorage.set(
      \.supportsMultipleScenes, supportsMultipleScenes, on: application)
    return application
  }
}
