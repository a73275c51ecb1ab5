import FacsimileCore
import FacsimileUIKit
import FacsimileUserNotifications
import Foundation
import Testing

/// Every key of every model, through every door, with boundary values: each value has one
/// outcome, the same stored value or a refusal, whichever door it comes through. The doors:
/// `setValue(_:forKey:)`, `setValue(_:forKeyPath:)`, `InstanceHelper.create`, JSON bytes,
/// `init?(coder:)` with a `KeyedCoder` and with a stub coder, `copy()`, the model's public
/// setter where it has one, and a push payload for the keys a payload carries.
///
/// Two doors cannot refuse by throwing, and answer a refused value as Apple's do: a public setter
/// leaves the key as it was (and says so on standard error), and a stub coder's `init?(coder:)`
/// takes what fits and leaves the rest at its default. For them, a refusal is the default read
/// back.
@MainActor
@Suite struct DoorAgreementTests {
  nonisolated static var models: [ModelType] { ModelType.all }

  @Test(arguments: models)
  func everyDoorGivesEveryValueOneOutcome(_ model: ModelType) throws {
    func check<T: KeyValueCodable>(_ type: T.Type) throws {
      let blank = try InstanceHelper.create(T.self, properties: [:])
      for key in T.keyTable.keys {
        let original = try blank.value(forKey: key.name)
        for input in Self.inputs(for: key, of: T.self) {
          try expectOneOutcome(T.self, key: key.name, input: input, original: original)
        }
      }
    }
    try check(model.type)
  }

