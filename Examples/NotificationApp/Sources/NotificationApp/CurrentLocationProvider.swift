import Foundation
// Seed 003 (WWDC 2018): a notification observer and a notification poster, each given an
// isolated `NotificationCenter` by the test.

final class CurrentLocationProvider: Sendable {
  static let authChangedNotification = Notification.Name("AuthChanged")

  let notificationCenter: NotificationCenter
  init(notificationCenter: NotificationCenter = .default) {
    self.notificationCenter = notificationCenter
  }

  func notifyAuthChanged() {
    let name = CurrentLocationProvider.authChangedNotification
    notificationCenter.post(name: name, object: self)
  }
}

@MainActor
final class PointsOfInterestTableViewController {
  let notificationCenter: NotificationCenter
  var observer: AnyObject?

  init(notificationCenter: NotificationCenter = .default) {
    self.notificationCenter = notificationCenter
    let name = CurrentLocationProvider.authChangedNotification
    observer = notificationCenter.addObserver(
      forName: name, object: nil,
      queue: .main
    ) { [weak self] _ in
      MainActor.assumeIsolated { self?.handleAuthChanged() }
    }
  }

  var didHandleNotification = false
  func handleAuthChanged() {
    didHandleNotification = true
  }
}
