import Foundation

/// ``FixtureDecoder``'s options, made once per decode and shared by every nested decoder.
final class DecodingOptions {
  let decoder: FixtureDecoder
  let userInfo: [CodingUserInfoKey: Any]
  /// The keys each keyed container held and those the type asked for, when unknown keys are
  /// refused (``FixtureDecoder/refusesUnknownKeys``).
  let keyUse: KeyUse?

  init(_ decoder: FixtureDecoder) {
    self.decoder = decoder
    self.userInfo = decoder.userInfo.mapValues { $0 as Any }
    self.keyUse = decoder.refusesUnknownKeys ? KeyUse() : nil
  }
}

/// For each keyed container of one decode, the keys the fixture held there and the keys the type
/// asked for, so that a key no type read (a misspelt key of an optional property) is reported.
final class KeyUse {
  private struct Container {
    let path: [any CodingKey]
    var present: Set<String>
    var asked: Set<String> = []
    /// Whether the type read `allKeys`: it reads what is there, whatever it is called.
    var isEnumerated = false
  }

  /// The containers by their key paths (``FacsimileError/segments(_:)``).
  private var containers: [[String]: Container] = [:]

  /// A keyed container at `path` holding `keys`.
  func opened(at path: [any CodingKey], keys: some Sequence<String>) {
    containers[FacsimileError.segments(path), default: Container(path: path, present: [])]
      .present.formUnion(keys)
  }

  /// The type asked the container at `path` for `key`, whether or not it is there.
  func asked(_ key: String, at path: [any CodingKey]) {
    containers[FacsimileError.segments(path)]?.asked.insert(key)
  }

  /// The type read every key of the container at `path`.
  func enumerated(at path: [any CodingKey]) {
    containers[FacsimileError.segments(path)]?.isEnumerated = true
  }

  /// `dataCorrupted` at the first key no type asked for (in order of coding path), naming the
  /// nearest key asked for there; its underlying ``FacsimileError`` lists every such key.
  /// `nil` when every key was read.
  func unknownKeyError() -> DecodingError? {
    var problems: [FacsimileError.Problem] = []
    var first: [any CodingKey]?
    for name in containers.keys.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
      guard let container = containers[name], !container.isEnumerated else { continue }
      for key in container.present.subtracting(container.asked).sorted() {
        let path = container.path + [AnyCodingKey(stringValue: key)]
        first = first ?? path
        problems.append(
          FacsimileError.Problem(
            .unknownKey, typeName: "", keyPath: FacsimileError.segments(path),
            suggestion: nearest(to: key, in: Array(container.asked)),
            detail: "the type decoded here reads no key \(quoted(key))"))
      }
    }
    guard let first, let problem = problems.first else { return nil }
    let more = problems.count > 1 ? " (and \(problems.count - 1) more unknown keys)" : ""
    return DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: first, debugDescription: problem.description + more,
        underlyingError: FacsimileError(problems)))
  }
}

/// The `Decoder` over one value of a fixture (or of JSON bytes), and its single-value container.
///
/// It answers as `JSONDecoder` does, question by question (see ``FixtureDecoder`` for where it
/// deliberately does not): the same `DecodingError` case at the same coding path, element
/// indices included (`"Index 1"`), `superDecoder()` reading `"super"`, unkeyed containers that
/// advance only past a value they decoded.
struct ValueDecoder: Decoder, SingleValueDecodingContainer {
  let value: Any
  let codingPath: [any CodingKey]
  let options: DecodingOptions

  var userInfo: [CodingUserInfoKey: Any] { options.userInfo }

  /// A decoder for a value at `key` below this one.
  func child(_ value: Any, at key: any CodingKey) -> ValueDecoder {
    ValueDecoder(value: value, codingPath: codingPath + [key], options: options)
  }

  // MARK: Containers

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    switch DecodedValue(value) {
    case .dictionary(let dictionary):
      return KeyedDecodingContainer(try KeyedContainer<Key>(decoder: self, dictionary: dictionary))
    case .null:
      throw DecodingError.valueNotFound(
        [String: Any].self,
        context("Cannot get keyed decoding container -- found null value instead"))
    default:
      throw mismatch([String: Any].self, expected: "a dictionary")
    }
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    switch DecodedValue(value) {
    case .array(let elements):
      return UnkeyedContainer(decoder: self, elements: elements)
    case .null:
      throw DecodingError.valueNotFound(
        [Any].self, context("Cannot get unkeyed decoding container -- found null value instead"))
    default:
      throw mismatch([Any].self, expected: "an array")
    }
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  // MARK: Single value

  func decodeNil() -> Bool {
    if case .null = DecodedValue(value) { return true }
    return false
  }

