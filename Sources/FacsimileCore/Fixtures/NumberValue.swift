import Foundation

/// A number in any form values hold one (`Int`, `UInt64`, `Double`, `Decimal`, an `NSNumber`,
/// an integer wider than 64 bits, a JSON number's text), read by value: how equality compares
/// numbers and how ``FixtureDecoder`` converts them, as `JSONDecoder` reads a number.
///
/// Equality is exact, so integers above 2^53 never equal their neighbours through a `Double`;
/// NaN equals NaN, as two `NSNumber(value: .nan)` are equal on Apple platforms.
enum NumberValue: Equatable {
  case integer(Int)
  /// An integer above `Int.max`.
  case unsignedInteger(UInt64)
  case double(Double)
  /// A `Decimal` or `NSDecimalNumber`, which equals an integer of its value, and a `Double`
  /// whose shortest text (as a fixture writes it) is its value.
  case decimal(Decimal)
  /// A JSON number's text, or an integer wider than 64 bits by its digits.
  case literal(JSONNumberLiteral)

  /// The number an input holds; `nil` for anything else (a Boolean is no number).
  init?(_ input: Input) {
    switch input {
    case .integer(let int): self = .integer(int)
    case .wideInteger(let integer): self.init(integer: integer)
    case .floatingPoint(let double): self = .double(double)
    case .decimal(let decimal): self = .decimal(decimal)
    case .null, .boolean, .string, .date, .data, .url, .uuid, .dictionary, .hashableDictionary,
      .array, .set, .object, .other:
      return nil
    }
  }

  /// An integer of any width: wider ones by their digits.
  init(integer: some BinaryInteger) {
    if let int = Int(exactly: integer) {
      self = .integer(int)
    } else if let unsigned = UInt64(exactly: integer) {
      self = .unsignedInteger(unsigned)
    } else {
      self = .literal(JSONNumberLiteral(text: "\(integer)", isInteger: true))
    }
  }

  static func == (lhs: NumberValue, rhs: NumberValue) -> Bool {
    switch (lhs, rhs) {
    case (.integer(let a), .integer(let b)): a == b
    case (.unsignedInteger(let a), .unsignedInteger(let b)): a == b
    case (.integer, .unsignedInteger), (.unsignedInteger, .integer): false
    case (.integer(let a), .double(let b)), (.double(let b), .integer(let a)):
      Int(exactly: b) == a
    case (.unsignedInteger(let a), .double(let b)), (.double(let b), .unsignedInteger(let a)):
      UInt64(exactly: b) == a
    // NaN equals NaN, as `CFNumberCompare` has it on Apple platforms: a value equals itself.
    case (.double(let a), .double(let b)): a == b || (a.isNaN && b.isNaN)
    case (.decimal(let a), .decimal(let b)): a == b || (a.isNaN && b.isNaN)
    case (.decimal(let a), .integer(let b)), (.integer(let b), .decimal(let a)): a == Decimal(b)
    case (.decimal(let a), .unsignedInteger(let b)), (.unsignedInteger(let b), .decimal(let a)):
      a == Decimal(b)
    case (.decimal(let a), .double(let b)), (.double(let b), .decimal(let a)):
      b.isFinite ? Decimal(string: "\(b)") == a : b.isNaN && a.isNaN
    case (.decimal(let a), .literal(let b)), (.literal(let b), .decimal(let a)):
      Decimal(string: b.text) == a
    case (.literal(let a), .literal(let b)): a.text == b.text
    case (.literal, _), (_, .literal): false
    }
  }

  /// The number as text, for messages.
  var text: String {
    switch self {
    case .integer(let value): "\(value)"
    case .unsignedInteger(let value): "\(value)"
    case .double(let value): "\(value)"
    case .decimal(let value): "\(value)"
    case .literal(let literal): literal.text
    }
  }

  /// The number as a `T` when it is exactly one, as `JSONDecoder` reads integers: an integral
  /// number of any form (`1.0`, `1e2`), never a rounded one.
  func exactly<T: FixedWidthInteger>(_: T.Type) -> T? {
    switch self {
    case .integer(let value): return T(exactly: value)
    case .unsignedInteger(let value): return T(exactly: value)
    case .double(let value): return value.isFinite ? T(exactly: value) : nil
    case .decimal(let value): return Self.integer(value)
    case .literal(let literal):
      if literal.isInteger, let value = T(literal.text) { return value }
      // `1.0`, `1e2`: through a Double where that is exact (below 2^53), else by its digits.
      if let double = Double(literal.text), double.isFinite,
        double.magnitude < 9_007_199_254_740_992
      {
        return T(exactly: double)
      }
      guard let decimal = Decimal(string: literal.text) else { return nil }
      return Self.integer(decimal)
    }
  }

  /// A `Decimal` that is a whole number within 64 bits either way, as a `T` (JSONDecoder reads
  /// a number through a `Decimal` only that far).
  private static func integer<T: FixedWidthInteger>(_ decimal: Decimal) -> T? {
    guard let whole = decimal.wholeNumberText,
      let magnitude = UInt64(whole.trimmingPrefix("-")), let value = T(exactly: magnitude)
    else { return nil }
    return decimal < 0 ? (T.isSigned ? 0 - value : nil) : value
  }

  /// The number as a `T`, rounded to the nearest as `JSONDecoder` does, or `nil` where it does
  /// not fit: infinite, or a non-zero number that would become zero.
  func nearest<T: BinaryFloatingPoint & LosslessStringConvertible>(_: T.Type) -> T? {
    let value: T
    let isZero: Bool
    switch self {
    case .integer(let integer): return T(integer)
    case .unsignedInteger(let integer): return T(integer)
    case .double(let double):
      value = T(double)
      isZero = double == 0
    case .decimal(let decimal):
      guard let parsed = T(decimal.description) else { return nil }
      value = parsed
      isZero = decimal.isZero
    case .literal(let literal):
      guard let parsed = T(literal.text) else { return nil }
      value = parsed
      // Zero only if no digit before the exponent is non-zero.
      isZero = !literal.text.prefix(while: { $0 != "e" && $0 != "E" }).contains {
        ("1"..."9").contains($0)
      }
    }
    guard value.isFinite, value != 0 || isZero else { return nil }
    return value
  }

  /// The number as a `Decimal`: a literal with every digit, a `Double` by its shortest text.
  var decimal: Decimal? {
    switch self {
    case .integer(let value): Decimal(value)
    case .unsignedInteger(let value): Decimal(value)
    case .double(let value): value.isFinite ? Decimal(string: "\(value)") : nil
    case .decimal(let value): value
    case .literal(let literal): Decimal(string: literal.text)
    }
  }
}
