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

}

@Suite struct UNNotificationActionIconTests {
  @Test func publicInitializersAreDistinct() throws {
    let system = UNNotificationActionIcon(systemImageName: "trash")
    let template = UNNotificationActionIcon(templateImageName: "trash")
    #expect(system != template)
    #expect(try system.value(forKey: "systemImageName") as? String == "trash")
    #expect(try template.value(forKey: "templateImageName") as? String == "trash")
  }

}
