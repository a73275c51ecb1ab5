import FacsimileCore
import Foundation
import Testing

@Suite struct KeyedCoderTests {
  private let fixture: [String: Any] = [
    "actionIdentifier": "OPEN",
    "notification": [
      "date": 86_400,
      "request": ["identifier": "article-1", "content": ["title": "Hello", "badge": 2]],
    ],
  ]

  @Test func initWithCoderDecodesNestedDictionariesAsObjects() throws {
    let coder = KeyedCoder(fixture)
    let response = try #require(UNNotificationResponse(coder: coder))
    #expect(response.actionIdentifier == "OPEN")
    #expect(response.notification.date == Date(timeIntervalSince1970: 86_400))
    #expect(response.notification.request.identifier == "article-1")
    #expect(response.notification.request.content.badge == 2)
    #expect(coder.error == nil)
  }

  @Test func badValuesMakeInitWithCoderReturnNilAndSetError() throws {
    var bad = fixture
    bad["notification"] = ["request": ["content": ["badge": "two", "titel": "x"]]]
    let coder = KeyedCoder(bad)
    #expect(UNNotificationResponse(coder: coder) == nil)
    let error = try #require(coder.error as? FacsimileError)
    #expect(error.problems.count == 2)
    #expect(
      error.problems.map(\.description) == [
        #"UNNotificationResponse.notification.request.content.badge: expected NSNumber, found String "two""#,
        #"UNNotificationResponse.notification.request.content.titel: UNNotificationContent has no key "titel"; did you mean "title"? Valid keys: title, body, badge, userInfo"#,
      ])
  }

  @Test func everyKeyedDecodeMethodAnswersFromTheFixture() {
    let coder = KeyedCoder([
      "flag": true, "int": 7, "int32": Int32(8), "int64": Int64(9), "float": 1.5, "double": 2.5,
      "object": "text", "bytes": Data([1, 2, 3]),
    ])
    #expect(coder.allowsKeyedCoding)
    #expect(coder.containsValue(forKey: "flag"))
    #expect(!coder.containsValue(forKey: "missing"))
    #expect(coder.decodeBool(forKey: "flag"))
    #expect(coder.decodeInteger(forKey: "int") == 7)
    #expect(coder.decodeInt32(forKey: "int32") == 8)
    #expect(coder.decodeCInt(forKey: "int32") == 8)
    #expect(coder.decodeInt64(forKey: "int64") == 9)
    #expect(coder.decodeFloat(forKey: "float") == 1.5)
    #expect(coder.decodeDouble(forKey: "double") == 2.5)
    #expect(coder.decodeObject(forKey: "object") as? String == "text")
    #expect(coder.decodePropertyList(forKey: "object") as? String == "text")
    #expect(coder.decodeObject(of: [NSString.self], forKey: "object") as? String == "text")
    #expect(coder.withDecodedUnsafeBytes(forKey: "bytes") { $0.map(Array.init) } == [1, 2, 3])
    #expect(
      coder.withDecodedUnsafeBufferPointer(forKey: "bytes") { $0.map(Array.init) } == [1, 2, 3])
    #expect(coder.decodeInt64(forKey: "missing") == 0)
    #expect(coder.decodeObject(forKey: "missing") == nil)
    #expect(coder.error == nil)
  }

  @Test func decodeObjectOfAKeyValueCodableClassBuildsTheObject() throws {
    let coder = KeyedCoder(["request": ["identifier": "r"]])
    let request = coder.decodeObject(of: UNNotificationRequest.self, forKey: "request")
    #expect(request?.identifier == "r")
    let viaClasses = coder.decodeObject(of: [UNNotificationRequest.self], forKey: "request")
    #expect((viaClasses as? UNNotificationRequest)?.identifier == "r")
  }

  @Test func aValueOfTheWrongTypeForADecodeMethodIsRecorded() throws {
    let coder = KeyedCoder(["flag": 1, "int": "x"])
    #expect(coder.decodeBool(forKey: "flag") == false)
    #expect(coder.decodeInt64(forKey: "int") == 0)
    let error = try #require(coder.error as? FacsimileError)
    #expect(
      error.problems.map(\.description) == [
        "KeyedCoder.flag: expected Bool, found Int 1",
        #"KeyedCoder.int: expected Int64, found String "x""#,
      ])
  }

  @Test func unkeyedDecodingIsRecordedNotTrapped() throws {
    let coder = KeyedCoder()
    #expect(coder.decodeObject() == nil)
    #expect(coder.decodeData() == nil)
    #expect(coder.decodePropertyList() == nil)
    var value: Int32 = 5
    "i".withCString { code in coder.decodeValue(ofObjCType: code, at: &value) }
    #expect(value == 5)
    let error = try #require(coder.error as? FacsimileError)
    #expect(error.kind == .unsupportedCoding)
    #expect(error.problems.count == 4)
    #expect(
      error.problems.first?.description
        == "KeyedCoder: decodeObject() is unkeyed; a KeyedCoder answers only by key")
  }

  @Test func encodingWritesAKeyedFixtureThatDecodesBackToAnEqualObject() throws {
    let response = try #require(UNNotificationResponse(coder: KeyedCoder(fixture)))
    let archiver = KeyedCoder()
    response.encode(with: archiver)
    let encoded = archiver.encodedProperties
    #expect(encoded["actionIdentifier"] as? String == "OPEN")
    let notification = try #require(encoded["notification"] as? [String: Any])
    #expect((notification["request"] as? [String: Any])?["identifier"] as? String == "article-1")
    let decoded = try #require(UNNotificationResponse(coder: KeyedCoder(encoded)))
    #expect(decoded == response)
    #expect(decoded !== response)
  }

  @Test func failWithErrorIsRecorded() throws {
    let coder = KeyedCoder()
    coder.failWithError(CocoaError(.coderReadCorrupt))
    #expect(coder.error is FacsimileError)
    #expect(coder.decodingFailurePolicy == .setErrorAndReturn)
  }

  // MARK: Type filtering and error recording, as NSKeyedUnarchiver does

  @Test func decodeObjectOfClassesGivesOnlyAValueOfOneOfThem() throws {
    let coder = KeyedCoder([
      "text": "three", "int": 3, "double": 2.5, "flag": true, "list": [1, 2],
      "dictionary": ["a": 1], "date": Date(timeIntervalSince1970: 0), "bytes": Data([1]),
      "number": NSNumber(value: 4),
    ])
    #expect(coder.decodeObject(of: [NSString.self], forKey: "text") as? String == "three")
    #expect(coder.decodeObject(of: [NSNumber.self], forKey: "int") as? Int == 3)
    #expect(coder.decodeObject(of: [NSNumber.self], forKey: "double") as? Double == 2.5)
    #expect(coder.decodeObject(of: [NSNumber.self], forKey: "flag") as? Bool == true)
    #expect(coder.decodeObject(of: [NSNumber.self], forKey: "number") as? NSNumber == 4)
    #expect(coder.decodeObject(of: [NSArray.self], forKey: "list") as? [Int] == [1, 2])
    #expect(coder.decodeObject(of: [NSDictionary.self], forKey: "dictionary") != nil)
    #expect(coder.decodeObject(of: [NSDate.self], forKey: "date") is Date)
    #expect(coder.decodeObject(of: [NSData.self], forKey: "bytes") as? Data == Data([1]))
    #expect(coder.decodeObject(of: [NSNumber.self, NSString.self], forKey: "text") != nil)
    #expect(coder.decodeObject(of: [NSObject.self], forKey: "text") != nil)
    #expect(coder.decodeObject(of: nil, forKey: "text") as? String == "three")
    #expect(coder.error == nil)
  }

  @Test func decodeObjectOfOtherClassesIsNilWithTheProblemRecorded() throws {
    let coder = KeyedCoder(["badge": "three", "list": "one, two", "int": 3])
    #expect(coder.decodeObject(of: [NSNumber.self], forKey: "badge") == nil)
    #expect(coder.decodeObject(of: [NSArray.self], forKey: "list") == nil)
    #expect(coder.decodeObject(of: [NSString.self, NSArray.self], forKey: "int") == nil)
    let error = try #require(coder.error as? FacsimileError)
    #expect(
      error.problems.map(\.description) == [
        #"KeyedCoder.badge: expected NSNumber, found String "three""#,
        "KeyedCoder.int: expected one of NSString, NSArray, found Int 3",
        #"KeyedCoder.list: expected NSArray, found String "one, two""#,
      ])  // sorted by key path, as every FacsimileError
  }

  @Test func aNestedObjectThatFailsInDecodeObjectOfClassesIsRecorded() throws {
    let coder = KeyedCoder(["request": ["identifier": 7]])
    #expect(coder.decodeObject(of: [UNNotificationRequest.self], forKey: "request") == nil)
    let error = try #require(coder.error as? FacsimileError)
    #expect(
      error.problems.map(\.description) == [
        "KeyedCoder.request.identifier: expected String, found Int 7"
      ])
  }

  @Test func errorDescribesTheLatestDecodeNotAnEarlierOne() throws {
    let coder = KeyedCoder(["title": "Hello"])
    #expect(UNNotificationRequest(coder: coder) == nil)
    #expect("\(coder.error.map { "\($0)" } ?? "")".contains("UNNotificationRequest.title"))
    // The same keys fit a content: the earlier failure is not this decode's error.
    #expect(UNNotificationContent(coder: coder)?.title == "Hello")
    #expect(coder.error == nil)
    // Two failures: the error is the second's alone.
    #expect(UNNotificationRequest(coder: coder) == nil)
    #expect(UNNotification(coder: coder) == nil)
    let error = try #require(coder.error as? FacsimileError)
    #expect(Set(error.problems.map(\.typeName)) == ["UNNotification"])
  }

  @Test func problemsRecordedBeforeADecodeBelongToIt() throws {
    // What an initializer's own decode calls record before super.init(coder:) is kept.
    let coder = KeyedCoder(["title": "Hello"])
    #expect(coder.decodeInteger(forKey: "title") == 0)
    #expect(UNNotificationContent(coder: coder) != nil)
    let error = try #require(coder.error as? FacsimileError)
    #expect(
      error.problems.map(\.description) == [
        #"KeyedCoder.title: expected Int, found String "Hello""#
      ])
  }
}
