import Foundation

/// A JSON number as its literal text, as ``FixtureDecoder`` keeps the numbers of JSON bytes, so
/// that each type reads it as `JSONDecoder` does: a `Decimal` with every digit, an `Int128`
/// beyond 64 bits, a `Float` refused where the text does not fit.
struct JSONNumberLiteral {
  let text: String
  /// Whether the text has no fraction and no exponent.
  let isInteger: Bool
}

/// The engine's form of parsed JSON (`[String: Any]`, `[Any]`, `NSNull`, `Bool`, `String`) with
/// numbers kept as ``JSONNumberLiteral``s: what ``FixtureDecoder`` decodes JSON bytes from.
struct LiteralJSONValue: ParsedJSONValue {
  let value: Any

  static var null: LiteralJSONValue { LiteralJSONValue(value: NSNull()) }
  static func bool(_ value: Bool) -> LiteralJSONValue { LiteralJSONValue(value: value) }
  // The parser asks `numberLiteral` first, so these three only keep the protocol whole.
  static func integer(_ value: Int) -> LiteralJSONValue { LiteralJSONValue(value: value) }
  static func unsignedInteger(_ value: UInt64) -> LiteralJSONValue {
    LiteralJSONValue(value: value)
  }
  static func double(_ value: Double) -> LiteralJSONValue { LiteralJSONValue(value: value) }
  static func string(_ value: String) -> LiteralJSONValue { LiteralJSONValue(value: value) }
  static func array(_ elements: [LiteralJSONValue]) -> LiteralJSONValue {
    LiteralJSONValue(value: elements.map(\.value))
  }
  static func parsedObject(_ entries: ArraySlice<(key: String, value: LiteralJSONValue)>)
    -> LiteralJSONValue
  {
    var properties = [String: Any](minimumCapacity: entries.count)
    for (key, value) in entries { properties[key] = value.value }
    return LiteralJSONValue(value: properties)
  }
  static func numberLiteral(_ text: String, isInteger: Bool) -> LiteralJSONValue? {
    LiteralJSONValue(value: JSONNumberLiteral(text: text, isInteger: isInteger))
  }
}

/// What a value given to ``FixtureDecoder`` is, as a `Decoder` asks: one question per value, so
/// that every container and type answers from the same classification.
enum DecodedValue {
  case null
  case bool(Bool)
  case number(Number)
  case string(String)
  case array([Any])
  case dictionary([String: Any])
  case date(Date)
  case data(Data)
  case url(URL)
  case uuid(UUID)
  /// Anything else: an object of no class Facsimile knows, a value of a type with no fixture
  /// form.
  case other(Any)

  /// A number in one of the forms fixtures and JSON hold it.
  enum Number {
    case integer(Int)
    case unsignedInteger(UInt64)
    case double(Double)
    case decimal(Decimal)
    /// JSON text, or an integer beyond 64 bits written as its digits.
    case literal(JSONNumberLiteral)
  }

  /// The value as the decoder reads it: its own number literals as they are, everything else
  /// as the engine tells it apart (``Input``), with an object seen as the dictionary of its keys.
  init(_ value: Any) {
    if let literal = exactly(value, as: JSONNumberLiteral.self) {
      self = .number(.literal(literal))
      return
    }
    switch Input(value) {
    case .null: self = .null
    case .boolean(let bool): self = .bool(bool)
    case .integer(let int): self = .number(.integer(int))
    case .wideInteger(let integer): self = .number(Number(integer))
    case .floatingPoint(let double): self = .number(.double(double))
    case .decimal(let decimal): self = .number(.decimal(decimal))
    case .string(let string): self = .string(string)
    case .date(let date): self = .date(date)
    case .data(let data): self = .data(data)
    case .url(let url): self = .url(url)
    case .uuid(let uuid): self = .uuid(uuid)
    case .dictionary(let dictionary): self = .dictionary(dictionary)
    case .array(let array): self = .array(array)
    case .set(let set): self = .array(set.map(\.base))
    case .object(let object):
      self = .dictionary(FixtureConversion.fixture(of: object).properties)
    case .hashableDictionary, .other: self = .other(value)
    }
  }

  /// The value as an error shows what was found.
  static func describeFound(_ value: Any) -> String {
    if let literal = exactly(value, as: JSONNumberLiteral.self) {
      return "number \(literal.text)"
    }
    return describe(value)
  }
}

extension DecodedValue.Number {
  init(_ integer: some BinaryInteger) {
    if let int = Int(exactly: integer) {
      self = .integer(int)
    } else if let unsigned = UInt64(exactly: integer) {
      self = .unsignedInteger(unsigned)
    } else {
      self = .literal(JSONNumberLiteral(text: "\(integer)", isInteger: true))
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
    guard decimal.isFinite, decimal == decimal.rounded(),
      let magnitude = UInt64(decimal.magnitude.description), let value = T(exactly: magnitude)
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

extension Decimal {
  fileprivate func rounded() -> Decimal {
    var value = self
    var result = Decimal()
    NSDecimalRound(&result, &value, 0, .plain)
    return result
  }
}
