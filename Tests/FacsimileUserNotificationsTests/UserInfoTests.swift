import FacsimileCore
import FacsimileUserNotifications
import Foundation
import Testing

/// A content's `userInfo` is stored as the `[String: Any]` a fixture gives and becomes a
/// `[AnyHashable: Any]` when first read: every door must see the same dictionary.
@Suite struct UserInfoTests {
  private let fixture: [String: Any] = [
    "aps": ["alert": ["title": "T", "body": "B"], "badge": 2] as [String: Any],
    "messageId": "m-1", "content-available": true,
  ]

  @Test func everyDoorSeesTheSameDictionary() throws {
    let content = try InstanceHelper.create(
      UNNotificationContent.self, properties: ["userInfo": fixture])
    #expect((try content.value(forKey: "userInfo")) as? [AnyHashable: Any] != nil)
    #expect(content.userInfo["messageId"] as? String == "m-1")
    #expect(content.userInfo["content-available"] as? Bool == true)
    let aps = try #require(content.userInfo["aps"] as? [String: Any])
    #expect((aps["alert"] as? [String: Any])?["title"] as? String == "T")
    #expect(try content.value(forKeyPath: "userInfo.aps.badge") as? Int == 2)
    #expect(try UNNotificationContent.fabricate(from: content.fixture()) == content)
  }

  @Test func equalityCopiesAndMutableCopiesAgree() throws {
    let content = try InstanceHelper.create(
      UNNotificationContent.self, properties: ["userInfo": fixture])
    let unread = try InstanceHelper.create(
      UNNotificationContent.self, properties: ["userInfo": fixture])
    // One read, one not: equal all the same.
    _ = content.userInfo
    #expect(content == unread)
    #expect(unread.copy() as? UNNotificationContent == content)
    let mutable = try #require(unread.mutableCopy() as? UNMutableNotificationContent)
    #expect(mutable.userInfo["messageId"] as? String == "m-1")
    mutable.userInfo = [AnyHashable(1): "one"]
    #expect(mutable.userInfo[1] as? String == "one")
    #expect(unread.userInfo["messageId"] as? String == "m-1")
  }

  @Test func keysThatAreNotStringsAreKept() throws {
    let content = try InstanceHelper.create(UNNotificationContent.self)
    try content.setValue([AnyHashable(7): "seven", "eight": 8], forKey: "userInfo")
    #expect(content.userInfo[7] as? String == "seven")
    #expect(content.userInfo["eight"] as? Int == 8)
  }

  /// The content, handed to tasks (model objects lock their storage, but are not `Sendable`).
  private struct Shared: @unchecked Sendable { let content: UNNotificationContent }

  @Test func theFirstReadFromManyTasksAtOnceGivesOneDictionary() async throws {
    for _ in 0..<20 {
      let shared = Shared(
        content: try InstanceHelper.create(
          UNNotificationContent.self, properties: ["userInfo": fixture]))
      let counts = await withTaskGroup(of: Int.self) { group in
        for _ in 0..<8 { group.addTask { shared.content.userInfo.count } }
        return await group.reduce(into: []) { $0.append($1) }
      }
      #expect(counts == Array(repeating: 3, count: 8))
    }
  }
}
