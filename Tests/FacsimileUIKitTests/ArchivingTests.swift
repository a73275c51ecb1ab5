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

  @Test(arguments: [true, false])
  func dictionariesKeepTheTypesOfTheirKeys(secure: Bool) throws {
    // The archive held each dictionary as its fixture, whose keys are strings: `[1: "a"]` came
    // back as `["1": "a"]`, a different dictionary.
    let content = UNMutableNotificationContent()
    content.userInfo = [
      1: "int", "1": "string", 2.5: "double", UInt64.max: "wide",
      "nested": [3: [4: "deep"]] as [Int: Any],
      "when": [Date(timeIntervalSince1970: 0): "epoch"],
      "set": Set<AnyHashable>([1, "1", 2.5]),
      "price": Decimal(string: "12345678901234567890.123") as Any,
    ]
    let again = try #require(
      try Self.roundTrip(content, secure: secure) as? UNMutableNotificationContent)
    #expect(again.userInfo[1] as? String == "int")
    #expect(again.userInfo["1"] as? String == "string")
    #expect(again.userInfo[2.5] as? String == "double")
    #expect(again.userInfo[UInt64.max] as? String == "wide")
    #expect(again.userInfo.keys.first { $0 == AnyHashable(1) }?.base is Int)
    let nested = again.userInfo["nested"] as? [AnyHashable: Any]
    #expect((nested?[3] as? [AnyHashable: Any])?[4] as? String == "deep")
    let when = again.userInfo["when"] as? [AnyHashable: Any]
    #expect(when?[Date(timeIntervalSince1970: 0)] as? String == "epoch")
    #expect(again.userInfo["set"] as? Set<AnyHashable> == [1, "1", 2.5])
    #expect(again.userInfo["price"] as? Decimal == Decimal(string: "12345678901234567890.123"))
    #expect(again.isEqual(content))
  }

  /// A value that is not a property-list value where a key declares no type fails the archive,
  /// as Apple's secure archiver fails for a class that does not adopt `NSSecureCoding` (and its
  /// other archiver raises for one that does not adopt `NSCoding`): it came back as its
  /// description.
  @Test(arguments: [true, false])
  func aValueThatIsNotAPropertyListFailsTheArchiveNamingItsKeyPath(secure: Bool) throws {
    let values: [(value: Any, keyPath: String, found: String)] = [
      (["custom": NotAPropertyList()], "userInfo.custom", "NotAPropertyList"),
      (["list": [1, NotAPropertyList()]], "userInfo.list[1]", "NotAPropertyList"),
      (["point": Point(x: 1)], "userInfo.point", "Point"),
      (["sound": UNNotificationSound.default], "userInfo.sound", "UNNotificationSound object"),
      ([NotAPropertyListKey(): 1], "userInfo.key", "NotAPropertyListKey"),
    ]
    for (userInfo, keyPath, found) in values {
      let content = UNMutableNotificationContent()
      content.userInfo = userInfo as? [AnyHashable: Any] ?? [:]
      let error = #expect(throws: FacsimileError.self) {
        try NSKeyedArchiver.archivedData(withRootObject: content, requiringSecureCoding: secure)
      }
      #expect(error?.kind == .typeMismatch)
      #expect(error?.keyPath == keyPath)
      #expect(error?.description.contains(found) == true)
      let request = UNNotificationRequest(identifier: "a", content: content, trigger: nil)
      let nested = #expect(throws: FacsimileError.self) {
        try NSKeyedArchiver.archivedData(withRootObject: request, requiringSecureCoding: secure)
      }
      #expect(nested?.keyPath == "content." + keyPath)
    }
  }

  /// Linux's Foundation traps (`Value was of unexpected class`) where Apple's throws; Facsimile's
  /// overload of `unarchivedObject(ofClass:from:)` throws Apple's error instead.
  @Test func anArchiveReadAsAnotherModelThrows() async {
    await #expect(processExitsWith: .success) {
      let content = UNMutableNotificationContent()
      content.title = "Hello"
      let data = try NSKeyedArchiver.archivedData(
        withRootObject: content, requiringSecureCoding: true)
      let error = #expect(throws: CocoaError.self) {
        try NSKeyedUnarchiver.unarchivedObject(ofClass: UNNotificationRequest.self, from: data)
      }
      #expect(error?.code == .coderReadCorrupt)
      #expect("\(error as Any)".contains("unexpected class"))
      // The class itself, and a superclass of it, still read it.
      let again = try NSKeyedUnarchiver.unarchivedObject(
        ofClass: UNNotificationContent.self, from: data)
      #expect(again is UNMutableNotificationContent)
      #expect(again?.title == "Hello")
    }
  }

  @Test func everyArchivableModelReadAsEveryOtherThrowsOrReadsIt() async {
    await #expect(processExitsWith: .success) {
      var mismatches = 0
      for archived in ArchivingTests.secureCodingModels {
        let data = try ArchivingTests.archiveOfABlank(archived.type)
        for asked in ArchivingTests.secureCodingModels {
          let result = Result { try ArchivingTests.unarchive(data, as: asked.type) }
          if archived.type == asked.type || isSubclass(archived.type, of: asked.type) {
            let object = try result.get()
            #expect(object.map { type(of: $0) == archived.type } == true, "\(archived) as \(asked)")
          } else {
            #expect(
              (try? result.get()) == nil
                && (result.error as? CocoaError)?.code == .coderReadCorrupt,
              "\(archived) read as \(asked)")
            mismatches += 1
          }
        }
      }
      #expect(mismatches == 336)
    }
  }

  static func archiveOfABlank(_ type: any KeyValueCodable.Type) throws -> Data {
    try NSKeyedArchiver.archivedData(
      withRootObject: InstanceHelper.create(type), requiringSecureCoding: true)
  }

  /// `NSKeyedUnarchiver.unarchivedObject(ofClass: type, from: data)`, for a type known at run time.
  static func unarchive(_ data: Data, as type: any KeyValueCodable.Type) throws -> AnyObject? {
    func open<T: NSObject & NSCoding & KeyValueCodable>(_: T.Type) throws -> AnyObject? {
      try NSKeyedUnarchiver.unarchivedObject(ofClass: T.self, from: data)
    }
    guard let archivable = type as? any (NSObject & NSCoding & KeyValueCodable).Type else {
      return nil
    }
    return try open(archivable)
  }

  /// Linux's `NSKeyedUnarchiver` logs the failure to standard error ("... The data may be
  /// corrupt."), which the test reads: in a child process, so that a passing run prints no line
  /// that reads as an error.
  @Test func aKeyArchivedByOtherCodeFailsTheDecodingNotADroppedValue() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
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
    let logged = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      logged.contains("Class UNNotificationContent failed to decode. The data may be corrupt."))
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

/// A class instance that is no property-list value.
final class NotAPropertyList: CustomStringConvertible {
  var description: String { "NotAPropertyList" }
}

/// A hashable class instance that is no property-list value, for a dictionary key.
final class NotAPropertyListKey: Hashable, CustomStringConvertible {
  static func == (lhs: NotAPropertyListKey, rhs: NotAPropertyListKey) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  var description: String { "key" }
}

/// A struct that is no property-list value.
struct Point { var x: Int }

extension Result where Failure == any Error {
  fileprivate var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// Whether `candidate` is a subclass of `base`.
private func isSubclass(_ candidate: any KeyValueCodable.Type, of base: any KeyValueCodable.Type)
  -> Bool
{
  (candidate as? NSObject.Type)?.isSubclass(of: base) == true
}
