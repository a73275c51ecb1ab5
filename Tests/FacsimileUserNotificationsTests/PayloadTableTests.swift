import FacsimileCore
import Foundation
import Testing

@testable import FacsimileUserNotifications

/// The content's declarations are the one table a payload is read with: every key names its
/// properties and where a payload carries it, and what a table of payload fields may not hold is
/// a problem that every payload read throws. The hostile table of what the table adds: names
/// (both spellings of a key, case, dots), numbers (fractions, NaN, `UInt64.max`, infinities),
/// and declarations (a field declared twice, a field inside another).
@Suite struct PayloadTableTests {
  // MARK: The content's table

  /// A key declared without `content(_:mutable:payload:)` names no getter, setter or payload
  /// field: nothing would read it from a payload or copy it, in silence. The declarations and
  /// the key table list the same keys, in one order.
  @Test func everyContentKeyDeclaresItsPropertiesAndWhereAPayloadCarriesIt() {
    let declared = UNNotificationContent.declaredKeys.map(\.name)
    #expect(declared == UNNotificationContent.keyTable.names)
    #expect(declared == UNMutableNotificationContent.keyTable.names)
    #expect(PayloadTable.content.problems == [])
    let carried = PayloadTable.content.fields.map(\.key)
    #expect(Set(declared).subtracting(carried) == ["attachments"])
  }

  // MARK: Declarations

  static func field(_ key: String, _ field: PayloadField) -> (key: String, field: PayloadField) {
    (key, field)
  }

