public import Foundation

/// An object that restores what a user activity carries: what an app delegate hands the
/// `restorationHandler` of
/// ``UIApplicationDelegate/application(_:continue:restorationHandler:)``.
///
/// ``UIResponder`` adopts it, so a view controller restores an activity by overriding
/// ``UIResponder/restoreUserActivityState(_:)``:
///
/// ```swift
/// final class ArticleViewController: UIViewController {
///   override func restoreUserActivityState(_ activity: NSUserActivity) {
///     show(activity.webpageURL)
///   }
/// }
/// ```
@preconcurrency @MainActor
public protocol UIUserActivityRestoring: NSObjectProtocol {
  /// Restores what the activity carries.
  ///
  /// - Parameter userActivity: The activity.
  func restoreUserActivityState(_ userActivity: NSUserActivity)
}

extension UIResponder: UIUserActivityRestoring {}

extension UIApplicationDelegate {
  /// Returns `false`: Apple's method is optional, and an activity nobody continues is not
  /// continued.
  ///
  /// ```swift
  /// let continued = delegate.application(application, continue: activity) { _ in }
  /// ```
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - userActivity: The activity.
  ///   - restorationHandler: Not called.
  /// - Returns: `false`.
  public func application(
    _ application: UIApplication, continue userActivity: NSUserActivity,
    restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
  ) -> Bool { false }
}
