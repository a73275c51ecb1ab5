import Facsimile
import Foundation

extension BadInput {
  /// `InstanceHelper.create(_:properties:)` and `fabricate(from:)` with keyed dictionaries.
  static let keyedDictionaries: [BadInput] = [
    BadInput(
      .keyedDictionary, "unknown key", .unknownKey,
      #"Node.nmae: Node has no key "nmae"; did you mean "name"?"#
    ) {
      _ = try InstanceHelper.create(Node.self, properties: ["nmae": "x"])
    },
    BadInput(.keyedDictionary, "empty key", .unknownKey, #"Node has no key """#) {
      _ = try InstanceHelper.create(Node.self, properties: ["": "x"])
    },
    BadInput(
      .keyedDictionary, "wrong type", .typeMismatch,
      #"Node.count: expected Int, found String "three""#
    ) {
      _ = try InstanceHelper.create(Node.self, properties: ["count": "three"])
    },
    BadInput(
      .keyedDictionary, "NSNull where a value is required", .typeMismatch,
      "Node.name: expected String, found null"
    ) {
      _ = try InstanceHelper.create(Node.self, properties: ["name": NSNull()])
    },
    BadInput(
      .keyedDictionary, "nil where a value is required", .typeMismatch,
      "Node.name: expected String, found null"
    ) {
      _ = try InstanceHelper.create(Node.self, properties: ["name": String?.none as Any])
    },
    BadInput(
      .keyedDictionary, "a fraction for an Int", .invalidValue,
      "Node.count: expected Int (a whole number), found Double 1.5"
    ) {
      _ = try InstanceHelper.create(Node.self, properties: ["count": 1.5])
    },
    BadInput(
      .keyedDictionary, "300 for an Int8", .invalidValue,
      "Node.small: expected Int8 (out of range), found Int 300"
    ) {
      _ = try InstanceHelper.create(Node.self, properties: ["small": 300])
    },
    BadInput(
      .keyedDictionary, "UInt64.max for an Int", .invalidValue,
      "Node.count: expected Int (out of range), found UInt64 18446744073709551615"
    ) {
      _ = try InstanceHelper.create(Node.self, properties: ["count": UInt64.max])
    },
    BadInput(
      .keyedDictionary, "NaN for an Int", .invalidValue,
      "Node.count: expected Int (a whole number), found Double nan"
    ) {
      _ = try InstanceHelper.create(Node.self, properties: ["count": Double.nan])
    },
    BadInput(
      .keyedDictionary, "infinity for an Int", .invalidValue,
      "Node.count: expected Int (a whole number), found Double inf"
    ) {
      _ = try InstanceHelper.create(Node.self, properties: ["count": Double.infinity])
    },
    BadInput(
      .keyedDictionary, "a Boolean for an Int", .typeMismatch,
      "Node.count: expected Int, found Bool true"
    ) {
      _ = try InstanceHelper.create(Node.self, properties: ["count": true])
    },
    BadInput(
      .keyedDictionary, "a JSON true (NSNumber) for an Int", .typeMismatch,
      "Node.count: expected Int, found Bool true"
    ) {
      _ = try InstanceHelper.create(Node.self, properties: ["count": NSNumber(value: true)])
    },
    BadInput(
      .keyedDictionary, "an integer for a Bool", .typeMismatch,
      "Node.flag: expected Bool, found Int 1"
    ) {
      _ = try InstanceHelper.create(Node.self, properties: ["flag": 1])
    },
    BadInput(
      .keyedDictionary, "a string that is no date", .invalidValue,
      #"Node.date: expected Date (ISO 8601 or seconds since 1970), found String "yesterday""#
    ) {
      _ = try InstanceHelper.create(Node.self, properties: ["date": "yesterday"])
    },
    BadInput(
      .keyedDictionary, "an empty URL", .invalidValue, #"Node.link: expected URL, found String """#
    ) {
      _ = try InstanceHelper.create(Node.self, properties: ["link": ""])
    },
    BadInput(
      .keyedDictionary, "a malformed UUID", .invalidValue,
      #"Node.id: expected UUID, found String "not-a-uuid""#
    ) {
      _ = try InstanceHelper.create(Node.self, properties: ["id": "not-a-uuid"])
    },
    BadInput(
      .keyedDictionary, "base64 that is not", .invalidValue,
      #"Node.bytes: expected Data (base64), found String "@@@""#
    ) {
      _ = try InstanceHelper.create(Node.self, properties: ["bytes": "@@@"])
    },
    BadInput(
      .keyedDictionary, "a raw value that names no case", .invalidValue,
      #"Node.level: expected Level (one of "low", "high"), found String "medium""#
    ) {
      _ = try InstanceHelper.create(Node.self, properties: ["level": "medium"])
    },
    BadInput(
      .keyedDictionary, "the wrong type inside an array", .typeMismatch,
      "Node.tags[1]: expected String, found Int 2"
    ) {
      _ = try InstanceHelper.create(Node.self, properties: ["tags": ["one", 2]])
    },
    BadInput(
      .keyedDictionary, "the wrong type three levels down", .typeMismatch,
      #"Node.child.child.child.count: expected Int, found String "x""#
    ) {
      _ = try InstanceHelper.create(
        Node.self, properties: ["child": ["child": ["child": ["count": "x"]]]])
    },
    BadInput(
      .keyedDictionary, "the wrong type at every level", .typeMismatch,
      "4 problems:\n  Node.child.child.count: expected Int, found Bool false\n"
        + "  Node.child.count: expected Int, found Bool true\n"
        + "  Node.child.name: expected String, found Int 1\n"
        + "  Node.count: expected Int, found String \"0\""
    ) {
      _ = try InstanceHelper.create(
        Node.self,
        properties: ["count": "0", "child": ["name": 1, "count": true, "child": ["count": false]]])
    },
    BadInput(
      .keyedDictionary, "an object of another class", .typeMismatch,
      "Node.child: expected Node or a dictionary of its keys, found Tracked object"
    ) {
      let other = try InstanceHelper.create(Tracked.self)
      _ = try InstanceHelper.create(Node.self, properties: ["child": other])
    },
    BadInput(
      .keyedDictionary, "a dictionary where a string is expected", .typeMismatch,
      #"Node.name: expected String, found a dictionary with keys "a""#
    ) {
      _ = try InstanceHelper.create(Node.self, properties: ["name": ["a": 1]])
    },
    BadInput(
      .keyedDictionary, "a dictionary with non-string keys for an object", .typeMismatch,
      "Node.child: expected Node or a dictionary of its keys"
    ) {
      _ = try InstanceHelper.create(
        Node.self, properties: ["child": [1: "a"] as [AnyHashable: Any]])
    },
    BadInput(
      .keyedDictionary, "an unregistered type discriminator", .unregisteredType,
      #"Node.child.$type: "Tracked" is not registered for Node; expected one of "Node", found String "Tracked""#
    ) {
      _ = try InstanceHelper.create(Node.self, properties: ["child": ["$type": "Tracked"]])
    },
    BadInput(
      .keyedDictionary, "a type discriminator that is not a string", .typeMismatch,
      "Node.child.$type: expected String, found Int 5"
    ) {
      _ = try InstanceHelper.create(Node.self, properties: ["child": ["$type": 5]])
    },
    BadInput(
      .keyedDictionary, "a misspelt trigger type", .unregisteredType,
      #"did you mean "UNCalendarNotificationTrigger"?"#
    ) {
      _ = try UNNotificationRequest.fabricate(
        from: ["trigger": ["$type": "UNCalenderNotificationTrigger"]])
    },
    BadInput(
      .keyedDictionary, "allowing a type that is not a subclass", .unregisteredType,
      #""Node" is not registered for UNNotificationResponse"#
    ) {
      _ = try UNNotificationResponse.fabricate(from: ["$type": "Node"], allowing: [Node.self])
    },
    BadInput(
      .keyedDictionary, "a misspelt key of a model", .unknownKey,
      #"UNNotificationResponse.actionIdentifer: UNNotificationResponse has no key "actionIdentifer"; did you mean "actionIdentifier"?"#
    ) {
      _ = try InstanceHelper.create(
        UNNotificationResponse.self, properties: ["actionIdentifer": "OPEN"])
    },
    BadInput(
      .keyedDictionary, "65 nested objects", .tooDeep,
      "nesting deeper than 64 levels (FacsimileLimits.maximumDepth)"
    ) {
      _ = try InstanceHelper.create(Node.self, properties: nestedProperties(65))
    },
    BadInput(
      .keyedDictionary, "100,000 nested objects", .tooDeep,
      "nesting deeper than 64 levels (FacsimileLimits.maximumDepth)"
    ) {
      let properties = nestedProperties(100_000)
      defer { keepForever(properties) }
      _ = try InstanceHelper.create(Node.self, properties: properties)
    },
    BadInput(
      .keyedDictionary, "a userInfo 100,000 levels deep", .tooDeep, "nesting deeper than 64 levels"
    ) {
      let info = nestedProperties(100_000, key: "x")
      defer { keepForever(info) }
      _ = try InstanceHelper.create(Node.self, properties: ["info": info])
    },
    BadInput(
      .keyedDictionary, "a million-element array with one bad element", .typeMismatch,
      "Node.tags[999999]: expected String, found Int 7", large: true
    ) {
      let tags: [Any] = Array(repeating: "tag", count: 999_999) + [7]
      _ = try InstanceHelper.create(Node.self, properties: ["tags": tags])
    },
    BadInput(
      .keyedDictionary, "a 50 MB string for an Int", .typeMismatch,
      #"Node.count: expected Int, found String "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…""#,
      large: true
    ) {
      _ = try InstanceHelper.create(Node.self, properties: ["count": hugeString(fiftyMegabytes)])
    },
    BadInput(
      .keyedDictionary, "a 5 MB key", .unknownKey, "Node has no key",
      large: true
    ) {
      _ = try InstanceHelper.create(Node.self, properties: [hugeString(5 * 1024 * 1024): 1])
    },
    BadInput(
      .keyedDictionary, "a key with a line break", .unknownKey, #"Node has no key "a"#
    ) {
      _ = try InstanceHelper.create(Node.self, properties: ["a\nb": 1])
    },
    BadInput(
      // Found by the fuzzer: "\r\n" is one Character, which a check for "\n" missed.
      .keyedDictionary, "a key with CR LF, a line separator and a control character", .unknownKey,
      #"Node.a\r\nb\u{2028}c\u{1b}: Node has no key "a\r\nb\u{2028}c\u{1b}""#
    ) {
      _ = try InstanceHelper.create(Node.self, properties: ["a\r\nb\u{2028}c\u{1B}": 1])
    },
  ]
}
