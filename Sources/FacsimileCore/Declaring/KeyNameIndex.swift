/// Finds a key's position by its name without hashing the whole name, as `[String: Int]` would:
/// a slot chosen by the name's UTF-8 length and first and last bytes, then one comparison.
struct KeyNameIndex: Sendable {
  /// `position + 1` of the key whose probe starts here, 0 for an empty slot (at least half).
  private let slots: [Int]
  private let signatures: [UInt64]
  /// The names, in position order.
  let names: [String]
  private let shift: UInt64

  init(_ names: [String]) {
    var bits: UInt64 = 1
    while 1 << bits < names.count * 2 { bits += 1 }
    var slots = [Int](repeating: 0, count: 1 << bits)
    var signatures = [UInt64](repeating: 0, count: 1 << bits)
    let shift = UInt64(UInt64.bitWidth) - bits
    for (position, name) in names.enumerated() {
      let signature = Self.signature(of: name)
      var slot = Self.slot(of: signature, shift: shift)
      while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
      slots[slot] = position + 1
      signatures[slot] = signature
    }
    self.slots = slots
    self.signatures = signatures
    self.names = names
    self.shift = shift
  }

  /// The position of the key named `name`, or `nil`.
  func position(of name: String) -> Int? {
    // A few names are compared one by one (most fit in a small string, compared as two words),
    // which costs less than the signature.
    guard names.count > 6 else { return names.firstIndex(of: name) }
    let signature = Self.signature(of: name)
    var slot = Self.slot(of: signature, shift: shift)
    while true {
      let found = slots[slot]
      if found == 0 { return nil }
      if signatures[slot] == signature, names[found - 1] == name { return found - 1 }
      slot = (slot + 1) & (slots.count - 1)
    }
  }

  /// The name's UTF-8 length and its first and last bytes, in one number.
  private static func signature(of name: String) -> UInt64 {
    func signature(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
      guard let first = bytes.first, let last = bytes.last else { return 0 }
      return UInt64(bytes.count) << 16 | UInt64(first) << 8 | UInt64(last)
    }
    // Native strings, small or not, lend their bytes; others (bridged ones) are copied.
    return name.utf8.withContiguousStorageIfAvailable(signature)
      ?? Array(name.utf8).withUnsafeBufferPointer(signature)
  }

  /// Fibonacci hashing: the top bits of the signature times 2^64 / golden ratio.
  private static func slot(of signature: UInt64, shift: UInt64) -> Int {
    Int(truncatingIfNeeded: (signature &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }
}
