import Foundation

/// How a key-value codable object goes through `NSKeyedArchiver` and comes back: each key as its
/// fixture value, written as one `NSData` in a small tagged binary form of Facsimile's own, so
/// that every value an archiver is handed is a class it knows (`NSData`), whatever Swift type the
/// key has (an enum, a dictionary of `Any`, a nested model), and reading back goes through the
/// key table's coercions, as for any fixture, so an archived object unarchives equal.
///
/// One `NSData` per key rather than a tree of Foundation objects, for three reasons measured on
/// Linux's Foundation:
/// - `NSKeyedArchiver` looks every object up in a dictionary of the objects it has written, by
///   `isEqual` and `hash`, and `NSArray`'s `hash` is its count: a tree of small arrays (one per
///   value, to tag its kind) made every lookup compare with every array written before, so
///   archiving a `userInfo` of n values took time growing as n² (4,000 values: over a minute).
/// - It writes equal objects once, and `NSNumber(value: 0.0)` equals `NSNumber(value: -0.0)`,
///   `true` equals `1`: numbers must not be handed to it as `NSNumber`s.
/// - `NSKeyedUnarchiver` reads any string `"$null"` as `nil` (its marker for a missing object),
///   so a `userInfo` holding that string, or a key of that name, lost its value.
///
/// The form: a value is a tag byte and its payload; integers are 8 bytes, little-endian;
/// `n` null, `b` Boolean (1 byte), `i` `Int`, `u` `UInt64`, `d` `Double` (its bit pattern), `t`
/// date (the bit pattern of its seconds since 2001), and `s` string, `l` URL, `g` UUID, `x` data,
/// each a length and that many bytes (UTF-8 for text); `a` an array, a count and its values; `o`
/// a fixture, a count and, for each entry, its key (a length and UTF-8) and its value. Reading
/// checks every length against the bytes left, and nesting as fixtures are bounded.
enum Archiving {
  /// The classes an archived key is made of: what a secure unarchiver must allow.
  static let classes: [AnyClass] = [NSData.self]

  /// Writes every key of `object` that has a value to `coder`.
  static func encode(_ object: any KeyValueCodable, with coder: NSCoder) {
    for (name, value) in FixtureConversion.fixture(of: object).entries {
      if case .null = value { continue }
      var writer = Writer()
      writer.write(value, depth: 0)
      coder.encode(NSData(data: Data(writer.bytes)), forKey: name)
    }
  }

  /// Reads one key written by ``encode(_:with:)``, honouring the coder's secure-coding setting,
  /// as an engine value (what a fixture holds), or `nil` if the key is absent.
  ///
  /// - Throws: A ``FacsimileError`` at the key's path when the coder holds something else for
  ///   the key (an archive written by other code), or bytes that are not a whole value: a value
  ///   is never dropped in silence.
  static func decodeValue(
    forKey key: String, from coder: NSCoder, in context: FabricationContext
  ) throws(FacsimileError) -> Any? {
    guard coder.containsValue(forKey: key) else { return nil }
    let object =
      coder.requiresSecureCoding
      ? coder.decodeObject(of: classes, forKey: key) : coder.decodeObject(forKey: key)
    guard let data = object as? Data else {
      throw FacsimileError(
        context.appending(key).problem(
          .typeMismatch, expected: "a value archived by encode(with:) (NSData)",
          found: describe(object)))
    }
    var reader = Reader(data)
    guard let value = reader.read(depth: 0), reader.isAtEnd else {
      throw FacsimileError(
        context.appending(key).problem(
          .invalidValue,
          detail: "the archived value (\(data.count) bytes) is damaged at byte \(reader.offset)"))
    }
    return value.engineValue
  }

  /// Appends values in the archived form.
  private struct Writer {
    var bytes: [UInt8] = []

    mutating func write(_ value: FixtureValue, depth: Int) {
      guard depth <= FacsimileLimits.maximumCollectionDepth + 1 else { return tag("n") }
      switch value {
      case .null: tag("n")
      case .bool(let value):
        tag("b")
        bytes.append(value ? 1 : 0)
      case .integer(let value): write("i", UInt64(bitPattern: Int64(value)))
      case .unsignedInteger(let value): write("u", value)
      case .double(let value): write("d", value.bitPattern)
      case .date(let value): write("t", value.timeIntervalSinceReferenceDate.bitPattern)
      case .string(let value): write("s", value)
      case .url(let value): write("l", value.absoluteString)
      case .uuid(let value): write("g", value.uuidString)
      case .data(let value):
        tag("x")
        append(UInt64(value.count))
        bytes.append(contentsOf: value)
      case .array(let values):
        tag("a")
        append(UInt64(values.count))
        for value in values { write(value, depth: depth + 1) }
      case .fixture(let fixture): write(fixture, depth: depth)
      case .object(let object):
        write(FixtureConversion.fixture(of: object, depth: depth), depth: depth)
      }
    }

