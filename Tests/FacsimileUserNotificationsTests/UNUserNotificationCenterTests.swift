import FacsimileCore
import FacsimileUserNotifications
import Foundation
import Testing

/// A value handed from a completion handler on the center's queue to the waiting test.
private struct Answer<Value>: @unchecked Sendable {
  let value: Value
}

/// What a completion handler is called with, awaited: the center calls it later, on its queue.
private func completion<Value>(
  isolation: isolated (any Actor)? = #isolation,
  _ call: (_ handler: @escaping (Value) -> Void) -> Void
) async -> Value {
  await withCheckedContinuation(isolation: isolation) {
    (continuation: CheckedContinuation<Answer<Value>, Never>) in
    call { continuation.resume(returning: Answer(value: $0)) }
  }.value
}

@Suite struct UNUserNotificationCenterTests {
  /// A center of the test's own: `current()` is shared by every test in the process.
  private func makeCenter(_ properties: [String: Any] = [:]) throws -> UNUserNotificationCenter {
    try InstanceHelper.create(UNUserNotificationCenter.self, properties: properties)
  }

  private func request(_ identifier: String, title: String = "") -> UNNotificationRequest {
    let content = UNMutableNotificationContent()
    content.title = title
    return UNNotificationRequest(identifier: identifier, content: content, trigger: nil)
  }

  @Test func currentIsOneSharedInstance() {
    #expect(UNUserNotificationCenter.current() === UNUserNotificationCenter.current())
  }

  @Test func pendingRequestsRoundTrip() async throws {
    let center = try makeCenter()
    let error = await completion { center.add(request("a", title: "A"), withCompletionHandler: $0) }
    #expect(error == nil)
    // In an async context a bare `center.add(request)` is the async overload, as on Apple
    // platforms; name the completion handler to get the other one.
    center.add(request("b"), withCompletionHandler: nil)
    try await center.add(request("c"))
    center.add(request("a", title: "A2"), withCompletionHandler: nil)

    let pending = await completion { center.getPendingNotificationRequests(completionHandler: $0) }
    #expect(pending.map(\.identifier) == ["b", "c", "a"])
    #expect(pending.last?.content.title == "A2")

    center.removePendingNotificationRequests(withIdentifiers: ["b", "unknown"])
    #expect(await center.pendingNotificationRequests().map(\.identifier) == ["c", "a"])
    center.removeAllPendingNotificationRequests()
    #expect(await center.pendingNotificationRequests().isEmpty)
  }

  @Test func addWithoutACompletionHandlerStillSchedules() async throws {
    let center = try makeCenter()
    let request = request("quiet")
    let schedule = { center.add(request) }  // synchronous: the completion-handler overload
    schedule()
    let pending = await completion { center.getPendingNotificationRequests(completionHandler: $0) }
    #expect(pending.map(\.identifier) == ["quiet"])
  }

  @Test func addKeepsACopyOfTheRequestWhichIsTheRequestItself() async throws {
    let center = try makeCenter()
    let original = request("a")
    center.add(original, withCompletionHandler: nil)
    let pending = await center.pendingNotificationRequests()
    #expect(pending == [original])
    #expect(pending.first === original)  // requests are immutable; a copy is the request
  }

  @Test func deliveredNotificationsRoundTrip() async throws {
    let center = try makeCenter()
    let hourly = UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: true)
    try await center.add(request("once"))
    try await center.add(
      UNNotificationRequest(identifier: "hourly", content: .init(), trigger: hourly))

    center.deliver(try UNNotification.fabricate(content: .init(), identifier: "once"))
    center.deliver(try UNNotification.fabricate(content: .init(), identifier: "hourly"))
    center.deliver(try UNNotification.fabricate(content: .init(), identifier: "push"))
    let replacement = try UNNotification.fabricate(
      content: .init(), identifier: "once", date: Date(timeIntervalSince1970: 9))
    center.deliver(replacement)

    let delivered = await completion { center.getDeliveredNotifications(completionHandler: $0) }
    #expect(delivered.map(\.request.identifier) == ["hourly", "push", "once"])
    #expect(delivered.last === replacement)
    // A delivered request leaves the pending list, unless its trigger repeats.
    #expect(await center.pendingNotificationRequests().map(\.identifier) == ["hourly"])

