import FacsimileCore
import FacsimileUserNotifications
import Foundation
import Testing

/// What a test author sees when a fixture does not fit the models.
@Suite struct FabricationErrorTests {
  @Test func wrongTypeDeepDownNamesTheFullKeyPath() throws {
    let error = #expect(throws: FacsimileError.self) {
      try InstanceHelper.create(
        UNNotificationResponse.self,
        properties: ["notification": ["request": ["content": ["badge": "three"]]]])
    }
    #expect(
      error?.description
        == #"UNNotificationResponse.notification.request.content.badge: expected NSNumber, found String "three""#
    )
  }

  @Test func wrongTypeThroughAKeyPathNamesTheFullKeyPath() throws {
    let response = try UNNotificationResponse.fabricate(userInfo: [:])
    let error = #expect(throws: FacsimileError.self) {
      try response.setValue("three", forKeyPath: "notification.request.content.badge")
    }
    #expect(error?.keyPath == "notification.request.content.badge")
    #expect(
      error?.description.hasPrefix("UNNotificationResponse.notification.request.content.badge: ")
        == true)
  }

  @Test func wrongTypeThroughTheCoderNamesTheFullKeyPath() {
    let coder = KeyedCoder(["notification": ["request": ["content": ["badge": "three"]]]])
    #expect(UNNotificationResponse(coder: coder) == nil)
    #expect(
      (coder.error as? FacsimileError)?.description
        == #"UNNotificationResponse.notification.request.content.badge: expected NSNumber, found String "three""#
    )
  }

  @Test func misspelledKeySuggestsTheNearestOne() {
    let error = #expect(throws: FacsimileError.self) {
      try InstanceHelper.create(
        UNNotification.self, properties: ["request": ["content": ["titel": "Hi"]]])
    }
    #expect(error?.kind == .unknownKey)
    #expect(error?.keyPath == "request.content.titel")
    #expect(error?.description.contains(#"did you mean "title"?"#) == true)
  }

  @Test func everyProblemIsReportedAtOnce() {
    let error = #expect(throws: FacsimileError.self) {
      try InstanceHelper.create(
        UNNotificationContent.self,
        properties: ["badge": "three", "interruptionLevel": 7, "relevanceScore": "high"])
    }
    #expect(
      error?.problems.map(\.keyPathDescription) == ["badge", "interruptionLevel", "relevanceScore"])
  }

  @Test func aFailedSetLeavesTheObjectAsItWas() throws {
    let content = try InstanceHelper.create(
      UNMutableNotificationContent.self, properties: ["title": "T", "badge": 1])
    #expect(throws: FacsimileError.self) {
      try content.setValue("one", forKey: "badge")
    }
    #expect(content.badge?.intValue == 1)
    #expect(content.title == "T")
  }
}
