import Facsimile
import FacsimileCore
import FacsimileUIKit
import FacsimileUserNotifications
import Foundation
import Testing

/// Seeded random round trips through `NSKeyedArchiver`: every archivable model's full sample,
/// with a random property list at every `userInfo` (and `annotation`) in its graph, must
/// unarchive equal, key by key and number by number (its `fixture()` unchanged).
@Suite struct ArchivingRoundTripTests {
  static let seeds: [UInt64] = Array(0..<30)

  /// `properties` with a random property list at every `userInfo` and `annotation` key, at any
  /// depth; no `NSNull` below a shortcut item, whose `userInfo` holds `NSSecureCoding` values.
  static func randomized(
    _ value: Any, random: inout RandomPropertyList, allowsNull: Bool = true
  ) -> Any {
    if let dictionary = value as? [String: Any] {
      var result: [String: Any] = [:]
      for (key, value) in dictionary {
        if key == "userInfo" || key == "annotation" {
          random.allowsNull = allowsNull
          result[key] = random.dictionary(depth: 3)
        } else {
          result[key] = randomized(
            value, random: &random, allowsNull: allowsNull && key != "shortcutItem")
        }
      }
      return result
    }
    if let array = value as? [Any] {
      return array.map { randomized($0, random: &random, allowsNull: allowsNull) }
    }
    return value
  }

  /// The model's sample with random property lists, made with `InstanceHelper`.
  @MainActor static func randomSample<T: KeyValueCodable>(_ type: T.Type, seed: UInt64) throws -> T
  {
    let sample = try #require(ModelSample.of(type))
    let kept = try EveryModelTests.removing(
      sample.lostInFixtureRoundTrip.keys, from: sample.fixture)
    var random = RandomPropertyList(seed: seed)
    let isShortcut = type is UIApplicationShortcutItem.Type
    let properties = kept.properties.merging(sample.engineValues.mapValues(\.value)) { $1 }
    let randomized = try #require(
      randomized(properties, random: &random, allowsNull: !isShortcut) as? [String: Any])
    return try InstanceHelper.create(type, properties: randomized)
  }

  @MainActor
  @Test(arguments: ArchivingTests.secureCodingModels)
  func aSampleWithRandomUserInfoArchivesLosslessly(_ model: ModelType) throws {
    func check<T: KeyValueCodable>(_ type: T.Type) throws {
      for seed in Self.seeds {
        let object = try Self.randomSample(type, seed: seed)
        let again = try #require(try EveryModelTests.archiveRoundTrip(object) as? T, "seed \(seed)")
        #expect((again as? NSObject)?.isEqual(object) == true, "seed \(seed)")
        let differences = again.fixture().differences(from: object.fixture())
        #expect(differences == [], "seed \(seed): \(differences)")
      }
    }
    try check(model.type)
  }

  @MainActor
  @Test func twoHundredFiftyRandomResponsesArchiveLosslessly() throws {
    for seed in 0..<UInt64(250) {
      let response = try Self.randomSample(UNTextInputNotificationResponse.self, seed: 1_000 + seed)
      let again = try #require(
        try EveryModelTests.archiveRoundTrip(response) as? UNTextInputNotificationResponse)
      #expect(again.isEqual(response), "seed \(1_000 + seed)")
    }
  }
}
