public import Foundation

/// A coder over a keyed fixture dictionary: the fake archiver, done properly.
///
/// Pass it to `init?(coder:)` of any key-value codable type. Every key of the fixture is checked
/// and coerced; nested dictionaries become nested objects, decoded by the same coder. When a value
/// does not fit, `init?(coder:)` returns `nil` and ``error`` says why, with the key path.
///
/// ```swift
/// let coder = KeyedCoder([
///   "actionIdentifier": "OPEN",
///   "notification": ["request": ["identifier": "article-1"]],
/// ])
/// let response = UNNotificationResponse(coder: coder)
/// print(coder.error as Any)  // nil
/// ```
///
/// Every keyed `decode...(forKey:)` method answers from the fixture (none traps the way an
/// incomplete `NSCoder` subclass does on Linux); unkeyed decoding records an
/// ``FacsimileError/Kind/unsupportedCoding`` problem and returns nothing. Encoding an object with
/// `encode(with:)` fills ``encodedProperties``, nested objects as nested dictionaries.
public final class KeyedCoder: NSCoder {
  /// The fixture a user's `init?(coder:)` call starts from.
  private let root: [String: Any]
  private var problems: [FacsimileError.Problem] = []
  /// How many of ``problems`` were recorded before the latest model decode ended: the next one
  /// drops them, so that ``error`` never describes an earlier `init?(coder:)`.
  private var settledProblems = 0

  /// What `encode(with:)` wrote into this coder, as a keyed fixture dictionary.
  public private(set) var encodedProperties: [String: Any] = [:]

  /// Creates a coder that answers from `properties`.
  ///
  /// - Parameter properties: A keyed fixture: key names to values, nested dictionaries for
  ///   nested objects. Empty for a coder used for encoding.
  public init(_ properties: [String: Any] = [:]) {
    self.root = properties
    super.init()
  }

  /// What went wrong in the latest `init?(coder:)` with this coder: a ``FacsimileError`` listing
  /// every problem, or `nil` if there was none.
  ///
  /// Each model's `init?(coder:)` that reads its keys from this coder starts afresh: `error`
  /// then holds what that decode found, and what your own `decode...` calls recorded since the
  /// previous one ended (the calls an initializer makes before `super.init(coder:)`), so it
  /// never describes an earlier decode after a later one succeeded. Within one decode it lists
  /// every problem, not only the first one `NSCoder`'s `error` names, in the order found. (A
  /// problem your own calls record after `super.init(coder:)` returned counts until the next
  /// decode starts.)
  ///
  /// ```swift
  /// let coder = KeyedCoder(["request": ["identifier": 7]])
  /// _ = UNNotification(coder: coder)  // nil; coder.error names notification.request.identifier
  /// ```
  public override var error: (any Error)? {
    problems.isEmpty ? nil : FacsimileError(problems)
  }

  /// `true`: this coder answers by key.
  public override var allowsKeyedCoding: Bool { true }

  /// `false`: fixtures name their values' types by key, not by archived class.
  public override var requiresSecureCoding: Bool { false }

  /// `.setErrorAndReturn`: a problem is recorded in ``error``, never raised.
  public override var decodingFailurePolicy: NSCoder.DecodingFailurePolicy { .setErrorAndReturn }

  /// Records `error` in ``error``.
  ///
  /// - Parameter error: Any error; a ``FacsimileError`` keeps its problems and key paths.
  public override func failWithError(_ error: any Error) {
    if let error = error as? FacsimileError {
      problems += error.problems
    } else {
      problems.append(context.problem(.invalidValue, detail: oneLine("\(error)", limit: 300)))
    }
  }

  // MARK: The engine's door

