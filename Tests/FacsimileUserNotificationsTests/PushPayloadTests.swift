import FacsimileCore
import FacsimileUserNotifications
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Push payloads become the content, notification and responses a device presents.
@Suite struct PushPayloadTests {
  /// `Examples/payloads` at the root of the repository.
  static let examples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // FacsimileUserNotificationsTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // the repository
    .appendingPathComponent("Examples/payloads")

  func example(_ name: String) throws -> PushPayload {
    try PushPayload(contentsOf: Self.examples.appendingPathComponent("\(name).json"))
  }

  /// Content made from a payload survives its own fixture.
  func expectRoundTrip(_ payload: PushPayload) throws {
    let content = try payload.content()
    #expect(try UNNotificationContent.fabricate(from: content.fixture()) == content)
  }

  // MARK: Examples

  // MARK: Custom keys

  struct ArticlePush: Decodable, Equatable {
    let articleId: String
    let campaign: Campaign?

    struct Campaign: Decodable, Equatable {
      let name: String
      let position: Int?
    }
  }

  @Test func theCustomKeysAreEveryTopLevelKeyButAps() throws {
    let payload = try PushPayload(
      json: #"{"aps": {"alert": "Hi"}, "articleId": "1", "campaign": {"name": "spring"}}"#)
    #expect(payload.customKeys == ["articleId": "1", "campaign": ["name": "spring"]])
    let push = try payload.decodeCustomKeys(as: ArticlePush.self)
    #expect(push == ArticlePush(articleId: "1", campaign: .init(name: "spring", position: nil)))
  }

  @Test func decodingTheCustomKeysKeepsEveryDigitOfADecimal() throws {
    struct Order: Decodable { let total: Decimal }
    let json = #"{"aps": {"content-available": 1}, "total": 12345678901234567890.123}"#
    let total = try FixtureDecoder().decode(
      Order.self, from: Data(#"{"total": 12345678901234567890.123}"#.utf8)
    ).total
    #expect(total == Decimal(string: "12345678901234567890.123"))
    #expect(try PushPayload(json: json).decodeCustomKeys(as: Order.self).total == total)
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("payload-\(UUID().uuidString).json")
    try Data(json.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    #expect(try PushPayload(contentsOf: file).decodeCustomKeys(as: Order.self).total == total)
  }

  @Test func aMisspeltCustomKeyFailsLocatedInThePayload() throws {
    // `campaign.postion` would decode as nil in the app, in silence.
    let payload = try PushPayload(
      json: """
        {"aps": {"alert": "Hi"},
         "articleId": "1", "campaign": {"name": "spring", "postion": 2}}
        """)
    let error = #expect(throws: FacsimileError.self) {
      try payload.decodeCustomKeys(as: ArticlePush.self)
    }
    #expect(error?.kind == .unknownKey)
    #expect(
      error?.description
        == #"JSON:2:51: PushPayload.campaign.postion: the type decoded here reads no key "postion"; did you mean "position"?"#
    )
    let missing = #expect(throws: FacsimileError.self) {
      try PushPayload(["aps": ["alert": "Hi"], "articleID": "1"]).decodeCustomKeys(
        as: ArticlePush.self)
    }
    #expect(missing?.keyPath == "articleId")
    #expect(missing?.description.contains(#"the fixture has "articleID""#) == true)
    // A decoder of your own may ignore the keys its type does not read.
    let lenient = try payload.decodeCustomKeys(as: ArticlePush.self, using: FixtureDecoder())
    #expect(lenient.campaign?.position == nil)
  }

