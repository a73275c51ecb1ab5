import Foundation

// How a value becomes one of a key's type: ``ValueType/coerce(_:in:)`` tells it apart once as an
// ``Input`` and hands it to the conversion below that the kind chose. One file, top to bottom.

extension ValueType.Kind {
  /// The conversion of this kind, chosen once per type: names a string may give a value first
  /// (`strings`), then the kind's rules; `cast` is `value as? T`, for an instance of the type.
  func conversion(
    description: String, strings: ValueType.StringForms?, cast: @escaping (Any) -> Any?
  ) -> ValueType.InputConversion {
    let convert = kindConversion(description: description, cast: cast)
    guard let strings else { return convert }
    // A type named by strings alone (an enum's cases): a string that names none is refused with
    // the names.
    let namesOnly: [String]?
    if case .opaque = self { namesOnly = strings.names } else { namesOnly = nil }
    return { input, value, context throws(FacsimileError) in
      if case .string(let string) = input {
        if let named = strings.make(string) { return named }
        if let names = namesOnly {
          throw context.invalid(
            "\(description) (one of \(names.map(quoted).joined(separator: ", ")))", found: value,
            suggestion: nearest(to: string, in: names))
        }
      }
      return try convert(input, value, context)
    }
  }

  private func kindConversion(
    description: String, cast: @escaping (Any) -> Any?
  ) -> ValueType.InputConversion {
    func mismatch(_ value: Any, _ context: FabricationContext) -> FacsimileError {
      context.mismatch(description, found: value)
    }
    /// The value as an instance of the type (a Foundation object that bridges to it).
    func instance(_ value: Any, _ context: FabricationContext) throws(FacsimileError) -> Any {
      guard let made = cast(value) else { throw mismatch(value, context) }
      return made
    }
    switch self {
    case .any:
      return { input, value, context throws(FacsimileError) in
        // Any value, `NSNull` (JSON's `null`) among them; an optional is unwrapped.
        guard let value = flattened(value) else { throw mismatch(NSNull(), context) }
        try GraphCheck.check(value, in: context)
        return value
      }
    case .bool:
      return { input, value, context throws(FacsimileError) in
        guard case .boolean(let bool) = input else { throw mismatch(value, context) }
        return bool
      }
    case .string:
      return { input, value, context throws(FacsimileError) in
        switch input {
        case .string(let string): return string
        case .other(let other): return try instance(other, context)
        case .null, .boolean, .integer, .wideInteger, .floatingPoint, .decimal, .date, .data,
          .url, .uuid, .dictionary, .hashableDictionary, .array, .set, .object:
          throw mismatch(value, context)
        }
      }
    case .data:
      return fromString(description, expected: "Data (base64)", cast: cast) {
        Data(base64Encoded: $0)
      }
    case .url:
      return fromString(description, expected: "URL", cast: cast) {
        $0.isEmpty ? nil : URL(string: $0)
      }
    case .uuid:
      return fromString(description, expected: "UUID", cast: cast) { UUID(uuidString: $0) }
    case .date:
      return { input, value, context throws(FacsimileError) in
        let date: Date
        switch input {
        case .string(let string):
          guard let parsed = ISO8601.parse(string) else {
            throw context.invalid("Date (ISO 8601 or seconds since 1970)", found: value)
          }
          return parsed
        case .integer, .wideInteger, .floatingPoint, .decimal:
          guard let seconds = input.nearestDouble else { throw mismatch(value, context) }
          date = Date(timeIntervalSince1970: seconds)
        case .date(let given):
          date = given
        case .other(let other):
          guard let made = cast(other) as? Date else { throw mismatch(value, context) }
          date = made
        case .null, .boolean, .data, .url, .uuid, .dictionary, .hashableDictionary, .array, .set,
          .object:
          throw mismatch(value, context)
        }
        guard date.timeIntervalSinceReferenceDate.isFinite else {
          throw context.invalid("a finite Date", found: value)
        }
        guard CalendarRange.dates.contains(date) else {
          throw context.invalid(CalendarRange.expectation, found: value)
        }
        return date
      }
    case .number:
      return { input, value, context throws(FacsimileError) in
        // A Boolean never becomes a number, not even an `NSNumber` (JSON `true` is not `1`).
        switch input {
        case .integer(let int):
          return NSNumber.recognised(value) ?? NSNumber.exactly(int)
        case .wideInteger(let integer):
          if let number = NSNumber.recognised(value) { return number }
          guard let number = NSNumber.exactly(wide: integer) else {
            throw context.invalid("\(description) (out of range)", found: value)
          }
          return number
        case .floatingPoint(let double):
          guard double.isFinite else {
            throw context.invalid("a finite \(description)", found: value)
          }
          return NSNumber.recognised(value) ?? NSNumber(value: double)
        case .decimal(let decimal):
          // An `NSDecimalNumber` as it is; a Swift `Decimal` as the one that holds it.
          guard decimal.isFinite else {
            throw context.invalid("a finite \(description)", found: value)
          }
          return NSNumber.recognised(value) ?? NSDecimalNumber(decimal: decimal)
        case .null, .boolean, .string, .date, .data, .url, .uuid, .dictionary,
          .hashableDictionary, .array, .set, .object, .other:
          throw mismatch(value, context)
        }
      }
    case .integer(let make):
      return { input, value, context throws(FacsimileError) in
        let made: Any?
        switch input {
        case .integer(let int):
          made = make.fromInt(int)
        case .wideInteger(let integer):
          made = make.fromAny(integer)
        case .floatingPoint(let double):
          guard double.isFinite, double.rounded(.towardZero) == double else {
            throw context.invalid("\(description) (a whole number)", found: value)
          }
          made =
            Int128(exactly: double).flatMap(make.fromAny)
            ?? UInt128(exactly: double).flatMap(make.fromAny)
        case .decimal(let decimal):
          // Exactly, by its digits: never through a `Double`, which rounds past 2^53.
          guard let whole = decimal.wholeNumberText else {
            throw context.invalid("\(description) (a whole number)", found: value)
          }
          made =
            Int128(whole).flatMap(make.fromAny) ?? UInt128(whole).flatMap(make.fromAny)
        case .string(let text):
          guard let wide = make.fromText(text) else { throw mismatch(value, context) }
          made = wide
        case .null, .boolean, .date, .data, .url, .uuid, .dictionary, .hashableDictionary,
          .array, .set, .object, .other:
          throw mismatch(value, context)
        }
        guard let made else { throw context.invalid("\(description) (out of range)", found: value) }
        return made
      }
    case .floatingPoint(let greatest, let make):
      return { input, value, context throws(FacsimileError) in
        // NaN and the infinities are values of the type, as a Swift property and Apple's
        // key-value coding take them; JSON spells them as JSONEncoder's `convertToString` does.
        guard let double = input.nearestDouble ?? NonFiniteSpelling.number(of: input) else {
          throw mismatch(value, context)
        }
        guard !double.isFinite || abs(double) <= greatest else {
          throw context.invalid("\(description) (out of range)", found: value)
        }
        guard let made = make(double) else {
          throw context.invalid("\(description) (not zero: below its smallest value)", found: value)
        }
        return made
      }
    case .optional(let wrapped, let none):
      return { input, value, context throws(FacsimileError) in
        if case .null = input { return none }
        return try wrapped.convertInput(input, value, context)
      }
    case .collection(let element, let make):
      return { input, value, context throws(FacsimileError) in
        guard let elements = input.elements else { throw mismatch(value, context) }
        try context.checkDepth(isCollection: true)
        let converted = try everyOne(elements.enumerated()) {
          (index, item) throws(FacsimileError) in
          try element.coerce(item, in: context.appending(index: index))
        }
        guard let made = make(converted) else { throw mismatch(elements, context) }
        return made
      }
    case .dictionary(let valueType, let make):
      return { input, value, context throws(FacsimileError) in
        guard case .dictionary(let entries) = input else { throw mismatch(value, context) }
        try context.checkDepth(isCollection: true)
        let converted = try everyOne(entries) { (key, item) throws(FacsimileError) in
          (key, try valueType.coerce(item, at: key, in: context))
        }
        guard let made = make(Dictionary(converted) { first, _ in first }) else {
          throw mismatch(entries, context)
        }
        return made
      }
    case .anyHashableDictionary(let keepsStringKeyed):
      return { input, value, context throws(FacsimileError) in
        // A Foundation dictionary was measured when it was told apart.
        if !FoundationCollection.contains(value) { try GraphCheck.check(value, in: context) }
        switch input {
        case .dictionary(let dictionary):
          return keepsStringKeyed ? dictionary : dictionary as [AnyHashable: Any]
        case .hashableDictionary(let dictionary):
          return dictionary
        case .null, .boolean, .integer, .wideInteger, .floatingPoint, .decimal, .string, .date,
          .data, .url, .uuid, .array, .set, .object, .other:
          throw mismatch(value, context)
        }
      }
    case .rawRepresentable(let raw, let make, let cases):
      return { input, value, context throws(FacsimileError) in
        // A case of the type itself (an optional's, from a setter), as it is.
        if case .other(let other) = input, let made = cast(other) { return made }
        let isInteger: Bool
        if case .integer = raw.kind { isInteger = true } else { isInteger = false }
        let expected = cases.map { cases in
          let shown = cases.map { isInteger && Int($0) != nil ? $0 : quoted($0) }
          return "\(description) (one of \(shown.joined(separator: ", ")))"
        }
        var suggestion: String?
        if case .string(let string) = input { suggestion = nearest(to: string, in: cases ?? []) }
        let rawValue: Any
        do throws(FacsimileError) {
          rawValue = try raw.convertInput(input, value, context)
        } catch {
          guard let expected else { throw mismatch(value, context) }
          throw context.invalid(expected, found: value, suggestion: suggestion)
        }
        guard let made = make(rawValue) else {
          throw context.invalid(
            expected ?? "a raw value of \(description)", found: value, suggestion: suggestion)
        }
        return made
      }
    case .object(let objectType):
      return { input, value, context throws(FacsimileError) in
        switch input {
        case .dictionary(let properties):
          try context.checkDepth()
          let type = try context.resolveType(objectType, of: properties)
          return try Fabricator.makeObject(type, from: properties, in: context)
        case .object(let object):
          // An object that already exists brings its whole graph along: measure it, and make
          // sure it does not reach the object it is being set on.
          if let made = cast(object) {
            try GraphCheck.check(object, in: context)
            return made
          }
        case .null:
          throw mismatch(value, context)
        case .boolean, .integer, .wideInteger, .floatingPoint, .decimal, .string, .date, .data,
          .url, .uuid, .hashableDictionary, .array, .set, .other:
          break
        }
        throw context.mismatch("\(description) or a dictionary of its keys", found: value)
      }
    case .decodable(let make):
      return { input, value, context throws(FacsimileError) in
        if case .null = input { throw mismatch(value, context) }
        // A value of the type itself (an optional's, from a setter), as it is.
        if case .other(let other) = input, let made = cast(other) { return made }
        try context.checkDepth(isCollection: true)
        do {
          return try make(flattened(value) ?? value)
        } catch {
          throw FacsimileError(
            context.problem(
              .typeMismatch, expected: description, found: describe(value),
              detail: oneLine("\(error)", limit: 300)))
        }
      }
    case .secureCoding:
      return { input, value, context throws(FacsimileError) in
        guard let object = secureCodingObject(input, depth: 0) else {
          throw mismatch(value, context)
        }
        return object
      }
    case .opaque:
      return { input, value, context throws(FacsimileError) in
        if case .null = input { throw mismatch(value, context) }
        if case .string = input, cast(value) == nil {
          // What `fixture()` writes for a value of a type with no fixture form: its description,
          // which names nothing Swift can make a value from.
          throw FacsimileError(
            context.problem(
              .typeMismatch, expected: description, found: describe(value),
              detail: "a fixture names a value of \(description) only if \(description) is "
                + "CaseIterable (an enum without raw values, by its cases' names), "
                + "RawRepresentable or Decodable"))
        }
        return try instance(flattened(value) ?? value, context)
      }
    }
  }

