import FacsimileCore
import FacsimileUserNotifications
import Foundation
import Testing

@Suite struct UNNotificationActionTests {
  @Test func publicInitializersSetTheirKeys() {
    let open = UNNotificationAction(identifier: "OPEN", title: "Open", options: [.foreground])
    #expect(open.identifier == "OPEN")
    #expect(open.title == "Open")
    #expect(open.options == .foreground)
    #expect(open.icon == nil)

    let plain = UNNotificationAction(identifier: "LATER", title: "Later")
    #expect(plain.options == [])

    let icon = UNNotificationActionIcon(systemImageName: "trash")
    let delete = UNNotificationAction(
      identifier: "DELETE", title: "Delete", options: [.destructive, .authenticationRequired],
      icon: icon)
    #expect(delete.options.contains(.destructive))
    #expect(delete.options.contains(.authenticationRequired))
    #expect(delete.icon == icon)
  }

  @Test func fabricatesByKey() throws {
    let action = try InstanceHelper.create(UNNotificationAction.self, properties: ["title": "T"])
    try action.setValue(UNNotificationActionOptions.destructive, forKey: "options")
    try action.setValue(6, forKey: "options")
    #expect(action.title == "T")
    #expect(action.options == [.destructive, .foreground])
  }

  @Test func fabricatesByCoder() throws {
    let coder = KeyedCoder(["identifier": "A", "options": 1, "icon": ["templateImageName": "x"]])
    let action = try #require(UNNotificationAction(coder: coder))
    #expect(coder.error == nil)
    #expect(action.identifier == "A")
    #expect(action.options == .authenticationRequired)
    #expect(action.icon == UNNotificationActionIcon(templateImageName: "x"))
  }

  @Test func fabricatesFromANestedDictionary() throws {
    let category = try InstanceHelper.create(
      UNNotificationCategory.self,
      properties: ["actions": [["identifier": "OPEN", "title": "Open", "options": 4]]])
    #expect(category.actions.first?.identifier == "OPEN")
    #expect(category.actions.first?.options == .foreground)
  }
}

@Suite struct UNTextInputNotificationActionTests {
  @Test func publicInitializersSetTheirKeys() {
    let reply = UNTextInputNotificationAction(
      identifier: "REPLY", title: "Reply", textInputButtonTitle: "Send",
      textInputPlaceholder: "Message")
    #expect(reply.identifier == "REPLY")
    #expect(reply.textInputButtonTitle == "Send")
    #expect(reply.textInputPlaceholder == "Message")
    #expect(reply.options == [])

    let withIcon = UNTextInputNotificationAction(
      identifier: "REPLY", title: "Reply", options: [.foreground],
      icon: UNNotificationActionIcon(systemImageName: "arrowshape.turn.up.left"),
      textInputButtonTitle: "Send", textInputPlaceholder: "Message")
    #expect(withIcon.icon == UNNotificationActionIcon(systemImageName: "arrowshape.turn.up.left"))
    #expect(withIcon.options == .foreground)
    #expect(withIcon != reply)
  }

  @Test func fabricatesByKey() throws {
    let action = try InstanceHelper.create(UNTextInputNotificationAction.self)
    try action.setValue("Go", forKey: "textInputButtonTitle")
    try action.setValue("R", forKey: "identifier")
    #expect(action.textInputButtonTitle == "Go")
    #expect(action.identifier == "R")
  }

  @Test func fabricatesByCoder() throws {
    let coder = KeyedCoder(["textInputPlaceholder": "Type", "title": "Reply"])
    let action = try #require(UNTextInputNotificationAction(coder: coder))
    #expect(action.textInputPlaceholder == "Type")
    #expect(action.title == "Reply")
  }

  @Test func fabricatesFromANestedDictionary() throws {
    let action = try InstanceHelper.create(
      UNTextInputNotificationAction.self,
      properties: ["icon": ["systemImageName": "pencil"], "textInputButtonTitle": "Send"])
    #expect(action.icon == UNNotificationActionIcon(systemImageName: "pencil"))
    #expect(action.textInputButtonTitle == "Send")
    #expect(
      UNTextInputNotificationAction.keyTable.names == [
        "identifier", "title", "options", "icon", "textInputButtonTitle", "textInputPlaceholder",
      ])
  }
}

@Suite struct UNNotificationActionIconTests {
  @Test func publicInitializersAreDistinct() throws {
    let system = UNNotificationActionIcon(systemImageName: "trash")
    let template = UNNotificationActionIcon(templateImageName: "trash")
    #expect(system != template)
    #expect(try system.value(forKey: "systemImageName") as? String == "trash")
    #expect(try template.value(forKey: "templateImageName") as? String == "trash")
  }

  @Test func fabricatesByKey() throws {
    let icon = try InstanceHelper.create(UNNotificationActionIcon.self)
    try icon.setValue("star", forKey: "systemImageName")
    #expect(icon == UNNotificationActionIcon(systemImageName: "star"))
  }

  @Test func fabricatesByCoder() throws {
    let icon = try #require(UNNotificationActionIcon(coder: KeyedCoder(["templateImageName": "t"])))
    #expect(icon == UNNotificationActionIcon(templateImageName: "t"))
  }

  @Test func fabricatesFromANestedDictionary() throws {
    let action = try InstanceHelper.create(
      UNNotificationAction.self, properties: ["icon": ["systemImageName": "bell"]])
    #expect(action.icon == UNNotificationActionIcon(systemImageName: "bell"))
  }
}