  @Test func alertExample() throws {
    let payload = try example("alert")
    let content = try payload.content()
    #expect(type(of: content) == UNNotificationContent.self)
    #expect(content.title == "Breaking news")
    #expect(content.subtitle == "Science")
    #expect(content.body == "A comet will be visible to the naked eye this weekend.")
    #expect(content.badge == NSNumber(value: 3))
    #expect(content.sound == .default)
    #expect(content.categoryIdentifier == "ARTICLE")
    #expect(content.threadIdentifier == "science")
    #expect(content.targetContentIdentifier == "article-2025-comet")
    #expect(content.interruptionLevel == .active)
    #expect(content.relevanceScore == 0)
    #expect(content.userInfo["articleId"] as? String == "2025-comet")
    #expect(content.userInfo["section"] as? String == "science")
    let aps = try #require(content.userInfo["aps"] as? [String: Any])
    #expect(aps["badge"] as? Int == 3)
    #expect((aps["alert"] as? [String: Any])?["title"] as? String == "Breaking news")
    #expect(!payload.isContentAvailable)
    #expect(!payload.isMutableContent)

    let notification = try payload.notification()
    #expect(notification.request.identifier == PushPayload.defaultIdentifier)
    #expect(notification.date == PushPayload.defaultDate)
    #expect(notification.request.trigger is UNPushNotificationTrigger)
    #expect(notification.request.trigger?.repeats == false)
    #expect(notification.request.content == content)

    let response = try payload.response()
    #expect(response.actionIdentifier == UNNotificationDefaultActionIdentifier)
    #expect(response.notification == notification)
    #expect(try payload.response() == response)
    let dismissed = try payload.response(actionIdentifier: UNNotificationDismissActionIdentifier)
    #expect(dismissed.actionIdentifier == UNNotificationDismissActionIdentifier)
    try expectRoundTrip(payload)
  }

  @Test func silentBackgroundExample() throws {
    let payload = try example("silent-background")
    #expect(payload.isContentAvailable)
    #expect(!payload.isMutableContent)
    let content = try payload.content()
    #expect(content.title.isEmpty)
    #expect(content.subtitle.isEmpty)
    #expect(content.body.isEmpty)
    #expect(content.badge == nil)
    #expect(content.sound == nil)
    #expect(content.categoryIdentifier.isEmpty)
    let aps = try #require(content.userInfo["aps"] as? [String: Any])
    #expect(aps["content-available"] as? Int == 1)
    let sync = try #require(content.userInfo["sync"] as? [String: Any])
    #expect(sync["reason"] as? String == "new-messages")
    #expect(sync["mailboxId"] as? Int == 7)
    #expect(sync["since"] as? String == "2025-03-14T09:26:53Z")

    let response = try payload.response()
    #expect(response.notification.request.content == content)
    #expect(response.notification.request.trigger is UNPushNotificationTrigger)
    try expectRoundTrip(payload)
  }

  @Test func criticalAlertExample() throws {
    let payload = try example("critical-alert")
    let content = try payload.content()
    #expect(content.title == "Glucose low")
    #expect(content.body == "62 mg/dL and falling. Take 15 g of fast-acting carbs.")
    #expect(
      content.sound
        == .criticalSoundNamed(UNNotificationSoundName("alarm.caf"), withAudioVolume: 0.8))
    #expect(try content.sound?.value(forKey: "critical") as? Bool == true)
    #expect(try (content.sound?.value(forKey: "audioVolume") as? NSNumber)?.floatValue == 0.8)
    #expect(content.interruptionLevel == .critical)
    #expect(content.relevanceScore == 1)
    #expect(content.threadIdentifier == "glucose")
    let reading = try #require(content.userInfo["reading"] as? [String: Any])
    #expect(reading["value"] as? Int == 62)
    #expect(reading["trend"] as? String == "falling")

