import FacsimileCore
public import Foundation

extension UISceneSession {
  /// A session with the given values, for tests: what UIKit would hand a scene delegate.
  ///
  /// ```swift
  /// let session = UISceneSession.fabricate(persistentIdentifier: "main")
  /// print(session.role == .windowApplication)  // true
  /// print(session.configuration.name ?? "")  // Default Configuration
  /// ```
  ///
  /// - Parameters:
  ///   - persistentIdentifier: The session's identifier; a new UUID string by default, as UIKit
  ///     makes them.
  ///   - role: The session's role.
  ///   - configuration: The scene configuration; by default one named `Default Configuration`
  ///     (the name in Xcode's app template) for `role`. The session keeps a copy.
  ///   - userInfo: The session's user info.
  /// - Returns: The session. It has no ``scene`` until it is given to one.
  nonisolated public static func fabricate(
    persistentIdentifier: String = UUID().uuidString,
    role: UISceneSession.Role = .windowApplication,
    configuration: UISceneConfiguration? = nil,
    userInfo: [String: Any]? = nil
  ) -> UISceneSession {
    let configuration =
      configuration.map { $0.copy() as? UISceneConfiguration ?? $0 }
      ?? UISceneConfiguration(name: "Default Configuration", sessionRole: role)
    let session = UISceneSession(blank: ())
    session.storage.set(\.persistentIdentifier, persistentIdentifier, on: session)
    session.storage.set(\.role, role, on: session)
    session.storage.set(\.configuration, configuration, on: session)
    session.storage.set(\.userInfo, userInfo, on: session)
    return session
  }
}
