import Foundation

extension ValueType {
  /// Converts `input` to this type, or throws a ``FacsimileError`` naming the key path.
  ///
  /// The result's dynamic type is exactly ``swiftType`` (for optionals: the wrapped type, or the
  /// `none` of ``swiftType``), so the key's `write` can cast it with `as?` and never fails.
  ///
  /// `input` is not optional (an optional held in it is unwrapped): every check borrows it, where
  /// each unwrapping of an `Any?` parameter copies the value through its value witnesses. Use
  /// ``coerce(optional:in:)`` for a value that may be missing.
  func coerce(_ input: Any, in context: FabricationContext) throws(FacsimileError) -> Any {
    let value = try coerceValue(input, in: context)
    try checkFinite(value, found: input, in: context)
    return value
  }

  /// Converts `input`, which may be `nil`, to this type: `nil` becomes an optional's `none`.
  func coerce(optional input: Any?, in context: FabricationContext) throws(FacsimileError) -> Any {
    guard let input else { return try none(in: context) }
    return try coerce(input, in: context)
  }

  /// An optional's `none`, for a missing value or `NSNull`; a mismatch for other types.
  private func none(in context: FabricationContext) throws(FacsimileError) -> Any {
    if case .optional(_, let none) = kind { return none() }
    throw context.mismatch(self, found: nil)
  }

  /// Refuses a date or number that is NaN or infinite (including a `Float` that a finite
  /// `Double` overflowed): a fixture, JSON and a description cannot represent it, and Foundation
  /// traps describing a NaN date. Which test applies was decided once for the type
  /// (``ValueType/finiteness``); an optional holding none passes.
  private func checkFinite(_ value: Any, found input: Any, in context: FabricationContext)
    throws(FacsimileError)
  {
    // An integer, the usual input for a number key, is finite whatever it becomes.
    guard finiteness != .always, type(of: input) != Int.self else { return }
    let finite: Bool
    switch finiteness {
    case .always: return
    // Coercion made a value of exactly the type (or an optional's `none`): no run-time cast.
    case .double: finite = exactly(value, as: Double.self)?.isFinite ?? true
    case .float: finite = exactly(value, as: Float.self)?.isFinite ?? true
    case .date:
      finite = try CalendarRange.isFinite(exactly(value, as: Date.self), found: input, in: context)
    case .number:
      guard let number = value as? NSNumber, number.isFloatingPoint else { return }
      finite = number.doubleValue.isFinite
    }
    guard !finite else { return }
    throw FacsimileError(
      context.problem(
        .invalidValue, expected: "a finite \(description)", found: describe(input)))
  }

