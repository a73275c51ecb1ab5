import FacsimileCore
import Foundation

/// Reads a push payload into the keys of ``UNNotificationContent``, as a device presents a
/// remote notification, field by field as the content's keys declare them (``PayloadTable``),
/// and collects every problem under its payload key path (`PushPayload.aps.badge`).
///
/// `null` reads as an absent key, except where ``PayloadField/refusesNull(keyIsOptional:)`` says
/// the content's key refuses it. Keys a device ignores (unknown keys, deprecated ones such as
/// `action-loc-key`) are ignored here too; they stay in `userInfo` with the rest of the payload.
struct APSReader {
  /// The type name problems are reported under.
  static let typeName = "PushPayload"

  /// The fields to read.
  private let table: PayloadTable
  private var problems: [FacsimileError.Problem] = []
  /// The dictionaries on the fields' paths, found once each (`nil`: not there, or not a
  /// dictionary, which was reported).
  private var containers: [[String]: Fixture?] = [:]
  /// The strings found where a dictionary was expected, for a field that is its parent then.
  private var parentStrings: [[String]: String] = [:]

  /// The content keys for `payload`, with the whole payload as `userInfo`.
  ///
  /// - Returns: Properties for `InstanceHelper.create(UNNotificationContent.self, properties:)`:
  ///   each a value of the key's own type, which the key takes as it is.
  /// - Parameters:
  ///   - payload: The APNs payload.
  ///   - table: The fields to read: the content's unless a test gives others.
  /// - Throws: `FacsimileError` listing every value that does not fit, or what is wrong with the
  ///   table's fields (``PayloadTable/problems``).
  static func contentProperties(
    of payload: Fixture, table: PayloadTable = .content
  ) throws(FacsimileError) -> [String: Any] {
    guard table.problems.isEmpty else {
      throw FacsimileError(
        table.problems.map {
          FacsimileError.Problem(.invalidDeclaration, typeName: typeName, keyPath: [], detail: $0)
        })
    }
    var reader = APSReader(table: table)
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
    var properties: [String: Any] = [:]
    containers[[]] = payload
    guard case .fixture(let aps)? = payload["aps"] else {
      mismatch(["aps"], expected: "a dictionary", found: payload["aps"])
      return properties
    }
    containers[["aps"]] = aps
    for (key, field) in table.fields {
      if case .payload = field.form {
        properties[key] = payload.jsonObject as [AnyHashable: Any]
        continue
      }
      let parentPath = Array(field.path.dropLast())
      guard let name = field.path.last, let parent = container(at: parentPath) else {
        if field.isTheParentWhenAString, let string = parentStrings[parentPath] {
          properties[key] = string
        }
        continue
      }
      let keyIsOptional = UNNotificationContent.keyTable[key]?.valueType.isOptional ?? false
      if field.refusesNull(keyIsOptional: keyIsOptional), case .null? = parent[name] {
        mismatch(field.path, expected: field.expected, found: .null)
        continue
      }
      if let value = read(field, parent, name) { properties[key] = value }
    }
    for name in PayloadTable.flags { _ = flag(aps[name], at: ["aps", name]) }
    return properties
  }

  /// The dictionary at `path`, found once (a problem if something else is there).
  private mutating func container(at path: [String]) -> Fixture? {
    if let found = containers[path] { return found }
    guard let name = path.last, let parent = container(at: Array(path.dropLast())) else {
      return nil
    }
    var found: Fixture?
    let takesString = table.stringParents.contains(path)
    switch parent[name] {
    case nil, .null?: break
    case .fixture(let dictionary)?: found = dictionary
    case .string(let string)? where takesString: parentStrings[path] = string
    case let other?:
      mismatch(
        path, expected: takesString ? "String or a dictionary" : "a dictionary", found: other)
    }
    containers[path] = found
    return found
  }

  /// The field's value in `parent`, as the content's key takes it.
  private mutating func read(_ field: PayloadField, _ parent: Fixture, _ name: String) -> Any? {
    let value = parent[name]
    let path = field.path
    switch field.form {
    case .string: return string(value, at: path)
    case .text(let localizationKey, let arguments):
      return text(of: parent, at: path.dropLast(), name, localizationKey, arguments)
    case .count: return integer(value, at: path)
    case .number: return number(value, at: path)
    case .names(let names): return self.name(value, in: names, at: path, expected: field.expected)
    case .sound: return sound(value, at: path)
    case .payload: return nil
    }
  }

  /// The localized text if the alert has a localization key (a device prefers it), else the
  /// plain text.
  private mutating func text(
    of alert: Fixture, at parent: ArraySlice<String>, _ plain: String, _ key: String,
    _ arguments: String
  ) -> String? {
    let plainText = string(alert[plain], at: Array(parent + [plain]))
    let format = string(alert[key], at: Array(parent + [key]))
    let values = strings(alert[arguments], at: Array(parent + [arguments]))
    guard let format else { return plainText }
    return LocalizationFormat.text(format, arguments: values ?? [])
  }

  private mutating func sound(_ value: FixtureValue?, at path: [String]) -> UNNotificationSound? {
    switch value {
    case nil, .null?:
      return nil
    case .string(let name)?:
      return name == "default"
        ? .default : UNNotificationSound(named: UNNotificationSoundName(name))
    case .fixture(let sound)?:
      let critical = flag(sound["critical"], at: path + ["critical"]) ?? false
      let name = string(sound["name"], at: path + ["name"]) ?? "default"
      let volume = fraction(sound["volume"], at: path + ["volume"]).map { Float($0) }
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
      mismatch(path, expected: "String or a dictionary", found: other)
      return nil
    }
  }

  /// One of `names`, as APNs spells it, which the content's key takes.
  private mutating func name(
    _ value: FixtureValue?, in names: [String], at path: [String], expected: String
  ) -> String? {
    switch value {
    case nil, .null?:
      return nil
    case .string(let name)? where names.contains(name):
      return name
    case .string(let name)?:
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
