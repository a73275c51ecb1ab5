import FacsimileCore
import Foundation
import Testing

final class Thermostat: KeyedObject, KeyedProperties {
  struct Keys: KeySet {
    let level = Key(5, clampedTo: 0...10)
    let fan = Key<UInt8>(1, clampedTo: 1...3)
    let mix = Key<Float>(0.5, clampedTo: 0...1)
    static let layout = KeyLayout<Keys>()
  }
  let storage = Keys.storage()

  override class var keyTable: KeyTable { table }
  private static let table = KeyTable(\Thermostat.storage) { Thermostat() }
}

/// A clamped key keeps a number beyond its type's range within its range too, at the nearer
/// bound, through every door, as it keeps any number beyond its range.
@Suite struct ClampTests {
  static var rows: [(key: String, input: Any, expected: Double)] {
    [
      ("level", UInt64.max, 10), ("level", Int.min, 0), ("level", 1e300, 10), ("level", -1e300, 0),
      ("level", Double.infinity, 10), ("level", Decimal(string: "1e30") ?? 0, 10),
      ("fan", 300, 3), ("fan", -5, 1), ("fan", UInt64.max, 3), ("fan", Int.min, 1),
      ("mix", 1e300, 1), ("mix", -1e300, 0), ("mix", Double.greatestFiniteMagnitude, 1),
      ("mix", UInt64.max, 1), ("mix", Decimal(string: "-1e100") ?? 0, 0),
    ]
  }

  private func read(_ thermostat: Thermostat, _ key: String) throws -> Double {
    switch try thermostat.value(forKey: key) {
    case let int as Int: Double(int)
    case let byte as UInt8: Double(byte)
    case let float as Float: Double(float)
    default: .nan
    }
  }

  @Test func aNumberBeyondTheTypeIsClampedThroughEveryDoor() throws {
    for row in Self.rows {
      let byKey = Thermostat()
      try byKey.setValue(row.input, forKey: row.key)
      #expect(try read(byKey, row.key) == row.expected, "\(row.key) = \(row.input)")
      let made = try InstanceHelper.create(Thermostat.self, properties: [row.key: row.input])
      #expect(try read(made, row.key) == row.expected, "\(row.key) = \(row.input)")
    }
  }

  @Test func aJSONNumberBeyondTheTypeIsClamped() throws {
    let json = Data(#"{"level": 18446744073709551615, "fan": -1e300, "mix": 1e300}"#.utf8)
    let thermostat = try Thermostat.fabricate(json: json)
    #expect(thermostat.level == 10 && thermostat.fan == 1 && thermostat.mix == 1)
  }

  @Test func aFractionForAClampedIntegerIsStillRefused() {
    #expect(throws: FacsimileError.self) { try Thermostat().setValue(2.5, forKey: "level") }
    #expect(throws: FacsimileError.self) { try Thermostat().setValue(Double.nan, forKey: "level") }
  }
}
