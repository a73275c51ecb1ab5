import FacsimileCore
import FacsimileUIKit
import Foundation
import Testing

@Suite struct UIApplicationShortcutItemTests {
  @Test func fabricatesByKey() throws {
    let item = try InstanceHelper.create(
      UIApplicationShortcutItem.self,
      properties: [
        "type": "com.example.compose"
      ])
    try item.setValue("New Note", forKey: "localizedTitle")
    try item.setValue(["draftID": NSNumber(value: 7)], forKey: "userInfo")

    #expect(item.type == "com.example.compose")
    #expect(item.localizedTitle == "New Note")
    #expect((item.userInfo?["draftID"] as? NSNumber)?.intValue == 7)
  }

  @Test func fabricatesByCoder() throws {
    let coder = KeyedCoder([
      "type": "com.example.search", "localizedTitle": "Search", "localizedSubtitle": "Everything",
      "targetContentIdentifier": "search",
    ])
    let item = try #require(UIApplicationShortcutItem(coder: coder), "\(coder.error as Any)")

    #expect(item.localizedSubtitle == "Everything")
    #expect(item.targetContentIdentifier as? String == "search")
  }

  @Test func fabricatesFromANestedDictionary() throws {
    let item = try InstanceHelper.create(
      UIApplicationShortcutItem.self,
      properties: [
        "type": "com.example.compose",
        "icon": ["type": 0],
      ])

    #expect(try item.icon?.value(forKey: "type") as? UIApplicationShortcutIcon.IconType == .compose)
  }

  @Test func publicInitializers() {
    let icon = UIApplicationShortcutIcon(type: .search)
    let item = UIApplicationShortcutItem(
      type: "com.example.search", localizedTitle: "Search", localizedSubtitle: "All",
      icon: icon, userInfo: ["scope": "all" as NSString])

    #expect(item.localizedSubtitle == "All")
    #expect(item.icon == icon)
    #expect(item.icon !== icon)
    #expect(item.userInfo?["scope"] as? NSString == "all")
    #expect(UIApplicationShortcutItem(type: "t", localizedTitle: "T").icon == nil)
  }

  @Test func mutableCopyKeepsTheValuesAndCanChange() throws {
    let item = UIApplicationShortcutItem(type: "com.example.compose", localizedTitle: "New")
    let mutable = try #require(item.mutableCopy() as? UIMutableApplicationShortcutItem)

    mutable.localizedTitle = "Renamed"
    mutable.icon = UIApplicationShortcutIcon(systemImageName: "star")
    mutable.targetContentIdentifier = "compose"

    #expect(mutable.type == "com.example.compose")
    #expect(mutable.localizedTitle == "Renamed")
    #expect(item.localizedTitle == "New")
    #expect(try mutable.icon?.value(forKey: "systemImageName") as? String == "star")
    #expect(mutable.targetContentIdentifier as? String == "compose")
  }

  @Test func mutableItemsFabricateByKey() throws {
    let mutable = try InstanceHelper.create(
      UIMutableApplicationShortcutItem.self,
      properties: [
        "type": "com.example.compose", "icon": ["templateImageName": "Compose"],
      ])
    #expect(mutable.type == "com.example.compose")
    #expect(try mutable.icon?.value(forKey: "templateImageName") as? String == "Compose")
  }

  @Test func mutableItemsFabricateByCoder() throws {
    let coder = KeyedCoder(["type": "com.example.compose", "localizedTitle": "New"])
    let mutable = try #require(
      UIMutableApplicationShortcutItem(coder: coder), "\(coder.error as Any)")

    mutable.localizedSubtitle = "Draft"

    #expect(mutable.localizedTitle == "New")
    #expect(mutable.localizedSubtitle == "Draft")
  }
}

@Suite struct UIApplicationShortcutIconTests {
  @Test func fabricatesByKey() throws {
    let icon = try InstanceHelper.create(UIApplicationShortcutIcon.self, properties: ["type": 5])
    try icon.setValue("magnifyingglass", forKey: "systemImageName")

    #expect(try icon.value(forKey: "type") as? UIApplicationShortcutIcon.IconType == .search)
    #expect(try icon.value(forKey: "systemImageName") as? String == "magnifyingglass")
  }

  @Test func fabricatesByCoder() throws {
    let coder = KeyedCoder(["templateImageName": "Compose"])
    let icon = try #require(UIApplicationShortcutIcon(coder: coder), "\(coder.error as Any)")

    #expect(icon == UIApplicationShortcutIcon(templateImageName: "Compose"))
  }

  @Test func iconTypesHaveUIKitsRawValues() {
    #expect(UIApplicationShortcutIcon.IconType.compose.rawValue == 0)
    #expect(UIApplicationShortcutIcon.IconType.prohibit.rawValue == 7)
    #expect(UIApplicationShortcutIcon.IconType.update.rawValue == 28)
  }
}
