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
struct LiteralJSONValue: AnyJSONValue {
  let value: Any

  static func numberLiteral(_ text: String, isInteger: Bool) -> LiteralJSONValue? {
    LiteralJSONValue(value: JSONNumberLiteral(text: text, isInteger: isInteger))
  }
}

/// What a value given to ``FixtureDecoder`` is, as a `Decoder` asks: one question per value, so
/// that every container and type answers from the same classification.
enum DecodedValue {
  case null
  case bool(Bool)
  case number(NumberValue)
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
    case .wideInteger(let integer): self = .number(NumberValue(integer: integer))
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
