import FacsimileCore
import FacsimileUserNotifications
import Foundation
import Testing

@Suite struct UNNotificationRequestTests {
  @Test func anObjectSetByKeyIsKeptAsItIsAndNilClearsIt() throws {
    let request = try InstanceHelper.create(
      UNNotificationRequest.self, properties: ["identifier": "id-1"])
    let trigger = try InstanceHelper.create(UNPushNotificationTrigger.self)
    try request.setValue(trigger, forKey: "trigger")

    #expect(request.identifier == "id-1")
    #expect(request.trigger === trigger)
    try request.setValue(nil, forKey: "trigger")
    #expect(request.trigger == nil)
  }

  @Test func publicInitializerKeepsCopiesLikeNSCopying() throws {
    let content = UNMutableNotificationContent()
    content.title = "Before"
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 120, repeats: false)
    let request = UNNotificationRequest(identifier: "id", content: content, trigger: trigger)
    content.title = "After"

    #expect(request.identifier == "id")
    #expect(request.content.title == "Before")
    #expect(!(request.content is UNMutableNotificationContent))
    #expect(request.trigger === trigger)  // a trigger is immutable: its copy is itself
    #expect((request.trigger as? UNTimeIntervalNotificationTrigger)?.timeInterval == 120)
  }

  @Test func equalityComparesEveryKey() {
    let content = UNMutableNotificationContent()
    content.title = "T"
    let a = UNNotificationRequest(identifier: "id", content: content, trigger: nil)
    let b = UNNotificationRequest(identifier: "id", content: content, trigger: nil)
    let c = UNNotificationRequest(identifier: "other", content: content, trigger: nil)
    #expect(a == b)
    #expect(a.hash == b.hash)
    #expect(a != c)
  }
}
