import FacsimileCore
import Foundation
import Testing

@Suite struct KeyValueCodingTests {
  private func response() throws -> UNNotificationResponse {
    try InstanceHelper.create(
      UNNotificationResponse.self,
      properties: [
        "actionIdentifier": "OPEN",
        "notification": [
          "date": "2026-11-21T10:00:00Z",
          "request": [
            "identifier": "article-1",
            "content": ["title": "Hello", "badge": 3, "userInfo": ["data": ["articleId": "1"]]],
          ],
        ],
      ])
  }

  @Test func valueForKeyReadsStoredValues() throws {
    let response = try response()
    #expect(try response.value(forKey: "actionIdentifier") as? String == "OPEN")
    #expect(try response.value(forKey: "notification") as? UNNotification === response.notification)
  }

  @Test func valueForKeyOfAnEmptyOptionalIsNil() throws {
    let request = try InstanceHelper.create(UNNotificationRequest.self)
    #expect(try request.value(forKey: "trigger") == nil)
  }

  @Test func valueForKeyPathWalksObjectsAndDictionaries() throws {
    let response = try response()
    #expect(
      try response.value(forKeyPath: "notification.request.content.title") as? String == "Hello")
    #expect(
      try response.value(forKeyPath: "notification.request.content.userInfo.data.articleId")
        as? String == "1")
    #expect(try response.value(forKeyPath: "notification.request.content.userInfo.missing") == nil)
    // Past a nil, the rest of the path is still checked against the declared type's keys (the
    // trigger of these models has none).
    #expect(throws: FacsimileError.self) {
      try response.value(forKeyPath: "notification.request.trigger.repeats")
    }
  }

  @Test func unknownKeyThrowsWithSuggestionAndValidKeys() throws {
    let response = try response()
    let error = try #require(throws: FacsimileError.self) {
      try response.value(forKey: "actionIdentifer")
    }
    #expect(error.kind == .unknownKey)
    #expect(error.problems.first?.suggestion == "actionIdentifier")
    #expect(
      error.description
        == #"UNNotificationResponse.actionIdentifer: UNNotificationResponse has no key "actionIdentifer"; did you mean "actionIdentifier"? Valid keys: actionIdentifier, notification"#
    )
  }

  @Test func unknownKeyFarFromEveryKeyHasNoSuggestion() throws {
    let error = try #require(throws: FacsimileError.self) {
      try self.response().setValue(1, forKey: "zzzzzzzzzz")
    }
    #expect(error.problems.first?.suggestion == nil)
    #expect(!error.description.contains("did you mean"))
  }

  @Test func unknownKeyDeepInAKeyPathNamesTheFullPath() throws {
    let response = try response()
    let error = try #require(throws: FacsimileError.self) {
      try response.value(forKeyPath: "notification.reqest.content")
    }
    #expect(error.keyPath == "notification.reqest")
    #expect(
      error.description
        == #"UNNotificationResponse.notification.reqest: UNNotification has no key "reqest"; did you mean "request"? Valid keys: date, request"#
    )
  }

  @Test func setValueForKeyPathSetsTheLastSegmentsOwner() throws {
    let response = try response()
    try response.setValue("Hi", forKeyPath: "notification.request.content.title")
    #expect(response.notification.request.content.title == "Hi")
    try response.setValue("7", forKeyPath: "notification.request.identifier")
    #expect(response.notification.request.identifier == "7")
  }

  @Test func setValueForKeyPathReportsTheFullPathOfABadValue() throws {
    let response = try response()
    let error = try #require(throws: FacsimileError.self) {
      try response.setValue("three", forKeyPath: "notification.request.content.badge")
    }
    #expect(error.kind == .typeMismatch)
    #expect(
      error.description
        == #"UNNotificationResponse.notification.request.content.badge: expected NSNumber, found String "three""#
    )
  }

  @Test func setValueForKeyPathThroughNilThrows() throws {
    let response = try response()
    let error = try #require(throws: FacsimileError.self) {
      try response.setValue(true, forKeyPath: "notification.request.trigger.repeats")
    }
    #expect(error.kind == .invalidKeyPath)
    #expect(
      error.description
        == "UNNotificationResponse.notification.request.trigger: is nil; set an object there first")
  }

  @Test func setValueForKeyPathThroughAValueWithoutKeysThrows() throws {
    let response = try response()
    let error = try #require(throws: FacsimileError.self) {
      try response.setValue("x", forKeyPath: "actionIdentifier.count")
    }
    #expect(error.kind == .invalidKeyPath)
    #expect(
      error.description
        == #"UNNotificationResponse.actionIdentifier: is String "OPEN", which has no keys"#)
  }

  @Test(arguments: ["", ".", "notification.", ".notification", "notification..request"])
  func keyPathsWithEmptySegmentsThrow(keyPath: String) throws {
    let response = try response()
    let error = try #require(throws: FacsimileError.self) {
      try response.value(forKeyPath: keyPath)
    }
    #expect(error.kind == .invalidKeyPath)
    #expect(error.description.contains("has an empty segment at position"))
  }

  @Test func keyPathsLongerThanTheDepthLimitThrow() throws {
    let keyPath = Array(repeating: "notification", count: FacsimileLimits.maximumDepth + 1)
      .joined(separator: ".")
    let error = try #require(throws: FacsimileError.self) {
      try self.response().value(forKeyPath: keyPath)
    }
    #expect(error.kind == .tooDeep)
    #expect(
      error.description
        == "UNNotificationResponse: key path has 65 segments, more than 64 (FacsimileLimits.maximumDepth)"
    )
  }

  @Test func aFailedSetValueLeavesTheObjectAsItWas() throws {
    let response = try response()
    let before = try #require(response.copy() as? UNNotificationResponse)
    #expect(throws: FacsimileError.self) {
      try response.setValue(
        ["date": "2026-01-01", "request": ["content": ["badge": "x"]]], forKey: "notification")
    }
    #expect(response == before)
    #expect(response.notification.request.content.title == "Hello")
  }

  @Test func subclassesInheritTheirSuperclassKeys() throws {
    let response = try InstanceHelper.create(
      UNTextInputNotificationResponse.self,
      properties: ["userText": "On my way", "actionIdentifier": "REPLY"])
    #expect(response.userText == "On my way")
    #expect(response.actionIdentifier == "REPLY")
    #expect(
      UNTextInputNotificationResponse.keyTable.names == [
        "actionIdentifier", "notification", "userText",
      ])
  }

  @Test func theKeyTableListsKeysWithTheirValueTypes() {
    let table = UNNotificationRequest.keyTable
    #expect(table.typeName == "UNNotificationRequest")
    #expect(
      table.keys.map(\.description) == [
        "identifier: String", "content: UNNotificationContent", "trigger: UNNotificationTrigger?",
      ])
    #expect(table["trigger"]?.valueType.isOptional == true)
    #expect(table["content"]?.valueType.objectType == UNNotificationContent.self)
    #expect(table["missing"] == nil)
    #expect(ValueType.of([URL]?.self).description == "[URL]?")
    #expect(ValueType.of([String: Int].self).description == "[String: Int]")
    #expect(ValueType.of(Set<String>.self).description == "Set<String>")
  }
}
