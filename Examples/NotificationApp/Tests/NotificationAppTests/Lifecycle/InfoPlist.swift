import FacsimileTesting
import Foundation

@testable import NotificationApp

extension UISceneConfiguration {
  /// The app's Info.plist scene manifest (`UIApplicationSceneManifest`), as UIKit reads it: one
  /// configuration for the main screen, "Default Configuration", whose
  /// `UISceneDelegateClassName` is `SceneDelegate`.
  static var infoPlist: UISceneConfiguration {
    let configuration = UISceneConfiguration(
      name: "Default Configuration", sessionRole: .windowApplication)
    configuration.delegateClass = SceneDelegate.self
    return configuration
  }
}
