import Foundation

/// How a key-value codable object goes through `NSKeyedArchiver` and comes back: each key as one
/// `NSData` in a tagged binary form of Facsimile's own, read back through the key table's
/// coercions, so an archived object unarchives equal. (Why not a tree of Foundation objects:
/// Reliability.md, "Archiving was quadratic" and "Archiving lost values".)
///
/// The form: a value is a tag byte and its payload; integers are 8 bytes, little-endian;
/// `n` null, `b` Boolean (1 byte), `i` `Int`, `u` `UInt64`, `d` `Double` (its bit pattern), `t`
/// date (the bit pattern of its seconds since 2001), and `s` string, `l` URL, `g` UUID, `c`
/// `Decimal`, `x` data, each a length and that many bytes (UTF-8 for text); `a` an array and `e`
/// a set, a count and their values; `o` a dictionary with string keys (or an object's keys), a
/// count and, for each entry, its key (a length and UTF-8) and its value; `m` a dictionary with
/// a key that is not a string, a count and, for each entry, its key as a tagged scalar and its
/// value. Reading checks every length against the bytes left, and nesting as fixtures are
/// bounded.
///
/// The values themselves are written, not their fixtures, so a dictionary keeps the types of its
/// keys. Where a key declares no type for what it holds (a `userInfo`, an `Any`, an
/// `NSSecureCoding` value), only property-list values are archived, as Apple's secure archiver
/// allows; anything else there, a graph deeper than ``FacsimileLimits/maximumDepth`` or a cycle
/// fails the archive with a ``FacsimileError`` naming the key path.
enum Archiving {
  /// The classes an archived key is made of: what a secure unarchiver must allow.
  static let classes: [AnyClass] = [NSData.self]

  /// Writes every key of `object` that has a value to `coder`. A value the form cannot hold
  /// fails the archive: `NSKeyedArchiver`'s `error` is set (which
  /// `archivedData(withRootObject:requiringSecureCoding:)` throws) and no later key is written.
  static func encode(_ object: any KeyValueCodable, with coder: NSCoder) {
    let table = type(of: object).keyTable
    var writer = Writer(typeName: table.typeName, ancestors: [ObjectIdentifier(object)])
    for key in table.keys {
      guard let value = flattened(key.read(object)), !isNull(value) else { continue }
      writer.bytes.removeAll(keepingCapacity: true)
      writer.path = [key.name]
      guard writer.write(value, as: .of(key.valueType), depth: 1) else {
        return fail(coder, with: FacsimileError(writer.problems))
      }
      coder.encode(NSData(data: Data(writer.bytes)), forKey: key.name)
    }
  }

  /// Tells `coder` that the archive failed. `NSKeyedArchiver` on Linux keeps the error in its
  /// settable `error`, which `archivedData(withRootObject:requiringSecureCoding:)` throws; its
  /// `failWithError` traps. Any other coder (a test's stub) is not told, and gets no more keys.
  private static func fail(_ coder: NSCoder, with error: FacsimileError) {
    #if canImport(Darwin)
      coder.failWithError(error)
    #else
      if let archiver = coder as? NSKeyedArchiver, archiver.error == nil { archiver.error = error }
    #endif
  }

