import FacsimileCore
import Foundation

/// Reads a push payload's `aps` dictionary into the keys of ``UNNotificationContent``, as a device
/// presents a remote notification, and collects every problem under its payload key path
/// (`PushPayload.aps.badge`).
///
/// `null` reads as an absent key. Keys a device ignores (unknown keys, deprecated ones such as
/// `action-loc-key`) are ignored here too; they stay in `userInfo` with the rest of the payload.
struct APSReader {
  /// The type name problems are reported under.
  static let typeName = "PushPayload"

  /// The `interruption-level` strings, as APNs spells them.
  static let interruptionLevels: [(name: String, level: UNNotificationInterruptionLevel)] = [
    ("passive", .passive), ("active", .active), ("time-sensitive", .timeSensitive),
    ("critical", .critical),
  ]

  private var problems: [FacsimileError.Problem] = []

  /// The content keys for `payload`, with the whole payload as `userInfo`.
  ///
  /// - Parameter payload: The APNs payload.
  /// - Returns: Properties for `InstanceHelper.create(UNNotificationContent.self, properties:)`.
  /// - Throws: `FacsimileError` listing every value that does not fit.
  static func contentProperties(of payload: Fixture) throws(FacsimileError) -> [String: Any] {
    var reader = APSReader()
    let properties = reader.read(payload)
    guard reader.problems.isEmpty else { throw FacsimileError(reader.problems) }
    return properties
  }

  /// Whether a flag such as `content-available` is set, as iOS 18's UserNotifications reads a
  /// payload: a number whose integer part is 1 or more (iOS turns it into 1), or `true`. Any
  /// other number (`0`, `0.5`, `-1`) leaves the flag unset, and the payload is still delivered:
  /// the app is not woken, the service extension does not run.
  static func isSet(_ value: FixtureValue?) -> Bool {
    switch value {
    case .integer(let value)?: value >= 1
    case .unsignedInteger(let value)?: value >= 1
    case .double(let value)?: value >= 1
    case .bool(let value)?: value
    default: false
    }
  }

  private mutating func read(_ payload: Fixture) -> [String: Any] {
    var properties: [String: Any] = ["userInfo": payload.jsonObject as [AnyHashable: Any]]
    guard case .fixture(let aps)? = payload["aps"] else {
      mismatch(["aps"], expected: "a dictionary", found: payload["aps"])
      return properties
    }
    switch aps["alert"] {
    case nil, .null?:
      break
    case .string(let body)?:
      properties["body"] = body
    case .fixture(let alert)?:
      properties["title"] = text(of: alert, "title", "title-loc-key", "title-loc-args")
      properties["subtitle"] = text(of: alert, "subtitle", "subtitle-loc-key", "subtitle-loc-args")
      properties["body"] = text(of: alert, "body", "loc-key", "loc-args")
      properties["launchImageName"] = string(
        alert["launch-image"], at: ["aps", "alert", "launch-image"])
      properties["summaryArgument"] = string(
        alert["summary-arg"], at: ["aps", "alert", "summary-arg"])
      properties["summaryArgumentCount"] = integer(
        alert["summary-arg-count"], at: ["aps", "alert", "summary-arg-count"])
    case let other?:
      mismatch(["aps", "alert"], expected: "String or a dictionary", found: other)
    }
    properties["badge"] = integer(aps["badge"], at: ["aps", "badge"]).map { NSNumber(value: $0) }
    properties["sound"] = sound(aps["sound"])
    // `null` is `nil`, which only an optional key takes: the others refuse it, as every door of
    // the content does.
    let strings = [
      ("category", "categoryIdentifier", false), ("thread-id", "threadIdentifier", false),
      ("target-content-id", "targetContentIdentifier", true),
      ("filter-criteria", "filterCriteria", true),
    ]
    for (payloadKey, contentKey, isOptional) in strings {
      if !isOptional { refuseNull(aps[payloadKey], at: ["aps", payloadKey], expected: "String") }
      properties[contentKey] = string(aps[payloadKey], at: ["aps", payloadKey])
    }
    properties["interruptionLevel"] = interruptionLevel(aps["interruption-level"])
    // Any number is accepted (a Live Activity update may give any); the content's key clamps it
    // to 0...1, as iOS's payload reader and `relevanceScore` setter do.
    refuseNull(aps["relevance-score"], at: ["aps", "relevance-score"], expected: "Double")
    properties["relevanceScore"] = number(aps["relevance-score"], at: ["aps", "relevance-score"])
    _ = flag(aps["content-available"], at: ["aps", "content-available"])
    _ = flag(aps["mutable-content"], at: ["aps", "mutable-content"])
    return properties
  }

  /// The localized text if the alert has a localization key (a device prefers it), else the
  /// plain text.
  private mutating func text(
    of alert: Fixture, _ plain: String, _ key: String, _ arguments: String
  ) -> String? {
    let plainText = string(alert[plain], at: ["aps", "alert", plain])
    let format = string(alert[key], at: ["aps", "alert", key])
    let values = strings(alert[arguments], at: ["aps", "alert", arguments])
    guard let format else { return plainText }
    return LocalizationFormat.text(format, arguments: values ?? [])
  }

