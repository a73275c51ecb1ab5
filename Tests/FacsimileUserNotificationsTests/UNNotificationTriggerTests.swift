import FacsimileCore
import FacsimileUserNotifications
import Foundation
import Testing

@Suite struct UNNotificationTriggerTests {
  @Test func repeatsIsNotABoolLookalike() throws {
    let trigger = try InstanceHelper.create(UNNotificationTrigger.self)
    let error = #expect(throws: FacsimileError.self) {
      try trigger.setValue("yes", forKey: "repeats")
    }
    #expect(
      error?.description == #"UNNotificationTrigger.repeats: expected Bool, found String "yes""#)
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