  /// Reads an object's keys from `coder`: the body of every model's `init?(coder:)`.
  ///
  /// With a ``KeyedCoder``, every fixture key is checked; a problem is recorded in the coder's
  /// `error` and the result is `false`. With another coder, each key is read with
  /// `decodeObject(forKey:)` only, and values that do not fit the key are skipped.
  ///
  /// ```swift
  /// required init?(coder: NSCoder) {
  ///   super.init()
  ///   guard KeyedCoder.decodeKeys(of: self, from: coder) else { return nil }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - object: The object being initialized.
  ///   - coder: The coder passed to `init?(coder:)`.
  /// - Returns: Whether the object may be returned.
  public static func decodeKeys(of object: some KeyValueCodable, from coder: NSCoder) -> Bool {
    if let coder = coder as? KeyedCoder { return coder.decodeRoot(into: object) }
    // An unarchiver reads what `encode(with:)` wrote, honouring secure coding, and a value that
    // does not fit fails the decoding with the engine's error; any other coder (a test's stub) is
    // asked as Apple's models ask, each key with the method its type is read with, and a value
    // that does not fit is skipped.
    guard let unarchiver = coder as? NSKeyedUnarchiver else {
      StubCoder.decodeKeys(of: object, from: coder)
      return true
    }
    let table = type(of: object).keyTable
    let context = table.rootContext
    var properties: [String: Any] = [:]
    do {
      for key in table.keys {
        properties[key.name] = try Archiving.decodeValue(
          forKey: key.name, from: unarchiver, in: context)
      }
      try Fabricator.apply(properties, to: object, in: context)
      return true
    } catch {
      // With Foundation's default policy, `failWithError` traps on Linux (it raises on Apple
      // platforms): only a caller that asked for errors gets one; the others get `nil`.
      if unarchiver.decodingFailurePolicy == .setErrorAndReturn {
        unarchiver.failWithError(error)
      }
      return false
    }
  }

  /// A user's `init?(coder:)` call with this coder: the fixture's keys, nested objects made by
  /// the same coder; a problem is recorded in ``error``.
  private func decodeRoot(into object: some KeyValueCodable) -> Bool {
    // A new decode: what earlier ones recorded is no longer this coder's error.
    problems.removeFirst(settledProblems)
    defer { settledProblems = problems.count }
    let typeName = type(of: object).keyTable.typeName
    let context = FabricationContext(rootTypeName: typeName)
    do throws(FacsimileError) {
      // `init?(coder:)` makes the class it belongs to: a "$type" naming that class is accepted,
      // as fabricate(from:) accepts it; naming another cannot be honoured here.
      if let named = root[Fixture.typeKey], named as? String != typeName {
        throw FacsimileError(
          context.appending(Fixture.typeKey).problem(
            .unregisteredType, expected: quoted(typeName), found: describe(named),
            detail: "init?(coder:) of \(typeName) makes \(typeName); use fabricate(from:) "
              + "or InstanceHelper.create to choose a registered subclass"))
      }
      try Fabricator.apply(root, to: object, in: context)
      return true
    } catch {
      problems += error.problems
      return false
    }
  }

  private var context: FabricationContext { FabricationContext(rootTypeName: "KeyedCoder") }

  // MARK: Keyed decoding

  /// Whether the current fixture level has a value for `key`.
  public override func containsValue(forKey key: String) -> Bool {
    root[key] != nil
  }

  /// The fixture's value for `key` as it is: nested dictionaries stay dictionaries. Use
  /// `decodeObject(of:forKey:)` to get a nested object.
  public override func decodeObject(forKey key: String) -> Any? {
    flattened(root[key]).flatMap { isNull($0) ? nil : $0 }
  }