  /// Decodes a `T`: the types `JSONDecoder` reads itself (numbers, strings, Booleans, `Date`,
  /// `Data`, `URL`, `Decimal`, string-keyed dictionaries under a key strategy) here, any other
  /// type through its `init(from:)`.
  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    guard codingPath.count <= FacsimileLimits.maximumDepth else {
      throw DecodingError.dataCorrupted(
        context("nesting deeper than \(FacsimileLimits.maximumDepth) levels"))
    }
    if let made = try decodeKnown(type) { return made }
    if case .useDefaultKeys = options.decoder.keyDecodingStrategy {
      return try T(from: self)
    }
    if let dictionary = T.self as? any StringKeyedDictionaryDecodable.Type {
      // As JSONDecoder: a key strategy converts the keys of types, not of dictionaries.
      if let made = try dictionary.decode(from: self) as? T { return made }
    }
    return try T(from: self)
  }

  /// The value as one of the types read here, or `nil` for a type read by its `init(from:)`.
  private func decodeKnown<T>(_ type: T.Type) throws -> T? {
    switch ObjectIdentifier(type) {
    case ObjectIdentifier(Bool.self): return try bool() as? T
    case ObjectIdentifier(String.self): return try string() as? T
    case ObjectIdentifier(Double.self): return try floatingPoint(Double.self) as? T
    case ObjectIdentifier(Float.self): return try floatingPoint(Float.self) as? T
    case ObjectIdentifier(Date.self): return try date() as? T
    case ObjectIdentifier(Data.self): return try data() as? T
    case ObjectIdentifier(URL.self): return try url() as? T
    case ObjectIdentifier(Decimal.self): return try decimal() as? T
    default:
      guard Self.integerTypes.contains(ObjectIdentifier(type)),
        let integerType = type as? any FixedWidthInteger.Type
      else { return nil }
      return try integer(integerType) as? T
    }
  }

  /// The standard library's integer types, which `JSONDecoder` reads from numbers.
  private static let integerTypes: Set<ObjectIdentifier> = [
    ObjectIdentifier(Int.self), ObjectIdentifier(Int8.self), ObjectIdentifier(Int16.self),
    ObjectIdentifier(Int32.self), ObjectIdentifier(Int64.self), ObjectIdentifier(Int128.self),
    ObjectIdentifier(UInt.self), ObjectIdentifier(UInt8.self), ObjectIdentifier(UInt16.self),
    ObjectIdentifier(UInt32.self), ObjectIdentifier(UInt64.self), ObjectIdentifier(UInt128.self),
  ]

  func bool() throws -> Bool {
    guard case .bool(let bool) = DecodedValue(value) else { throw unexpected(Bool.self) }
    return bool
  }

  func string() throws -> String {
    switch DecodedValue(value) {
    case .string(let string): return string
    case .url(let url): return url.absoluteString
    case .uuid(let uuid): return uuid.uuidString
    default: throw unexpected(String.self)
    }
  }

  func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
    guard case .number(let number) = DecodedValue(value) else { throw unexpected(T.self) }
    guard let value = number.exactly(T.self) else { throw doesNotFit(number, T.self) }
    return value
  }

  func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(_ type: T.Type) throws
    -> T
  {
    switch DecodedValue(value) {
    case .number(let number):
      guard let value = number.nearest(T.self) else { throw doesNotFit(number, T.self) }
      return value
    case .string(let string):
      if case .convertFromString(let infinity, let negativeInfinity, let nan) = options.decoder
        .nonConformingFloatDecodingStrategy
      {
        if string == infinity { return .infinity }
        if string == negativeInfinity { return -.infinity }
        if string == nan { return .nan }
      }
      throw mismatch(T.self)
    default: throw unexpected(T.self)
    }
  }

  func decimal() throws -> Decimal {
    guard case .number(let number) = DecodedValue(value) else { throw unexpected(Decimal.self) }
    guard let decimal = number.decimal, decimal.isFinite else {
      throw doesNotFit(number, Decimal.self)
    }
    return decimal
  }

  func url() throws -> URL {
    switch DecodedValue(value) {
    case .url(let url): return url
    case .string(let string):
      guard let url = URL(string: string) else {
        throw DecodingError.dataCorrupted(
          context("Invalid URL string: \(DecodedValue.describeFound(string))"))
      }
      return url
    case .null: throw notFound(URL.self)
    default: throw mismatch(String.self, expected: "URL (a string)")
    }
  }

  func data() throws -> Data {
    let value = DecodedValue(value)
    if case .null = value { throw notFound(Data.self) }
    if case .data(let data) = value { return data }
    switch options.decoder.dataDecodingStrategy {
    case .deferredToData:
      return try Data(from: self)
    case .base64:
      guard case .string(let string) = value else {
        throw mismatch(String.self, expected: "Data (a base64 string)")
      }
      guard let data = Data(base64Encoded: string) else {
        throw DecodingError.dataCorrupted(
          context("Encountered Data is not valid Base64: \(DecodedValue.describeFound(string))"))
      }
      return data
    case .custom(let decode):
      return try decode(self)
    @unknown default:
      return try Data(from: self)
    }
  }

  func date() throws -> Date {
    let value = DecodedValue(value)
    if case .null = value { throw notFound(Date.self) }
    if case .date(let date) = value, !options.decoder.dateDecodingStrategy.isCustom {
      return try inCalendarRange(date)
    }
    switch options.decoder.dateDecodingStrategy {
    case .iso8601OrSecondsSince1970:
      if case .string(let string) = value {
        guard let date = ISO8601.parse(string) else {
          throw DecodingError.dataCorrupted(
            context(
              "expected a Date in ISO 8601 (YYYY-MM-DD, or YYYY-MM-DDTHH:MM:SS with an "
                + "optional fraction and Z or ±HH:MM) or seconds since 1970, found "
                + DecodedValue.describeFound(string)))
        }
        return date
      }
      guard case .number = value else { throw mismatch(Date.self) }
      return try inCalendarRange(Date(timeIntervalSince1970: floatingPoint(Double.self)))
    case .deferredToDate:
      return try Date(from: self)
    case .secondsSince1970:
      return Date(timeIntervalSince1970: try floatingPoint(Double.self))
    case .millisecondsSince1970:
      return Date(timeIntervalSince1970: try floatingPoint(Double.self) / 1_000)
    case .iso8601:
      let string = try self.string()
      guard let date = try? Date.ISO8601FormatStyle().parse(string) else {
        throw DecodingError.dataCorrupted(
          context("Expected date string to be ISO8601-formatted, found \(quoted(string))"))
      }
      return date
    case .formatted(let formatter):
      let string = try self.string()
      guard let date = formatter.date(from: string) else {
        throw DecodingError.dataCorrupted(
          context(
            "Date string does not match format expected by formatter, found \(quoted(string))"))
      }
      return date
    case .custom(let decode):
      return try decode(self)
    }
  }

  /// `date` if a calendar can show it (``CalendarRange``), as every key of the engine requires.
  private func inCalendarRange(_ date: Date) throws -> Date {
    guard date.timeIntervalSinceReferenceDate.isFinite, CalendarRange.dates.contains(date) else {
      throw DecodingError.dataCorrupted(
        context("expected \(CalendarRange.expectation), found \(describe(date))"))
    }
    return date
  }

  // MARK: Errors

  func context(_ description: String) -> DecodingError.Context {
    DecodingError.Context(codingPath: codingPath, debugDescription: description)
  }

  func mismatch(_ type: any Any.Type, expected: String? = nil) -> DecodingError {
    .typeMismatch(
      type,
      context(
        "expected \(expected ?? "\(type)"), found \(DecodedValue.describeFound(value))"))
  }

  func notFound(_ type: any Any.Type) -> DecodingError {
    .valueNotFound(type, context("expected \(type), found null"))
  }

  /// What `JSONDecoder` throws for a value that is not a `type`: `valueNotFound` for `null`,
  /// else `typeMismatch`.
  func unexpected(_ type: any Any.Type) -> DecodingError {
    decodeNil() ? notFound(type) : mismatch(type)
  }

  /// As `JSONDecoder` says it of JSON text ("Parsed JSON number <1e-46> does not fit in
  /// Float."), at the number's own coding path.
  private func doesNotFit(_ number: NumberValue, _ type: any Any.Type) -> DecodingError {
    let parsed = if case .literal = number { "Parsed JSON number" } else { "Number" }
    return .dataCorrupted(context("\(parsed) <\(number.text)> does not fit in \(type)."))
  }
}

extension FixtureDecoder.DateDecodingStrategy {
  fileprivate var isCustom: Bool {
    if case .custom = self { return true }
    return false
  }
}

/// A string-keyed dictionary of decodable values: decoded with its keys as they are, whatever
/// the key strategy, as `JSONDecoder` does.
protocol StringKeyedDictionaryDecodable {
  static func decode(from decoder: ValueDecoder) throws -> Any
}

extension Dictionary: StringKeyedDictionaryDecodable where Key == String, Value: Decodable {
  static func decode(from decoder: ValueDecoder) throws -> Any {
    guard case .dictionary(let dictionary) = DecodedValue(decoder.value) else {
      if decoder.decodeNil() { throw decoder.notFound([String: Any].self) }
      throw decoder.mismatch([String: Any].self, expected: "a dictionary")
    }
    var result: [String: Value] = [:]
    for (key, element) in dictionary {
      result[key] = try decoder.child(element, at: AnyCodingKey(stringValue: key)).decode(
        Value.self)
    }
    return result
  }
}
