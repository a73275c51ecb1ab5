import FacsimileCore
import FacsimileUserNotifications
import Foundation
import Testing

@Suite struct UNNotificationRequestTests {
  @Test func fabricatesByKey() throws {
    let request = try InstanceHelper.create(
      UNNotificationRequest.self, properties: ["identifier": "id-1"])
    let trigger = try InstanceHelper.create(UNPushNotificationTrigger.self)
    try request.setValue(trigger, forKey: "trigger")

    #expect(request.identifier == "id-1")
    #expect(request.trigger === trigger)
    try request.setValue(nil, forKey: "trigger")
    #expect(request.trigger == nil)
  }

  @Test func fabricatesByCoder() throws {
    let coder = KeyedCoder(["identifier": "id-2", "content": ["body": "B", "relevanceScore": 0.5]])
    let request = try #require(UNNotificationRequest(coder: coder))

    #expect(coder.error == nil)
    #expect(request.identifier == "id-2")
    #expect(request.content.body == "B")
    #expect(request.content.relevanceScore == 0.5)
  }

  @Test func fabricatesFromANestedDictionary() throws {
    let request = try InstanceHelper.create(
      UNNotificationRequest.self,
      properties: [
        "identifier": "id-3",
        "content": ["subtitle": "S", "interruptionLevel": 2],
        "trigger": ["repeats": true],
      ])

    #expect(request.content.subtitle == "S")
    #expect(request.content.interruptionLevel == .timeSensitive)
    // A dictionary for a key of a class type makes that class: here the abstract trigger.
    #expect(request.trigger?.repeats == true)
    #expect(type(of: try #require(request.trigger)) == UNNotificationTrigger.self)
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
    #expect(request.trigger == trigger)
    #expect(request.trigger !== trigger)
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