  /// Reads one key written by ``encode(_:with:)``, honouring the coder's secure-coding setting,
  /// as an engine value (what a fixture holds, dictionaries with their keys' own types), or
  /// `nil` if the key is absent.
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
    return value
  }

  /// The error Apple's `NSKeyedUnarchiver` throws when the object at the top of an archive is of
  /// none of the `allowed` classes, or `nil` when it is of one of them or when the archive does
  /// not say (damaged, or naming a class that does not exist: Foundation's own errors answer).
  /// Linux's Foundation traps there instead (`Value was of unexpected class`), so the class is
  /// read from the archive's property list first: the `$class` of the root object.
  static func unexpectedRootClass(in data: Data, allowing allowed: [AnyClass]) -> CocoaError? {
    guard
      let archive = try? PropertyListSerialization.propertyList(from: data, format: nil)
        as? [AnyHashable: Any],
      let objects = archive["$objects"] as? [Any],
      let top = archive["$top"] as? [AnyHashable: Any],
      let root = top[NSKeyedArchiveRootObjectKey].flatMap(Self.reference), root < objects.count,
      let object = objects[root] as? [AnyHashable: Any],
      let classReference = object["$class"].flatMap(Self.reference), classReference < objects.count,
      let classInfo = objects[classReference] as? [AnyHashable: Any],
      let className = classInfo["$classname"] as? String,
      let found = NSKeyedUnarchiver.class(forClassName: className) ?? ClassName.named(className)
    else { return nil }
    let isAllowed = allowed.contains { allowedClass in
      found == allowedClass || (found as? NSObject.Type)?.isSubclass(of: allowedClass) == true
    }
    guard !isAllowed else { return nil }
    let names = allowed.map { ClassName.of($0) }.joined(separator: ", ")
    return CocoaError(
      .coderReadCorrupt,
      userInfo: [
        NSDebugDescriptionErrorKey:
          "value for key '\(NSKeyedArchiveRootObjectKey)' was of unexpected class "
          + "'\(className)'. Allowed classes are '{(\(names))}'."
      ])
  }

  /// The index an archive's object reference (a `UID` in its property list) holds.
  private static func reference(_ value: Any) -> Int? {
    // Linux's Foundation reads a UID as an object with a `value`; a dictionary `CF$UID` is how
    // the XML form writes one.
    if let dictionary = value as? [AnyHashable: Any], let index = dictionary["CF$UID"] as? Int {
      return index
    }
    let value = Mirror(reflecting: value).children.first { $0.label == "value" }?.value
    return (value as? UInt32).map(Int.init) ?? (value as? Int)
  }

  /// What a key declares about the values at one place in its value.
  private struct Position {
    /// Whether the key declares no type here (`Any`, `[AnyHashable: Any]`, `NSSecureCoding`):
    /// only property-list values are archived.
    var isUntyped = false
    /// The model type the key declares, for `"$type"` where an object is of a subclass.
    var declared: (any KeyValueCodable.Type)?

    static func of(_ valueType: ValueType) -> Position {
      Position(isUntyped: valueType.kind.holdsUntypedValues, declared: valueType.objectType)
    }
  }

  /// Appends values in the archived form, walking the engine's values. It recurses one level per
  /// collection or object, never past the depth limit: every value is told apart by its type
  /// first (no run-time cast that could bridge a nested collection whole), and a level past the
  /// limit is a problem.
  private struct Writer {
    let typeName: String
    var bytes: [UInt8] = []
    /// The key path of the value being written, for problems.
    var path: [String] = []
    /// The objects on the path being written: met again, they would be a cycle.
    var ancestors: Set<ObjectIdentifier>
    /// Collections and objects still to write before the archive is refused as too large.
    var remaining = FacsimileLimits.maximumValues
    var problems: [FacsimileError.Problem] = []

    /// One entry of a collection or an object: its key as the form writes it (`nil` for an
    /// array's element), its key path segment, its value, and what is declared about it.
    private struct Entry {
      enum Key {
        case text(String)
        case scalar(Any)
      }
      let key: Key?
      let segment: String
      let value: Any
      let position: Position
    }

    /// Writes `value`, which sits `depth` key path segments below the archived object. Returns
    /// `false` with a problem recorded if it cannot be archived.
    mutating func write(_ value: Any, as position: Position, depth: Int) -> Bool {
      let input = Input(value)
      if writeScalar(input) { return true }
      switch input {
      case .null:
        tag("n")
        return true
      case .object(let object):
        guard !position.isUntyped else { return refuse(value) }
        return write(object: object, declared: position.declared, depth: depth)
      case .dictionary(let dictionary):
        let entries = dictionary.keys.sorted().map { key in
          Entry(key: .text(key), segment: key, value: dictionary[key] as Any, position: position)
        }
        return write("o", entries, depth: depth)
      case .hashableDictionary(let dictionary):
        let entries = dictionary.map { key, value in
          Entry(
            key: .scalar(key.base), segment: "\(key.base)", value: value,
            position: position)
        }
        return write("m", entries.sorted { $0.segment < $1.segment }, depth: depth)
      case .array(let array):
        let entries = array.enumerated().map { index, element in
          Entry(key: nil, segment: "[\(index)]", value: element, position: position)
        }
        return write("a", entries, depth: depth)
      case .set(let set):
        return write(set: set, depth: depth)
      case .boolean, .integer, .wideInteger, .floatingPoint, .decimal, .string, .date, .data,
        .url, .uuid, .other:
        // A value of a type the key declares (an enum, `DateComponents`, an integer wider than
        // 64 bits, a class named by its key): as its fixture, which the key's coercion reads
        // back.
        guard !position.isUntyped else { return refuse(value) }
        let fixture = FixtureConversion.value(value, declared: position.declared, depth: depth)
        return write(fixture.engineValue, as: Position(), depth: depth)
      }
    }

    private mutating func write(
      object: any KeyValueCodable, declared: (any KeyValueCodable.Type)?, depth: Int
    ) -> Bool {
      guard ancestors.insert(ObjectIdentifier(object)).inserted else {
        return fail(.cycle, detail: "\(type(of: object)) contains itself; it cannot be archived")
      }
      defer { ancestors.remove(ObjectIdentifier(object)) }
      let table = type(of: object).keyTable
      var entries: [Entry] = []
      if let declared, type(of: object) != declared {
        entries.append(
          Entry(
            key: .text(Fixture.typeKey), segment: Fixture.typeKey, value: table.typeName,
            position: Position(isUntyped: true)))
      }
      for key in table.keys {
        entries.append(
          Entry(
            key: .text(key.name), segment: key.name, value: key.read(object) as Any,
            position: .of(key.valueType)))
      }
      return write("o", entries, depth: depth, limit: FacsimileLimits.maximumDepth)
    }

    /// A collection or an object at `depth`: `tag`, a count, then each entry's key and value.
    private mutating func write(
      _ tag: Unicode.Scalar, _ entries: [Entry], depth: Int,
      limit: Int = FacsimileLimits.maximumCollectionDepth
    ) -> Bool {
      guard enter(depth: depth, limit: limit) else { return false }
      self.tag(tag)
      append(UInt64(entries.count))
      for entry in entries {
        path.append(entry.segment)
        switch entry.key {
        case .text(let key)?: text(key)
        case .scalar(let key)?:
          guard writeScalar(Input(key)) else {
            return fail(
              .typeMismatch,
              expected: "a dictionary key the archive can hold (a string, number, "
                + "Boolean, date, URL, UUID or data)", found: describe(key))
          }
        case nil: break
        }
        guard write(entry.value, as: entry.position, depth: depth + 1) else { return false }
        path.removeLast()
      }
      return true
    }

    /// A set, whose elements are scalars (the values a set of property-list values holds).
    private mutating func write(set: Set<AnyHashable>, depth: Int) -> Bool {
      guard enter(depth: depth, limit: FacsimileLimits.maximumCollectionDepth) else {
        return false
      }
      tag("e")
      append(UInt64(set.count))
      for (_, element) in set.map({ ("\($0.base)", $0.base) }).sorted(by: { $0.0 < $1.0 }) {
        guard writeScalar(Input(element)) else {
          return fail(
            .typeMismatch,
            expected: "a set element the archive can hold (a string, number, "
              + "Boolean, date, URL, UUID, decimal or data)", found: describe(element))
        }
      }
      return true
    }

    /// Checks a collection or object about to be written at `depth`, and counts it.
    private mutating func enter(depth: Int, limit: Int) -> Bool {
      guard depth <= limit else {
        return fail(
          .tooDeep,
          detail: "nesting deeper than \(FacsimileLimits.maximumDepth) levels "
            + "(FacsimileLimits.maximumDepth); it cannot be archived")
      }
      remaining -= 1
      guard remaining >= 0 else {
        return fail(
          .tooLarge,
          detail: "more than \(FacsimileLimits.maximumValues) collections and objects "
            + "(FacsimileLimits.maximumValues); it cannot be archived")
      }
      return true
    }

    /// A value that an untyped key cannot archive.
    private mutating func refuse(_ value: Any) -> Bool {
      fail(
        .typeMismatch,
        expected: "a property-list value to archive (a string, number, Boolean, date, data, URL, "
          + "UUID, decimal, NSNull, or an array, set or dictionary of them)",
        found: describe(value))
    }

    private mutating func fail(
      _ kind: FacsimileError.Kind, expected: String? = nil, found: String? = nil,
      detail: String? = nil
    ) -> Bool {
      problems.append(
        FacsimileError.Problem(
          kind, typeName: typeName, keyPath: path, expected: expected, found: found,
          detail: detail))
      return false
    }

    /// Writes `input` if it is a scalar: a value with nothing below it, which a dictionary key
    /// or a set element may be (an integer beyond `UInt64` is not). `false`, writing nothing,
    /// for anything else.
    private mutating func writeScalar(_ input: Input) -> Bool {
      switch input {
      case .boolean(let value):
        tag("b")
        bytes.append(value ? 1 : 0)
      case .integer(let value): write("i", UInt64(bitPattern: Int64(value)))
      case .wideInteger(let value):
        guard let unsigned = UInt64(exactly: value) else { return false }
        write("u", unsigned)
      case .floatingPoint(let value): write("d", value.bitPattern)
      case .date(let value): write("t", value.timeIntervalSinceReferenceDate.bitPattern)
      case .string(let value): write("s", value)
      case .url(let value): write("l", value.absoluteString)
      case .uuid(let value): write("g", value.uuidString)
      case .decimal(let value): write("c", "\(value)")
      case .data(let value):
        tag("x")
        append(UInt64(value.count))
        bytes.append(contentsOf: value)
      case .null, .dictionary, .hashableDictionary, .array, .set, .object, .other: return false
      }
      return true
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

  /// Reads values in the archived form, as the engine's values (`[String: Any]`,
  /// `[AnyHashable: Any]`, `[Any]`, `Set<AnyHashable>`, `NSNull`, scalars); every read answers
  /// `nil` at damaged bytes and leaves ``offset`` where the damage is.
  private struct Reader {
    let bytes: [UInt8]
    private(set) var offset = 0

    init(_ data: Data) { bytes = [UInt8](data) }

    var isAtEnd: Bool { offset == bytes.count }

    mutating func read(depth: Int) -> Any? {
      guard depth <= FacsimileLimits.maximumCollectionDepth + 1, let tag = byte() else {
        return nil
      }
      switch Unicode.Scalar(tag) {
      case "n": return NSNull()
      case "a":
        guard let count = count() else { return nil }
        var values: [Any] = []
        values.reserveCapacity(count)
        for _ in 0..<count {
          guard let value = read(depth: depth + 1) else { return nil }
          values.append(value)
        }
        return values
      case "e":
        guard let count = count() else { return nil }
        var values = Set<AnyHashable>(minimumCapacity: count)
        for _ in 0..<count {
          guard let value = scalar() else { return nil }
          values.insert(value)
        }
        return values
      case "o":
        guard let count = count() else { return nil }
        var entries = [String: Any](minimumCapacity: count)
        for _ in 0..<count {
          guard let key = text(), let value = read(depth: depth + 1) else { return nil }
          entries[key] = value
        }
        return entries
      case "m":
        guard let count = count() else { return nil }
        var entries = [AnyHashable: Any](minimumCapacity: count)
        for _ in 0..<count {
          guard let key = scalar(), let value = read(depth: depth + 1) else { return nil }
          entries[key] = value
        }
        return entries
      default:
        offset -= 1
        return scalar()?.base
      }
    }

    /// A tagged scalar: a value with nothing below it, or a dictionary's key.
    private mutating func scalar() -> AnyHashable? {
      guard let tag = byte() else { return nil }
      switch Unicode.Scalar(tag) {
      case "b":
        switch byte() {
        case 0: return false
        case 1: return true
        default: return nil
        }
      case "i": return word().map { Int(Int64(bitPattern: $0)) }
      case "u": return word()
      case "d": return word().map { Double(bitPattern: $0) }
      case "t": return word().map { Date(timeIntervalSinceReferenceDate: .init(bitPattern: $0)) }
      case "s": return text()
      case "l": return text().flatMap { URL(string: $0) }
      case "g": return text().flatMap { UUID(uuidString: $0) }
      case "c": return text().flatMap { Decimal(string: $0) }
      case "x": return run().map { Data(bytes[$0]) }
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

extension ValueType.Kind {
  /// Whether the key declares no type for some of the values it holds (`Any`,
  /// `[AnyHashable: Any]`, `NSSecureCoding`): there, the archive takes property-list values only.
  fileprivate var holdsUntypedValues: Bool {
    switch self {
    case .any, .anyHashableDictionary, .secureCoding: true
    case .optional(let inner, _), .collection(let inner, _), .dictionary(let inner, _):
      inner.kind.holdsUntypedValues
    case .bool, .string, .data, .date, .url, .uuid, .number, .integer, .floatingPoint,
      .rawRepresentable, .object, .decodable, .opaque:
      false
    }
  }
}
