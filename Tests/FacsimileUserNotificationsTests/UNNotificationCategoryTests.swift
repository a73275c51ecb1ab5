import FacsimileCore
import FacsimileUserNotifications
import Foundation
import Testing

@Suite struct UNNotificationCategoryTests {
  private let open = UNNotificationAction(identifier: "OPEN", title: "Open", options: [.foreground])

  @Test func publicInitializersSetTheirKeys() {
    let plain = UNNotificationCategory(
      identifier: "ARTICLE", actions: [open], intentIdentifiers: [])
    #expect(plain.identifier == "ARTICLE")
    #expect(plain.actions == [open])
    #expect(plain.intentIdentifiers == [])
    #expect(plain.options == [])
    #expect(plain.hiddenPreviewsBodyPlaceholder == "")
    #expect(plain.categorySummaryFormat == "")

    let hidden = UNNotificationCategory(
      identifier: "MESSAGE", actions: [], intentIdentifiers: ["INSendMessageIntent"],
      hiddenPreviewsBodyPlaceholder: "New message", options: [.hiddenPreviewsShowTitle])
    #expect(hidden.hiddenPreviewsBodyPlaceholder == "New message")
    #expect(hidden.intentIdentifiers == ["INSendMessageIntent"])
    #expect(hidden.options == .hiddenPreviewsShowTitle)

    let summary = UNNotificationCategory(
      identifier: "MESSAGE", actions: [], intentIdentifiers: [],
      hiddenPreviewsBodyPlaceholder: nil, categorySummaryFormat: "%u more",
      options: [.customDismissAction, .allowInCarPlay])
    #expect(summary.categorySummaryFormat == "%u more")
    #expect(summary.hiddenPreviewsBodyPlaceholder == "")
    #expect(summary.options == [.customDismissAction, .allowInCarPlay])
  }

  @Test func categoriesWorkInSets() {
    let a = UNNotificationCategory(identifier: "A", actions: [open], intentIdentifiers: [])
    let a2 = UNNotificationCategory(identifier: "A", actions: [open], intentIdentifiers: [])
    let b = UNNotificationCategory(identifier: "B", actions: [], intentIdentifiers: [])
    #expect(Set([a, a2, b]).count == 2)
  }
}
