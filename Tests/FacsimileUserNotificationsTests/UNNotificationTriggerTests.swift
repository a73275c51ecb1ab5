import FacsimileCore
import FacsimileUserNotifications
import Foundation
import Testing

@Suite struct UNNotificationTriggerTests {
  @Test func fabricatesByKey() throws {
    let trigger = try InstanceHelper.create(UNNotificationTrigger.self)
    #expect(trigger.repeats == false)
    try trigger.setValue(true, forKey: "repeats")
    #expect(trigger.repeats == true)
  }

  @Test func fabricatesByCoder() throws {
    let coder = KeyedCoder(["repeats": true])
    let trigger = try #require(UNNotificationTrigger(coder: coder))
    #expect(coder.error == nil)
    #expect(trigger.repeats)
  }

  @Test func fabricatesFromANestedDictionary() throws {
    let request = try InstanceHelper.create(
      UNNotificationRequest.self, properties: ["trigger": ["repeats": true]])
    #expect(request.trigger?.repeats == true)
  }

  @Test func repeatsIsNotABoolLookalike() throws {
    let trigger = try InstanceHelper.create(UNNotificationTrigger.self)
    let error = #expect(throws: FacsimileError.self) {
      try trigger.setValue("yes", forKey: "repeats")
    }
    #expect(
      error?.description == #"UNNotificationTrigger.repeats: expected Bool, found String "yes""#)
  }
}

@Suite struct UNPushNotificationTriggerTests {
  @Test func fabricatesByKey() throws {
    let trigger = try InstanceHelper.create(UNPushNotificationTrigger.self, properties: [:])
    try trigger.setValue(false, forKey: "repeats")
    #expect(trigger.repeats == false)
    #expect(UNPushNotificationTrigger.keyTable.names == ["repeats"])
    #expect(UNPushNotificationTrigger.keyTable.typeName == "UNPushNotificationTrigger")
  }

  @Test func fabricatesByCoder() throws {
    let trigger = try #require(UNPushNotificationTrigger(coder: KeyedCoder(["repeats": false])))
    #expect(trigger.repeats == false)
  }

  @Test func fabricatesFromANestedDictionary() throws {
    let push = try InstanceHelper.create(UNPushNotificationTrigger.self)
    let notification = try InstanceHelper.create(
      UNNotification.self, properties: ["request": ["identifier": "remote", "trigger": push]])
    #expect(notification.request.trigger is UNPushNotificationTrigger)
    #expect(notification.request.identifier == "remote")
  }
}

@Suite struct UNTimeIntervalNotificationTriggerTests {
  @Test func publicInitializerSetsItsKeys() {
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: true)
    #expect(trigger.timeInterval == 3600)
    #expect(trigger.repeats)
  }

  @Test func nextTriggerDateIsTheIntervalFromNow() throws {
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 90, repeats: false)
    let before = Date()
    let next = try #require(trigger.nextTriggerDate())
    #expect(next >= before.addingTimeInterval(90))
    #expect(next <= Date().addingTimeInterval(90))
  }

  @Test func fabricatesByKey() throws {
    let trigger = try InstanceHelper.create(
      UNTimeIntervalNotificationTrigger.self, properties: ["repeats": true])
    try trigger.setValue(NSNumber(value: 60), forKey: "timeInterval")
    #expect(trigger.timeInterval == 60)
    #expect(trigger.repeats)
  }

  @Test func fabricatesByCoder() throws {
    let coder = KeyedCoder(["timeInterval": 120, "repeats": false])
    let trigger = try #require(UNTimeIntervalNotificationTrigger(coder: coder))
    #expect(coder.error == nil)
    #expect(trigger.timeInterval == 120)
  }

  @Test func fabricatesFromANestedDictionary() throws {
    let request = try InstanceHelper.create(
      UNNotificationRequest.self,
      properties: [
        "identifier": "hourly",
        "trigger": try InstanceHelper.create(
          UNTimeIntervalNotificationTrigger.self, properties: ["timeInterval": 3600]),
      ])
    let trigger = try #require(request.trigger as? UNTimeIntervalNotificationTrigger)
    #expect(trigger.timeInterval == 3600)
  }

  @Test func keysFollowTheInheritedOnes() {
    #expect(UNTimeIntervalNotificationTrigger.keyTable.names == ["repeats", "timeInterval"])
  }
}

