import FacsimileSeams
import Foundation

#if canImport(UIKit)
  import UIKit
  import UserNotifications
#else
  import Facsimile  // Facsimile's models of UIKit and UserNotifications
#endif

/// The center delegate of an app that shows a tapped article only once its window is up: a tap
/// that launches the app or brings it back from the background arrives while the app is still
/// inactive, so the router waits for `UIApplication.didBecomeActiveNotification`, then routes and
/// calls `didReceive`'s completion handler. iOS makes the app active whatever the delegate does
/// with the handler, so this does not wait forever.
public final class WindowReadyRouter: NSObject, UNUserNotificationCenterDelegate,
  @unchecked Sendable
{
  // `@unchecked Sendable`: UIKit calls the center's delegate on the main thread, and the
  // observers it keeps are touched there only.
  private let appRouter: AppRouter
  private let notificationCenter: any NotificationCenterProtocol
  private var observers: [any NSObjectProtocol] = []

  /// A router for the app's routes, that hears the app become active from `notificationCenter`.
  public init(
    appRouter: AppRouter,
    notificationCenter: any NotificationCenterProtocol = NotificationCenter.default
  ) {
    self.appRouter = appRouter
    self.notificationCenter = notificationCenter
    super.init()
  }

  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    let handled = Handled(response: response, handler: completionHandler)
    MainActor.assumeIsolated {  // UIKit calls the center's delegate on the main thread
      guard UIApplication.shared.applicationState != .active else {
        return finish(handled)
      }
      observers.append(
        notificationCenter.addObserver(
          forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
        ) { [weak self] _ in
          MainActor.assumeIsolated { self?.finish(handled) }
        })
    }
  }

  /// Routes the response, once, and says it was handled.
  @MainActor
  private func finish(_ handled: Handled) {
    guard !handled.isDone else { return }
    handled.isDone = true
    appRouter.handle(handled.response, route: NotificationRouter().route(for: handled.response))
    handled.handler()
    for observer in observers { notificationCenter.removeObserver(observer) }
    observers = []
  }

  // `@unchecked Sendable`: made on the main thread and used there only, by the observer's block.
  /// A response waiting for the app to be active, and the handler that says it was handled.
  private final class Handled: @unchecked Sendable {
    let response: UNNotificationResponse
    let handler: () -> Void
    var isDone = false

    init(response: UNNotificationResponse, handler: @escaping () -> Void) {
      self.response = response
      self.handler = handler
    }
  }
}