  private func coerceValue(_ input: Any, in context: FabricationContext) throws(FacsimileError)
    -> Any
  {
    // The dynamic type, asked once (each `type(of:)` on an `Any` is a call into the runtime).
    let inputType = type(of: input)
    // A value of exactly the key's type (or an optional key's wrapped type) that cannot hold
    // objects, the usual case: taken as it is, after one comparison.
    if takesExactValuesAsIs, isExact(inputType) { return input }
    if let made = try usualConversion(of: input, in: context) { return made }
    // Measure a Foundation collection before anything bridges it (see FoundationCollection).
    if FoundationCollection.contains(type: inputType) { try context.checkGraph(of: input) }
    if checksNesting { try context.checkGraph(of: input) }
    if !isNull(type: inputType), let exact = exactValue(input, type: inputType) {
      // An object that already exists brings its whole graph along: measure it, and make sure
      // it does not reach the object it is being set on.
      if objectType != nil { try context.checkGraph(of: exact) }
      return exact
    }
    // Only now unwrap optionals held as `Any` (a protocol-conformance check, not free) and look
    // for nil and NSNull.
    guard let value = flattened(input), !isNull(value) else { return try none(in: context) }
    if let exact = exactValue(value, type: type(of: value)) { return exact }
    if let strings, let string = value as? String, let made = strings.make(string) {
      return made
    }
    let isNumberObject = type(of: value) is NSNumber.Type

    switch kind {
    case .any:
      return value
    case .optional(let wrapped, _):
      return try wrapped.coerce(value, in: context)
    case .bool:
      if isNumberObject, let number = value as? NSNumber, number.isBoolean {
        return number.boolValue
      }
    case .string:
      if let substring = value as? Substring { return String(substring) }
    case .integer(let factory):
      return try coerceInteger(value, isNumberObject: isNumberObject, factory, in: context)
    case .floatingPoint(let make):
      if let double = exactDouble(value, isNumberObject: isNumberObject) { return make(double) }
    case .number:
      // A Boolean never becomes a number, not even an `NSNumber` (JSON `true` is not `1`).
      if isNumberObject, let number = value as? NSNumber, !number.isBoolean { return number }
      if let double = exactDouble(value, isNumberObject: false) {
        if let integer = value as? any BinaryInteger, let int64 = Int64(exactly: integer) {
          return NSNumber(value: int64)
        }
        return NSNumber(value: double)
      }
    case .date:
      if let string = value as? String {
        if let date = ISO8601.parse(string) { return date }
        throw context.invalid("Date (ISO 8601 or seconds since 1970)", found: value)
      }
      if let seconds = exactDouble(value, isNumberObject: isNumberObject) {
        return Date(timeIntervalSince1970: seconds)
      }
    case .url:
      if let string = value as? String {
        if !string.isEmpty, let url = URL(string: string) { return url }
        throw context.invalid("URL", found: value)
      }
    case .uuid:
      if let string = value as? String {
        if let uuid = UUID(uuidString: string) { return uuid }
        throw context.invalid("UUID", found: value)
      }
    case .data:
      if let string = value as? String {
        if let data = Data(base64Encoded: string) { return data }
        throw context.invalid("Data (base64)", found: value)
      }
    case .rawRepresentable(let raw, let make, let cases):
      return try coerceRawValue(value, raw: raw, make: make, cases: cases, in: context)
    case .object(let objectType):
      if let properties = stringKeyedDictionary(value) {
        return try makeObject(objectType, from: properties, in: context)
      }
      throw FacsimileError(
        context.problem(
          .typeMismatch, expected: "\(description) or a dictionary of its keys",
          found: describe(value)))
    case .collection(let element, let make):
      if let elements = arrayElements(value) {
        try context.checkDepth(of: .collection)
        return try coerceCollection(elements, element: element, make: make, in: context)
      }
    case .dictionary(let valueType, let make):
      if let entries = stringKeyedDictionary(value) {
        try context.checkDepth(of: .collection)
        return try coerceDictionary(entries, valueType: valueType, make: make, in: context)
      }
    case .anyHashableDictionary:
      if let entries = FoundationCollection.shallow(value) as? [AnyHashable: Any] { return entries }
    case .decodable(let make):
      try context.checkDepth(of: .collection)
      do {
        return try make(value)
      } catch {
        throw FacsimileError(
          context.problem(
            .typeMismatch, expected: description, found: describe(value),
            detail: oneLine("\(error)", limit: 300)))
      }
    case .secureCoding:
      if let object = secureCodingObject(value, depth: 0) { return object }
    case .opaque:
      break
    }
    throw context.mismatch(self, found: value)
  }

  /// The conversions fixtures and JSON ask for most, each found by one exact-type test before
  /// the questions the general path asks of every value: a dictionary for an object key, a
  /// string naming a value (`"default"` for a sound), seconds for a date, an `Int` for an
  /// `NSNumber`; for an optional, those of its wrapped type. `nil` for any other value, which
  /// takes the general path.
  private func usualConversion(
    of input: Any, in context: FabricationContext
  ) throws(FacsimileError) -> Any? {
    switch kind {
    case .object(let objectType):
      guard let properties = exactly(input, as: [String: Any].self) else { return named(input) }
      return try makeObject(objectType, from: properties, in: context)
    case .date:
      if let seconds = exactly(input, as: Double.self) {
        return Date(timeIntervalSince1970: seconds)
      }
      if let int = exactly(input, as: Int.self), let seconds = Double(exactly: int) {
        return Date(timeIntervalSince1970: seconds)
      }
      return nil
    case .number:
      // An `Int` for an `NSNumber` key (a badge): made directly, where the cast would bridge it
      // through `_ObjectiveCBridgeable` to the same `NSNumber(value:)`.
      return exactly(input, as: Int.self).map(number)
    case .optional(let wrapped, _):
      return try wrapped.usualConversion(of: input, in: context)
    default:
      return named(input)
    }
  }

  /// The value a string names, for a type with names (``FixtureStringConvertible``).
  private func named(_ input: Any) -> Any? {
    guard let strings, let string = exactly(input, as: String.self) else { return nil }
    return strings.make(string)
  }

  /// A new object of `objectType`, or of the subclass the fixture names with `"$type"`.
  private func makeObject(
    _ objectType: any KeyValueCodable.Type, from properties: [String: Any],
    in context: FabricationContext
  ) throws(FacsimileError) -> Any {
    try context.checkDepth(of: .object)
    let resolved = try context.resolveType(objectType, of: properties)
    return try Fabricator.makeObject(resolved.type, from: resolved.properties, in: context)
  }

