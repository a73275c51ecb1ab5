import FacsimileCore
import FacsimileUIKit
import FacsimileUserNotifications
import Foundation
import Testing

/// Every model declares `NSSecureCoding` (or `NSCoding`), as Apple's do: each must go through
/// `NSKeyedArchiver` and come back equal from `NSKeyedUnarchiver`, with and without secure coding.
@Suite struct ArchivingTests {
  static func roundTrip<T: KeyValueCodable>(_ object: T, secure: Bool) throws -> Any? {
    let data = try NSKeyedArchiver.archivedData(
      withRootObject: object, requiringSecureCoding: secure)
    let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
    unarchiver.requiresSecureCoding = secure
    unarchiver.decodingFailurePolicy = .setErrorAndReturn  // else a failure traps on Linux
    defer { unarchiver.finishDecoding() }
    let object = unarchiver.decodeObject(of: [T.self], forKey: NSKeyedArchiveRootObjectKey)
    if let error = unarchiver.error { throw error }
    return object
  }

  /// The models that adopt `NSSecureCoding`, as Apple's do; archiving any other object traps in
  /// Foundation on Linux, as it raises on Apple platforms.
  static var secureCodingModels: [ModelType] {
    ModelType.all.filter { $0.type is any NSSecureCoding.Type }
  }

  @Test func everyModelThatApplesArchivesAdoptsSecureCoding() {
    #expect(Self.secureCodingModels.count == 19)
  }

  @Test(arguments: secureCodingModels, [true, false])
  func aBlankModelArchivesAndUnarchivesEqual(_ model: ModelType, secure: Bool) throws {
    func check<T: KeyValueCodable>(_ type: T.Type) throws {
      let blank = try InstanceHelper.create(type)
      let again = try #require(try Self.roundTrip(blank, secure: secure) as? T)
      #expect((again as? NSObject)?.isEqual(blank) == true)
    }
    try check(model.type)
  }

  @Test(arguments: [true, false])
  func aFullNotificationGraphArchivesAndUnarchivesEqual(secure: Bool) throws {
    let response = try InstanceHelper.create(
      UNTextInputNotificationResponse.self,
      properties: [
        "actionIdentifier": "REPLY", "userText": "On my way",
        "notification": [
          "date": "2026-11-21T08:30:00.125Z",
          "request": [
            "identifier": "article-1",
            "content": [
              "title": "Hello", "badge": 3, "sound": ["toneFileName": "chime.caf"],
              "interruptionLevel": 2, "relevanceScore": 0.5,
              "attachments": [["identifier": "a", "URL": "file:///tmp/a.png"]],
              "userInfo": [
                "aps": ["alert": ["title": "Hello"], "badge": 3, "content-available": true],
                "articleId": "1", "ids": [1, 2, 3], "when": Date(timeIntervalSince1970: 1.5),
                "count": 1, "flag": true,  // equal NSNumbers the archiver would write once
                "bytes": Data([0, 1, 2]),
              ],
            ],
            "trigger": ["$type": "UNTimeIntervalNotificationTrigger", "timeInterval": 60],
          ],
        ],
      ])
    let again = try #require(
      try Self.roundTrip(response, secure: secure) as? UNNotificationResponse)
    #expect(again is UNTextInputNotificationResponse)
    #expect(again.isEqual(response))
    #expect(again.notification.request.trigger is UNTimeIntervalNotificationTrigger)
  }

  @Test func aMutableContentWithEveryKindOfValueArchives() throws {
    // The report that opened this: archiving a blank mutable content trapped on its
    // interruption level ("Object Optional(active) does not conform to NSCoding").
    let content = UNMutableNotificationContent()
    content.interruptionLevel = .timeSensitive
    content.sound = .defaultCritical
    content.userInfo = ["url": URL(fileURLWithPath: "/tmp/x"), "id": UUID(), 1: "one"]
    let data = try NSKeyedArchiver.archivedData(
      withRootObject: content, requiringSecureCoding: false)
    #expect(!data.isEmpty)
    let again = try #require(
      try Self.roundTrip(content, secure: true) as? UNMutableNotificationContent)
    #expect(again.interruptionLevel == .timeSensitive)
    #expect(again.sound == .defaultCritical)
  }

  @Test(arguments: [true, false])
  func valuesFoundationsArchiverWouldMergeOrDropComeBackExactly(secure: Bool) throws {
    // Linux's NSKeyedUnarchiver reads any string "$null" as nil (its marker for a missing
    // object), and NSKeyedArchiver writes equal objects once: NSNumber(value: -0.0) equals
    // NSNumber(value: 0.0), and true equals 1.
    let content = try InstanceHelper.create(
      UNNotificationContent.self,
      properties: [
        "title": "$null",
        "userInfo": [
          "$null": "$null", "zero": 0.0, "negativeZero": -0.0, "one": 1, "true": true,
          "list": ["$null", -0.0, 0.0, 1, true, 1.0], "nested": ["$null": ["$null": 1]],
        ],
      ])
    let again = try #require(try Self.roundTrip(content, secure: secure) as? UNNotificationContent)
    #expect(again.title == "$null")
    #expect(again.fixture().differences(from: content.fixture()) == [])
    let negativeZero = try #require(again.userInfo["negativeZero"] as? Double)
    #expect(negativeZero.sign == .minus)
  }

  @Test func aKeyArchivedByOtherCodeFailsTheDecodingNotADroppedValue() throws {
    let data = try NSKeyedArchiver.archivedData(
      withRootObject: ForeignArchivedContent(), requiringSecureCoding: false)
    let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
    unarchiver.requiresSecureCoding = false
    unarchiver.decodingFailurePolicy = .setErrorAndReturn
    unarchiver.setClass(
      UNNotificationContent.self, forClassName: NSStringFromClass(ForeignArchivedContent.self))
    // It was a blank content, its title dropped in silence. (Linux's NSKeyedUnarchiver keeps
    // an error of its own, "failed to decode", rather than the one passed to failWithError.)
    #expect(unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) == nil)
    #expect(unarchiver.error != nil)
  }
}

/// An object that archives a `title` as a plain string; archived under the class name of
/// `UNNotificationContent`, it makes an archive Facsimile did not write. (Top-level, as
/// `NSStringFromClass` needs on Linux.)
final class ForeignArchivedContent: NSObject, NSCoding {
  override init() { super.init() }
  init?(coder: NSCoder) { nil }
  func encode(with coder: NSCoder) { coder.encode("Hello" as NSString, forKey: "title") }
}
