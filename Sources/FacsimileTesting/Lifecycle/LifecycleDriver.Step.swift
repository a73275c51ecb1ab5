public import Foundation

extension LifecycleDriver {
  /// One thing the driver did, in order: a delegate method it called, or a notification it
  /// posted.
  ///
  /// ```swift
  /// #expect(driver.steps.suffix(2) == [
  ///   .call("sceneDidBecomeActive(_:)"), .post(UIScene.didActivateNotification),
  /// ])
  /// ```
  public enum Step: Hashable, Sendable, CustomStringConvertible {
    /// A delegate method, by its Swift name: `"application(_:didFinishLaunchingWithOptions:)"`.
    case call(String)

    /// A notification posted to the driver's ``LifecycleDriver/notificationCenter``.
    case post(Notification.Name)

    /// The method's name, or `post` and the notification's name.
    public var description: String {
      switch self {
      case .call(let method): method
      case .post(let name): "post \(name.rawValue)"
      }
    }
  }
}
