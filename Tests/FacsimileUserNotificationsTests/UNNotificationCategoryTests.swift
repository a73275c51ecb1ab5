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

  @Test func keyPathsNameAnActionByItsIndexAsErrorsPrintIt() throws {
    let save = UNNotificationAction(identifier: "SAVE", title: "Save", options: [])
    let category = UNNotificationCategory(
      identifier: "ARTICLE", actions: [open, save], intentIdentifiers: [])
    #expect(try category.value(forKeyPath: "actions[1].title") as? String == "Save")
    try category.setValue("Read", forKeyPath: "actions[0].title")
    #expect(category.actions[0].title == "Read")

    for path in ["actions[-1].title", "actions[2].title", "actions[-1]"] {
      let error = #expect(throws: FacsimileError.self) {
        try category.value(forKeyPath: path)
      }
      #expect(error?.kind == .invalidKeyPath, "\(path)")
      #expect(
        error?.description.contains(
          "is out of range: the array has 2 elements (indices 0 to 1)") == true,
        "\(error?.description ?? "")")
    }
    let set = #expect(throws: FacsimileError.self) {
      try category.setValue("x", forKeyPath: "actions[-1].title")
    }
    #expect(
      set?.description.hasPrefix("UNNotificationCategory.actions[-1]: index -1 is out of range")
        == true)
    let element = #expect(throws: FacsimileError.self) {
      try category.setValue(save, forKeyPath: "actions[0]")
    }
    #expect(element?.kind == .invalidKeyPath)
    #expect(element?.description.contains("set the array by its key, actions") == true)
  }

  @Test func categoriesWorkInSets() {
    let a = UNNotificationCategory(identifier: "A", actions: [open], intentIdentifiers: [])
    let a2 = UNNotificationCategory(identifier: "A", actions: [open], intentIdentifiers: [])
    let b = UNNotificationCategory(identifier: "B", actions: [], intentIdentifiers: [])
    #expect(Set([a, a2, b]).count == 2)
  }
}
