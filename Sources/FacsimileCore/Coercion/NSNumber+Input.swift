import Foundation

/// Foundation's numbers, told apart: a Boolean `NSNumber` (JSON `true`, `__NSCFBoolean`) is
/// never a number, a floating-point one never an integer, and an unsigned one keeps its full
/// range. Every door that reads an `NSNumber` (coercion, fixtures, descriptions) asks here.
extension NSNumber {
  /// `value` as an `NSNumber` if it is one, by its class: `as? NSNumber` would bridge a Swift
  /// number (or a `Bool`) into a new one.
  static func recognised(_ value: Any) -> NSNumber? {
    type(of: value) is NSNumber.Type ? value as? NSNumber : nil
  }

  /// The class Foundation uses for `true` and `false`, on Linux and Darwin.
  private static let booleanClass: AnyClass = type(of: NSNumber(value: true))

  /// Whether this number is a Boolean (JSON `true`/`false`), not the integer 0 or 1.
  var isBoolean: Bool { type(of: self) == NSNumber.booleanClass }

  /// Whether this number holds a floating-point value.
  var isFloatingPoint: Bool {
    let code = objCType.pointee
    return code == CChar(UInt8(ascii: "d")) || code == CChar(UInt8(ascii: "f"))
  }

  /// Whether this number holds an unsigned 64-bit integer (which `int64Value` would wrap).
  private var isUnsigned64: Bool { objCType.pointee == CChar(UInt8(ascii: "Q")) }

  /// The number as coercion sees it: a Boolean, a decimal (an `NSDecimalNumber`, read as the
  /// Swift `Decimal` it holds, exactly), an integer of its own width, or a double.
  var input: Input {
    if isBoolean { return .boolean(boolValue) }
    if let decimal = self as? NSDecimalNumber { return .decimal(decimal.decimalValue) }
    if isFloatingPoint { return .floatingPoint(doubleValue) }
    if isUnsigned64, uint64Value > UInt64(Int.max) { return .wideInteger(uint64Value) }
    return .integer(intValue)
  }

  /// An `NSNumber` for an integer. Small values share one object each, as Foundation shares
  /// them as tagged pointers on Apple platforms: an `NSNumber` is immutable.
  static func exactly(_ int: Int) -> NSNumber {
    smallNumbers.indices.contains(int) ? smallNumbers[int] : NSNumber(value: int)
  }

  /// An `NSNumber` for an integer of any width, or `nil` if it fits neither `Int` nor `UInt64`.
  static func exactly(wide integer: any BinaryInteger) -> NSNumber? {
    if let int = Int(exactly: integer) { return exactly(int) }
    return UInt64(exactly: integer).map { NSNumber(value: $0) }
  }
}

private let smallNumbers: [NSNumber] = (0...255).map { NSNumber(value: $0) }
