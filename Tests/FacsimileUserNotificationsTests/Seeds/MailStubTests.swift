import FacsimileCore
import FacsimileUserNotifications
import Foundation
import Testing

// A mail app's test stubs, as its tests write them for iOS: subclasses of the models with
// stored `var`s that have defaults and `override var` getters that return them, no initializer
// and no key table, made with `InstanceHelper.create` (the Objective-C helper's
// `[[cls alloc] init]`). The only change for Linux is `try`.

private class RequestStub: UNNotificationRequest {
  var stubbedIdentifier = "mail-1"
  var stubbedContent = UNNotificationContent()

  override var identifier: String { stubbedIdentifier }
  override var content: UNNotificationContent { stubbedContent }
}

private class ResponseStub: UNNotificationResponse {
  var stubbedActionIdentifier = UNNotificationDefaultActionIdentifier
  var stubbedRequest: UNNotificationRequest?

  override var actionIdentifier: String { stubbedActionIdentifier }
}

/// What the mail app does with a response: the message to open, or `nil` to archive it.
private func messageToOpen(for response: UNNotificationResponse) -> String? {
  guard response.actionIdentifier == UNNotificationDefaultActionIdentifier else { return nil }
  return response.notification.request.content.userInfo["messageID"] as? String
}

@Suite struct MailStubTests {
  @Test func aStubResponseWithNoInitializerIsMadeAsItsOwnClass() throws {
    let response = try InstanceHelper.create(ResponseStub.self)
    #expect(type(of: response) == ResponseStub.self)
    #expect(response.stubbedActionIdentifier == UNNotificationDefaultActionIdentifier)
    #expect(response.stubbedRequest == nil)
    response.stubbedActionIdentifier = "ARCHIVE"
    #expect(messageToOpen(for: response) == nil)
  }

  @Test func aStubResponseIsMadeWithPropertiesItsParentDeclares() throws {
    let response = try InstanceHelper.create(
      ResponseStub.self,
      properties: [
        "actionIdentifier": "ignored by the stub",
        "notification": ["request": ["content": ["userInfo": ["messageID": "m-42"]]]],
      ])
    #expect(messageToOpen(for: response) == "m-42")
    // The key holds what was set; the stub's getter answers its own.
    #expect(try response.value(forKey: "actionIdentifier") as? String == "ignored by the stub")
    #expect(response.actionIdentifier == UNNotificationDefaultActionIdentifier)
  }

  @Test func aStubRequestAnswersWithItsStoredValues() throws {
    let request = try InstanceHelper.create(RequestStub.self)
    #expect(type(of: request) == RequestStub.self)
    #expect(request.identifier == "mail-1")
    let content = UNMutableNotificationContent()
    content.userInfo = ["messageID": "m-7"]
    request.stubbedContent = content

    let response = try InstanceHelper.create(ResponseStub.self)
    let notification = try InstanceHelper.create(UNNotification.self)
    try notification.setValue(request, forKey: "request")
    try response.setValue(notification, forKey: "notification")
    #expect(messageToOpen(for: response) == "m-7")
  }

  @Test func aStubRequestIsMadeWithProperties() throws {
    let request = try InstanceHelper.create(RequestStub.self, properties: ["identifier": "x"])
    #expect(try request.value(forKey: "identifier") as? String == "x")
    #expect(request.identifier == "mail-1")
    #expect(try RequestStub.fabricate(from: ["trigger": nil]).stubbedIdentifier == "mail-1")
  }

  @Test func aStubSubclassKeepsItsClassThroughAFixtureThatNamesIt() throws {
    let response = try UNNotificationResponse.fabricate(
      from: ["$type": "ResponseStub", "actionIdentifier": "OPEN"],
      allowing: [ResponseStub.self])
    #expect(type(of: response) == ResponseStub.self)
    #expect(try response.value(forKey: "actionIdentifier") as? String == "OPEN")
  }

  @Test func anUnknownKeyOnAStubIsAnUnknownKeyOfItsParent() throws {
    let error = #expect(throws: FacsimileError.self) {
      try InstanceHelper.create(ResponseStub.self, properties: ["actionIdentifer": "OPEN"])
    }
    #expect(error?.kind == .unknownKey)
    #expect(error?.problems.first?.suggestion == "actionIdentifier")
  }
}
