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

  @Test func fabricatesByKey() throws {
    let category = try InstanceHelper.create(UNNotificationCategory.self)
    try category.setValue("C", forKey: "identifier")
    try category.setValue([open], forKey: "actions")
    try category.setValue(["I"], forKey: "intentIdentifiers")
    #expect(category.identifier == "C")
    #expect(category.actions.map(\.identifier) == ["OPEN"])
    #expect(category.intentIdentifiers == ["I"])
  }

  @Test func fabricatesByCoder() throws {
    let coder = KeyedCoder([
      "identifier": "C", "options": 3,
      "actions": [["identifier": "A", "title": "a"], ["identifier": "B", "title": "b"]],
    ])
    let category = try #require(UNNotificationCategory(coder: coder))
    #expect(coder.error == nil)
    #expect(category.options == [.customDismissAction, .allowInCarPlay])
    #expect(category.actions.map(\.title) == ["a", "b"])
  }

  @Test func fabricatesFromANestedDictionary() async throws {
    let center = try InstanceHelper.create(
      UNUserNotificationCenter.self,
      properties: ["notificationCategories": [["identifier": "X", "actions": [["title": "Go"]]]]])
    let categories = await center.notificationCategories()
    #expect(categories.map(\.identifier) == ["X"])
    #expect(categories.first?.actions.first?.title == "Go")
  }

  @Test func categoriesWorkInSets() {
    let a = UNNotificationCategory(identifier: "A", actions: [open], intentIdentifiers: [])
    let a2 = UNNotificationCategory(identifier: "A", actions: [open], intentIdentifiers: [])
    let b = UNNotificationCategory(identifier: "B", actions: [], intentIdentifiers: [])
    #expect(Set([a, a2, b]).count == 2)
  }
}
