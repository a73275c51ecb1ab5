import FacsimileCore
import FacsimileUserNotifications
import Foundation
import Testing

@Suite struct UNNotificationTests {
  @Test func fabricatesByKey() throws {
    let notification = try InstanceHelper.create(UNNotification.self)
    let content = UNMutableNotificationContent()
    content.body = "Body"
    let request = UNNotificationRequest(identifier: "id-1", content: content, trigger: nil)
    try notification.setValue(request, forKey: "request")
    try notification.setValue(Date(timeIntervalSince1970: 60), forKey: "date")

    #expect(notification.request === request)
    #expect(notification.request.content.body == "Body")
    #expect(notification.date == Date(timeIntervalSince1970: 60))
  }

  @Test func fabricatesByCoder() throws {
    let coder = KeyedCoder(["date": "2026-01-02T03:04:05Z", "request": ["identifier": "id-2"]])
    let notification = try #require(UNNotification(coder: coder))

    #expect(coder.error == nil)
    #expect(notification.date == Date(timeIntervalSince1970: 1_767_323_045))
    #expect(notification.request.identifier == "id-2")
  }

  @Test func fabricatesFromANestedDictionary() throws {
    let notification = try InstanceHelper.create(
      UNNotification.self,
      properties: [
        "request": [
          "identifier": "id-3",
          "content": [
            "title": "T", "sound": ["toneFileName": "chime.caf"],
            "attachments": [["identifier": "a", "URL": "file:///tmp/a.png", "type": "public.png"]],
          ],
        ]
      ])

    let content = notification.request.content
    #expect(content.title == "T")
    #expect(content.sound == UNNotificationSound(named: UNNotificationSoundName("chime.caf")))
    #expect(content.attachments.map(\.identifier) == ["a"])
    #expect(content.attachments.first?.url == URL(fileURLWithPath: "/tmp/a.png"))
  }

  @Test func withContentBuildsADeliveredNotification() throws {
    let content = UNMutableNotificationContent()
    content.title = "Breaking"
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)
    let notification = try UNNotification.with(
      content: content, identifier: "article-1", date: Date(timeIntervalSince1970: 5),
      trigger: trigger)

    #expect(notification.request.identifier == "article-1")
    #expect(notification.request.content.title == "Breaking")
    #expect(notification.date == Date(timeIntervalSince1970: 5))
    #expect(notification.request.trigger == trigger)
    #expect(notification.request.trigger is UNTimeIntervalNotificationTrigger)
  }

  @Test func withContentDefaultsToTheFixedDefaultDateAndNoTrigger() throws {
    let notification = try UNNotification.with(content: UNNotificationContent())
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
