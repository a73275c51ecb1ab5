import Facsimile
import Foundation
import Testing

/// A model with keys wider than a JSON number holds, and an `NSNumber` key.
final class Ledger: KeyedObject {
  struct Keys: KeySet {
    let total = Key<Int128>(0)
    let unsignedTotal = Key<UInt128>(0)
    let amount = Key<NSNumber?>(nil)
    static let layout = KeyLayout<Keys>()
  }
  let storage = Keys.storage()
  var total: Int128 { storage.total }
  var unsignedTotal: UInt128 { storage.unsignedTotal }
  var amount: NSNumber? { storage.amount }

  override class var keyTable: KeyTable { keys }
  private static let keys = KeyTable(\Ledger.storage) { Ledger() }
}

/// Values at the edges of their types are kept, through every door, rather than refused or
/// changed (reliability round three).
@Suite struct WideValueTests {
  @Test(arguments: [Int128.max, Int128.min, Int128(Int64.max) + 1, -1])
  func anInt128SurvivesTheFixtureAndJSON(_ total: Int128) throws {
    let ledger = try InstanceHelper.create(Ledger.self, properties: ["total": total])
    #expect(ledger.total == total)
    let fixture = ledger.fixture()
    #expect(try Ledger.fabricate(from: fixture).total == total)
    let json = fixture.jsonData()
    #expect(try Ledger.fabricate(json: json).total == total)
  }

  @Test func aUInt128KeyTakesTheLargestValues() throws {
    let ledger = try InstanceHelper.create(Ledger.self, properties: ["unsignedTotal": UInt128.max])
    #expect(ledger.unsignedTotal == UInt128.max)
    #expect(try Ledger.fabricate(from: ledger.fixture()).unsignedTotal == UInt128.max)
  }

  @Test func anInt128KeyTakesAnyIntegerThatFits() throws {
    let ledger = try InstanceHelper.create(
      Ledger.self, properties: ["total": UInt128(Int128.max)])
    #expect(ledger.total == Int128.max)
    #expect(throws: FacsimileError.self) {
      _ = try InstanceHelper.create(Ledger.self, properties: ["total": UInt128.max])
    }
  }

  @Test func anNSNumberKeyTakesUInt64Max() throws {
    let ledger = try InstanceHelper.create(Ledger.self)
    try ledger.setValue(UInt64.max, forKey: "amount")
    #expect(ledger.amount?.uint64Value == UInt64.max)
    #expect(try Ledger.fabricate(from: ledger.fixture()).amount?.uint64Value == UInt64.max)
  }

  @Test func anIntegerTooWideForAnNSNumberIsRefusedWithItsRange() {
    #expect {
      _ = try InstanceHelper.create(Ledger.self, properties: ["amount": Int128.max])
    } throws: { error in
      "\(error)".contains("Ledger.amount: expected NSNumber (out of range)")
    }
  }

  @Test func aKnownKeyPastANilReadsAsNil() throws {
    let response = try InstanceHelper.create(UNNotificationResponse.self)
    #expect(try response.value(forKeyPath: "notification.request.trigger.repeats") == nil)
    // A key of a registered subclass of the declared type is known too.
    #expect(try response.value(forKeyPath: "notification.request.trigger.timeInterval") == nil)
  }
}