  /// The value for `key` if it is an instance of one of `classes`, as `NSKeyedUnarchiver`
  /// checks a secure decode; a dictionary becomes an object of the first key-value codable
  /// class among them.
  ///
  /// A value is an instance of the Foundation class that holds it: a string of `NSString`, a
  /// number or Boolean of `NSNumber`, an array of `NSArray`, a dictionary of `NSDictionary`, a
  /// date, data, URL or UUID of `NSDate`, `NSData`, `NSURL` or `NSUUID`, an object of its class
  /// and superclasses. A value of none of `classes`, or an object that cannot be made from the
  /// dictionary, is `nil`, with the problem recorded in ``error`` (a `KeyedCoder`'s
  /// `decodingFailurePolicy` is `.setErrorAndReturn`). `nil` for `classes` allows any value.
  ///
  /// ```swift
  /// let coder = KeyedCoder(["badge": "three"])
  /// let badge = coder.decodeObject(of: [NSNumber.self], forKey: "badge")  // nil
  /// print(coder.error as Any)  // KeyedCoder.badge: expected NSNumber, found String "three"
  /// ```
  public override func decodeObject(of classes: [AnyClass]?, forKey key: String) -> Any? {
    guard let value = decodeObject(forKey: key) else { return nil }
    guard let classes else { return value }
    if stringKeyedDictionary(value) != nil,
      let objectType = classes.lazy.compactMap({ $0 as? any KeyValueCodable.Type }).first
    {
      do {
        return try decodeValue(forKey: key, as: objectType)
      } catch {
        problems += error.problems
        return nil
      }
    }
    if let found = Self.foundationClass(of: value),
      classes.contains(where: {
        found == $0 || (found as? NSObject.Type)?.isSubclass(of: $0) == true
      })
    {
      return value
    }
    let names = classes.map { "\($0)" }
    problems.append(
      context.appending(key).problem(
        .typeMismatch,
        expected: names.count == 1 ? names[0] : "one of " + names.joined(separator: ", "),
        found: describe(value)))
    return nil
  }

  /// The class of the Foundation object that holds `value` in an archive: an object's own
  /// class, `NSString` for a string, `NSNumber` for numbers and Booleans, and so on; `nil` for a
  /// value no Foundation class holds.
  private static func foundationClass(of value: Any) -> AnyClass? {
    if let cls = type(of: value) as? AnyClass { return cls }
    return switch Input(value) {
    case .string: NSString.self
    case .boolean, .integer, .wideInteger, .floatingPoint: NSNumber.self
    case .date: NSDate.self
    case .data: NSData.self
    case .url: NSURL.self
    case .uuid: NSUUID.self
    case .array: NSArray.self
    case .dictionary: NSDictionary.self
    case .null, .decimal, .hashableDictionary, .set, .object, .other: nil
    }
  }

  /// The value for `key` as a `DecodedObjectType`; a dictionary becomes an object when the type is
  /// key-value codable.
  public override func decodeObject<DecodedObjectType>(
    of cls: DecodedObjectType.Type, forKey key: String
  ) -> DecodedObjectType? where DecodedObjectType: NSObject, DecodedObjectType: NSCoding {
    decode(key, as: DecodedObjectType?.self, default: nil)
  }

  /// The fixture's value for `key` as a property list, unchanged.
  public override func decodePropertyList(forKey key: String) -> Any? {
    decodeObject(forKey: key)
  }

  /// The value for `key` as a `Bool`; records a problem for anything but a Boolean.
  public override func decodeBool(forKey key: String) -> Bool {
    decode(key, as: Bool.self, default: false)
  }

  /// The value for `key` as an `Int`, converted only when lossless.
  public override func decodeInteger(forKey key: String) -> Int {
    decode(key, as: Int.self, default: 0)
  }

  /// The value for `key` as an `Int32`, converted only when lossless.
  public override func decodeInt32(forKey key: String) -> Int32 {
    decode(key, as: Int32.self, default: 0)
  }

  /// The value for `key` as a C `int`, converted only when lossless.
  public override func decodeCInt(forKey key: String) -> Int32 {
    decode(key, as: Int32.self, default: 0)
  }

  /// The value for `key` as an `Int64`, converted only when lossless.
  public override func decodeInt64(forKey key: String) -> Int64 {
    decode(key, as: Int64.self, default: 0)
  }

