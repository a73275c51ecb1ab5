import Facsimile
import Foundation

/// Parses `json` as an APNs payload and makes the response a device would hand the app.
private func respond(to json: String) throws {
  _ = try PushPayload(json: json).response()
}

extension BadInput {
  /// APNs payloads: `PushPayload(json:)` to content, notification and response.
  static let pushPayloads: [BadInput] = [
    BadInput(
      .pushPayload, "no aps", .typeMismatch, "PushPayload.aps: expected a dictionary, found nothing"
    ) {
      try respond(to: #"{"articleId": "1"}"#)
    },
    BadInput(
      .pushPayload, "aps is null", .typeMismatch,
      "PushPayload.aps: expected a dictionary, found null"
    ) {
      try respond(to: #"{"aps": null}"#)
    },
    BadInput(
      .pushPayload, "aps is a number", .typeMismatch,
      "JSON:1:2: PushPayload.aps: expected a dictionary, found Int 1"
    ) {
      try respond(to: #"{"aps": 1}"#)
    },
    BadInput(
      .pushPayload, "a badge that is a word", .typeMismatch,
      #"JSON:1:10: PushPayload.aps.badge: expected Int, found String "three""#
    ) {
      try respond(to: #"{"aps": {"badge": "three"}}"#)
    },
    BadInput(
      .pushPayload, "a fractional badge", .typeMismatch,
      "PushPayload.aps.badge: expected Int, found Double 1.5"
    ) {
      try respond(to: #"{"aps": {"badge": 1.5}}"#)
    },
    BadInput(
      .pushPayload, "a whole-number badge written 3.0", accepted: "badge 3, as a device shows it"
    ) {
      let content = try PushPayload(json: #"{"aps": {"badge": 3.0}}"#).content()
      guard content.badge == NSNumber(value: 3) else {
        throw ReadOtherwise(description: "badge \(String(describing: content.badge))")
      }
    },
    BadInput(
      .pushPayload, "a badge of 3.5", .typeMismatch,
      "PushPayload.aps.badge: expected Int, found Double 3.5"
    ) {
      try respond(to: #"{"aps": {"badge": 3.5}}"#)
    },
    BadInput(
      .pushPayload, "a badge beyond Int64", .invalidValue,
      "PushPayload.aps.badge: expected Int (out of range), found UInt64 9223372036854775808"
    ) {
      try respond(to: #"{"aps": {"badge": 9223372036854775808}}"#)
    },
    BadInput(
      .pushPayload, "an alert that is an array", .typeMismatch,
      "PushPayload.aps.alert: expected String or a dictionary, found an array of 1 element"
    ) {
      try respond(to: #"{"aps": {"alert": ["Hi"]}}"#)
    },
    BadInput(
      .pushPayload, "an unknown interruption level", .invalidValue,
      #"PushPayload.aps.interruption-level: expected String (one of "passive", "active", "time-sensitive", "critical"), found String "urgent""#
    ) {
      try respond(to: #"{"aps": {"interruption-level": "urgent"}}"#)
    },
    BadInput(
      .pushPayload, "a Live Activity's relevance score above 1",
      accepted: "relevanceScore 1: accepted, and clamped to 0...1 as iOS clamps it"
    ) {
      let content = try PushPayload(json: #"{"aps": {"relevance-score": 2}}"#).content()
      guard content.relevanceScore == 1 else {
        throw ReadOtherwise(description: "relevanceScore \(content.relevanceScore)")
      }
    },
    BadInput(
      .pushPayload, "a relevance score that is a word", .typeMismatch,
      #"PushPayload.aps.relevance-score: expected Double, found String "high""#
    ) {
      try respond(to: #"{"aps": {"relevance-score": "high"}}"#)
    },
    BadInput(
      .pushPayload, "a sound that is a number", .typeMismatch,
      "PushPayload.aps.sound: expected String or a dictionary, found Int 5"
    ) {
      try respond(to: #"{"aps": {"sound": 5}}"#)
    },
    BadInput(
      .pushPayload, "a critical volume above 1", .invalidValue,
      "PushPayload.aps.sound.volume: expected Double from 0 to 1, found Double 1.5"
    ) {
      try respond(to: #"{"aps": {"sound": {"critical": 1, "volume": 1.5}}}"#)
    },
    BadInput(
      .pushPayload, "a localization argument that is an object", .typeMismatch,
      "PushPayload.aps.alert.loc-args[1]: expected String, found a dictionary with keys (none)"
    ) {
      try respond(to: #"{"aps": {"alert": {"loc-key": "%@ %@", "loc-args": ["a", {}]}}}"#)
    },
    BadInput(
      .pushPayload, "content-available that is a word", .typeMismatch,
      #"PushPayload.aps.content-available: expected Int (1 or 0), found String "yes""#
    ) {
      try respond(to: #"{"aps": {"content-available": "yes"}}"#)
    },
    BadInput(
      .pushPayload, "content-available 0.5", accepted: "not set: its integer part is 0"
    ) {
      let payload = try PushPayload(json: #"{"aps": {"content-available": 0.5}}"#)
      _ = try payload.response()
      guard !payload.isContentAvailable else {
        throw ReadOtherwise(description: "isContentAvailable is true")
      }
    },
    BadInput(
      .pushPayload, "mutable-content -1", accepted: "not set: iOS drops a negative flag"
    ) {
      let payload = try PushPayload(json: #"{"aps": {"mutable-content": -1}}"#)
      _ = try payload.response()
      guard !payload.isMutableContent else {
        throw ReadOtherwise(description: "isMutableContent is true")
      }
    },
    BadInput(
      .pushPayload, "every problem at once", .typeMismatch,
      "3 problems:\n  JSON:1:10: PushPayload.aps.badge: expected Int, found Bool true\n"
        + "  JSON:1:25: PushPayload.aps.category: expected String, found Int 1\n"
        + "  JSON:1:40: PushPayload.aps.thread-id: expected String, found Int 7"
    ) {
      try respond(to: #"{"aps": {"badge": true, "category": 1, "thread-id": 7}}"#)
    },
    BadInput(
      .pushPayload, "a top-level array", .typeMismatch,
      "JSON:1:1: PushPayload: expected a JSON object, found an array of 0 elements"
    ) {
      try respond(to: "[]")
    },
    BadInput(.pushPayload, "malformed JSON", .malformedJSON, "JSON:1:9: unexpected end of input") {
      try respond(to: #"{"aps": "#)
    },
    BadInput(
      .pushPayload, "100,000 nested objects", .malformedJSON, "nesting deeper than 64 levels"
    ) {
      _ = try PushPayload(json: nestedJSON(100_000, key: "aps")).response()
    },
  ]
}