@Suite struct UNCalendarNotificationTriggerTests {
  private static func nineThirtyUTC() -> DateComponents {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    var components = DateComponents()
    components.calendar = calendar
    components.hour = 9
    components.minute = 30
    return components
  }

  @Test func publicInitializerSetsItsKeys() {
    let trigger = UNCalendarNotificationTrigger(dateMatching: Self.nineThirtyUTC(), repeats: true)
    #expect(trigger.dateComponents.hour == 9)
    #expect(trigger.dateComponents.minute == 30)
    #expect(trigger.repeats)
  }

  @Test func nextTriggerDateMatchesTheComponents() throws {
    let components = Self.nineThirtyUTC()
    let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: false)
    let next = try #require(trigger.nextTriggerDate())
    let calendar = try #require(components.calendar)

    #expect(calendar.component(.hour, from: next) == 9)
    #expect(calendar.component(.minute, from: next) == 30)
    #expect(next > Date())
    #expect(next <= Date().addingTimeInterval(24 * 60 * 60))
  }

  @Test func fabricatesByKey() throws {
    let trigger = try InstanceHelper.create(UNCalendarNotificationTrigger.self)
    try trigger.setValue(Self.nineThirtyUTC(), forKey: "dateComponents")
    #expect(trigger.dateComponents == Self.nineThirtyUTC())
  }

  @Test func fabricatesByCoder() throws {
    let coder = KeyedCoder(["dateComponents": Self.nineThirtyUTC(), "repeats": true])
    let trigger = try #require(UNCalendarNotificationTrigger(coder: coder))
    #expect(coder.error == nil)
    #expect(trigger.dateComponents.hour == 9)
    #expect(trigger.repeats)
  }

  @Test func fabricatesFromANestedDictionary() throws {
    let calendarTrigger = UNCalendarNotificationTrigger(
      dateMatching: Self.nineThirtyUTC(), repeats: true)
    let request = try InstanceHelper.create(
      UNNotificationRequest.self, properties: ["identifier": "daily", "trigger": calendarTrigger])
    let trigger = try #require(request.trigger as? UNCalendarNotificationTrigger)
    #expect(trigger.dateComponents.minute == 30)
  }

  @Test func dateComponentsDecodeFromADictionary() throws {
    let trigger = try InstanceHelper.create(UNCalendarNotificationTrigger.self)
    try trigger.setValue(["hour": 9, "minute": 30], forKey: "dateComponents")
    #expect(trigger.dateComponents.hour == 9)
    #expect(trigger.dateComponents.minute == 30)
  }

  @Test func dateComponentsOfTheWrongShapeAreRejected() throws {
    let trigger = try InstanceHelper.create(UNCalendarNotificationTrigger.self)
    let error = #expect(throws: FacsimileError.self) {
      try trigger.setValue(["hour": "nine"], forKey: "dateComponents")
    }
    #expect(error?.kind == .typeMismatch)
    #expect(error?.keyPath == "dateComponents")
  }

  @Test func aCalendarTriggerRoundTripsThroughAFixture() throws {
    let trigger = try UNCalendarNotificationTrigger.fabricate(from: [
      "dateComponents": ["hour": 9, "minute": 30], "repeats": true,
    ])
    let again = try UNCalendarNotificationTrigger.fabricate(from: trigger.fixture())
    #expect(again == trigger)
    #expect(again.dateComponents.minute == 30)
  }
}
