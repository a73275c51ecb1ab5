import FacsimileCore
import FacsimileUIKit
import Foundation
import Testing

@Suite struct UIApplicationShortcutItemTests {
  @Test func publicInitializers() throws {
    let icon = UIApplicationShortcutIcon(type: .search)
    #expect(try icon.value(forKey: "type") as? UIApplicationShortcutIcon.IconType == .search)
    let item = UIApplicationShortcutItem(
      type: "com.example.search", localizedTitle: "Search", localizedSubtitle: "All",
      icon: icon, userInfo: ["scope": "all" as NSString])

    #expect(item.localizedSubtitle == "All")
    #expect(item.icon === icon)  // an icon is immutable: its copy is itself
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
    let mutable = try InstanceHelper.create(
      UIMutableApplicationShortcutItem.self,
      properties: ["type": "com.example.compose", "localizedTitle": "New"])

    mutable.localizedSubtitle = "Draft"

    #expect(mutable.localizedTitle == "New")
    #expect(mutable.localizedSubtitle == "Draft")
  }
}

@Suite struct UIApplicationShortcutIconTests {
  @Test func iconTypesHaveUIKitsRawValues() {
    #expect(UIApplicationShortcutIcon.IconType.compose.rawValue == 0)
    #expect(UIApplicationShortcutIcon.IconType.prohibit.rawValue == 7)
    #expect(UIApplicationShortcutIcon.IconType.update.rawValue == 28)
  }
}