    private mutating func write(_ fixture: Fixture, depth: Int) {
      tag("o")
      append(UInt64(fixture.entries.count))
      for (key, value) in fixture.entries {
        text(key)
        write(value, depth: depth + 1)
      }
    }

    private mutating func tag(_ tag: Unicode.Scalar) { bytes.append(UInt8(ascii: tag)) }

    private mutating func write(_ tag: Unicode.Scalar, _ word: UInt64) {
      self.tag(tag)
      append(word)
    }

    private mutating func write(_ tag: Unicode.Scalar, _ string: String) {
      self.tag(tag)
      text(string)
    }

    private mutating func text(_ string: String) {
      var string = string
      string.withUTF8 { utf8 in
        append(UInt64(utf8.count))
        bytes.append(contentsOf: utf8)
      }
    }

    private mutating func append(_ word: UInt64) {
      withUnsafeBytes(of: word.littleEndian) { bytes.append(contentsOf: $0) }
    }
  }

  /// Reads values in the archived form; every read answers `nil` at damaged bytes and leaves
  /// ``offset`` where the damage is.
  private struct Reader {
    let bytes: [UInt8]
    private(set) var offset = 0

    init(_ data: Data) { bytes = [UInt8](data) }

    var isAtEnd: Bool { offset == bytes.count }

    mutating func read(depth: Int) -> FixtureValue? {
      guard depth <= FacsimileLimits.maximumCollectionDepth + 1, let tag = byte() else {
        return nil
      }
      switch Unicode.Scalar(tag) {
      case "n": return .null
      case "b":
        switch byte() {
        case 0: return .bool(false)
        case 1: return .bool(true)
        default: return nil
        }
      case "i": return word().map { .integer(Int(Int64(bitPattern: $0))) }
      case "u": return word().map { .unsignedInteger($0) }
      case "d": return word().map { .double(Double(bitPattern: $0)) }
      case "t":
        return word().map { .date(Date(timeIntervalSinceReferenceDate: .init(bitPattern: $0))) }
      case "s": return text().map { .string($0) }
      case "l": return text().flatMap { URL(string: $0) }.map { .url($0) }
      case "g": return text().flatMap { UUID(uuidString: $0) }.map { .uuid($0) }
      case "x": return run().map { .data(Data(bytes[$0])) }
      case "a":
        guard let count = count() else { return nil }
        var values: [FixtureValue] = []
        for _ in 0..<count {
          guard let value = read(depth: depth + 1) else { return nil }
          values.append(value)
        }
        return .array(values)
      case "o":
        guard let count = count() else { return nil }
        var entries: [(String, FixtureValue)] = []
        for _ in 0..<count {
          guard let key = text(), let value = read(depth: depth + 1) else { return nil }
          entries.append((key, value))
        }
        return .fixture(Fixture(entries: entries))
      default:
        offset -= 1
        return nil
      }
    }

    private mutating func byte() -> UInt8? {
      guard offset < bytes.count else { return nil }
      defer { offset += 1 }
      return bytes[offset]
    }

    private mutating func word() -> UInt64? {
      guard bytes.count - offset >= 8 else { return nil }
      var word: UInt64 = 0
      for index in (offset..<offset + 8).reversed() { word = word << 8 | UInt64(bytes[index]) }
      offset += 8
      return word
    }

    /// A count of values that follow, each at least one byte: no larger than the bytes left.
    private mutating func count() -> Int? {
      guard let word = word(), word <= UInt64(bytes.count - offset) else { return nil }
      return Int(word)
    }

    /// The range of a length-prefixed run of bytes, which must all be there.
    private mutating func run() -> Range<Int>? {
      guard let length = count() else { return nil }
      defer { offset += length }
      return offset..<offset + length
    }

    private mutating func text() -> String? {
      guard let range = run() else { return nil }
      return String(validating: bytes[range], as: UTF8.self)
    }
  }
}
