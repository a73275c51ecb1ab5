public import Foundation

/// A named method that receives notifications for an observer object: the Linux stand-in for the
/// `selector` of `addObserver(_:selector:name:object:)`.
///
/// Linux has no Objective-C runtime, so there is no `#selector`. A handler pairs the method's name
/// (which assertions such as
/// `NotificationCenterRecorder.expectObserving(_:_:handler:sender:_:fileID:filePath:line:column:)`
/// check, as `NLAssertObservingNotificationWithSelector` checks the selector) with an unapplied
/// method reference that the center calls.
///
/// ```swift
/// // iOS: center.addObserver(self, selector: #selector(updateWeatherForcast), name: name, object: nil)
/// center.addObserver(
///   self, handler: .onMainActor("updateWeatherForcast", ViewController.updateWeatherForcast),
///   name: name, object: nil)
/// ```
///
/// The center holds the observer weakly and calls the method on it, on the posting thread (or, for
/// ``onMainActor(_:_:)``, on the main actor).
///
/// `Sendable`: the observer type must be `Sendable`, and the method reference is `@Sendable`.
public struct NotificationHandler<Observer: AnyObject & Sendable>: Sendable {
  /// The method's name, as a test names it in an assertion, such as `"updateWeatherForcast"`.
  public let name: String

  let deliver: @Sendable (Observer, Notification) -> Void

  /// A handler that calls a method that is not isolated to an actor, on the posting thread.
  ///
  /// ```swift
  /// final class Ticker: Sendable {
  ///   func tick(_ notification: Notification) { /* ... */ }
  /// }
  /// let ticker = Ticker()
  /// center.addObserver(ticker, handler: NotificationHandler("tick", Ticker.tick), name: .tick, object: nil)
  /// ```
  ///
  /// - Parameters:
  ///   - name: The method's name, for assertions and failure messages.
  ///   - method: An unapplied method reference, such as `Ticker.tick`.
  public init(_ name: String, _ method: @escaping @Sendable (Observer) -> (Notification) -> Void) {
    self.name = name
    self.deliver = { observer, notification in method(observer)(notification) }
  }

  /// A handler that calls a main-actor method, such as a view controller's.
  ///
  /// A notification posted on the main actor (a `@MainActor` test, the main thread, the main queue)
  /// is handled at once, as on Apple platforms; one posted elsewhere is handled on the main queue
  /// shortly after, never on the posting thread.
  ///
  /// ```swift
  /// notificationCenter?.addObserver(
  ///   self, handler: .onMainActor("updateWeatherForcast", ViewController.updateWeatherForcast),
  ///   name: Notification.Name(rawValue: "WeatherUpdate"), object: nil)
  /// ```
  ///
  /// - Parameters:
  ///   - name: The method's name, for assertions and failure messages.
  ///   - method: An unapplied reference to a main-actor method.
  /// - Returns: The handler.
  public static func onMainActor(
    _ name: String, _ method: @escaping @MainActor @Sendable (Observer) -> (Notification) -> Void
  ) -> NotificationHandler {
    NotificationHandler(name: name) { observer, notification in
      // The box hands the (non-Sendable) notification over to the main actor exactly once.
      let handOver = LockedState<Notification?>(notification)
      let handle: @Sendable () -> Void = {
        MainActor.assumeIsolated {
          guard let notification = handOver.withLock({ $0.take() }) else { return }
          method(observer)(notification)
        }
      }
      if MainActorContext.isCurrent {
        handle()
      } else {
        DispatchQueue.main.async(execute: handle)
      }
    }
  }

  private init(name: String, deliver: @escaping @Sendable (Observer, Notification) -> Void) {
    self.name = name
    self.deliver = deliver
  }
}