  /// The doors' outcomes for one value of one key, each against `setValue(_:forKey:)`'s.
  private func expectOneOutcome<T: KeyValueCodable>(
    _ type: T.Type, key: String, input: Any?, original: Any?
  ) throws {
    let byKey = Self.outcome { () throws -> (T, Any?) in
      let object = try InstanceHelper.create(T.self, properties: [:])
      try object.setValue(input, forKey: key)
      return (object, try object.value(forKey: key))
    }
    var outcomes: [(door: String, outcome: Outcome)] = []
    outcomes.append(
      (
        "setValue(_:forKeyPath:)",
        Self.outcome {
          let object = try InstanceHelper.create(T.self, properties: [:])
          try object.setValue(input, forKeyPath: key)
          return (object, try object.value(forKeyPath: key))
        }
      ))
    outcomes.append(
      (
        "InstanceHelper.create",
        Self.outcome {
          let object = try InstanceHelper.create(T.self, properties: [key: input ?? NSNull()])
          return (object, try object.value(forKey: key))
        }
      ))
    if let json = Self.json([key: input ?? NSNull()]) {
      outcomes.append(
        (
          "fabricate(json:)",
          Self.outcome {
            let object = try T.fabricate(json: json)
            return (object, try object.value(forKey: key))
          }
        ))
    }
    if let coding = T.self as? any (KeyValueCodable & NSCoding).Type {
      outcomes.append(("init?(coder:) with a KeyedCoder", Self.decoded(coding, key, input)))
      // A stub coder takes what fits, as Apple's `init?(coder:)` does: a refusal is the default.
      outcomes.append(
        ("init?(coder:) with a stub", Self.decoded(coding, key, input, stub: true)))
    }
    if case .stored(let object, _) = byKey, let copying = object as? any NSCopying {
      outcomes.append(
        (
          "copy()",
          Self.outcome {
            // A mutable content's copy is an immutable one, as on Apple platforms.
            let copy = try #require(copying.copy(with: nil) as? any KeyValueCodable)
            return (copy, try copy.value(forKey: key))
          }
        ))
    }
    // A setter that refuses a value says so on standard error: that door is checked for these
    // in a child process (`aSetterRefusesADateEveryOtherDoorRefusesAndSaysSo`).
    if let setter = PublicSetter.all["\(T.keyTable.typeName).\(key)"], !Self.isNoCalendarDate(input)
    {
      let object = try InstanceHelper.create(T.self, properties: [:])
      if setter.apply(object, input) {
        outcomes.append(("the public setter", .stored(object, try object.value(forKey: key))))
      }
    }
    let field = T.self == UNNotificationContent.self ? Self.payloadField(carrying: key) : nil
    if let field, let json = Self.json(field.payload(holding: input ?? NSNull())) {
      outcomes.append(
        (
          "a push payload's \(field.dottedPath)",
          Self.outcome {
            let content = try PushPayload(json: json).notification().request.content
            return (content, try content.value(forKey: key))
          }
        ))
    }
    for (door, outcome) in outcomes {
      let isPayload = door.hasPrefix("a push payload")
      // A stub coder and a public setter take what fits; a payload reads `null` as no value
      // where the field does not refuse it.
      let keyIsOptional = T.keyTable[key]?.valueType.isOptional ?? false
      let lenient =
        door == "the public setter" || door == "init?(coder:) with a stub"
        || (isPayload && Self.isNull(input)
          && field?.refusesNull(keyIsOptional: keyIsOptional) == false)
      let agrees =
        switch (byKey, outcome) {
        case (.refused, .refused): true
        case (.stored(_, let expected), .stored(_, let found)):
          Self.same(expected, found)
        case (.refused, .stored(_, let found)) where lenient:
          Self.same(original, found)
        case (.stored, .refused) where isPayload:
          field?.isStricter(about: input) ?? false
        default: false
        }
      #expect(
        agrees,
        """
        \(T.keyTable.typeName).\(key) = \(Self.describe(input)): setValue(_:forKey:) \
        \(byKey), but \(door) \(outcome)
        """)
    }
  }

  /// Whether `input` is a date no calendar shows, which every door refuses.
  nonisolated static func isNoCalendarDate(_ input: Any?) -> Bool {
    (input as? Date).map { !(abs($0.timeIntervalSinceReferenceDate) < 1e15) } ?? false
  }

  /// Where a push payload carries `key` of a content as the key's own value, from the content's
  /// declarations: every field but a sound and the whole payload, which a payload spells
  /// otherwise.
  static func payloadField(carrying key: String) -> PayloadField? {
    guard let field = PayloadTable.content.fields.first(where: { $0.key == key })?.field else {
      return nil
    }
    switch field.form {
    case .string, .text, .count, .number, .names: return field
    case .sound, .payload: return nil
    }
  }

  static func isNull(_ input: Any?) -> Bool {
    input == nil || input is NSNull
  }

  @Test func aSetterRefusesADateEveryOtherDoorRefusesAndSaysSo() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      let activity = NSUserActivity(activityType: "com.example.article")
      let kept = Date(timeIntervalSince1970: 86_400)
      activity.expirationDate = kept
      activity.expirationDate = Date(timeIntervalSinceReferenceDate: 1e16)
      guard activity.expirationDate == kept,
        (try? activity.setValue(
          Date(timeIntervalSinceReferenceDate: 1e16), forKey: "expirationDate"))
          == nil
      else { exit(1) }
    }
    let logged = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(logged.hasPrefix("Facsimile: not set: NSUserActivity.expirationDate: expected a Date"))
    #expect(logged.split(separator: "\n").count == 1)
  }

  // MARK: Outcomes

  /// What a door did with a value.
  enum Outcome: CustomStringConvertible {
    /// The object, and the key's value read back.
    case stored(AnyObject, Any?)
    /// The door threw (or an `init?(coder:)` failed).
    case refused(String)

    var description: String {
      switch self {
      case .stored(_, let value): "stored \(DoorAgreementTests.describe(value))"
      case .refused(let why): "refused it (\(why.prefix(160)))"
      }
    }
  }

  static func outcome(_ body: () throws -> (AnyObject, Any?)) -> Outcome {
    do {
      let (object, value) = try body()
      return .stored(object, value)
    } catch {
      return .refused("\(error)")
    }
  }

  /// `init?(coder:)` with a coder holding `input` for `key`: a `KeyedCoder`, or a stub that
  /// answers `decodeObject(forKey:)` alone, as the stubs of real apps do.
  static func decoded<T: KeyValueCodable & NSCoding>(
    _ type: T.Type, _ key: String, _ input: Any?, stub: Bool = false
  ) -> Outcome {
    outcome {
      let coder: NSCoder =
        stub ? ObjectStubCoder([key: input]) : KeyedCoder([key: input ?? NSNull()])
      guard let object = T(coder: coder) else {
        throw Refused(description: "init?(coder:) returned nil")
      }
      return (object, try object.value(forKey: key))
    }
  }

  /// Whether two reads are the same value; sets whatever their order.
  static func same(_ first: Any?, _ second: Any?) -> Bool {
    let first = EveryModelTests.flattened(first)
    let second = EveryModelTests.flattened(second)
    if let first = first as? Set<AnyHashable>, let second = second as? Set<AnyHashable> {
      // Each element matched by value, as objects that compare by identity (scenes) must be.
      var unmatched = Array(second)
      for element in first {
        guard let index = unmatched.firstIndex(where: { same(element.base, $0.base) }) else {
          return false
        }
        unmatched.remove(at: index)
      }
      return unmatched.isEmpty
    }
    return EveryModelTests.sameValue(first, second) ?? false
  }

  struct Refused: Error, CustomStringConvertible {
    let description: String
  }

  nonisolated static func describe(_ value: Any?) -> String {
    guard let value = EveryModelTests.flattened(value) else { return "nil" }
    if let string = value as? String { return "\"\(string)\"" }
    return "\(type(of: value)) \(String(describing: value).prefix(80))"
  }

  /// `object` as JSON, or `nil` for a value JSON cannot spell (NaN, a date, an object).
  static func json(_ object: [String: Any]) -> Data? {
    guard JSONSerialization.isValidJSONObject(object) else { return nil }
    return try? JSONSerialization.data(withJSONObject: object)
  }

  // MARK: Inputs

  /// Boundary values for a key, by its value type, with the sample's value and a value of the
  /// wrong type for every key.
  static func inputs<T: KeyValueCodable>(for key: KeyTable.Key, of type: T.Type) -> [Any?] {
    let declared = "\(key.valueType)"
    let isOptional = declared.hasSuffix("?")
    let base = isOptional ? String(declared.dropLast()) : declared
    var inputs: [Any?] = [nil, NSNull(), ["not", "this"]]
    switch base {
    case "Int", "Int64", "UInt", "Int32", "Int16":
      inputs += [
        0, -1, 7, Int.max, 2.5, Double.nan, "7", "seven", true, Decimal(7), Decimal(string: "2.5"),
        NSDecimalNumber(string: "7"),
      ]
    case "Double", "Float", "CGFloat", "TimeInterval":
      inputs += [
        0.0, 0.5, -1.0, 5.0, 7, Double.nan, Double.infinity, -Double.infinity,
        Double.greatestFiniteMagnitude, "0.5", "half", Decimal(string: "0.5"),
        NSDecimalNumber(string: "0.25"),
      ]
    case "Bool":
      inputs += [true, false, 0, 1, 2, "true", "yes"]
    case "String":
      inputs += ["", "x", String(repeating: "é", count: 300), 5]
    case "NSNumber":
      inputs += [
        0, -1, 3, 2.5, Double.nan, NSNumber(value: 4), true, "3", "three", Decimal(string: "1.5"),
      ]
    case "Date":
      inputs += [
        Date(timeIntervalSince1970: 0), "2026-01-01T00:00:00Z", "yesterday", 0,
        // No calendar shows it: refused by every door, the setter keeping the old date.
        Date(timeIntervalSinceReferenceDate: 1e16),
      ]
    case "URL":
      inputs += [URL(fileURLWithPath: "/tmp/x"), "https://example.com", "", 5]
    case "UUID":
      inputs += [UUID(), "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "not a uuid"]
    case "Data":
      inputs += [Data(), Data([1, 2, 3]), "AQID", 5]
    default:
      inputs += ["x", -1, 99]
    }
    if let sample = ModelSample.of(type)?.properties[key.name] {
      inputs.append(sample)
    }
    return inputs
  }
}