  /// The value for `key` as a `Float`.
  public override func decodeFloat(forKey key: String) -> Float {
    decode(key, as: Float.self, default: 0)
  }

  /// The value for `key` as a `Double`.
  public override func decodeDouble(forKey key: String) -> Double {
    decode(key, as: Double.self, default: 0)
  }

  /// Calls `body` with the bytes of the `Data` (or base64 string) for `key`.
  public override func withDecodedUnsafeBufferPointer<ResultType>(
    forKey key: String, body: (UnsafeBufferPointer<UInt8>?) throws -> ResultType
  ) rethrows -> ResultType {
    guard let data = decode(key, as: Data?.self, default: nil) else { return try body(nil) }
    return try data.withUnsafeBytes { try body($0.bindMemory(to: UInt8.self)) }
  }

  /// Calls `body` with the bytes of the `Data` (or base64 string) for `key`.
  public override func withDecodedUnsafeBytes<ResultType>(
    forKey key: String, body: (UnsafeRawBufferPointer?) throws -> ResultType
  ) rethrows -> ResultType {
    guard let data = decode(key, as: Data?.self, default: nil) else { return try body(nil) }
    return try data.withUnsafeBytes { try body($0) }
  }

  private func decode<T>(_ key: String, as type: T.Type, default fallback: T) -> T {
    guard root[key] != nil else { return fallback }
    do {
      return try decodeValue(forKey: key, as: type) as? T ?? fallback
    } catch {
      problems += error.problems
      return fallback
    }
  }

  private func decodeValue(forKey key: String, as type: any Any.Type) throws(FacsimileError) -> Any
  {
    try ValueType.of(type).coerce(root[key] ?? NSNull(), at: key, in: context)
  }

  // MARK: Unkeyed decoding, which a keyed fixture cannot answer

  private func unsupported(_ method: String) {
    problems.append(
      context.problem(
        .unsupportedCoding, detail: "\(method) is unkeyed; a KeyedCoder answers only by key"))
  }

  /// Records an ``FacsimileError/Kind/unsupportedCoding`` problem and returns `nil`.
  public override func decodeObject() -> Any? {
    unsupported("decodeObject()")
    return nil
  }

  /// Records an ``FacsimileError/Kind/unsupportedCoding`` problem and returns `nil`.
  public override func decodeData() -> Data? {
    unsupported("decodeData()")
    return nil
  }

  /// Records an ``FacsimileError/Kind/unsupportedCoding`` problem and returns `nil`.
  public override func decodePropertyList() -> Any? {
    unsupported("decodePropertyList()")
    return nil
  }

  /// Records an ``FacsimileError/Kind/unsupportedCoding`` problem and leaves `data` untouched.
  public override func decodeValue(
    ofObjCType type: UnsafePointer<Int8>, at data: UnsafeMutableRawPointer
  ) {
    unsupported("decodeValue(ofObjCType:at:)")
  }

  /// Records an ``FacsimileError/Kind/unsupportedCoding`` problem and leaves `array` untouched.
  public override func decodeArray(
    ofObjCType itemType: UnsafePointer<Int8>, count: Int, at array: UnsafeMutableRawPointer
  ) {
    unsupported("decodeArray(ofObjCType:count:at:)")
  }

  /// `0`: keyed fixtures carry no class versions.
  public override func version(forClassName className: String) -> Int { 0 }

  // MARK: Keyed encoding

  /// Stores `object` for `key`: a key-value codable object, or an array holding one, as its
  /// fixture's engine form (nested objects as nested dictionaries, which this coder decodes
  /// back), any other value as it is.
  public override func encode(_ object: Any?, forKey key: String) {
    guard let value = flattened(object) else { return }
    let holdsObjects =
      switch Input(value) {
      case .object: true
      case .array(let array): array.contains { flattened($0).flatMap(keyValueCodable) != nil }
      default: false
      }
    encodedProperties[key] = holdsObjects ? FixtureConversion.value(value).engineValue : value
  }