    center.removeDeliveredNotifications(withIdentifiers: ["push"])
    #expect(await center.deliveredNotifications().map(\.request.identifier) == ["hourly", "once"])
    center.removeAllDeliveredNotifications()
    #expect(await center.deliveredNotifications().isEmpty)
  }

  @Test func categoriesRoundTrip() async throws {
    let center = try makeCenter()
    let article = UNNotificationCategory(
      identifier: "ARTICLE",
      actions: [UNNotificationAction(identifier: "OPEN", title: "Open", options: [.foreground])],
      intentIdentifiers: [], options: [.customDismissAction])
    let message = UNNotificationCategory(identifier: "MESSAGE", actions: [], intentIdentifiers: [])
    center.setNotificationCategories([article, message])

    let categories = await completion { center.getNotificationCategories(completionHandler: $0) }
    #expect(categories == [article, message])
    #expect(Set(await center.notificationCategories().map(\.identifier)) == ["ARTICLE", "MESSAGE"])

    center.setNotificationCategories([message])
    #expect(await center.notificationCategories() == [message])
  }

  @Test func authorizationIsGrantedByDefault() async throws {
    let center = try makeCenter()
    #expect(await center.notificationSettings().authorizationStatus == .notDetermined)

    let answer = await completion { handler in
      center.requestAuthorization(options: [.alert, .sound]) { handler((granted: $0, error: $1)) }
    }

    #expect(answer.granted == true)
    #expect(answer.error == nil)
    let settings = await center.notificationSettings()
    #expect(settings.authorizationStatus == .authorized)
    #expect(settings.alertSetting == .enabled)
    #expect(settings.soundSetting == .enabled)
    #expect(settings.badgeSetting == .notSupported)
    #expect(settings.alertStyle == .banner)
    #expect(
      try center.value(forKey: "requestedAuthorizationOptions") as? UNAuthorizationOptions
        == [.alert, .sound])
  }

  @Test func authorizationAnswersFromTheStubKey() async throws {
    let center = try makeCenter(["authorizationGranted": false])
    let granted = try await center.requestAuthorization(options: [.badge])

    #expect(granted == false)
    let settings = await completion { center.getNotificationSettings(completionHandler: $0) }
    #expect(settings.authorizationStatus == .denied)
    #expect(settings.badgeSetting == .disabled)

    let error = await #expect(throws: UNError.self) { try await center.add(request("a")) }
    #expect(error?.code == .notificationsNotAllowed)
    let handlerError = await completion { center.add(request("b"), withCompletionHandler: $0) }
    #expect((handlerError as? UNError)?.code == .notificationsNotAllowed)
    #expect(await center.pendingNotificationRequests().isEmpty)
  }

  @Test func provisionalAuthorization() async throws {
    let center = try makeCenter()
    #expect(try await center.requestAuthorization(options: [.provisional, .alert]))
    #expect(await center.notificationSettings().authorizationStatus == .provisional)
  }

  @Test func settingsAreSnapshots() async throws {
    let center = try makeCenter()
    let before = await center.notificationSettings()
    _ = try await center.requestAuthorization()
    #expect(before.authorizationStatus == .notDetermined)
    #expect(await center.notificationSettings().authorizationStatus == .authorized)
    #expect(await center.notificationSettings() !== before)
  }

  @Test func badgeCountIsKept() async throws {
    let center = try makeCenter()
    let error = await completion { center.setBadgeCount(3, withCompletionHandler: $0) }
    #expect(error == nil)
    #expect(try center.value(forKey: "badgeCount") as? Int == 3)
    try await center.setBadgeCount(0)
    #expect(try center.value(forKey: "badgeCount") as? Int == 0)
  }

  @Test func delegateIsHeldWeakly() throws {
    final class Delegate: NSObject, UNUserNotificationCenterDelegate {}
    let center = try makeCenter()
    var delegate: Delegate? = Delegate()
    center.delegate = delegate
    #expect(center.delegate === delegate)
    delegate = nil
    #expect(center.delegate == nil)
  }

  @Test func stateFabricatesFromANestedDictionary() async throws {
    let center = try makeCenter([
      "supportsContentExtensions": true,
      "pendingNotificationRequests": [["identifier": "p", "content": ["title": "P"]]],
      "deliveredNotifications": [["request": ["identifier": "d"], "date": 60]],
    ])
    #expect(center.supportsContentExtensions)
    #expect(await center.pendingNotificationRequests().first?.content.title == "P")
    let delivered = await center.deliveredNotifications()
    #expect(delivered.first?.request.identifier == "d")
    #expect(delivered.first?.date == Date(timeIntervalSince1970: 60))
  }

  @Test func aFabricatedCenterAnswersAuthorizationAsItsKeysSay() async throws {
    let center = try InstanceHelper.create(
      UNUserNotificationCenter.self, properties: ["authorizationGranted": false, "badgeCount": 2])
    #expect(try await center.requestAuthorization() == false)
    #expect(try center.value(forKey: "badgeCount") as? Int == 2)
  }

  @MainActor @Test func asyncMethodsCanBeAwaitedFromTheMainActor() async throws {
    let center = try makeCenter()
    try await center.add(request("main"))
    let pending = await center.pendingNotificationRequests()
    #expect(pending.map(\.identifier) == ["main"])
    let settings = await center.notificationSettings()
    #expect(settings.authorizationStatus == .notDetermined)
  }
}
