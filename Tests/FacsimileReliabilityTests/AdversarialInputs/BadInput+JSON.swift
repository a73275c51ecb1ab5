import Facsimile
import Foundation

extension BadInput {
  /// JSON fixture documents: `JSONFixture`, `Fixture(json:)` and fabrication from them.
  static let json: [BadInput] = [
    BadInput(
      .json, "empty input", .malformedJSON, "JSON:1:1: unexpected end of input; expected a value"
    ) {
      try parse("")
    },
    BadInput(
      .json, "whitespace only", .malformedJSON,
      "JSON:3:2: unexpected end of input; expected a value"
    ) {
      try parse(" \n\t\n ")
    },
    BadInput(
      .json, "truncated object", .malformedJSON, "unexpected end of input; expected ',' or '}'"
    ) {
      try parse(#"{"actionIdentifier": "OPEN""#)
    },
    BadInput(
      .json, "truncated string", .malformedJSON,
      "JSON:1:25: unterminated string that begins at line 1, column 22"
    ) {
      try parse(#"{"actionIdentifier": "OP"#)
    },
    BadInput(
      .json, "truncated literal", .malformedJSON,
      "JSON:1:7: unexpected character 't'; expected a value"
    ) {
      try parse(#"{"a": tru"#)
    },
    BadInput(
      .json, "truncated escape", .malformedJSON, "unexpected end of input in an escape"
    ) {
      try parse(#"{"a": "\"#)
    },
    BadInput(
      .json, "trailing comma in an object", .malformedJSON,
      "unexpected character '}'; expected a key in double quotes"
    ) {
      try parse(#"{"a": 1,}"#)
    },
    BadInput(
      .json, "trailing comma in an array", .malformedJSON,
      "unexpected character ']'; expected a value"
    ) {
      try parse("[1,]")
    },
    BadInput(.json, "a comment", .malformedJSON, "unexpected character '/'; expected ',' or '}'") {
      try parse("{\"a\": 1 // one\n}")
    },
    BadInput(
      .json, "single quotes", .malformedJSON,
      "unexpected character '''; expected a key in double quotes"
    ) {
      try parse("{'a': 1}")
    },
    BadInput(
      .json, "content after the value", .malformedJSON,
      "JSON:1:4: unexpected character 'x' after the JSON value"
    ) {
      try parse("{} x")
    },
    BadInput(
      .json, "invalid UTF-8 in a string", .malformedJSON,
      "invalid UTF-8 in the string that begins at line 1, column 7"
    ) {
      try parse(bytes: Array(#"{"a": "x"#.utf8) + [0xFF] + Array(#""}"#.utf8))
    },
    BadInput(
      .json, "an overlong UTF-8 encoding", .malformedJSON, "invalid UTF-8 in the string"
    ) {
      try parse(bytes: Array(#"{"a": ""#.utf8) + [0xC0, 0xAF] + Array(#""}"#.utf8))
    },
    BadInput(
      .json, "a UTF-8-encoded surrogate", .malformedJSON, "invalid UTF-8 in the string"
    ) {
      try parse(bytes: Array(#"{"a": ""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""}"#.utf8))
    },
    BadInput(
      .json, "invalid UTF-8 outside a string", .malformedJSON,
      "JSON:1:7: unexpected byte 0xFF; expected a value"
    ) {
      try parse(bytes: Array(#"{"a": "#.utf8) + [0xFF] + Array("}".utf8))
    },
    BadInput(
      .json, "a byte-order mark and nothing else", .malformedJSON,
      "unexpected end of input; expected a value"
    ) {
      try parse(bytes: [0xEF, 0xBB, 0xBF])
    },
    BadInput(
      .json, "two byte-order marks", .malformedJSON, "unexpected byte 0xEF; expected a value"
    ) {
      try parse(bytes: [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("{}".utf8))
    },
    BadInput(
      .json, "a UTF-16 byte-order mark", .malformedJSON,
      "the file is UTF-16 (little-endian); fixtures must be UTF-8"
    ) {
      try parse(bytes: [0xFF, 0xFE] + Array("{\0}\0".utf8))
    },
    BadInput(.json, "NaN", .malformedJSON, "unexpected character 'N'; expected a value") {
      try parse(#"{"ratio": NaN}"#)
    },
    BadInput(.json, "Infinity", .malformedJSON, "unexpected character 'I'; expected a value") {
      try parse(#"{"ratio": Infinity}"#)
    },
    BadInput(.json, "-Infinity", .malformedJSON, "JSON:1:11: a number needs digits after '-'") {
      try parse(#"{"ratio": -Infinity}"#)
    },
    BadInput(
      .json, "an integer beyond 64 bits", .malformedJSON,
      "integer 18446744073709551616 does not fit in 64 bits"
    ) {
      try parse(#"{"count": 18446744073709551616}"#)
    },
    BadInput(
      .json, "an integer below Int64.min", .malformedJSON,
      "integer -9223372036854775809 does not fit in 64 bits"
    ) {
      try parse(#"{"count": -9223372036854775809}"#)
    },
    BadInput(
      .json, "Int64.max + 1 for an Int", .invalidValue,
      "JSON:1:2: Node.count: expected Int (out of range), found UInt64 9223372036854775808"
    ) {
      try fabricate(Node.self, json: #"{"count": 9223372036854775808}"#)
    },
    BadInput(.json, "-0 with a leading zero", .malformedJSON, "numbers may not have leading zeros")
    {
      try parse(#"{"count": -01}"#)
    },
    BadInput(.json, "-0.5 for an Int8", .invalidValue, "found Double -0.5") {
      try fabricate(Node.self, json: #"{"small": -0.5}"#)
    },
    BadInput(.json, "a huge exponent", .malformedJSON, "number 1e400 is out of range") {
      try parse(#"{"ratio": 1e400}"#)
    },
    BadInput(
      .json, "an exponent of 100,000 digits", .malformedJSON,
      "number 1e99999999999999999999999999999999999999 is out of range"
    ) {
      try parse(#"{"ratio": 1e"# + String(repeating: "9", count: 100_000) + "}")
    },
    BadInput(.json, "a fraction with no digits", .malformedJSON, "a number needs digits after '.'")
    {
      try parse(#"{"ratio": 1.}"#)
    },
    BadInput(
      .json, "an exponent with no digits", .malformedJSON, "a number needs digits in its exponent"
    ) {
      try parse(#"{"ratio": 1e+}"#)
    },
    BadInput(
      .json, "duplicate keys", .malformedJSON,
      #"JSON:1:12: duplicate key "name" (first at line 1, column 2)"#
    ) {
      try parse(#"{"name":1, "name":2}"#)
    },
    BadInput(
      .json, "duplicate keys, nested", .malformedJSON,
      #"JSON:3:5: duplicate key "badge" (first at line 2, column 3)"#
    ) {
      try parse("{\"content\": {\n  \"badge\": 1,\n    \"badge\": 1}}")
    },
    BadInput(
      // Past 16 keys the parser looks duplicates up by index instead of scanning.
      .json, "duplicate keys in a large object", .malformedJSON,
      #"JSON:21:1: duplicate key "k3" (first at line 4, column 1)"#
    ) {
      let keys = (0..<20).map { "\"k\($0)\": \($0)" } + [#""k3": 0"#]
      try parse("{" + keys.joined(separator: ",\n") + "}")
    },
    BadInput(
      // Found by the fuzzer: the key was quoted as it was, line break and all.
      .json, "a key with a line break, then no colon", .malformedJSON,
      #"JSON:1:9: unexpected character 'x'; expected ':' after key "a\nb""#
    ) {
      try parse(#"{"a\nb" x}"#)
    },
    BadInput(
      .json, "a duplicate key with a line break", .malformedJSON,
      #"JSON:1:13: duplicate key "a\nb" (first at line 1, column 2)"#
    ) {
      try parse(#"{"a\nb": 1, "a\nb": 2}"#)
    },
    BadInput(
      .json, "100,000 nested arrays", .malformedJSON,
      "JSON:1:67: nesting deeper than 64 levels (FacsimileLimits.maximumDepth)"
    ) {
      try parse(String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))
    },
    BadInput(
      .json, "100,000 nested objects", .malformedJSON, "nesting deeper than 64 levels"
    ) {
      _ = try JSONFixture(data: nestedJSON(100_000)).fabricate(Node.self)
    },
    BadInput(
      .json, "a 50 MB string for an Int", .typeMismatch,
      #"JSON:1:2: Node.count: expected Int, found String "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…""#,
      large: true
    ) {
      try fabricate(Node.self, json: #"{"count": ""# + hugeString(fiftyMegabytes) + #""}"#)
    },
    BadInput(
      .json, "an unterminated 50 MB string", .malformedJSON,
      "unterminated string that begins at line 1, column 10", large: true
    ) {
      try parse(#"{"name": ""# + hugeString(fiftyMegabytes))
    },
    BadInput(
      .json, "a million-element array for an Int", .typeMismatch,
      "Node.count: expected Int, found an array of 1000000 elements", large: true
    ) {
      try fabricate(
        Node.self,
        json: #"{"count": ["# + Array(repeating: "0", count: 1_000_000).joined(separator: ",")
          + "]}")
    },
    BadInput(
      .json, "a million-element array with a bad last element", .typeMismatch,
      "Node.tags[999999]: expected String, found Int 0", large: true
    ) {
      let tags = Array(repeating: #""t""#, count: 999_999).joined(separator: ",")
      try fabricate(Node.self, json: #"{"tags": ["# + tags + ",0]}")
    },
    BadInput(
      .json, "null where a value is required", .typeMismatch,
      "JSON:1:2: Node.name: expected String, found null"
    ) {
      try fabricate(Node.self, json: #"{"name": null}"#)
    },
    BadInput(
      .json, "an array where an object is required", .typeMismatch,
      "JSON:1:1: Node: expected a JSON object, found an array of 1 element"
    ) {
      try fabricate(Node.self, json: "[1]")
    },
    BadInput(
      .json, "a string where a fixture is required", .typeMismatch,
      #"JSON:1:1: expected a JSON object, found String "x""#
    ) {
      _ = try Fixture(json: #""x""#)
    },
    BadInput(
      .json, "a number in an array of objects", .typeMismatch,
      "JSON:1:6: Node.[1]: expected a JSON object, found Int 2"
    ) {
      _ = try JSONFixture(data: Data("[{}, 2]".utf8)).fabricate([Node].self)
    },
    BadInput(
      .json, "the wrong type in a model file", .typeMismatch,
      #"JSON:1:43: UNNotificationResponse.notification.request.content.badge: expected NSNumber, found String "three""#
    ) {
      try fabricate(
        UNNotificationResponse.self,
        json: #"{"notification": {"request": {"content": {"badge": "three"}}}}"#)
    },
    BadInput(
      .json, "an unknown type discriminator", .unregisteredType,
      #""UNNotification" is not registered for UNNotificationResponse"#
    ) {
      try fabricate(UNNotificationResponse.self, json: #"{"$type": "UNNotification"}"#)
    },
    BadInput(
      .json, "a misspelt type discriminator", .unregisteredType,
      #"did you mean "UNTextInputNotificationResponse"?"#
    ) {
      try fabricate(
        UNNotificationResponse.self, json: #"{"$type": "UNTextInputNotificationRespons"}"#)
    },
    BadInput(
      .json, "an unknown key, located", .unknownKey, #"JSON:1:2: Node.nmae: Node has no key "nmae""#
    ) {
      try fabricate(Node.self, json: #"{"nmae": 1}"#)
    },
    BadInput(
      .json, "a raw control character", .malformedJSON, "unescaped control character in a string"
    ) {
      try parse("{\"a\": \"x\ty\"}")
    },
    BadInput(.json, "a NUL byte", .malformedJSON, "unescaped control character in a string") {
      try parse(bytes: Array(#"{"a": "x"#.utf8) + [0] + Array(#""}"#.utf8))
    },
    BadInput(.json, "an invalid escape", .malformedJSON, "invalid escape") {
      try parse(#"{"a": "\x41"}"#)
    },
    BadInput(
      .json, "a lone high surrogate", .malformedJSON,
      "a high surrogate \\ud800 without its low half"
    ) {
      try parse(#"{"a": "\ud800"}"#)
    },
    BadInput(.json, "a lone low surrogate", .malformedJSON, "a lone low surrogate") {
      try parse(#"{"a": "\udc00"}"#)
    },
    BadInput(
      .json, "a high surrogate before a non-surrogate", .malformedJSON, "an invalid surrogate pair"
    ) {
      try parse(#"{"a": "\ud800\u0041"}"#)
    },
    BadInput(
      .json, "\\u with three hex digits", .malformedJSON,
      "\\u must be followed by four hexadecimal digits"
    ) {
      try parse(#"{"a": "\u123"}"#)
    },
    BadInput(
      .json, "\\u with a plus sign", .malformedJSON,
      "\\u must be followed by four hexadecimal digits"
    ) {
      try parse(#"{"a": "\u+123"}"#)
    },
  ]
}
