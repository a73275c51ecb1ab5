import FacsimileTesting
import Foundation
import Testing

/// Seed 004's `testNotificationObserving` ("Unit Testing Notification Observing on iOS"), with
/// ``NotificationCenterRecorder`` in place of swizzling.
@Suite @MainActor struct NotificationObservingTests {
  let center = NotificationCenterRecorder()
  let viewController = ObservingViewController()

  init() {
    viewController.notificationCenter = center
  }

  @Test func notificationObserving() {
    viewController.viewWillAppear(false)
    // Check if observing
    center.expectObserving(viewController, .notificationName)

    viewController.viewWillDisappear(false)
    // Check if no longer observing
    center.expectNotObserving(viewController, .notificationName)
  }

  @Test func notificationObservingWithSelector() {
    viewController.viewWillAppear(false)
    center.expectObserving(viewController, .notificationName, handler: "handleNotification")
  }

  @Test func appearanceTransitionsDriveObserving() {
    viewController.beginAppearanceTransition(true, animated: false)
    viewController.endAppearanceTransition()
    center.post(name: .notificationName, object: nil)
    #expect(viewController.handledCount == 1)

    viewController.beginAppearanceTransition(false, animated: false)
    viewController.endAppearanceTransition()
    center.expectNotObserving(viewController, .notificationName)
    center.post(name: .notificationName, object: nil)
    #expect(viewController.handledCount == 1)
  }
}
