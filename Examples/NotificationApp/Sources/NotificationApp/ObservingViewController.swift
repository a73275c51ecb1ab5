import FacsimileSeams
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import Facsimile
#endif

// Seed 004 ("Unit Testing Notification Observing on iOS"): a view controller that observes while
// it is visible.

extension Notification.Name {
  static let notificationName = Notification.Name("notificationName")
}

final class ObservingViewController: UIViewController {
  var notificationCenter: any NotificationCenterProtocol = NotificationCenter.default
  private(set) var handledCount = 0

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    notificationCenter.addObserver(
      self, handler: .onMainActor("handleNotification", ObservingViewController.handleNotification),
      name: .notificationName, object: nil)
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    notificationCenter.removeObserver(self, name: .notificationName, object: nil)
  }

  func handleNotification(_ notification: Notification) {
    handledCount += 1
  }
}
