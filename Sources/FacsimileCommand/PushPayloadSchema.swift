import Facsimile
import FacsimileCore

/// The JSON Schema and key list of an APNs payload (`--as PushPayload`), written by hand from
/// what `PushPayload` reads: the `aps` dictionary's keys, any other key being the app's own data.
enum PushPayloadSchema {
  /// `facsimile types`' block for `PushPayload`.
  static let keysDescription = """
    PushPayload
      aps: [String: Any] (alert, badge, sound, category, thread-id, target-content-id,
        interruption-level, relevance-score, filter-criteria, content-available, mutable-content)
      any other key: the app's own data, in userInfo
    """

  /// A JSON Schema (draft 2020-12) for APNs payload files.
  static var schema: Fixture {
    let string: FixtureValue = ["type": "string"]
    let strings: FixtureValue = ["type": "array", "items": ["type": ["string", "number"]]]
    let fraction: FixtureValue = ["type": "number", "minimum": 0, "maximum": 1]
    let flag: FixtureValue = ["type": ["integer", "number", "boolean"]]
    let alert: FixtureValue = [
      "type": "object",
      "properties": [
        "title": string, "subtitle": string, "body": string, "launch-image": string,
        "title-loc-key": string, "title-loc-args": strings, "subtitle-loc-key": string,
        "subtitle-loc-args": strings, "loc-key": string, "loc-args": strings,
        "summary-arg": string, "summary-arg-count": ["type": "integer"],
      ],
    ]
    let sound: FixtureValue = [
      "type": "object",
      "properties": ["critical": flag, "name": string, "volume": fraction],
    ]
    let aps: FixtureValue = [
      "type": "object",
      "properties": [
        "alert": ["anyOf": [string, alert]],
        "badge": ["type": "integer"],
        "sound": ["anyOf": [string, sound]],
        "category": string,
        "thread-id": string,
        "target-content-id": string,
        "interruption-level": [
          "enum": .array(["passive", "active", "time-sensitive", "critical"].map { .string($0) })
        ],
        "relevance-score": ["type": "number"],
        "filter-criteria": string,
        "content-available": flag,
        "mutable-content": flag,
      ],
    ]
    return [
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "title": .string(KnownTypes.pushPayload),
      "description": "An APNs payload: the aps dictionary, and any keys of the app's own.",
      "type": "object",
      "properties": ["aps": aps],
      "required": ["aps"],
    ]
  }
}
