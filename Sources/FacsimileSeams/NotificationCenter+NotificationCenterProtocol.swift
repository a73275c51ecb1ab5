public import Foundation

extension NotificationCenter: NotificationCenterProtocol {
  /// Adds an observer object whose handler receives every matching notification, through the
  /// block-based API.
  ///
  /// Linux's `NotificationCenter` removes only the tokens its block API returns, so on a plain
  /// `NotificationCenter` keep the returned token to stop observing before the observer is
  /// released (after that, nothing is delivered to it). A ``NotificationCenterRecorder`` also
  /// removes such a registration by observer, as Apple's center does.
  ///
  /// ```swift
  /// let viewController = ViewController()
  /// let token = NotificationCenter.default.addObserver(
  ///   viewController, handler: .onMainActor("updateWeatherForcast", ViewController.updateWeatherForcast),
  ///   name: Notification.Name("WeatherUpdate"), object: nil)
  /// NotificationCenter.default.removeObserver(token)
  /// ```
  ///
  /// - Parameters:
  ///   - observer: The object that handles the notifications; held weakly.
  ///   - handler: The named method to call on `observer`.
  ///   - name: The notification name to receive, or `nil` for all names.
  ///   - object: The sender to receive notifications from, or `nil` for any sender.
  /// - Returns: The token that removes this registration.
  @discardableResult
  public func addObserver<Observer: AnyObject & Sendable>(
    _ observer: Observer, handler: NotificationHandler<Observer>, name: Notification.Name?,
    object: Any?
  ) -> any NSObjectProtocol {
    addObserver(forName: name, object: object, queue: nil) { [weak observer] notification in
      guard let observer else { return }
      handler.deliver(observer, notification)
    }
  }
}
