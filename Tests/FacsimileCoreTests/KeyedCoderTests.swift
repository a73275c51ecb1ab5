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
}