  private mutating func sound(_ value: FixtureValue?) -> UNNotificationSound? {
    switch value {
    case nil, .null?:
      return nil
    case .string(let name)?:
      return name == "default"
        ? .default : UNNotificationSound(named: UNNotificationSoundName(name))
    case .fixture(let sound)?:
      let critical = flag(sound["critical"], at: ["aps", "sound", "critical"]) ?? false
      let name = string(sound["name"], at: ["aps", "sound", "name"]) ?? "default"
      let volume = fraction(sound["volume"], at: ["aps", "sound", "volume"]).map { Float($0) }
      let soundName = UNNotificationSoundName(name)
      switch (critical, name == "default", volume) {
      case (false, true, _): return .default
      case (false, false, _): return UNNotificationSound(named: soundName)
      case (true, true, nil): return .defaultCritical
      case (true, true, let volume?): return .defaultCriticalSound(withAudioVolume: volume)
      case (true, false, nil): return .criticalSoundNamed(soundName)
      case (true, false, let volume?):
        return .criticalSoundNamed(soundName, withAudioVolume: volume)
      }
    case let other?:
      mismatch(["aps", "sound"], expected: "String or a dictionary", found: other)
      return nil
    }
  }

  private mutating func interruptionLevel(_ value: FixtureValue?)
    -> UNNotificationInterruptionLevel?
  {
    let path = ["aps", "interruption-level"]
    let names = Self.interruptionLevels.map(\.name)
    let expected = "String (one of " + names.map { "\"\($0)\"" }.joined(separator: ", ") + ")"
    switch value {
    case nil, .null?:
      return nil
    case .string(let name)?:
      if let match = Self.interruptionLevels.first(where: { $0.name == name }) {
        return match.level
      }
      problems.append(
        problem(
          .invalidValue, path, expected: expected, found: value,
          suggestion: nearest(to: name, in: names)))
      return nil
    case let other?:
      mismatch(path, expected: expected, found: other)
      return nil
    }
  }

  // MARK: Values

  private mutating func string(_ value: FixtureValue?, at path: [String]) -> String? {
    switch value {
    case nil, .null?: return nil
    case .string(let string)?: return string
    case let other?:
      mismatch(path, expected: "String", found: other)
      return nil
    }
  }

  /// `loc-args`: strings; numbers are shown as written, as `%@` shows an `NSNumber`.
  private mutating func strings(_ value: FixtureValue?, at path: [String]) -> [String]? {
    switch value {
    case nil, .null?:
      return nil
    case .array(let elements)?:
      var strings: [String] = []
      for (index, element) in elements.enumerated() {
        switch element {
        case .string(let string): strings.append(string)
        case .integer, .unsignedInteger, .double: strings.append(element.description)
        default: mismatch(path + ["[\(index)]"], expected: "String", found: element)
        }
      }
      return strings
    case let other?:
      mismatch(path, expected: "[String]", found: other)
      return nil
    }
  }

  /// An integer, such as `badge`; a whole number written with a fraction (`3.0`) is that integer,
  /// as a device shows it.
  private mutating func integer(_ value: FixtureValue?, at path: [String]) -> Int? {
    switch value {
    case nil, .null?: return nil
    case .integer(let integer)?: return integer
    case .double(let double)? where Int(exactly: double) != nil: return Int(exactly: double)
    case .unsignedInteger?:
      problems.append(problem(.invalidValue, path, expected: "Int (out of range)", found: value))
      return nil
    case let other?:
      mismatch(path, expected: "Int", found: other)
      return nil
    }
  }

  /// Any number, such as `relevance-score`.
  private mutating func number(_ value: FixtureValue?, at path: [String]) -> Double? {
    switch value {
    case nil, .null?: return nil
    case .integer(let integer)?: return Double(integer)
    case .unsignedInteger(let integer)?: return Double(integer)
    case .double(let double)?: return double
    case let other?:
      mismatch(path, expected: "Double", found: other)
      return nil
    }
  }

  /// A number from 0 to 1, such as a critical sound's `volume`.
  private mutating func fraction(_ value: FixtureValue?, at path: [String]) -> Double? {
    guard let number = number(value, at: path) else { return nil }
    guard (0...1).contains(number) else {
      problems.append(problem(.invalidValue, path, expected: "Double from 0 to 1", found: value))
      return nil
    }
    return number
  }

  /// A flag such as `content-available`: a number (set from `1` up) or a Boolean.
  private mutating func flag(_ value: FixtureValue?, at path: [String]) -> Bool? {
    switch value {
    case nil, .null?: return nil
    case .integer?, .unsignedInteger?, .double?, .bool?: return Self.isSet(value)
    case let other?:
      mismatch(path, expected: "Int (1 or 0)", found: other)
      return nil
    }
  }

  // MARK: Problems

  /// A `null` where the content's key is not optional.
  private mutating func refuseNull(_ value: FixtureValue?, at path: [String], expected: String) {
    if case .null? = value { mismatch(path, expected: expected, found: value) }
  }

  private mutating func mismatch(_ path: [String], expected: String, found: FixtureValue?) {
    problems.append(problem(.typeMismatch, path, expected: expected, found: found))
  }

  private func problem(
    _ kind: FacsimileError.Kind, _ path: [String], expected: String, found: FixtureValue?,
    suggestion: String? = nil
  ) -> FacsimileError.Problem {
    FacsimileError.Problem(
      kind, typeName: Self.typeName, keyPath: path, expected: expected,
      found: found.map { FacsimileError.Problem.describing($0.engineValue) } ?? "nothing",
      suggestion: suggestion)
  }
}