  /// The conversion of a type a string spells (`Data`, `URL`, `UUID`), or an instance of it.
  private func fromString(
    _ description: String, expected: String, cast: @escaping (Any) -> Any?,
    _ make: @escaping (String) -> Any?
  ) -> ValueType.InputConversion {
    { input, value, context throws(FacsimileError) in
      switch input {
      case .string(let string):
        guard let made = make(string) else { throw context.invalid(expected, found: value) }
        return made
      case .decimal, .date, .data, .url, .uuid, .object, .other:
        guard let made = cast(value) else { throw context.mismatch(description, found: value) }
        return made
      case .null, .boolean, .integer, .wideInteger, .floatingPoint, .dictionary,
        .hashableDictionary, .array, .set:
        throw context.mismatch(description, found: value)
      }
    }
  }
}

/// Converts every element, reporting the problems of all of them.
private func everyOne<Elements: Sequence, Result>(
  _ elements: Elements, _ convert: (Elements.Element) throws(FacsimileError) -> Result
) throws(FacsimileError) -> [Result] {
  var converted: [Result] = []
  var problems: [FacsimileError.Problem] = []
  for element in elements {
    do throws(FacsimileError) { converted.append(try convert(element)) } catch {
      problems += error.problems
    }
  }
  guard problems.isEmpty else { throw FacsimileError(problems) }
  return converted
}

