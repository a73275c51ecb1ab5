import Foundation

/// A JSON parser that produces values of one form (``FixtureValue``s for fixtures, the engine's
/// `[String: Any]` for fabricating straight from JSON, see ``ParsedJSONValue``) and remembers
/// where each key path begins, so problems can be reported as `line:column`. Strict RFC 8259: no
/// comments, no trailing commas, no `NaN`; a UTF-8 byte-order mark is skipped; duplicate keys,
/// integers beyond 64 bits, numbers out of `Double`'s range and nesting deeper than
/// ``FacsimileLimits/maximumDepth`` are errors.
struct JSONParser<Value: ParsedJSONValue> {
  /// Where a value begins: 1-based line and column (columns count UTF-8 bytes).
  struct Location: Hashable, Sendable {
    var line: Int
    var column: Int
  }

  /// The text, read where it lies: a parser lives inside ``parsing(_:recordsLocations:_:)``.
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0
  private var line = 1
  private var lineStart = 0
  private(set) var locations: [[String]: Location] = [:]
  private let recordsLocations: Bool
  /// The key path of the value being parsed; kept only when recording locations.
  private var path: [String] = []
  private var depth = 0
  /// The entries and key locations of the objects being parsed, innermost last.
  private var pendingEntries: [(key: String, value: Value)] = []
  private var pendingKeyLocations: [Location] = []

  private init(_ bytes: UnsafeBufferPointer<UInt8>, recordsLocations: Bool) {
    self.bytes = bytes
    self.recordsLocations = recordsLocations
  }

  /// Runs `body` with a parser of `data`'s bytes where they lie, without copying them: the
  /// values it builds own their strings, so nothing it returns points into `data`.
  static func parsing<Result>(
    _ data: Data, recordsLocations: Bool = false,
    _ body: (inout JSONParser) throws(FacsimileError) -> Result
  ) throws(FacsimileError) -> Result {
    let outcome = data.withUnsafeBytes { raw in
      Swift.Result { () throws(FacsimileError) -> Result in
        var parser = JSONParser(raw.bindMemory(to: UInt8.self), recordsLocations: recordsLocations)
        return try body(&parser)
      }
    }
    return try outcome.get()
  }

