import FacsimileCore
import FacsimileUserNotifications
import Foundation
import Testing

@Suite struct UNNotificationContentTests {
  @Test func publicInitializerMakesEmptyContent() {
    let content = UNNotificationContent()
    #expect(content.title == "")
    #expect(content.body == "")
    #expect(content.badge == nil)
    #expect(content.sound == nil)
    #expect(content.attachments.isEmpty)
    #expect(content.userInfo.isEmpty)
    #expect(content.interruptionLevel == .active)
    #expect(content.relevanceScore == 0)
    #expect(content.targetContentIdentifier == nil)
    #expect(content.filterCriteria == nil)
  }

  /// Each key is named as the public property that reads it, so that fixtures, key-value coding
  /// and the schema use the name app code uses: the keys are the `open var`s of
  /// `UNNotificationContent` and the `open override var`s of `UNMutableNotificationContent`, in
  /// the file that declares both, and no more. (Which properties Apple's classes have is checked
  /// against Apple's documentation where a property is added; this check needs no list of them.)
  @Test func everyKeyIsNamedAsItsPublicGetterAndSetter() throws {
    let source = try String(
      contentsOf: URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/FacsimileUserNotifications/UNNotificationContent.swift"),
      encoding: .utf8)
    let classes = source.components(separatedBy: "open class UNMutableNotificationContent")
    try #require(classes.count == 2)
    func properties(_ text: String, _ prefix: String) -> Set<String> {
      Set(
        text.split(separator: "\n").compactMap { line in
          let line = line.trimmingCharacters(in: .whitespaces)
          guard line.hasPrefix(prefix) else { return nil }
          return line.dropFirst(prefix.count).split(separator: ":").first.map(String.init)
        })
    }
    let keys = Set(UNNotificationContent.keyTable.names)
    #expect(properties(classes[0], "open var ") == keys)
    #expect(properties(classes[1], "open override var ") == keys)
    #expect(UNMutableNotificationContent.keyTable.names == UNNotificationContent.keyTable.names)
  }

  @Test func mutableCopyIsMutableEqualInValueAndIndependent() throws {
    let content = try InstanceHelper.create(
      UNNotificationContent.self, properties: ["title": "T", "sound": ["toneFileName": "a.caf"]])
    let mutable = try #require(content.mutableCopy() as? UNMutableNotificationContent)

    #expect(mutable.title == "T")
    #expect(mutable.sound === content.sound)  // immutable, so shared, as on Apple platforms
    mutable.title = "Changed"
    #expect(content.title == "T")
  }

  @Test func copyOfImmutableContentIsImmutableAndEqual() throws {
    let content = try InstanceHelper.create(UNNotificationContent.self, properties: ["body": "B"])
    let copy = try #require(content.copy() as? UNNotificationContent)
    #expect(!(copy is UNMutableNotificationContent))
    #expect(copy === content)
  }

  @Test func updatingFromAProviderReturnsAnImmutableCopy() throws {
    final class Provider: NSObject, UNNotificationContentProviding {}
    let content = UNMutableNotificationContent()
    content.title = "T"
    let updated = try content.updating(from: Provider())
    #expect(!(updated is UNMutableNotificationContent))
    #expect(updated.title == "T")
  }

  @Test func descriptionListsEveryKey() {
    let content = UNMutableNotificationContent()
    content.title = "Hi"
    #expect(content.description.hasPrefix("<UNMutableNotificationContent attachments: [], "))
    #expect(content.description.contains(#"title: "Hi""#))
    #expect(content.description.contains("interruptionLevel: active"))
  }
}

@Suite struct UNMutableNotificationContentTests {
  @Test func everyPropertyIsSettable() {
    let content = UNMutableNotificationContent()
    let attachment = try? InstanceHelper.create(
      UNNotificationAttachment.self, properties: ["identifier": "a"])
    content.attachments = attachment.map { [$0] } ?? []
    content.badge = 4
    content.body = "Body"
    content.categoryIdentifier = "ARTICLE"
    content.launchImageName = "Launch"
    content.sound = .default
    content.subtitle = "Sub"
    content.threadIdentifier = "thread"
    content.title = "Title"
    content.userInfo = ["id": 1]
    content.targetContentIdentifier = "target"
    content.interruptionLevel = .critical
    content.relevanceScore = 0.25
    content.filterCriteria = "work"

    #expect(content.attachments.map(\.identifier) == ["a"])
    #expect(content.badge?.intValue == 4)
    #expect(content.body == "Body")
    #expect(content.categoryIdentifier == "ARTICLE")
    #expect(content.launchImageName == "Launch")
    #expect(content.sound == .default)
    #expect(content.subtitle == "Sub")
    #expect(content.threadIdentifier == "thread")
    #expect(content.title == "Title")
    #expect(content.userInfo["id"] as? Int == 1)
    #expect(content.targetContentIdentifier == "target")
    #expect(content.interruptionLevel == .critical)
    #expect(content.relevanceScore == 0.25)
    #expect(content.filterCriteria == "work")
  }

  @Test(
    arguments: [(.infinity, 1), (-.infinity, 0), (.nan, 0), (2, 1), (-0.5, 0), (0.75, 0.75)]
      as [(Double, Double)])
  func relevanceScoreIsClampedToZeroThroughOneAsIOSClampsIt(set: Double, read: Double) throws {
    let content = UNMutableNotificationContent()
    content.relevanceScore = set
    #expect(content.relevanceScore == read)

    // What the content holds survives its fixture and JSON, rather than saving as `null`.
    let fixture = content.fixture()
    #expect(fixture["relevanceScore"] == .double(read))
    let again = try UNMutableNotificationContent.fabricate(from: fixture)
    #expect(again.relevanceScore == read)
    let json = try UNMutableNotificationContent.fabricate(from: Fixture(json: fixture.jsonData()))
    #expect(json.relevanceScore == read)
  }

  @Test func copyIsImmutableLikeApples() throws {
    let content = UNMutableNotificationContent()
    content.title = "T"
    content.sound = .default
    let copy = try #require(content.copy() as? UNNotificationContent)

    #expect(!(copy is UNMutableNotificationContent))
    #expect(copy.title == "T")
    #expect(copy.sound == .default)
    content.title = "Changed"
    #expect(copy.title == "T")
  }

  @Test func mutableCopyIsMutable() throws {
    let content = UNMutableNotificationContent()
    content.body = "B"
    let copy = try #require(content.mutableCopy() as? UNMutableNotificationContent)
    copy.body = "C"
    #expect(content.body == "B")
    #expect(copy.body == "C")
  }

  @Test func soundSetterKeepsACopy() {
    let sound = UNNotificationSound(named: UNNotificationSoundName("a.caf"))
    let content = UNMutableNotificationContent()
    content.sound = sound
    #expect(content.sound === sound)  // the setter copies, and a sound's copy is itself
  }

  @Test func mutableAndImmutableContentAreDifferentClassesSoNotEqual() throws {
    let mutable = UNMutableNotificationContent()
    let immutable = try #require(mutable.copy() as? UNNotificationContent)
    #expect(!mutable.isEqual(immutable))
    #expect(immutable.isEqual(UNNotificationContent()))
  }
}
