import FacsimileCore
import FacsimileUserNotifications
import Foundation
import Testing

@Suite struct UNNotificationTests {
  @Test func withContentBuildsADeliveredNotification() throws {
    let content = UNMutableNotificationContent()
    content.title = "Breaking"
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)
    let notification = try UNNotification.fabricate(
      content: content, identifier: "article-1", date: Date(timeIntervalSince1970: 5),
      trigger: trigger)

    #expect(notification.request.identifier == "article-1")
    #expect(notification.request.content.title == "Breaking")
    #expect(notification.date == Date(timeIntervalSince1970: 5))
    #expect(notification.request.trigger == trigger)
    #expect(notification.request.trigger is UNTimeIntervalNotificationTrigger)
  }

  @Test func withContentDefaultsToTheFixedDefaultDateAndNoTrigger() throws {
    let notification = try UNNotification.fabricate(content: UNNotificationContent())
    #expect(notification.date == PushPayload.defaultDate)
    #expect(notification.request.trigger == nil)
    #expect(notification.request.identifier == "")
  }

  @Test func descriptionIsOneLineOfKeys() throws {
    let notification = try InstanceHelper.create(
      UNNotification.self, properties: ["request": ["identifier": "id"]])
    #expect(notification.description.hasPrefix("<UNNotification date: "))
    #expect(notification.description.contains(#"request: <UNNotificationRequest identifier: "id""#))
    #expect(
      notification.debugDescription.hasPrefix("UNNotification\n├─ date: 1970-01-01T00:00:00Z"))
  }
}
