import FacsimileCore
import FacsimileUserNotifications
import Foundation
import Testing

@Suite struct UNUserNotificationCenterDelegateTests {
  /// A delegate that implements none of the methods, as Apple's optional methods allow.
  private final class SilentDelegate: NSObject, UNUserNotificationCenterDelegate {}

  /// A delegate that implements only `willPresent`.
  private final class PresentingDelegate: NSObject, UNUserNotificationCenterDelegate {
    func userNotificationCenter(
      _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
      withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) {
      completionHandler([.banner, .sound])
    }
  }

  private let notification: UNNotification

  init() throws {
    notification = try UNNotification.fabricate(content: UNNotificationContent(), identifier: "n")
  }

  @Test func defaultWillPresentPresentsNothing() {
    var options: UNNotificationPresentationOptions?
    SilentDelegate().userNotificationCenter(.current(), willPresent: notification) { options = $0 }
    #expect(options == [])
  }

  @Test func defaultDidReceiveCallsTheCompletionHandler() throws {
    var calls = 0
    let response = try UNNotificationResponse.fabricate(notification: notification)
    SilentDelegate().userNotificationCenter(.current(), didReceive: response) { calls += 1 }
    #expect(calls == 1)
  }

  @Test func defaultOpenSettingsDoesNothing() {
    let delegate = SilentDelegate()
    delegate.userNotificationCenter(.current(), openSettingsFor: notification)
    delegate.userNotificationCenter(.current(), openSettingsFor: nil)
    #expect(delegate.isEqual(delegate))
  }

  @Test func implementedMethodsWinThroughTheProtocol() throws {
    let delegate: any UNUserNotificationCenterDelegate = PresentingDelegate()
    var options: UNNotificationPresentationOptions?
    delegate.userNotificationCenter(.current(), willPresent: notification) { options = $0 }
    #expect(options == [.banner, .sound])

    var called = false
    let response = try UNNotificationResponse.fabricate(notification: notification)
    delegate.userNotificationCenter(.current(), didReceive: response) { called = true }
    #expect(called)
  }

  @Test func theCentersDelegateCanBeCalled() throws {
    let center = try InstanceHelper.create(UNUserNotificationCenter.self)
    let delegate = PresentingDelegate()
    center.delegate = delegate
    var options: UNNotificationPresentationOptions?
    center.delegate?.userNotificationCenter(center, willPresent: notification) { options = $0 }
    #expect(options == [.banner, .sound])
  }
}