  /// The value itself when it already has this type: the fast path. NSNumber bridges to Bool,
  /// Int and Double alike, so numbers never take it; and only objects can be instances of a
  /// class (see `isClass`).
  private func exactValue(_ value: Any, type valueType: any Any.Type) -> Any? {
    if isExact(valueType) { return value }
    if case .anyHashableDictionary = kind,
      let dictionary = exactly(value, as: [String: Any].self)
    {
      // A key that stores a ``DeferredAnyHashableDictionary`` takes it as it is.
      return keepsStringKeyedDictionaries ? dictionary : anyHashableDictionary(dictionary)
    }
    // `true as? NSNumber` succeeds, and so does a Bool held in an `Optional` or a collection:
    // a type that bridges Booleans never takes the cast. Its values go to the explicit
    // conversions, which refuse Booleans (an `Int` was taken by the usual conversions).
    if bridgesBooleans { return nil }
    guard !(valueType is NSNumber.Type), !isClass || valueType is AnyClass else { return nil }
    // One native scalar is never another (a `Double` for a `Date` key, say): the conversions
    // below make it, and the cast would only say no.
    if isNativeScalar, scalarTypes.contains(valueType) { return nil }
    if case .collection = kind, isClass { return nil }
    if case .dictionary = kind, isClass { return nil }
    return cast(value)
  }

  private func coerceInteger(
    _ value: Any, isNumberObject: Bool, _ factory: IntegerFactory, in context: FabricationContext
  ) throws(FacsimileError) -> Any {
    var made: Any?
    if isNumberObject, let number = value as? NSNumber {
      guard !number.isBoolean else { throw context.mismatch(self, found: value) }
      if number.isFloatingPoint {
        made = try integer(fromDouble: number.doubleValue, factory, found: value, in: context)
      } else if String(cString: number.objCType) == "Q" {
        made = factory.fromUInt64(number.uint64Value)
      } else {
        made = factory.fromInt64(number.int64Value)
      }
    } else if value is Bool {
      throw context.mismatch(self, found: value)
    } else if let integer = value as? any BinaryInteger {
      made =
        Int64(exactly: integer).flatMap(factory.fromInt64)
        ?? UInt64(exactly: integer).flatMap(factory.fromUInt64)
    } else if let floating = value as? any BinaryFloatingPoint {
      made = try integer(fromDouble: Double(floating), factory, found: value, in: context)
    } else {
      throw context.mismatch(self, found: value)
    }
    guard let made else { throw context.invalid("\(description) (out of range)", found: value) }
    return made
  }

  private func integer(
    fromDouble double: Double, _ factory: IntegerFactory, found value: Any,
    in context: FabricationContext
  ) throws(FacsimileError) -> Any? {
    guard double.isFinite, double.rounded(.towardZero) == double else {
      throw context.invalid("\(description) (a whole number)", found: value)
    }
    return factory.fromDouble(double)
  }

  private func coerceRawValue(
    _ value: Any, raw: ValueType, make: (Any) -> Any?, cases: [String]?,
    in context: FabricationContext
  ) throws(FacsimileError) -> Any {
    let isInteger: Bool
    if case .integer = raw.kind { isInteger = true } else { isInteger = false }
    let expected = cases.map { cases in
      let shown = cases.map { isInteger && Int($0) != nil ? $0 : quoted($0) }
      return "\(description) (one of \(shown.joined(separator: ", ")))"
    }
    let suggestion = (value as? String).flatMap { nearest(to: $0, in: cases ?? []) }
    let rawValue: Any
    do {
      rawValue = try raw.coerce(value, in: context)
    } catch {
      guard let expected else { throw context.mismatch(self, found: value) }
      throw context.invalid(expected, found: value, suggestion: suggestion)
    }
    if let made = make(rawValue) { return made }
    throw context.invalid(
      expected ?? "a raw value of \(description)", found: value,
      suggestion: suggestion)
  }

  private func coerceCollection(
    _ elements: [Any], element: ValueType, make: ([Any]) -> Any?,
    in context: FabricationContext
  ) throws(FacsimileError) -> Any {
    let context = context.sealed()
    var coerced: [Any] = []
    coerced.reserveCapacity(elements.count)
    var problems: [FacsimileError.Problem] = []
    for (index, item) in elements.enumerated() {
      do {
        coerced.append(try element.coerce(item, in: context.appending(index: index)))
      } catch {
        problems += error.problems
      }
    }
    guard problems.isEmpty else { throw FacsimileError(problems) }
    guard let made = make(coerced) else { throw context.mismatch(self, found: elements) }
    return made
  }

  private func coerceDictionary(
    _ entries: [String: Any], valueType: ValueType, make: ([String: Any]) -> Any?,
    in context: FabricationContext
  ) throws(FacsimileError) -> Any {
    let context = context.sealed()
    var coerced: [String: Any] = [:]
    var problems: [FacsimileError.Problem] = []
    for (key, item) in entries {
      do {
        coerced[key] = try valueType.coerce(item, in: context.appending(key))
      } catch {
        problems += error.problems
      }
    }
    guard problems.isEmpty else { throw FacsimileError(problems) }
    guard let made = make(coerced) else { throw context.mismatch(self, found: entries) }
    return made
  }
}