    let response = try payload.response()
    #expect(response.notification.request.content.interruptionLevel == .critical)
    try expectRoundTrip(payload)
  }

  @Test func textInputActionExample() throws {
    let reply = UNTextInputNotificationAction(
      identifier: "REPLY", title: "Reply", textInputButtonTitle: "Send",
      textInputPlaceholder: "Message")
    let category = UNNotificationCategory(
      identifier: "MESSAGE", actions: [reply], intentIdentifiers: [])

    let payload = try example("text-input-action")
    let content = try payload.content()
    #expect(content.categoryIdentifier == category.identifier)
    #expect(content.title == "Ana in Weekend hike")
    #expect(content.subtitle.isEmpty)
    #expect(content.body == "Ana: Are we still on for Saturday?")
    #expect(content.sound == UNNotificationSound(named: UNNotificationSoundName("message.caf")))
    #expect(content.threadIdentifier == "conversation-42")
    #expect(payload.isMutableContent)
    let alert = try #require(
      (content.userInfo["aps"] as? [String: Any])?["alert"] as? [String: Any])
    #expect(alert["loc-key"] as? String == "%2$@: %1$@")
    #expect(alert["loc-args"] as? [String] == ["Are we still on for Saturday?", "Ana"])
    #expect(content.userInfo["conversationId"] as? String == "42")

    let action = try #require(category.actions.first as? UNTextInputNotificationAction)
    let response = try payload.textInputResponse(
      actionIdentifier: action.identifier, userText: "Yes, 8am at the trailhead")
    #expect(type(of: response) == UNTextInputNotificationResponse.self)
    #expect(response.actionIdentifier == "REPLY")
    #expect(response.userText == "Yes, 8am at the trailhead")
    #expect(response.notification == (try payload.notification()))
    #expect(response.notification.request.trigger is UNPushNotificationTrigger)
    try expectRoundTrip(payload)
  }

  // MARK: Mapping

  @Test func alertStringIsTheBody() throws {
    let content = try PushPayload(["aps": ["alert": "Your order has shipped."]]).content()
    #expect(content.body == "Your order has shipped.")
    #expect(content.title.isEmpty)
    #expect(content.subtitle.isEmpty)
  }

  @Test func everyApsKeyReachesItsProperty() throws {
    let content = try PushPayload([
      "aps": [
        "alert": ["title": "T", "subtitle": "S", "body": "B", "launch-image": "Launch.png"],
        "category": "C", "thread-id": "thread", "target-content-id": "target",
        "interruption-level": "time-sensitive", "relevance-score": 0.25,
        "filter-criteria": "work",
      ]
    ]).content()
    #expect(content.title == "T")
    #expect(content.subtitle == "S")
    #expect(content.body == "B")
    #expect(content.launchImageName == "Launch.png")
    #expect(content.categoryIdentifier == "C")
    #expect(content.threadIdentifier == "thread")
    #expect(content.targetContentIdentifier == "target")
    #expect(content.interruptionLevel == .timeSensitive)
    #expect(content.relevanceScore == 0.25)
    #expect(content.filterCriteria == "work")
  }

  @Test(
    arguments: [
      ("NEW_MESSAGE", [], "NEW_MESSAGE"),
      ("%@ and %@", ["Ana", "Bo"], "Ana and Bo"),
      ("%2$@ before %1$@", ["Ana", "Bo"], "Bo before Ana"),
      ("%1$@, %1$@!", ["Ana"], "Ana, Ana!"),
      ("100%% sure, %@", ["Ana"], "100% sure, Ana"),
      ("%@ and %@", ["Ana"], "Ana and %@"),
      ("%3$@", ["Ana"], "%3$@"),
      ("%d items", ["3"], "%d items"),
      ("trailing %", [], "trailing %"),
      ("%@ ✉️ %@", ["Ana", "Bo"], "Ana ✉️ Bo"),
    ] as [(String, [FixtureValue], String)])
  func localizationKeyIsTheFormatForItsArguments(
    key: String, arguments: [FixtureValue], shown: String
  ) throws {
    let content = try PushPayload([
      "aps": [
        "alert": [
          "title-loc-key": .string(key), "title-loc-args": .array(arguments),
          "subtitle-loc-key": .string(key), "subtitle-loc-args": .array(arguments),
          "loc-key": .string(key), "loc-args": .array(arguments),
        ]
      ]
    ]).content()
    #expect(content.title == shown)
    #expect(content.subtitle == shown)
    #expect(content.body == shown)
  }

  @Test func numbersInLocalizationArgumentsShowAsWritten() throws {
    let content = try PushPayload([
      "aps": ["alert": ["loc-key": "%@ of %@ done", "loc-args": [3, 4.5]]]
    ]).content()
    #expect(content.body == "3 of 4.5 done")
  }

  @Test func localizationKeyTakesThePlaceOfThePlainText() throws {
    let payload = PushPayload([
      "aps": ["alert": ["title": "Plain", "title-loc-key": "LOCALIZED_TITLE", "body": "Body"]]
    ])
    let content = try payload.content()
    #expect(content.title == "LOCALIZED_TITLE")
    #expect(content.body == "Body")
    let alert = (content.userInfo["aps"] as? [String: Any])?["alert"] as? [String: Any]
    #expect(alert?["title"] as? String == "Plain")
    #expect(alert?["title-loc-key"] as? String == "LOCALIZED_TITLE")
  }

  @Test func badgeZeroIsAValueAndNoBadgeIsNil() throws {
    let cleared = try PushPayload(["aps": ["badge": 0]]).content()
    #expect(cleared.badge == NSNumber(value: 0))
    let unchanged = try PushPayload(["aps": ["alert": "Hi"]]).content()
    #expect(unchanged.badge == nil)
    let null = try PushPayload(["aps": ["badge": nil]]).content()
    #expect(null.badge == nil)
  }

  @Test func soundsAsADeviceMakesThem() throws {
    let cases: [(FixtureValue, UNNotificationSound)] = [
      ("default", .default),
      ("chime.caf", UNNotificationSound(named: UNNotificationSoundName("chime.caf"))),
      (["name": "chime.caf"], UNNotificationSound(named: UNNotificationSoundName("chime.caf"))),
      (["name": "default", "volume": 0.5], .default),
      (["critical": 1, "name": "default"], .defaultCritical),
      (["critical": 1], .defaultCritical),
      (
        ["critical": true, "name": "default", "volume": 0.5],
        .defaultCriticalSound(withAudioVolume: 0.5)
      ),
      (
        ["critical": 1, "name": "siren.caf"],
        .criticalSoundNamed(UNNotificationSoundName("siren.caf"))
      ),
      (
        ["critical": 1, "name": "siren.caf", "volume": 1],
        .criticalSoundNamed(UNNotificationSoundName("siren.caf"), withAudioVolume: 1)
      ),
      (
        ["critical": 0, "name": "siren.caf"],
        UNNotificationSound(named: UNNotificationSoundName("siren.caf"))
      ),
    ]
    for (value, expected) in cases {
      let sound = try PushPayload(["aps": ["sound": value]]).content().sound
      #expect(sound == expected, "sound \(value)")
    }
  }

  @Test(
    arguments: [
      ("passive", UNNotificationInterruptionLevel.passive),
      ("active", .active),
      ("time-sensitive", .timeSensitive),
      ("critical", .critical),
    ])
  func interruptionLevel(name: String, level: UNNotificationInterruptionLevel) throws {
    let payload = PushPayload(["aps": ["alert": "Hi", "interruption-level": .string(name)]])
    #expect(try payload.content().interruptionLevel == level)
    let content = try payload.content()
    #expect(try UNNotificationContent.fabricate(from: content.fixture()) == content)
  }

  @Test func noInterruptionLevelIsActive() throws {
    #expect(try PushPayload(["aps": ["alert": "Hi"]]).content().interruptionLevel == .active)
  }

  @Test func flagsReadAsADeviceReadsThem() throws {
    #expect(
      PushPayload(["aps": ["content-available": 1, "mutable-content": 1]]).isContentAvailable)
    #expect(PushPayload(["aps": ["mutable-content": 1]]).isMutableContent)
    #expect(PushPayload(["aps": ["content-available": true]]).isContentAvailable)
    #expect(!PushPayload(["aps": ["content-available": 0]]).isContentAvailable)
    #expect(!PushPayload(["aps": ["alert": "Hi"]]).isContentAvailable)
    #expect(!PushPayload(["content-available": 1]).isContentAvailable)
  }

  @Test func aFlagIsSetByANumberFromOneUpAsIOSReadsIt() throws {
    for set: FixtureValue in [1, 1.0, 2, 1.5, true] {
      let payload = PushPayload(["aps": ["content-available": set, "mutable-content": set]])
      #expect(payload.isContentAvailable, "\(set)")
      #expect(payload.isMutableContent, "\(set)")
    }
    for unset: FixtureValue in [0.5, -1, 0.0, false] {
      let payload = PushPayload(["aps": ["content-available": unset, "mutable-content": unset]])
      #expect(!payload.isContentAvailable, "\(unset)")
      #expect(!payload.isMutableContent, "\(unset)")
      _ = try payload.content()  // accepted: a device still delivers the payload
    }
  }

  @Test func aWholeNumberBadgeWithAFractionIsThatNumber() throws {
    let content = try PushPayload(json: #"{"aps": {"badge": 3.0}}"#).content()
    #expect(content.badge == NSNumber(value: 3))
    #expect(throws: FacsimileError.self) {
      try PushPayload(json: #"{"aps": {"badge": 3.5}}"#).content()
    }
    #expect(throws: FacsimileError.self) {
      try PushPayload(json: #"{"aps": {"badge": 1e300}}"#).content()
    }
  }

  @Test func summaryArgumentsBecomeTheContentsSummaryProperties() throws {
    let content = try PushPayload(
      json:
        #"{"aps": {"alert": {"body": "New photo", "summary-arg": "Alice", "summary-arg-count": 3}}}"#
    ).content()
    #expect(try content.value(forKey: "summaryArgument") as? String == "Alice")
    #expect(try content.value(forKey: "summaryArgumentCount") as? Int == 3)
    let error = #expect(throws: FacsimileError.self) {
      try PushPayload(["aps": ["alert": ["summary-arg": 1, "summary-arg-count": "3"]]]).content()
    }
    #expect(
      error?.description.contains("PushPayload.aps.alert.summary-arg: expected String") == true)
    #expect(
      error?.description.contains("PushPayload.aps.alert.summary-arg-count: expected Int") == true)
  }

  @Test func aRelevanceScoreIsAnyNumberClampedToZeroThroughOneAsIOSClampsIt() throws {
    #expect(try PushPayload(["aps": ["relevance-score": 100]]).content().relevanceScore == 1)
    #expect(try PushPayload(["aps": ["relevance-score": -2]]).content().relevanceScore == 0)
    #expect(try PushPayload(["aps": ["relevance-score": 0.75]]).content().relevanceScore == 0.75)
  }

  @Test func userInfoIsTheWholePayloadInJSONShapes() throws {
    let payload = try PushPayload(
      json:
        #"{"aps": {"alert": "Hi", "badge": 2}, "id": 7, "ratio": 0.5, "new": true, "tags": ["a"], "none": null}"#
    )
    let userInfo = payload.userInfo
    #expect(userInfo.count == 6)
    #expect((userInfo["aps"] as? [String: Any])?["badge"] as? Int == 2)
    #expect(userInfo["id"] as? Int == 7)
    #expect(userInfo["ratio"] as? Double == 0.5)
    #expect(userInfo["new"] as? Bool == true)
    #expect(userInfo["tags"] as? [String] == ["a"])
    #expect(userInfo["none"] is NSNull)
    let content = try payload.content()
    #expect(Set(content.userInfo.keys) == Set(userInfo.keys))
    #expect(content.userInfo["ratio"] as? Double == 0.5)
  }

  @Test func notificationTakesAnIdentifierAndADate() throws {
    let date = Date(timeIntervalSince1970: 1_750_000_000)
    let notification = try PushPayload(["aps": ["alert": "Hi"]])
      .notification(identifier: "8A3E2F1C-0B5D-4C6E-9F7A-1D2C3B4A5E6F", date: date)
    #expect(notification.request.identifier == "8A3E2F1C-0B5D-4C6E-9F7A-1D2C3B4A5E6F")
    #expect(notification.date == date)
  }

  @Test func variationsComeFromTheFixture() throws {
    let payload = try example("alert")
    let cleared = PushPayload(try payload.fixture.setting("aps.badge", to: 0))
    #expect(try cleared.content().badge == NSNumber(value: 0))
    #expect(try cleared.content().title == "Breaking news")
  }

  // MARK: Errors

  @Test func everyWrongValueIsReportedAtOnceByItsPayloadKeyPath() {
    let payload = PushPayload([
      "aps": [
        "alert": ["title": 1, "loc-args": ["ok", false]],
        "badge": "three",
        "sound": ["critical": "yes", "volume": 1.5],
        "category": true,
        "interruption-level": "loud",
        "relevance-score": "high",
        "content-available": "1",
      ]
    ])
    let error = #expect(throws: FacsimileError.self) { try payload.content() }
    #expect(
      error?.description == """
        9 problems:
          PushPayload.aps.alert.loc-args[1]: expected String, found Bool false
          PushPayload.aps.alert.title: expected String, found Int 1
          PushPayload.aps.badge: expected Int, found String "three"
          PushPayload.aps.category: expected String, found Bool true
          PushPayload.aps.content-available: expected Int (1 or 0), found String "1"
          PushPayload.aps.interruption-level: expected String (one of "passive", "active", "time-sensitive", "critical"), found String "loud"
          PushPayload.aps.relevance-score: expected Double, found String "high"
          PushPayload.aps.sound.critical: expected Int (1 or 0), found String "yes"
          PushPayload.aps.sound.volume: expected Double from 0 to 1, found Double 1.5
        """)
    #expect(error?.kind == .typeMismatch)
  }

  @Test func wrongBadgeNamesThePayloadKeyPath() {
    let error = #expect(throws: FacsimileError.self) {
      try PushPayload(["aps": ["badge": "three"]]).response()
    }
    #expect(error?.description == #"PushPayload.aps.badge: expected Int, found String "three""#)
    #expect(error?.keyPath == "aps.badge")
    #expect(error?.problems.first?.typeName == "PushPayload")
  }

  @Test func unknownInterruptionLevelSuggestsTheAPNsSpelling() {
    let error = #expect(throws: FacsimileError.self) {
      try PushPayload(["aps": ["interruption-level": "timeSensitive"]]).content()
    }
    #expect(error?.kind == .invalidValue)
    #expect(error?.problems.first?.suggestion == "time-sensitive")
    #expect(error?.description.hasSuffix(#"; did you mean "time-sensitive"?"#) == true)
  }

  @Test func wrongAlertAndSoundShapes() {
    let error = #expect(throws: FacsimileError.self) {
      try PushPayload(["aps": ["alert": 3, "sound": ["x"]]]).notification()
    }
    #expect(
      error?.description == """
        2 problems:
          PushPayload.aps.alert: expected String or a dictionary, found Int 3
          PushPayload.aps.sound: expected String or a dictionary, found an array of 1 element
        """)
  }

  @Test func missingApsIsNamed() {
    let missing = #expect(throws: FacsimileError.self) {
      try PushPayload(["alert": "Hi"]).content()
    }
    #expect(missing?.description == "PushPayload.aps: expected a dictionary, found nothing")
    let wrong = #expect(throws: FacsimileError.self) {
      try PushPayload(["aps": "Hi"]).textInputResponse(actionIdentifier: "REPLY", userText: "")
    }
    #expect(wrong?.description == #"PushPayload.aps: expected a dictionary, found String "Hi""#)
  }

  @Test func malformedJSONHasLineAndColumn() {
    let error = #expect(throws: FacsimileError.self) {
      try PushPayload(json: "{\n  \"aps\": {\n    \"badge\": 3,,\n  }\n}")
    }
    #expect(error?.kind == .malformedJSON)
    #expect(error?.problems.first?.line == 3)
    #expect(error?.problems.first?.column == 16)
    #expect(error?.description.hasPrefix("JSON:3:16: ") == true)
  }

  @Test func aValueThatDoesNotFitFailsWhenThePayloadIsReadWithLineAndColumn() throws {
    let error = #expect(throws: FacsimileError.self) {
      try PushPayload(json: "{\n  \"aps\": {\n    \"badge\": \"three\"\n  }\n}")
    }
    #expect(
      error?.description
        == #"JSON:3:5: PushPayload.aps.badge: expected Int, found String "three""#)
  }

  @Test func aValueThatDoesNotFitFailsWhenAFileIsReadNamingTheFile() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("push-\(UUID().uuidString).json")
    try Data(#"{"aps": {"sound": 7}}"#.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let error = #expect(throws: FacsimileError.self) { try PushPayload(contentsOf: url) }
    #expect(
      error?.description
        == "\(url.path):1:10: PushPayload.aps.sound: expected String or a dictionary, found Int 7")
  }

  @Test func aFixtureIsCheckedByContentNotWhenWrapped() {
    let payload = PushPayload(["aps": ["badge": "2"]])  // not checked: the initializer cannot throw
    let error = #expect(throws: FacsimileError.self) { try payload.content() }
    #expect(error?.description == #"PushPayload.aps.badge: expected Int, found String "2""#)
  }

  @Test func topLevelMustBeAnObject() {
    let error = #expect(throws: FacsimileError.self) { try PushPayload(json: "[1]") }
    #expect(error?.kind == .typeMismatch)
    #expect(
      error?.description
        == "JSON:1:1: PushPayload: expected a JSON object, found an array of 1 element")
  }
}

