import Foundation

/// How a key-value codable object goes through `NSKeyedArchiver` and comes back: each key as one
/// `NSData` in a small tagged binary form of Facsimile's own, so that every value an archiver is
/// handed is a class it knows (`NSData`), whatever Swift type the key has (an enum, a dictionary
/// of `Any`, a nested model), and reading back goes through the key table's coercions, as for any
/// fixture, so an archived object unarchives equal.
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
/// date (the bit pattern of its seconds since 2001), and `s` string, `l` URL, `g` UUID, `c`
/// `Decimal`, `x` data, each a length and that many bytes (UTF-8 for text); `a` an array and `e`
/// a set, a count and their values; `o` a dictionary with string keys (or a nested object's
/// keys), a count and, for each entry, its key (a length and UTF-8) and its value; `m` a
/// dictionary with a key that is not a string, a count and, for each entry, its key as a tagged
/// scalar (so `[1: "a"]` comes back with the `Int` key `1`, not `"1"`) and its value. Reading
/// checks every length against the bytes left, and nesting as fixtures are bounded.
///
/// What a key holds is written from the value itself, not from its fixture: a dictionary keeps the
/// types of its keys. Where a key declares no type for what it holds (a `userInfo`, an `Any`, an
/// `NSSecureCoding` value), only property-list values are archived, as Apple's secure archiver
/// allows only classes that adopt `NSSecureCoding`: strings, numbers, Booleans, dates, data,
/// URLs, UUIDs, decimals, `NSNull`, and arrays, sets and dictionaries of them. Anything else there
/// (an instance of a class of yours, a struct, a model), a graph deeper than
/// ``FacsimileLimits/maximumDepth`` or a cycle fails the archive with a ``FacsimileError`` naming
/// the key path, instead of coming back as something else.
enum Archiving {
  /// The classes an archived key is made of: what a secure unarchiver must allow.
  static let classes: [AnyClass] = [NSData.self]