/// A coder that answers `decodeObject(forKey:)` and `containsValue(forKey:)` alone, as the stub
/// archivers of real apps do.
final class ObjectStubCoder: NSCoder {
  let values: [String: Any?]
  init(_ values: [String: Any?]) { self.values = values }
  override var allowsKeyedCoding: Bool { true }
  override func containsValue(forKey key: String) -> Bool { values[key] != nil }
  override func decodeObject(forKey key: String) -> Any? { values[key] ?? nil }
}

/// The public setter of a key, for a value of the property's type: `nil` for any other.
struct PublicSetter {
  /// Sets the property, if `input` has its type; `false` otherwise.
  let apply: (AnyObject, Any?) -> Bool

  static func of<Root: AnyObject, Value>(_ keyPath: ReferenceWritableKeyPath<Root, Value>)
    -> PublicSetter
  {
    PublicSetter { object, input in
      guard let root = object as? Root, let value = exactly(input, as: Value.self) else {
        return false
      }
      root[keyPath: keyPath] = value
      return true
    }
  }

  /// The setter a content key's declaration names.
  static func of(_ property: some ContentPropertyDeclaration) -> PublicSetter {
    .of(property.setter)
  }

  /// `input` as a `Value` if it is one exactly (an optional's wrapped type, or `nil`, for an
  /// optional), not through a conversion.
  static func exactly<Value>(_ input: Any?, as type: Value.Type) -> Value? {
    if let optional = Value.self as? any ExactOptional.Type {
      return optional.exactly(input).flatMap { $0 as? Value }
    }
    guard let input, Swift.type(of: input) == Value.self else { return nil }
    return input as? Value
  }

