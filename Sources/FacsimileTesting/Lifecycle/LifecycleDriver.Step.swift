public import Foundation

extension LifecycleDriver {
  /// One thing the driver did, in order: a delegate method it called, or a notification it
  /// posted.
  ///
  /// ```swift
  /// await driver.launch()  // the app delegate life cycle
  /// #expect(driver.steps.suffix(2) == [
  ///   .call(.applicationDidBecomeActive), .post(UIApplication.didBecomeActiveNotification),
  /// ])
  /// ```
  ///
  /// A failure message shows each step as its method's Swift name
  /// (`sceneDidBecomeActive(_:)`) or as `post` and the notification's name.
  public enum Step: Hashable, Sendable, CustomStringConvertible {
    /// A delegate method: `.call(.applicationDidFinishLaunching)`.
    case call(Method)

    /// A notification posted to the driver's ``LifecycleDriver/notificationCenter``.
    case post(Notification.Name)

    /// The method's Swift name, or `post` and the notification's name.
    public var description: String {
      switch self {
      case .call(let method): method.name
      case .post(let name): "post \(name.rawValue)"
      }
    }
  }
}