  /// Writes every key of `object` that has a value to `coder`. A value the form cannot hold
  /// fails the archive: `NSKeyedArchiver`'s `error` is set (which
  /// `archivedData(withRootObject:requiringSecureCoding:)` throws) and no later key is written.
  static func encode(_ object: any KeyValueCodable, with coder: NSCoder) {
    let table = type(of: object).keyTable
    var writer = Writer(typeName: table.typeName, root: object)
    for key in table.keys {
      guard let value = flattened(key.read(object)), !isNull(value) else { continue }
      writer.start(key: key.name)
      guard writer.write(value, as: Position(key.valueType), depth: 1) else {
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
  struct Position {
    /// Whether the key declares no type here (`Any`, `[AnyHashable: Any]`, `NSSecureCoding`):
    /// only property-list values are archived.
    let isUntyped: Bool
    /// The model type the key declares, for `"$type"` where an object is of a subclass.
    let declared: (any KeyValueCodable.Type)?

    init(_ valueType: ValueType) {
      isUntyped = valueType.kind.holdsUntypedValues
      declared = valueType.objectType
    }

    private init(isUntyped: Bool, declared: (any KeyValueCodable.Type)?) {
      self.isUntyped = isUntyped
      self.declared = declared
    }

    /// Inside an untyped value, every place is untyped.
    static var untyped: Position { Position(isUntyped: true, declared: nil) }
  }

  /// Appends values in the archived form, walking the engine's values (not their fixtures), so
  /// dictionaries keep the types of their keys. It recurses one level per collection or object,
  /// never past the depth limit: every value is told apart by its type first (no run-time cast
  /// that could bridge a nested collection whole), and a level past the limit is a problem.
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

    init(typeName: String, root: any KeyValueCodable) {
      self.typeName = typeName
      ancestors = [ObjectIdentifier(root)]
    }

    /// Starts the bytes of one top-level key.
    mutating func start(key: String) {
      bytes.removeAll(keepingCapacity: true)
      path = [key]
    }

    /// Writes `value`, which sits `depth` key path segments below the archived object. Returns
    /// `false` with a problem recorded if it cannot be archived.
    mutating func write(_ value: Any, as position: Position, depth: Int) -> Bool {
      let input = Input(value)
      if let scalar = Scalar(input) {
        write(scalar)
        return true
      }
      switch input {
      case .null:
        tag("n")
        return true
      case .object(let object):
        guard !position.isUntyped else { return refuse(value) }
        return write(object: object, declared: position.declared, depth: depth)
      case .dictionary(let dictionary):
        return write(dictionary: dictionary, as: position, depth: depth)
      case .hashableDictionary(let dictionary):
        return write(hashableDictionary: dictionary, as: position, depth: depth)
      case .array(let array):
        return write(elements: array, as: position, depth: depth)
      case .set(let set):
        return write(set: set, depth: depth)
      case .boolean, .integer, .wideInteger, .floatingPoint, .decimal, .string, .date, .data,
        .url, .uuid, .other:
        // A value of a type the key declares (an enum, `DateComponents`, an integer wider than
        // 64 bits, a class named by its key): as its fixture, which the key's coercion reads
        // back.
        guard !position.isUntyped else { return refuse(value) }
        write(FixtureConversion.value(value, declared: position.declared, depth: depth))
        return true
      }
    }

    private mutating func write(
      object: any KeyValueCodable, declared: (any KeyValueCodable.Type)?, depth: Int
    ) -> Bool {
      guard ancestors.insert(ObjectIdentifier(object)).inserted else {
        return fail(.cycle, detail: "\(type(of: object)) contains itself; it cannot be archived")
      }
      defer { ancestors.remove(ObjectIdentifier(object)) }
      guard enter(depth: depth, limit: FacsimileLimits.maximumDepth) else { return false }
      let table = type(of: object).keyTable
      var entries: [(key: String, value: Any?, position: Position)] = []
      if let declared, type(of: object) != declared {
        entries.append((Fixture.typeKey, table.typeName, .untyped))
      }
      for key in table.keys {
        entries.append((key.name, key.read(object), Position(key.valueType)))
      }
      tag("o")
      append(UInt64(entries.count))
      for entry in entries {
        text(entry.key)
        path.append(entry.key)
        guard write(entry.value as Any, as: entry.position, depth: depth + 1) else {
          return false
        }
        path.removeLast()
      }
      return true
    }

    private mutating func write(
      dictionary: [String: Any], as position: Position, depth: Int
    ) -> Bool {
      guard enter(depth: depth, limit: FacsimileLimits.maximumCollectionDepth) else {
        return false
      }
      tag("o")
      append(UInt64(dictionary.count))
      for key in dictionary.keys.sorted() {
        text(key)
        path.append(key)
        guard write(dictionary[key] as Any, as: position, depth: depth + 1) else {
          return false
        }
        path.removeLast()
      }
      return true
    }

    private mutating func write(
      hashableDictionary dictionary: [AnyHashable: Any], as position: Position, depth: Int
    ) -> Bool {
      guard enter(depth: depth, limit: FacsimileLimits.maximumCollectionDepth) else {
        return false
      }
      var entries: [(key: Scalar, text: String, value: Any)] = []
      entries.reserveCapacity(dictionary.count)
      for (key, value) in dictionary {
        guard let scalar = Scalar(Input(key.base)) else {
          path.append("\(key.base)")
          return fail(
            .typeMismatch,
            expected: "a dictionary key the archive can hold (a string, number, "
              + "Boolean, date, URL, UUID or data)", found: describe(key.base))
        }
        entries.append((scalar, "\(key.base)", value))
      }
      tag("m")
      append(UInt64(entries.count))
      for entry in entries.sorted(by: { $0.text < $1.text }) {
        write(entry.key)
        path.append(entry.text)
        guard write(entry.value, as: position, depth: depth + 1) else { return false }
        path.removeLast()
      }
      return true
    }

    private mutating func write(elements: [Any], as position: Position, depth: Int) -> Bool {
      guard enter(depth: depth, limit: FacsimileLimits.maximumCollectionDepth) else {
        return false
      }
      tag("a")
      append(UInt64(elements.count))
      for (index, element) in elements.enumerated() {
        path.append("[\(index)]")
        guard write(element, as: position, depth: depth + 1) else { return false }
        path.removeLast()
      }
      return true
    }

    /// A set, whose elements are scalars (the values a set of property-list values holds).
    private mutating func write(set: Set<AnyHashable>, depth: Int) -> Bool {
      guard enter(depth: depth, limit: FacsimileLimits.maximumCollectionDepth) else {
        return false
      }
      var elements: [(scalar: Scalar, text: String)] = []
      elements.reserveCapacity(set.count)
      for element in set {
        guard let scalar = Scalar(Input(element.base)) else {
          return fail(
            .typeMismatch,
            expected: "a set element the archive can hold (a string, number, "
              + "Boolean, date, URL, UUID, decimal or data)", found: describe(element.base))
        }
        elements.append((scalar, "\(element.base)"))
      }
      tag("e")
      append(UInt64(elements.count))
      for element in elements.sorted(by: { $0.text < $1.text }) { write(element.scalar) }
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

    /// Writes a fixture value: what a key of a declared type holds, as its fixture.
    private mutating func write(_ value: FixtureValue) {
      switch value {
      case .null: tag("n")
      case .bool(let value): write(Scalar.bool(value))
      case .integer(let value): write(Scalar.integer(value))
      case .unsignedInteger(let value): write(Scalar.unsignedInteger(value))
      case .double(let value): write(Scalar.double(value))
      case .date(let value): write(Scalar.date(value))
      case .string(let value): write(Scalar.string(value))
      case .url(let value): write(Scalar.url(value))
      case .uuid(let value): write(Scalar.uuid(value))
      case .data(let value): write(Scalar.data(value))
      case .array(let values):
        tag("a")
        append(UInt64(values.count))
        for value in values { write(value) }
      case .fixture(let fixture):
        tag("o")
        append(UInt64(fixture.entries.count))
        for (key, value) in fixture.entries {
          text(key)
          write(value)
        }
      case .object(let object):
        write(.fixture(FixtureConversion.fixture(of: object)))
      }
    }

    private mutating func write(_ scalar: Scalar) {
      switch scalar {
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
      case .decimal(let value): write("c", "\(value)")
      case .data(let value):
        tag("x")
        append(UInt64(value.count))
        bytes.append(contentsOf: value)
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

  /// A value with nothing below it that the form holds as it is, and a dictionary key may be.
  enum Scalar {
    case bool(Bool), integer(Int), unsignedInteger(UInt64), double(Double), date(Date)
    case string(String), url(URL), uuid(UUID), decimal(Decimal), data(Data)

    /// The input if it is a scalar: an integer beyond `UInt64` is not.
    init?(_ input: Input) {
      switch input {
      case .boolean(let bool): self = .bool(bool)
      case .integer(let int): self = .integer(int)
      case .wideInteger(let integer):
        guard let unsigned = UInt64(exactly: integer) else { return nil }
        self = .unsignedInteger(unsigned)
      case .floatingPoint(let double): self = .double(double)
      case .decimal(let decimal): self = .decimal(decimal)
      case .string(let string): self = .string(string)
      case .date(let date): self = .date(date)
      case .data(let data): self = .data(data)
      case .url(let url): self = .url(url)
      case .uuid(let uuid): self = .uuid(uuid)
      case .null, .dictionary, .hashableDictionary, .array, .set, .object, .other: return nil
      }
    }

    /// The value as a dictionary key (its `base` is the value itself, of its own type).
    var hashable: AnyHashable {
      switch self {
      case .bool(let value): value
      case .integer(let value): value
      case .unsignedInteger(let value): value
      case .double(let value): value
      case .date(let value): value
      case .string(let value): value
      case .url(let value): value
      case .uuid(let value): value
      case .decimal(let value): value
      case .data(let value): value
      }
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
          values.insert(value.hashable)
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
          entries[key.hashable] = value
        }
        return entries
      default:
        offset -= 1
        return scalar()?.hashable.base
      }
    }

    /// A tagged scalar: a value with nothing below it, or a dictionary's key.
    private mutating func scalar() -> Scalar? {
      guard let tag = byte() else { return nil }
      let value: Scalar?
      switch Unicode.Scalar(tag) {
      case "b":
        switch byte() {
        case 0: value = .bool(false)
        case 1: value = .bool(true)
        default: value = nil
        }
      case "i": value = word().map { .integer(Int(Int64(bitPattern: $0))) }
      case "u": value = word().map { .unsignedInteger($0) }
      case "d": value = word().map { .double(Double(bitPattern: $0)) }
      case "t":
        value = word().map { .date(Date(timeIntervalSinceReferenceDate: .init(bitPattern: $0))) }
      case "s": value = text().map { .string($0) }
      case "l": value = text().flatMap { URL(string: $0) }.map { .url($0) }
      case "g": value = text().flatMap { UUID(uuidString: $0) }.map { .uuid($0) }
      case "c": value = text().flatMap { Decimal(string: $0) }.map { .decimal($0) }
      case "x": value = run().map { .data(Data(bytes[$0])) }
      default:
        offset -= 1
        return nil
      }
      return value
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
