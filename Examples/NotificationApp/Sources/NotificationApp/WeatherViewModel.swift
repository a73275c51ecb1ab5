import FacsimileSeams
import Foundation

// A view model as modern iOS code writes one: it observes with the block API on the main queue,
// keeps the token, and removes it to stop. It depends on the protocol so a test can hand it a
// NotificationCenterRecorder; on iOS, NotificationCenter.default is the center.

@MainActor
final class WeatherViewModel {
  private let notificationCenter: any NotificationCenterProtocol
  private var observer: (any NSObjectProtocol)?
  private(set) var forecast = ""

  init(notificationCenter: any NotificationCenterProtocol = NotificationCenter.default) {
    self.notificationCenter = notificationCenter
  }

  func start() {
    observer = notificationCenter.addObserver(
      forName: .weatherUpdate, object: nil, queue: .main
    ) { [weak self] notification in
      let forecast = notification.userInfo?["weatherForcast"] as? String ?? ""
      MainActor.assumeIsolated { self?.forecast = forecast }
    }
  }

  func stop() {
    if let observer { notificationCenter.removeObserver(observer) }
    observer = nil
  }
}

// A view model that shows settings and observes nothing.
@MainActor
final class SettingsViewModel {
  private(set) var isDarkMode = false
  func toggleDarkMode() { isDarkMode.toggle() }
}

// A view model that observes with Swift concurrency: a task loops over the center's
// notifications(named:) until it is cancelled.
@MainActor
final class LiveForecastViewModel {
  private let notificationCenter: any NotificationCenterProtocol
  private var task: Task<Void, Never>?
  private(set) var forecast = ""

  init(notificationCenter: any NotificationCenterProtocol = NotificationCenter.default) {
    self.notificationCenter = notificationCenter
  }

  func start() {
    task = Task { [weak self, notificationCenter] in
      for await notification in notificationCenter.notifications(named: .weatherUpdate) {
        self?.forecast = notification.userInfo?["weatherForcast"] as? String ?? ""
      }
    }
  }

  func stop() {
    task?.cancel()
    task = nil
  }
}
