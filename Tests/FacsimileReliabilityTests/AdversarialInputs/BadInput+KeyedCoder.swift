import Facsimile
import Foundation

extension BadInput {
  /// `init?(coder:)` with a ``KeyedCoder``, and the coder's own `decode...` methods.
  static let keyedCoder: [BadInput] = [
    BadInput(.keyedCoder, "unknown key", .unknownKey, #"Node.nmae: Node has no key "nmae""#) {
      try decode(Node.self, from: ["nmae": 1])
    },
    BadInput(
      .keyedCoder, "the wrong type two levels down", .typeMismatch,
      #"Node.child.child.count: expected Int, found String "x""#
    ) {
      try decode(Node.self, from: ["child": ["child": ["count": "x"]]])
    },
    BadInput(
      .keyedCoder, "null where a model needs an object", .typeMismatch,
      "UNNotification.request: expected UNNotificationRequest, found null"
    ) {
      try decode(UNNotification.self, from: ["request": NSNull()])
    },
    BadInput(
      .keyedCoder, "an unregistered type discriminator", .unregisteredType,
      #""UNNotification" is not registered for UNNotificationTrigger"#
    ) {
      try decode(UNNotificationRequest.self, from: ["trigger": ["$type": "UNNotification"]])
    },
    BadInput(
      .keyedCoder, "unkeyed decodeObject()", .unsupportedCoding,
      "decodeObject() is unkeyed; a KeyedCoder answers only by key"
    ) {
      try withCoder([:]) { _ = $0.decodeObject() }
    },
    BadInput(
      .keyedCoder, "unkeyed decodeData()", .unsupportedCoding, "decodeData() is unkeyed"
    ) {
      try withCoder([:]) { _ = $0.decodeData() }
    },
    BadInput(
      .keyedCoder, "decodeInteger of a string", .typeMismatch,
      #"count: expected Int, found String "x""#
    ) {
      try withCoder(["count": "x"]) { _ = $0.decodeInteger(forKey: "count") }
    },
    BadInput(
      .keyedCoder, "decodeBool of an integer", .typeMismatch, "flag: expected Bool, found Int 1"
    ) {
      try withCoder(["flag": 1]) { _ = $0.decodeBool(forKey: "flag") }
    },
    BadInput(
      .keyedCoder, "decodeInt32 of Int64.max", .invalidValue,
      "KeyedCoder.big: expected Int32 (out of range), found Int64 9223372036854775807"
    ) {
      try withCoder(["big": Int64.max]) { _ = $0.decodeInt32(forKey: "big") }
    },
    BadInput(
      .keyedCoder, "decodeDouble of a string", .typeMismatch,
      #"ratio: expected Double, found String "½""#
    ) {
      try withCoder(["ratio": "½"]) { _ = $0.decodeDouble(forKey: "ratio") }
    },
    BadInput(
      .keyedCoder, "100,000 nested dictionaries", .tooDeep, "nesting deeper than 64 levels"
    ) {
      let properties = nestedProperties(100_000)
      defer { keepForever(properties) }
      try decode(Node.self, from: properties)
    },
  ]
}
