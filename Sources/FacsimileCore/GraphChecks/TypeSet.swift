/// A fixed set of types, asked about every value the graph check walks: the metadata address
/// hashed by one multiplication, where `Set<ObjectIdentifier>` runs SipHash.
struct TypeSet: Sendable {
  /// Metadata addresses, 0 for an empty slot (at least half of a power of two).
  private let slots: [UInt]
  private let shift: Int

  init(_ types: [any Any.Type]) {
    var bits = 1
    while 1 << bits < types.count * 2 { bits += 1 }
    var slots = [UInt](repeating: 0, count: 1 << bits)
    let shift = UInt.bitWidth - bits
    for type in types {
      let address = UInt(bitPattern: ObjectIdentifier(type))
      var slot = Self.slot(of: address, shift: shift)
      while slots[slot] != 0, slots[slot] != address { slot = (slot + 1) & (slots.count - 1) }
      slots[slot] = address
    }
    self.slots = slots
    self.shift = shift
  }

  func contains(_ type: ObjectIdentifier) -> Bool {
    let address = UInt(bitPattern: type)
    var slot = Self.slot(of: address, shift: shift)
    while true {
      let found = slots[slot]
      if found == address { return true }
      if found == 0 { return false }
      slot = (slot + 1) & (slots.count - 1)
    }
  }

  /// Fibonacci hashing: the top bits of the address times 2^64 / golden ratio.
  private static func slot(of address: UInt, shift: Int) -> Int {
    Int(truncatingIfNeeded: (address &* multiplier) >> UInt(shift))
  }

  private static let multiplier = UInt(truncatingIfNeeded: 0x9E37_79B9_7F4A_7C15 as UInt64)
}