@Suite struct PushPayloadUserInfoTests {
  @Test func numbersInUserInfoAreNSNumbersAsOnADevice() throws {
    let payload = try PushPayload(
      json: #"{"aps": {"content-available": 1}, "count": 2, "flag": true}"#)
    let aps = try #require(payload.userInfo["aps"] as? [String: Any])
    #expect(aps["content-available"] as? Bool == true)
    #expect(aps["content-available"] as? Int == 1)
    #expect(payload.userInfo["count"] as? Int == 2)
    #expect(payload.userInfo["flag"] as? Bool == true)
    let content = try payload.content()
    #expect((content.userInfo["aps"] as? [String: Any])?["content-available"] as? Bool == true)
  }

  @Test func aMissingPayloadFileIsAMissingFileErrorNamingThePath() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "facsimile-missing-\(UUID()).json")
    let error = try #require(throws: FacsimileError.self) { try PushPayload(contentsOf: url) }
    #expect(error.kind == .missingFile)
    #expect(error.description.contains(url.path))
  }

  /// A payload path that names a FIFO with nothing writing to it is a `missingFile` error at
  /// once, read by the same bounded reader as every fixture (HostileFixtureFileTests): a
  /// watchdog lets a read that waits go after 10 seconds, and the test fails on the time.
  @Test func aPayloadFileThatIsAFIFOWithNoWriterIsAnErrorAtOnce() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "facsimile-pipe-\(UUID()).json")
    #expect(mkfifo(url.path, 0o600) == 0)
    defer { unlink(url.path) }
    Thread {
      usleep(10_000_000)
      let writer = open(url.path, O_WRONLY | O_NONBLOCK)
      if writer >= 0 { close(writer) }
    }.start()
    let started = ContinuousClock.now

    let error = try #require(throws: FacsimileError.self) { try PushPayload(contentsOf: url) }

    #expect(ContinuousClock.now - started < .seconds(10))
    #expect(error.kind == .missingFile)
    #expect(
      error.description
        == "\(url.path): cannot read the file: is a FIFO (named pipe) with nothing writing to "
        + "it, so there is nothing to read (start the writer first)")
  }
}
