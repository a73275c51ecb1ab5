import FacsimileCore
import Foundation

/// A seeded random number generator (SplitMix64): the same seed gives the same values on every
/// platform and run, so a failing case can be replayed from its seed.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Random property lists, as a `userInfo` holds them: nested arrays and string-keyed
/// dictionaries, strings (empty, ASCII, accented, combining, emoji, other scripts), integers of
/// every width at their edges, doubles at theirs (`-0.0`, the largest, the smallest), Booleans,
/// dates, data and, where the key allows it, `NSNull`.
struct RandomPropertyList {
  var generator: SeededGenerator
  /// Whether `NSNull` may appear (a `[AnyHashable: Any]` holds it; an `NSSecureCoding` value
  /// does not).
  var allowsNull = true

  init(seed: UInt64, allowsNull: Bool = true) {
    generator = SeededGenerator(seed: seed)
    self.allowsNull = allowsNull
  }

  static let strings = [
    "", "a", "value", "café", "cafe\u{301}", "👩‍👩‍👧‍👦", "日本語", "עברית", "line\nbreak", "tab\t",
    "quote\"", "back\\slash", "$null", "$class", "NS.objects", "\u{0}", "\u{FEFF}",
    String(repeating: "long ", count: 40),
  ]

  mutating func string() -> String {
    if Bool.random(using: &generator) {
      return Self.strings.randomElement(using: &generator) ?? ""
    }
    let scalars = (0..<Int.random(in: 0...12, using: &generator)).compactMap { _ in
      Unicode.Scalar(
        [0x20...0x7E, 0xA0...0x2FF, 0x370...0x3FF, 0x4E00...0x4E80, 0x1F600...0x1F64F]
          .randomElement(using: &generator).map { UInt32.random(in: $0, using: &generator) }
          ?? 0x41)
    }
    return String(String.UnicodeScalarView(scalars))
  }

  /// An integer of a random width, at an edge of its range or anywhere in it.
  mutating func integer() -> Any {
    func pick<T: FixedWidthInteger>(_ type: T.Type) -> T {
      switch Int.random(in: 0..<5, using: &generator) {
      case 0: T.min
      case 1: T.max
      case 2: 0
      case 3: T(truncatingIfNeeded: Int.random(in: -2...2, using: &generator))
      default: T.random(in: T.min...T.max, using: &generator)
      }
    }
    switch Int.random(in: 0..<10, using: &generator) {
    case 0: return pick(Int8.self)
    case 1: return pick(Int16.self)
    case 2: return pick(Int32.self)
    case 3: return pick(Int64.self)
    case 4: return pick(UInt8.self)
    case 5: return pick(UInt16.self)
    case 6: return pick(UInt32.self)
    case 7: return pick(UInt64.self)
    case 8: return pick(UInt.self)
    default: return pick(Int.self)
    }
  }

  mutating func double() -> Double {
    let edges: [Double] = [
      0, -0.0, 1, -1, 0.1, 1.5, 1e300, -1e300, .greatestFiniteMagnitude,
      -.greatestFiniteMagnitude, .leastNonzeroMagnitude, .leastNormalMagnitude,
      9_007_199_254_740_992, 1e15 + 0.5, 3,
    ]
    if Bool.random(using: &generator) { return edges.randomElement(using: &generator) ?? 0 }
    // Any finite bit pattern: subnormals, integral values, every exponent.
    let random = Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &generator))
    return random.isFinite ? random : Double.random(in: -1e6...1e6, using: &generator)
  }

  mutating func date() -> Date {
    let edges: [TimeInterval] = [0, -0.5, 1_763_713_800.125, 1e-6, -62_135_596_801, 1e11]
    if Bool.random(using: &generator) {
      return Date(timeIntervalSince1970: edges.randomElement(using: &generator) ?? 0)
    }
    return Date(timeIntervalSince1970: Double.random(in: -1e10...1e10, using: &generator))
  }

  mutating func data() -> Data {
    Data(
      (0..<Int.random(in: 0...40, using: &generator)).map { _ in
        UInt8.random(in: 0...255, using: &generator)
      })
  }

  /// A scalar of any kind.
  mutating func scalar() -> Any {
    switch Int.random(in: 0..<(allowsNull ? 8 : 7), using: &generator) {
    case 0: string()
    case 1: integer()
    case 2: double()
    case 3: Bool.random(using: &generator)
    case 4: date()
    case 5: data()
    case 6: string()
    default: NSNull()
    }
  }

  /// A value: a scalar, or below `depth` levels an array or dictionary of values.
  mutating func value(depth: Int) -> Any {
    guard depth > 0 else { return scalar() }
    switch Int.random(in: 0..<6, using: &generator) {
    case 0:
      return (0..<Int.random(in: 0...5, using: &generator)).map { _ in value(depth: depth - 1) }
    case 1: return dictionary(depth: depth - 1)
    default: return scalar()
    }
  }

  /// A string-keyed dictionary of up to 8 values nested up to `depth` levels.
  mutating func dictionary(depth: Int) -> [String: Any] {
    var dictionary: [String: Any] = [:]
    for _ in 0..<Int.random(in: 0...8, using: &generator) {
      dictionary[string()] = value(depth: depth)
    }
    return dictionary
  }
}
