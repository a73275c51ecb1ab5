import Foundation

/// A form ``JSONParser`` builds JSON values in: ``FixtureValue`` for fixtures, ``EngineValue``
/// for fabricating straight from JSON without a fixture in between.
protocol ParsedJSONValue {
  static var null: Self { get }
  static func bool(_ value: Bool) -> Self
  static func integer(_ value: Int) -> Self
  static func unsignedInteger(_ value: UInt64) -> Self
  static func double(_ value: Double) -> Self
  static func string(_ value: String) -> Self
  static func array(_ elements: [Self]) -> Self
  /// An object from its entries, whose keys the parser has found to differ.
  static func parsedObject(_ entries: ArraySlice<(key: String, value: Self)>) -> Self
  /// A number as its literal text, for a form that keeps it (``FixtureDecoder`` reads it as each
  /// type asks, as `JSONDecoder` does); `nil` to have the parser make an `Int`, `UInt64` or
  /// `Double` of it, and refuse what fits none.
  static func numberLiteral(_ text: String, isInteger: Bool) -> Self?
}

extension ParsedJSONValue {
  static func numberLiteral(_ text: String, isInteger: Bool) -> Self? { nil }
}

extension FixtureValue: ParsedJSONValue {
  static func parsedObject(_ entries: ArraySlice<(key: String, value: FixtureValue)>)
    -> FixtureValue
  {
    // A copy of exactly this size (`Array(slice)` would share the parser's whole stack when the
    // slice covers it, and keep all its capacity alive in the fixture).
    var exact: [(key: String, value: FixtureValue)] = []
    exact.reserveCapacity(entries.count)
    exact.append(contentsOf: entries)
    return .fixture(Fixture(uniqueEntries: exact))
  }
}

/// A form that holds each JSON value as `Any` in the engine's form (`[String: Any]`, `[Any]`,
/// `NSNull`, `Bool`, `Int`, `UInt64`, `Double`, `String`); only its numbers differ.
protocol AnyJSONValue: ParsedJSONValue {
  var value: Any { get }
  init(value: Any)
}

extension AnyJSONValue {
  static var null: Self { Self(value: NSNull()) }
  static func bool(_ value: Bool) -> Self { Self(value: value) }
  static func integer(_ value: Int) -> Self { Self(value: value) }
  static func unsignedInteger(_ value: UInt64) -> Self { Self(value: value) }
  static func double(_ value: Double) -> Self { Self(value: value) }
  static func string(_ value: String) -> Self { Self(value: value) }
  static func array(_ elements: [Self]) -> Self { Self(value: elements.map(\.value)) }
  static func parsedObject(_ entries: ArraySlice<(key: String, value: Self)>) -> Self {
    var properties = [String: Any](minimumCapacity: entries.count)
    for (key, value) in entries { properties[key] = value.value }
    return Self(value: properties)
  }
}

/// A JSON value in the form the engine takes, as ``FixtureValue/engineValue`` gives it for a
/// parsed fixture. Parsing into it skips the fixture and its conversion.
struct EngineValue: AnyJSONValue {
  let value: Any

  /// A number with more digits than a `Double` holds (`12345678901234567890.123`) as the
  /// `Decimal` its digits spell, so that a `Decimal` key keeps every one (as ``FixtureDecoder``
  /// keeps them from the same bytes), and every other numeric key takes the `Double` nearest it;
  /// any other number as the parser makes it.
  static func numberLiteral(_ text: String, isInteger: Bool) -> EngineValue? {
    guard !isInteger, let decimal = decimalBeyondDouble(text) else { return nil }
    return EngineValue(value: decimal)
  }
}

/// The `Decimal` a JSON number literal spells, where no `Double` holds its digits: more than
/// 15 significant digits, which the `Double` nearest the number writes otherwise; `nil` for
/// any other literal, and past `Decimal`'s range (10^±127).
func decimalBeyondDouble(_ text: String) -> Decimal? {
  var significant = 0
  for byte in text.utf8 {
    if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { break }
    guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { continue }
    if significant == 0, byte == UInt8(ascii: "0") { continue }
    significant += 1
  }
  guard significant > 15, let double = Double(text), double.isFinite,
    let decimal = Decimal(string: text), decimal.isFinite,
    Decimal(string: "\(double)") != decimal
  else { return nil }
  return decimal
}