  /// Stores `object` for `key`, as ``encode(_:forKey:)-(Any?,_)`` does.
  public override func encodeConditionalObject(_ object: Any?, forKey key: String) {
    encode(object, forKey: key)
  }

  /// Stores a `Bool` for `key`.
  public override func encode(_ value: Bool, forKey key: String) { encodedProperties[key] = value }
  /// Stores an `Int` for `key`.
  public override func encode(_ value: Int, forKey key: String) { encodedProperties[key] = value }
  /// Stores an `Int32` for `key`.
  public override func encode(_ value: Int32, forKey key: String) { encodedProperties[key] = value }
  /// Stores an `Int64` for `key`.
  public override func encode(_ value: Int64, forKey key: String) { encodedProperties[key] = value }
  /// Stores a `Float` for `key`.
  public override func encode(_ value: Float, forKey key: String) { encodedProperties[key] = value }
  /// Stores a `Double` for `key`.
  public override func encode(_ value: Double, forKey key: String) {
    encodedProperties[key] = value
  }

  // MARK: Unkeyed encoding, which a keyed fixture cannot hold

  /// Records an ``FacsimileError/Kind/unsupportedCoding`` problem (read it from ``error``) and
  /// stores nothing: a keyed fixture has no place for a value without a key. (Foundation's
  /// `NSCoder` would trap here on Linux.)
  public override func encode(_ object: Any?) {
    unsupported("encode(_:) without a key")
  }

  /// Records an ``FacsimileError/Kind/unsupportedCoding`` problem and stores nothing.
  public override func encode(_ data: Data) {
    unsupported("encode(_: Data) without a key")
  }

  /// Records an ``FacsimileError/Kind/unsupportedCoding`` problem and stores nothing.
  public override func encodeRootObject(_ rootObject: Any) {
    unsupported("encodeRootObject(_:)")
  }

  /// Records an ``FacsimileError/Kind/unsupportedCoding`` problem and stores nothing.
  public override func encodeConditionalObject(_ object: Any?) {
    unsupported("encodeConditionalObject(_:) without a key")
  }

  /// Records an ``FacsimileError/Kind/unsupportedCoding`` problem and stores nothing.
  public override func encodeBycopyObject(_ anObject: Any?) {
    unsupported("encodeBycopyObject(_:)")
  }

  /// Records an ``FacsimileError/Kind/unsupportedCoding`` problem and stores nothing.
  public override func encodeByrefObject(_ anObject: Any?) {
    unsupported("encodeByrefObject(_:)")
  }

  /// Records an ``FacsimileError/Kind/unsupportedCoding`` problem and stores nothing.
  public override func encodePropertyList(_ aPropertyList: Any) {
    unsupported("encodePropertyList(_:) without a key")
  }

  /// Records an ``FacsimileError/Kind/unsupportedCoding`` problem and stores nothing.
  public override func encodeValue(
    ofObjCType type: UnsafePointer<Int8>, at addr: UnsafeRawPointer
  ) {
    unsupported("encodeValue(ofObjCType:at:)")
  }

  /// Records an ``FacsimileError/Kind/unsupportedCoding`` problem and stores nothing.
  public override func encodeArray(
    ofObjCType type: UnsafePointer<Int8>, count: Int, at array: UnsafeRawPointer
  ) {
    unsupported("encodeArray(ofObjCType:count:at:)")
  }

  /// Records an ``FacsimileError/Kind/unsupportedCoding`` problem and stores nothing.
  public override func encodeBytes(_ byteaddr: UnsafeRawPointer?, length: Int) {
    unsupported("encodeBytes(_:length:) without a key")
  }

  /// Stores the bytes as `Data` for `key`.
  public override func encodeBytes(
    _ bytes: UnsafePointer<UInt8>?, length: Int, forKey key: String
  ) {
    encodedProperties[key] = bytes.map { Data(bytes: $0, count: length) } ?? Data()
  }
}