  /// The encoding of text that is UTF-16 or UTF-32 rather than UTF-8, told by its byte-order
  /// mark, or without one by the zero bytes RFC 8259 section 8.1 points to (JSON text starts with
  /// an ASCII character, so its first four bytes show where the zeros of a wider encoding fall).
  static func otherEncoding(of bytes: some RandomAccessCollection<UInt8>) -> String? {
    let bytes = Array(bytes.prefix(4))
    // UTF-32 first: its little-endian mark begins with UTF-16's.
    if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return "UTF-32 (big-endian)" }
    if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return "UTF-32 (little-endian)" }
    if bytes.starts(with: [0xFE, 0xFF]) { return "UTF-16 (big-endian)" }
    if bytes.starts(with: [0xFF, 0xFE]) { return "UTF-16 (little-endian)" }
    guard bytes.count >= 4 else {
      if bytes.count >= 2, bytes[0] == 0, bytes[1] != 0 { return "UTF-16 (big-endian)" }
      if bytes.count >= 2, bytes[0] != 0, bytes[1] == 0 { return "UTF-16 (little-endian)" }
      return nil
    }
    switch (bytes[0] == 0, bytes[1] == 0, bytes[2] == 0, bytes[3] == 0) {
    case (true, true, true, false): return "UTF-32 (big-endian)"
    case (false, true, true, true): return "UTF-32 (little-endian)"
    case (true, false, true, false): return "UTF-16 (big-endian)"
    case (false, true, false, true): return "UTF-16 (little-endian)"
    default: return nil
    }
  }

  /// Parses one JSON document.
  mutating func parse() throws(FacsimileError) -> Value {
    try start()
    let value = try parseValue()
    try end()
    return value
  }

  /// Parses a document whose top level should be an array, handing each element to `body` as
  /// soon as it is parsed, so that no more than one element is held at a time. A document whose
  /// top level is not an array is parsed whole and returned, for the caller to report.
  ///
  /// - Parameter body: Called with each element's index and value, in order.
  /// - Returns: `nil` for an array, otherwise the document's value.
  mutating func parseElements(_ body: (Int, Value) throws(FacsimileError) -> Void)
    throws(FacsimileError) -> Value?
  {
    try start()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else {
      let value = try parseValue()
      try end()
      return value
    }
    if recordsLocations { locations[path] = location }
    try checkDepth()
    try parseArrayElements(body)
    try end()
    return nil
  }

  private mutating func start() throws(FacsimileError) {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      index = 3
      lineStart = 3
    } else if let encoding = Self.otherEncoding(of: bytes) {
      throw error("the file is \(encoding); fixtures must be UTF-8")
    }
    skipWhitespace()
  }

  private mutating func end() throws(FacsimileError) {
    skipWhitespace()
    guard index == bytes.count else {
      throw error("unexpected \(describeNext()) after the JSON value")
    }
  }

  var location: Location { Location(line: line, column: index - lineStart + 1) }

  private func error(_ message: String, at location: Location? = nil) -> FacsimileError {
    let location = location ?? self.location
    return FacsimileError(
      FacsimileError.Problem(
        .malformedJSON, typeName: "", keyPath: [], detail: message, line: location.line,
        column: location.column))
  }

  private func describeNext() -> String {
    guard index < bytes.count else { return "end of input" }
    let byte = bytes[index]
    if byte >= 0x20 && byte < 0x7F { return "character '\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x" + String(byte, radix: 16, uppercase: true)
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0D: index += 1
      case 0x0A:
        index += 1
        line += 1
        lineStart = index
      default: return
      }
    }
  }

  private mutating func parseValue() throws(FacsimileError) -> Value {
    if recordsLocations { locations[path] = location }
    guard index < bytes.count else { throw error("unexpected end of input; expected a value") }
    switch bytes[index] {
    case UInt8(ascii: "{"):
      try checkDepth()
      return try parseObject()
    case UInt8(ascii: "["):
      try checkDepth()
      return try parseArray()
    case UInt8(ascii: "\""): return Value.string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", Value.bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", Value.bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", Value.null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw error("unexpected \(describeNext()); expected a value")
    }
  }

  private mutating func parseLiteral(_ word: String, _ value: @autoclosure () -> Value)
    throws(FacsimileError) -> Value
  {
    let expected = Array(word.utf8)
    guard bytes.count - index >= expected.count,
      bytes[index..<index + expected.count].elementsEqual(expected)
    else { throw error("unexpected \(describeNext()); expected a value") }
    index += expected.count
    return value()
  }

  private mutating func parseObject() throws(FacsimileError) -> Value {
    index += 1
    // This object's entries and key locations go on the parser's stacks (nested objects push
    // theirs above and take them off before this one continues), and leave as one array of the
    // exact size: no growing array per object, and no spare capacity kept in the fixture.
    let base = pendingEntries.count
    let locationBase = pendingKeyLocations.count
    defer {
      pendingEntries.removeSubrange(base...)
      pendingKeyLocations.removeSubrange(locationBase...)
    }
    // Duplicates are looked for by scanning the keys so far while there are few, by index after.
    var positions: [String: Int] = [:]
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return Value.parsedObject(pendingEntries[base...])
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("unexpected \(describeNext()); expected a key in double quotes")
      }
      let keyLocation = location
      let key = try parseString()
      let count = pendingEntries.count - base
      let duplicate =
        count < 16
        ? pendingEntries[base...].firstIndex { $0.key == key }.map { $0 - base }
        : positions[key]
      if let duplicate {
        let first = pendingKeyLocations[locationBase + duplicate]
        throw error(
          "duplicate key \(quoted(key)) (first at line \(first.line), column \(first.column))",
          at: keyLocation)
      }
      if count == 15 {
        for (position, entry) in pendingEntries[base...].enumerated() {
          positions[entry.key] = position
        }
      }
      if count >= 15 { positions[key] = count }
      pendingKeyLocations.append(keyLocation)
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("unexpected \(describeNext()); expected ':' after key \(quoted(key))")
      }
      index += 1
      skipWhitespace()
      let value = try parseChild(key, at: keyLocation)
      pendingEntries.append((key, value))
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of input; expected ',' or '}'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "}") else {
        throw error("unexpected \(describeNext()); expected ',' or '}'")
      }
      index += 1
      return Value.parsedObject(pendingEntries[base...])
    }
  }

  /// An object or array may sit at most one level past ``FacsimileLimits/maximumDepth`` below
  /// the top, the deepest a collection may sit in the engine, so every object the engine holds
  /// saves as JSON it reads back. (The fabricator then refuses an object, not a collection, that
  /// deep.)
  private func checkDepth() throws(FacsimileError) {
    guard depth > FacsimileLimits.maximumCollectionDepth else { return }
    throw error(
      "nesting deeper than \(FacsimileLimits.maximumDepth) levels (FacsimileLimits.maximumDepth)")
  }

  /// Parses a nested value one level deeper; its location is where its key (or itself) begins.
  private mutating func parseChild(_ segment: @autoclosure () -> String, at start: Location)
    throws(FacsimileError)
    -> Value
  {
    depth += 1
    if recordsLocations { path.append(segment()) }
    defer {
      depth -= 1
      if recordsLocations { path.removeLast() }
    }
    let value = try parseValue()
    if recordsLocations { locations[path] = start }
    return value
  }

  private mutating func parseArray() throws(FacsimileError) -> Value {
    var elements: [Value] = []
    try parseArrayElements { _, element in elements.append(element) }
    return Value.array(elements)
  }

  /// Parses an array's elements, from its `[` to past its `]`, handing each to `body`.
  private mutating func parseArrayElements(_ body: (Int, Value) throws(FacsimileError) -> Void)
    throws(FacsimileError)
  {
    index += 1
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return
    }
    var count = 0
    while true {
      skipWhitespace()
      try body(count, try parseChild("[\(count)]", at: location))
      count += 1
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of input; expected ',' or ']'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "]") else {
        throw error("unexpected \(describeNext()); expected ',' or ']'")
      }
      index += 1
      return
    }
  }

  private mutating func parseString() throws(FacsimileError) -> String {
    let start = location
    index += 1
    // Most strings have no escape: one validated slice of the input, no scalar-by-scalar copy.
    var result = ""
    var hasEscapes = false
    var runStart = index
    var runIsASCII = true
    func run(_ end: Int) throws(FacsimileError) -> String {
      guard end > runStart else { return "" }
      let run = UnsafeBufferPointer(rebasing: bytes[runStart..<end])
      // ASCII, seen while scanning, is valid UTF-8: no second pass to validate it.
      let text =
        runIsASCII
        ? String(decoding: run, as: UTF8.self) : String(validating: run, as: UTF8.self)
      guard let text else {
        throw error(
          "invalid UTF-8 in the string that begins at line \(start.line), column \(start.column)")
      }
      return text
    }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        // Without escapes the run is the string, kept at its own size (appending it to an
        // empty string would allocate again, with room to grow).
        let last = try run(index)
        index += 1
        if !hasEscapes { return last }
        result += last
        return result
      case UInt8(ascii: "\\"):
        result += try run(index)
        hasEscapes = true
        index += 1
        result.unicodeScalars.append(try parseEscape())
        runStart = index
        runIsASCII = true
      case 0x00..<0x20:
        throw error("unescaped control character in a string")
      default:
        if byte >= 0x80 { runIsASCII = false }
        index += 1
      }
    }
    throw error("unterminated string that begins at line \(start.line), column \(start.column)")
  }

  private mutating func parseEscape() throws(FacsimileError) -> Unicode.Scalar {
    guard index < bytes.count else { throw error("unexpected end of input in an escape") }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try parseHex4()
      if (0xD800..<0xDC00).contains(high) {
        guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        else { throw error("a high surrogate \\u\(String(high, radix: 16)) without its low half") }
        index += 2
        let low = try parseHex4()
        guard (0xDC00..<0xE000).contains(low),
          let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        else { throw error("an invalid surrogate pair") }
        return scalar
      }
      guard let scalar = Unicode.Scalar(high) else { throw error("a lone low surrogate") }
      return scalar
    default:
      index -= 1
      throw error("invalid escape \\\(describeNext())")
    }
  }

  private mutating func parseHex4() throws(FacsimileError) -> UInt32 {
    // Four hex digits exactly: `UInt32(_:radix:)` alone would also take a sign (`\\u+123`).
    guard bytes.count - index >= 4,
      bytes[index..<index + 4].allSatisfy({ isHexDigit($0) }),
      let text = String(validating: bytes[index..<index + 4], as: UTF8.self),
      let value = UInt32(text, radix: 16)
    else { throw error("\\u must be followed by four hexadecimal digits") }
    index += 4
    return value
  }

  private mutating func parseNumber() throws(FacsimileError) -> Value {
    let start = index
    let startLocation = location
    var isInteger = true
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else {
      throw error("a number needs digits after '-'", at: startLocation)
    }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < bytes.count, isDigit(bytes[index]) {
        throw error("numbers may not have leading zeros", at: startLocation)
      }
    } else {
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      isInteger = false
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw error("a number needs digits after '.'", at: startLocation)
      }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      isInteger = false
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw error("a number needs digits in its exponent", at: startLocation)
      }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    if let literal = Value.numberLiteral(text, isInteger: isInteger) { return literal }
    if isInteger {
      if let value = Int(text) { return Value.integer(value) }
      if let value = UInt64(text) { return Value.unsignedInteger(value) }
      throw error("integer \(text.prefix(40)) does not fit in 64 bits", at: startLocation)
    }
    guard let value = Double(text), value.isFinite else {
      throw error("number \(text.prefix(40)) is out of range", at: startLocation)
    }
    // A non-zero literal that parses to 0 lies below Double's smallest value: refuse it rather
    // than change it.
    if value == 0,
      text.prefix(while: { $0 != "e" && $0 != "E" }).contains(where: { "1"..."9" ~= $0 })
    {
      throw error(
        "number \(text.prefix(40)) is too small for a Double (it would become 0)", at: startLocation
      )
    }
    return Value.double(value)
  }

  private func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