  /// The setters, by `Type.key`: the mutable content's from its declarations (so a key added
  /// to it needs no row here), the others by hand.
  @MainActor static let all: [String: PublicSetter] = Dictionary(
    uniqueKeysWithValues: UNNotificationContent.declaredKeys.map { key in
      ("UNMutableNotificationContent.\(key.name)", PublicSetter.of(key.property))
    }
  ).merging(byHand) { derived, _ in derived }

  @MainActor private static let byHand: [String: PublicSetter] = [
    "NSUserActivity.title": .of(\NSUserActivity.title),
    "NSUserActivity.needsSave": .of(\NSUserActivity.needsSave),
    "NSUserActivity.webpageURL": .of(\NSUserActivity.webpageURL),
    "NSUserActivity.referrerURL": .of(\NSUserActivity.referrerURL),
    "NSUserActivity.expirationDate": .of(\NSUserActivity.expirationDate),
    "NSUserActivity.targetContentIdentifier": .of(\NSUserActivity.targetContentIdentifier),
    "NSUserActivity.eligibleForHandoff": .of(\NSUserActivity.isEligibleForHandoff),
    "NSUserActivity.eligibleForSearch": .of(\NSUserActivity.isEligibleForSearch),
    "NSUserActivity.eligibleForPublicIndexing": .of(\NSUserActivity.isEligibleForPublicIndexing),
    "NSUserActivity.eligibleForPrediction": .of(\NSUserActivity.isEligibleForPrediction),
    "UIMutableApplicationShortcutItem.type": .of(\UIMutableApplicationShortcutItem.type),
    "UIMutableApplicationShortcutItem.localizedTitle": .of(
      \UIMutableApplicationShortcutItem.localizedTitle),
    "UIMutableApplicationShortcutItem.localizedSubtitle": .of(
      \UIMutableApplicationShortcutItem.localizedSubtitle),
    "UIScene.title": .of(\UIScene.title),
    "UIWindowScene.title": .of(\UIWindowScene.title),
    "UIView.hidden": .of(\UIView.isHidden),
    "UIView.tag": .of(\UIView.tag),
    "UIWindow.hidden": .of(\UIWindow.isHidden),
    "UIWindow.tag": .of(\UIWindow.tag),
  ]
}

/// An optional, told apart at run time.
protocol ExactOptional {
  /// `input` as this optional if it is `nil` or exactly of the wrapped type.
  static func exactly(_ input: Any?) -> Self?
}

extension Optional: ExactOptional {
  static func exactly(_ input: Any?) -> Self? {
    guard let input else { return .some(.none) }
    guard type(of: input) == Wrapped.self, let value = input as? Wrapped else { return nil }
    return .some(value)
  }
}

extension PayloadField {
  /// A payload holding `value` at the field's path (and an empty `aps` around it).
  func payload(holding value: Any) -> [String: Any] {
    path.reversed().reduce(value) { inner, name in [name: inner] } as? [String: Any] ?? [:]
  }
}