/// A value as the Foundation object that holds it, for an `any NSSecureCoding` key: Foundation
/// objects as they are, property-list values as `NSString`, `NSNumber`, `NSDate`, `NSData`,
/// `NSURL`, `NSUUID`, `NSArray` and `NSDictionary`; `nil` for anything else.
private func secureCodingObject(_ input: Input, depth: Int) -> (any NSSecureCoding)? {
  guard depth <= FacsimileLimits.maximumCollectionDepth else { return nil }
  func element(_ value: Any) -> Any? {
    secureCodingObject(Input(value), depth: depth + 1)
  }
  switch input {
  case .null: return nil
  case .string(let string): return NSString(string: string)
  case .boolean(let bool): return NSNumber(value: bool)
  case .integer(let int): return NSNumber.exactly(int)
  case .wideInteger(let integer): return NSNumber.exactly(wide: integer)
  case .floatingPoint(let double): return NSNumber(value: double)
  case .date(let date):
    return NSDate(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate)
  case .data(let data): return NSData(data: data)
  case .url(let url): return NSURL(string: url.absoluteString)
  case .uuid(let uuid): return NSUUID(uuidString: uuid.uuidString)
  case .array(let array):
    let objects = array.compactMap(element)
    return objects.count == array.count ? NSArray(array: objects) : nil
  case .set(let set):
    let objects = set.compactMap { element($0.base) }
    return objects.count == set.count ? NSSet(array: objects) : nil
  case .dictionary(let dictionary):
    let objects = dictionary.compactMapValues(element)
    guard objects.count == dictionary.count else { return nil }
    let result = NSMutableDictionary()
    for (key, object) in objects { result[NSString(string: key)] = object }
    return result
  case .decimal(let decimal): return NSDecimalNumber(decimal: decimal)
  case .hashableDictionary, .object: return nil
  case .other(let value):
    guard type(of: value) is AnyClass else { return nil }
    return value as? any NSSecureCoding
  }
}