/// `NSNumber(value: int)`, shared for the small integers badges and counts usually are (as
/// Foundation on Apple platforms shares them as tagged pointers): an `NSNumber` is immutable,
/// and making one costs about 800 instructions on Linux.
private func number(_ int: Int) -> NSNumber {
  smallNumbers.indices.contains(int) ? smallNumbers[int] : NSNumber(value: int)
}

private let smallNumbers: [NSNumber] = (0...255).map { NSNumber(value: $0) }

/// A value's exact `Double`, for native numbers and non-Boolean `NSNumber`s; `nil` for
/// Booleans and integers that a `Double` cannot hold exactly.
private func exactDouble(_ value: Any, isNumberObject: Bool) -> Double? {
  if isNumberObject {
    guard let number = value as? NSNumber, !number.isBoolean else { return nil }
    return number.doubleValue
  }
  // The two types fixtures and JSON make, by exact type first: a cast to `any BinaryFloatingPoint`
  // asks the runtime for a protocol conformance and costs ten times as much.
  if let double = exactly(value, as: Double.self) { return double }
  if let int = exactly(value, as: Int.self) { return Double(exactly: int) }
  if value is Bool { return nil }
  if let floating = value as? any BinaryFloatingPoint { return Double(floating) }
  if let integer = value as? any BinaryInteger { return Double(exactly: integer) }
  return nil
}

/// `[String: Any]` as `[AnyHashable: Any]`, by the static upcast: Swift inserts each key without
/// looking for an equal one (the keys were unique as strings), where inserting them one by one
/// compares colliding `AnyHashable` boxes through unspecialized generic code (about 1,800
/// instructions a comparison), and `as?` would cast every key and value at run time.
@usableFromInline
func anyHashableDictionary(_ dictionary: [String: Any]) -> [AnyHashable: Any] {
  dictionary as [AnyHashable: Any]
}

/// A dictionary with `String` keys, from `[String: Any]`, `NSDictionary` or `[AnyHashable: Any]`.
func stringKeyedDictionary(_ value: Any) -> [String: Any]? {
  // The usual case, by exact type: `as?` runs the runtime's general cast even then.
  if let dictionary = exactly(value, as: [String: Any].self) { return dictionary }
  let value = FoundationCollection.shallow(value)
  if let dictionary = value as? [String: Any] { return dictionary }
  guard let dictionary = value as? [AnyHashable: Any] else { return nil }
  var result: [String: Any] = [:]
  for (key, item) in dictionary {
    guard let key = key.base as? String else { return nil }
    result[key] = item
  }
  return result
}

private func arrayElements(_ value: Any) -> [Any]? {
  if value is String { return nil }
  if FoundationCollection.contains(value) {
    let shallow = FoundationCollection.shallow(value)
    return shallow as? [Any]
  }
  if let array = value as? [Any] { return array }
  if let set = value as? Set<AnyHashable> { return Array(set) }
  return nil
}

/// A value as the Foundation object that holds it, for an `any NSSecureCoding` key: Foundation
/// objects as they are; strings, numbers, Booleans, dates, data, URLs and UUIDs as `NSString`,
/// `NSNumber`, `NSDate`, `NSData`, `NSURL` and `NSUUID`; arrays and string-keyed dictionaries
/// of them as `NSArray` and `NSDictionary`. `nil` for anything else.
private func secureCodingObject(_ value: Any, depth: Int) -> (any NSSecureCoding)? {
  guard depth <= FacsimileLimits.maximumCollectionDepth else { return nil }
  if type(of: value) is AnyClass, !FoundationCollection.contains(value),
    let object = value as? any NSSecureCoding
  {
    return object
  }
  switch FoundationCollection.shallow(value) {
  case let string as String: return NSString(string: string)
  case let bool as Bool: return NSNumber(value: bool)
  case let date as Date:
    return NSDate(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate)
  case let data as Data: return NSData(data: data)
  case let url as URL: return NSURL(string: url.absoluteString)
  case let uuid as UUID: return NSUUID(uuidString: uuid.uuidString)
  case let integer as any BinaryInteger:
    if let int64 = Int64(exactly: integer) { return NSNumber(value: int64) }
    return UInt64(exactly: integer).map { NSNumber(value: $0) }
  case let double as Double: return NSNumber(value: double)
  case let array as [Any]:
    var objects: [Any] = []
    for element in array {
      guard let object = secureCodingObject(element, depth: depth + 1) else { return nil }
      objects.append(object)
    }
    return NSArray(array: objects)
  default:
    guard let dictionary = stringKeyedDictionary(value) else { return nil }
    let result = NSMutableDictionary()
    for (key, element) in dictionary {
      guard let object = secureCodingObject(element, depth: depth + 1) else { return nil }
      result[NSString(string: key)] = object
    }
    return result
  }
}
