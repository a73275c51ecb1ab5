public import Foundation

extension KeyValueCodable {
  /// Makes an instance from JSON text whose top level is an object, as
  /// ``fabricate(from:allowing:)->Self`` does with `Fixture(json:)`, without the fixture in between.
  ///
  /// ```swift
  /// let json = Data(#"{"actionIdentifier": "OPEN", "notification": {"date": 0}}"#.utf8)
  /// let response = try UNNotificationResponse.fabricate(json: json)
  /// ```
  ///
  /// A top-level `"$schema"` key (see ``FixtureSchema``) is ignored, as in a fixture file.
  ///
  /// - Parameters:
  ///   - json: UTF-8 JSON; a byte-order mark is skipped.
  ///   - allowedTypes: Further subclasses the JSON may name with `"$type"`.
  /// - Returns: The new instance.
  /// - Throws: ``FacsimileError`` listing every problem, each with its key path, line and column.
  public static func fabricate(
    json: Data, allowing allowedTypes: [any KeyValueCodable.Type] = []
  ) throws -> Self {
    let document = try JSONParser<EngineValue>.parsing(json) { parser throws(FacsimileError) in
      try parser.parse()
    }.value
    do throws(FacsimileError) {
      guard var properties = document as? [String: Any] else {
        throw FacsimileError(
          FacsimileError.Problem(
            .typeMismatch, typeName: keyTable.typeName, keyPath: [], expected: "a JSON object",
            found: describe(document)))
      }
      properties[JSONFixture.schemaKey] = nil
      return try Fabricator.fabricate(Self.self, from: properties, allowing: allowedTypes)
    } catch {
      throw JSONFixture.locate(error, in: json, file: nil)
    }
  }

  /// Makes one instance per element of JSON text whose top level is an array of objects, as
  /// ``fabricate(from:allowing:)->[Self]`` does with `Fixture.array(json:)`, but one
  /// element at a time: each element is parsed, made into an instance and dropped before the next
  /// is read, so the parsed JSON of the whole array is never held at once.
  ///
  /// ```swift
  /// let json = Data(#"[{"actionIdentifier": "OPEN"}, {"actionIdentifier": "SNOOZE"}]"#.utf8)
  /// let responses = try UNNotificationResponse.fabricateArray(json: json)
  /// ```
  ///
  /// As with every fabrication, nothing is returned unless every element fits: the problems of
  /// all elements are reported together, with key paths that start with the index (`[2]`).
  ///
  /// - Parameters:
  ///   - json: UTF-8 JSON; a byte-order mark is skipped.
  ///   - allowedTypes: Further subclasses the elements may name with `"$type"`.
  /// - Returns: The new instances, in order.
  /// - Throws: ``FacsimileError`` listing every problem, each with its key path, line and column;
  ///   a syntax error stops the reading at once.
  public static func fabricateArray(
    json: Data, allowing allowedTypes: [any KeyValueCodable.Type] = []
  ) throws -> [Self] {
    let typeName = keyTable.typeName
    var made: [Self] = []
    var problems: [FacsimileError.Problem] = []
    let other = try JSONParser<EngineValue>.parsing(json) { parser throws(FacsimileError) in
      try parser.parseElements { index, element throws(FacsimileError) in
        let path = "[\(index)]"
        guard let properties = element.value as? [String: Any] else {
          problems.append(
            FacsimileError.Problem(
              .typeMismatch, typeName: typeName, keyPath: [path], expected: "a JSON object",
              found: describe(element.value)))
          return
        }
        do throws(FacsimileError) {
          made.append(
            try Fabricator.fabricate(
              Self.self, from: properties, allowing: allowedTypes, path: [path]))
        } catch {
          problems += error.problems
        }
      }
    }
    if let other {
      problems.append(
        FacsimileError.Problem(
          .typeMismatch, typeName: typeName, keyPath: [], expected: "a JSON array",
          found: describe(other.value)))
    }
    guard problems.isEmpty else {
      throw JSONFixture.locate(FacsimileError(problems), in: json, file: nil)
    }
    return made
  }
}