  @Test func aFieldDeclaredTwiceIsAProblemNamingBothKeys() throws {
    let table = PayloadTable(fields: [
      Self.field("badge", PayloadField.Of<NSNumber?>.count("aps.badge").field),
      Self.field("count", PayloadField.Of<Int>.count("aps.badge").field),
    ])
    #expect(table.problems == ["aps.badge carries badge and count; a field sets one key"])
    // Every read with the table throws it, whatever the payload holds.
    let error = #expect(throws: FacsimileError.self) {
      try APSReader.contentProperties(of: ["aps": ["badge": 1]], table: table)
    }
    #expect(error?.kind == .invalidDeclaration)
    #expect(
      error?.description
        == "PushPayload: aps.badge carries badge and count; a field sets one key")
  }

  @Test func aFieldThatALocalizationKeyTakesIsAProblem() {
    let table = PayloadTable(fields: [
      Self.field(
        "body",
        PayloadField.Of<String>.text(
          "aps.alert.body", localizedBy: "loc-key", arguments: "loc-args"
        )
        .field),
      Self.field("key", PayloadField.Of<String>.string("aps.alert.loc-key").field),
    ])
    #expect(table.problems == ["aps.alert.loc-key carries body and key; a field sets one key"])
  }

  @Test func aFieldInsideAnotherIsAProblem() {
    let table = PayloadTable(fields: [
      Self.field("alert", PayloadField.Of<String>.string("aps.alert").field),
      Self.field("title", PayloadField.Of<String?>.string("aps.alert.title").field),
    ])
    #expect(
      table.problems == [
        "aps.alert carries alert, and aps.alert.title (title) is inside it; a field cannot hold "
          + "another"
      ])
  }

  @Test func aFieldOnAPayloadFlagIsAProblem() {
    let table = PayloadTable(fields: [
      Self.field("available", PayloadField.Of<Int>.count("aps.content-available").field)
    ])
    #expect(
      table.problems == [
        "aps.content-available carries the payload's content-available flag and available; a "
          + "field sets one key"
      ])
  }

  @Test(arguments: ["badge", "aps", "aps..badge", "aps.badge.", ".aps.badge", "", "alert.title"])
  func aPathThatIsNoFieldInApsIsAProblem(path: String) {
    let table = PayloadTable(fields: [
      Self.field("badge", PayloadField.Of<NSNumber?>.count(path).field)
    ])
    #expect(
      table.problems == [
        "badge's field \"\(path)\" is not a path in aps, such as \"aps.category\""
      ])
  }

  @Test func twoKeysOfTheWholePayloadAreAProblem() {
    let whole = PayloadField.Of<[AnyHashable: Any]>.wholePayload.field
    let table = PayloadTable(fields: [
      Self.field("userInfo", whole), Self.field("payload", whole),
    ])
    #expect(table.problems == ["the whole payload carries userInfo and payload; it sets one key"])
  }

  // MARK: Names

  /// A device reads APNs's names alone: the content's Swift name for a field, in `aps`, is a key
  /// it ignores (it stays in `userInfo`), and does not compete with the field.
  @Test func theContentsNameForAFieldIsNoField() throws {
    let payload = try PushPayload(
      json: #"""
        {"aps": {"thread-id": "a", "threadIdentifier": "b", "categoryIdentifier": "C",
                 "relevanceScore": 1}}
        """#)
    let content = try payload.content()
    #expect(content.threadIdentifier == "a")
    #expect(content.categoryIdentifier == "")
    #expect(content.relevanceScore == 0)
    #expect((content.userInfo["aps"] as? [String: Any])?.count == 4)
  }

  @Test func aKeyThatDiffersOnlyByCaseIsNoField() throws {
    let content = try PushPayload(json: #"{"aps": {"Badge": 3, "CATEGORY": "x", "Alert": "Hi"}}"#)
      .content()
    #expect(content.badge == nil)
    #expect(content.categoryIdentifier == "")
    #expect(content.body == "")
  }

  /// A key holding dots is one key: `"aps.badge"` at the top is the app's own data (as
  /// `gcm.message_id` is), and `"alert.title"` in `aps` is a key a device ignores.
  @Test func aDottedKeyIsOneKeyNotAPath() throws {
    let payload = try PushPayload(
      json: #"{"aps": {"alert.title": "T", "alert": {"title.x": "y"}}, "aps.badge": 3}"#)
    let content = try payload.content()
    #expect(content.badge == nil)
    #expect(content.title == "")
    #expect(content.userInfo["aps.badge"] as? Int == 3)
    #expect(payload.customKeys["aps.badge"] == 3)
  }

  // MARK: Numbers

  /// APNs documents `badge` and `summary-arg-count` as integers: a whole number written with a
  /// fraction is that integer, anything else with a fraction is refused (the content's `badge`,
  /// an `NSNumber`, takes any number from Swift code).
  @Test func aFractionWhereAPNsWantsAnIntegerIsRefused() throws {
    let error = #expect(throws: FacsimileError.self) {
      try PushPayload(json: #"{"aps": {"badge": 2.5, "alert": {"summary-arg-count": 1.5}}}"#)
    }
    #expect(
      error?.description == """
        2 problems:
          JSON:1:34: PushPayload.aps.alert.summary-arg-count: expected Int, found Double 1.5
          JSON:1:10: PushPayload.aps.badge: expected Int, found Double 2.5
        """)
    let whole = try PushPayload(
      json: #"{"aps": {"badge": 2.0, "alert": {"summary-arg-count": 1.0}}}"#
    )
    .content()
    #expect(whole.badge == 2)
    #expect(try whole.value(forKey: "summaryArgumentCount") as? Int == 1)
  }

  /// JSON has no NaN or infinity, a fixture does: an integer field refuses them, and
  /// `relevance-score` gives them to the key, which clamps them as through every door.
  @Test func nonFiniteNumbersAreRefusedWhereAnIntegerIsAndClampedWhereTheKeyClamps() throws {
    for number in [Double.nan, .infinity, -.infinity] {
      let error = #expect(throws: FacsimileError.self) {
        try PushPayload([
          "aps": ["badge": .double(number), "alert": ["summary-arg-count": .double(number)]]
        ]).content()
      }
      #expect(
        error?.problems.map(\.keyPathDescription) == ["aps.alert.summary-arg-count", "aps.badge"])
    }
    let scores = try [Double.nan, .infinity, -.infinity, -0.0].map { number in
      try PushPayload(["aps": ["relevance-score": .double(number)]]).content().relevanceScore
    }
    #expect(scores == [0, 1, 0, 0])
  }

  /// `UInt64.max` is a JSON integer no `Int` holds: out of range for an integer field, the upper
  /// bound for `relevance-score`, as the key clamps any number above it.
  @Test func theLargestUnsignedIntegerIsOutOfRangeForAnIntegerAndClampedForAScore() throws {
    let error = #expect(throws: FacsimileError.self) {
      try PushPayload(
        json: #"{"aps": {"badge": 18446744073709551615, "relevance-score": 18446744073709551615}}"#)
    }
    #expect(
      error?.description
        == "JSON:1:10: PushPayload.aps.badge: expected Int (out of range), found UInt64 "
        + "18446744073709551615")
    let score = try PushPayload(json: #"{"aps": {"relevance-score": 18446744073709551615}}"#)
      .content().relevanceScore
    #expect(score == 1)
    let lowest = try PushPayload(json: #"{"aps": {"badge": -9223372036854775808}}"#).content()
    #expect(lowest.badge == NSNumber(value: Int.min))
  }

  @Test func aBooleanIsNoCount() {
    let error = #expect(throws: FacsimileError.self) {
      try PushPayload(json: #"{"aps": {"badge": true}}"#)
    }
    #expect(error?.description == "JSON:1:10: PushPayload.aps.badge: expected Int, found Bool true")
  }

  // MARK: Size

  /// What loads makes its content: a payload read from JSON is checked field by field, and its
  /// content made only when asked for, so the content must not fail where the load passed.
  @Test(arguments: [1, 10, 100_000])
  func aPayloadThatLoadsMakesItsContent(elements: Int) throws {
    let array = "[" + Array(repeating: "[]", count: elements).joined(separator: ",") + "]"
    let payload = try PushPayload(json: #"{"aps": {"alert": "Hi"}, "many": "# + array + "}")
    #expect(try payload.content().body == "Hi")
    #expect((try payload.content().userInfo["many"] as? [Any])?.count == elements)
  }

  @Test func aPayloadNestedAsDeepAsJSONAllowsLoadsAndMakesItsContent() throws {
    // The parser's limit: 65 levels below the top; the payload's top is one of them.
    let depth = FacsimileLimits.maximumDepth
    let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let payload = try PushPayload(json: #"{"aps": {"alert": "Hi"}, "deep": "# + nested + "}")
    #expect(try payload.content().body == "Hi")
  }
}
