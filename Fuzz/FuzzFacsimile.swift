// The libFuzzer target: arbitrary bytes through every door that takes outside input, with
// oracles that turn wrong behaviour into a crash libFuzzer can report.
//
// Built by Scripts/fuzz.sh (not by SwiftPM): the library targets are compiled with
// `-sanitize=fuzzer,address` and linked with this file and the command's type list.
//
// Doors, for each input:
//   1. JSON: `JSONFixture(data:)`; the parsed document must survive `jsonData()` and parse back
//      to an equal value.
//   2. JSON fixture -> object: the document fabricated as its `"$type"` and as two types chosen
//      by the input; every fabricated object is described, copied, compared, encoded and saved
//      back as a fixture, which must fabricate an equal object (key by key; responders compare
//      by identity, as UIKit's do, so for them only their fixtures are compared), and a model that
//      adopts `NSSecureCoding` must unarchive equal from `NSKeyedArchiver`. The same bytes
//      through `fabricate(json:)` and `fabricateArray(json:)`, which skip the fixture, must
//      make objects with equal fixtures, or fail with the same located problems (an array's
//      elements that are not objects are reported along with the others' problems, where the
//      document reports them alone).
//   3. `JSONDecoder` over the models and `FixtureDecoder` over a plain `Decodable` struct, from
//      the fixture and from the bytes, which must give what `JSONDecoder` gives (the value, or
//      an error of the same case).
//   4. Push payloads: `PushPayload(json:)` to content, notification and response.
//   5. The keyed coder: `init?(coder:)` with a `KeyedCoder` over the document, and every
//      `decode...(forKey:)` for every key.
//   6. Key paths: every key path and string in the document, and the first lines of the raw
//      text, read and set on a fabricated response, and edited in the fixture; a set that fails
//      must leave the object exactly as it was.
//
// Every error a door throws must be a `FacsimileError` (a `DecodingError` for the `Decoder`
// doors) with at least one problem, each with a description.

import Facsimile
import Foundation

/// libFuzzer's entry point: runs one input through every door.
///
/// ```swift
/// // Called by libFuzzer's main, never by hand; replay an input with
/// // `Scripts/fuzz.sh replay FILE`.
/// ```
///
/// - Parameters:
///   - data: The input's bytes.
///   - size: How many bytes there are.
/// - Returns: `0`, as libFuzzer requires; a failed oracle stops the process instead.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzHarness(bytes: Data(bytes: data, count: size)).run()
  return 0
}

struct FuzzHarness {
  let bytes: Data

  func run() {
    let document: JSONFixture
    do {
      document = try JSONFixture(data: bytes, file: "fuzz.json")
    } catch {
      let failure = requireFacsimileError(error, door: "JSONFixture(data:)")
      require(failure.kind == .malformedJSON, "JSONFixture(data:) threw \(failure.kind)")
      require(failure.problems.allSatisfy { $0.line != nil }, "malformed JSON without a line")
      for door in ["fabricate(json:)", "fabricateArray(json:)"] {
        do {
          _ =
            door == "fabricate(json:)"
            ? [try UNNotificationResponse.fabricate(json: bytes)]
            : try UNNotificationResponse.fabricateArray(json: bytes)
          fail("\(door) accepted malformed JSON")
        } catch {
          let direct = requireFacsimileError(error, door: door)
          require(
            located(direct) == located(failure),
            "\(door) reports \(located(direct)), JSONFixture(data:) \(located(failure))")
        }
      }
      decodeWithJSONDecoder()
      return
    }
    checkWriterRoundTrip(document)
    for type in typesToFabricate(document) {
      fabricate(document, as: type)
    }
    decodeWithJSONDecoder()
    payload()
    guard case .fixture(let fixture) = document.value else { return }
    keyedCoder(fixture)
    keyPaths(fixture, document: document)
  }

  // MARK: 1. JSON text

  /// What the writer writes, the parser must read back as an equal value.
  private func checkWriterRoundTrip(_ document: JSONFixture) {
    guard case .fixture(let fixture) = document.value else { return }
    let written = fixture.jsonData(pretty: false)
    do {
      let reread = try Fixture(json: written)
      require(reread == fixture, "jsonData() does not read back as the same fixture")
    } catch {
      fail("jsonData() of a parsed fixture does not parse: \(error)")
    }
  }

  // MARK: 2. JSON fixture -> object

  private func typesToFabricate(_ document: JSONFixture) -> [any KeyValueCodable.Type] {
    var types: [any KeyValueCodable.Type] = [UNNotificationResponse.self]
    if case .fixture(let root) = document.value, case .string(let name)? = root[Fixture.typeKey],
      let named = KnownTypes.models.first(where: { $0.keyTable.typeName == name })
    {
      types.append(named)
    }
    let selector = bytes.reduce(0) { ($0 &* 31) &+ Int($1) }
    types.append(KnownTypes.models[abs(selector % KnownTypes.models.count)])
    return types
  }

  private func fabricate(_ document: JSONFixture, as type: any KeyValueCodable.Type) {
    func open<T: KeyValueCodable>(_: T.Type) {
      do {
        exercise(try document.fabricate(T.self), as: T.self)
      } catch {
        _ = requireFacsimileError(error, door: "JSONFixture.fabricate(\(T.self))")
      }
      do {
        for object in try document.fabricate([T].self) { exercise(object, as: T.self) }
      } catch {
        _ = requireFacsimileError(error, door: "JSONFixture.fabricate([\(T.self)])")
      }
      compare(
        "fabricate(json:)", Result { try T.fabricate(json: bytes) }.map { [$0] },
        with: Result { try document.fabricate(T.self) }.map { [$0] }, containing: false)
      compare(
        "fabricateArray(json:)", Result { try T.fabricateArray(json: bytes) },
        with: Result { try document.fabricate([T].self) }, containing: true)
    }
    open(type)
  }

  /// The direct door must succeed where the document does, with objects whose fixtures are equal,
  /// and fail where it fails, with the same located problems (`containing`: at least them).
  private func compare<T: KeyValueCodable>(
    _ door: String, _ direct: Result<[T], any Error>, with expected: Result<[T], any Error>,
    containing: Bool
  ) {
    switch (direct, expected) {
    case (.success(let made), .success(let wanted)):
      require(made.count == wanted.count, "\(door) made \(made.count), not \(wanted.count)")
      for (object, other) in zip(made, wanted) {
        require(type(of: object) == type(of: other), "\(door) made a \(type(of: object))")
        require(object.fixture() == other.fixture(), "\(door) made an object with other values")
      }
    case (.failure(let error), .failure(let wanted)):
      let problems = located(requireFacsimileError(error, door: door))
      let expected = located(requireFacsimileError(wanted, door: "JSONFixture"))
      require(
        containing ? expected.isSubset(of: problems) : problems == expected,
        "\(door) reports \(problems.sorted()), the document \(expected.sorted())")
    case (.success, .failure(let error)):
      fail("\(door) succeeded where the document failed with \(error)")
    case (.failure(let error), .success):
      fail("\(door) failed where the document succeeded: \(error)")
    }
  }

  /// A problem as compared across doors: its message and location, without the file name.
  private func located(_ error: FacsimileError) -> Set<String> {
    Set(
      error.problems.map { problem in
        [
          "\(problem.line ?? 0):\(problem.column ?? 0)", "\(problem.kind)", problem.typeName,
          problem.keyPath.joined(separator: "."), problem.expected ?? "", problem.found ?? "",
          problem.suggestion ?? "", problem.detail ?? "",
        ].joined(separator: " | ")
      })
  }

  /// Every read-only door on a fabricated object, and the round trip through `fixture()`.
  private func exercise<T: KeyValueCodable>(_ object: T, as type: T.Type) {
    _ = object.treeDescription
    _ = String(describing: object)
    let saved = object.fixture()
    _ = saved.jsonData()
    let coder = KeyedCoder()
    (object as? KeyedObject)?.encode(with: coder)
    if let keyed = object as? KeyedObject {
      let copy = keyed.copy()
      require(
        (copy as? any KeyValueCodable).map(ownFixture) == ownFixture(object),
        "\(T.self): copy() has other values")
      // Responders compare by identity, as UIKit's do, and a mutable content's copy is an
      // immutable content, as Apple documents; everything else compares key by key.
      if !(object is UIResponder), Swift.type(of: copy as AnyObject) == Swift.type(of: keyed) {
        require(keyed.isEqual(copy), "\(T.self): copy() is not equal to the original")
        require(keyed.hash == (copy as? KeyedObject)?.hash, "\(T.self): a copy hashes differently")
      }
      _ = try? JSONEncoder().encode(keyed)
      checkArchiveRoundTrip(keyed)
    }
    checkRoundTrip(object, as: T.self)
  }

  /// A model that adopts `NSSecureCoding` must come back from a secure `NSKeyedArchiver` archive
  /// of the same class, with the same values (responders: the same fixture).
  private func checkArchiveRoundTrip(_ object: KeyedObject) {
    let objectType = Swift.type(of: object)
    guard objectType is any NSSecureCoding.Type else { return }
    do {
      let data = try NSKeyedArchiver.archivedData(
        withRootObject: object, requiringSecureCoding: true)
      let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
      unarchiver.requiresSecureCoding = true
      unarchiver.decodingFailurePolicy = .setErrorAndReturn
      defer { unarchiver.finishDecoding() }
      let again = unarchiver.decodeObject(of: [objectType], forKey: NSKeyedArchiveRootObjectKey)
      guard let again = again as? KeyedObject, Swift.type(of: again) == objectType else {
        fail("\(objectType): the archive did not unarchive: \(unarchiver.error as Any)")
      }
      require(ownFixture(again) == ownFixture(object), "\(objectType): the archive lost values")
      if !(object is UIResponder) {
        require(again.isEqual(object), "\(objectType): the archive is not equal")
      }
    } catch {
      fail("\(objectType): archiving threw \(error)")
    }
  }

  /// `fixture()` must fabricate an equal object of the same class as the type it was declared
  /// as (a subclass saves its `"$type"`), and as its own class.
  private func checkRoundTrip<T: KeyValueCodable>(_ object: T, as _: T.Type) {
    let dynamicType: any KeyValueCodable.Type = Swift.type(of: object)
    do {
      let again = try T.fabricate(from: object.fixture(), allowing: [dynamicType])
      require(
        Swift.type(of: again) == Swift.type(of: object),
        "\(T.self): fabricate(from: fixture()) of a \(dynamicType) made a \(Swift.type(of: again))")
    } catch {
      fail("\(T.self): fabricate(from: fixture()) of a \(dynamicType) threw \(error)")
    }
    func open<Made: KeyValueCodable>(_: Made.Type) {
      let saved = (object as? Made)?.fixture()
      do {
        let again = try Made.fabricate(from: saved ?? [:])
        require(
          again.fixture() == saved, "\(Made.self): fabricate(from: fixture()) has other values")
        if let keyed = object as? KeyedObject, !(object is UIResponder) {
          require(keyed.isEqual(again), "\(Made.self): fabricate(from: fixture()) is not equal")
        }
      } catch {
        fail("\(Made.self): fabricate(from: fixture()) of a fabricated object threw \(error)")
      }
    }
    open(dynamicType)
  }

  /// The object's fixture as its own class: no top-level `"$type"`.
  private func ownFixture(_ object: any KeyValueCodable) -> Fixture {
    func open<Own: KeyValueCodable>(_: Own.Type) -> Fixture? { (object as? Own)?.fixture() }
    let ownType: any KeyValueCodable.Type = Swift.type(of: object)
    return open(ownType) ?? Fixture()
  }

  // MARK: 3. Decoders

  private struct Plain: Decodable, Equatable {
    let identifier: String?
    let count: Int?
    let small: Int8?
    let ratio: Float?
    let amount: Decimal?
    let date: Date?
    let url: URL?
    let nested: [String: [Int]]?
    let flags: [Bool]?
    let bytes: Data?
  }

  /// What a decode gave, as compared across decoders: the value, or the error's case.
  private func outcome(_ decode: () throws -> Plain) -> Result<Plain, FailureCase> {
    do {
      return .success(try decode())
    } catch let error as DecodingError {
      switch error {
      case .typeMismatch: return .failure(FailureCase(name: "typeMismatch"))
      case .valueNotFound: return .failure(FailureCase(name: "valueNotFound"))
      case .keyNotFound: return .failure(FailureCase(name: "keyNotFound"))
      case .dataCorrupted: return .failure(FailureCase(name: "dataCorrupted"))
      @unknown default: return .failure(FailureCase(name: "unknown"))
      }
    } catch {
      fail("a Decoder threw \(Swift.type(of: error)): \(error)")
    }
  }

  private struct FailureCase: Error, Equatable { let name: String }

  private func decodeWithJSONDecoder() {
    // The models are not Decodable (as Apple's are not); Fabricated<T> decodes them.
    for type in [Fabricated<UNNotificationResponse>.self, Fabricated<UNNotificationRequest>.self]
      as [any Decodable.Type]
    {
      do {
        _ = try JSONDecoder().decode(type, from: bytes)
      } catch {
        // Foundation's own parser rejects some documents ours takes and the other way round;
        // only the kind of error matters here.
        require(
          error is DecodingError || error is FacsimileError,
          "JSONDecoder threw \(Swift.type(of: error)): \(error)")
      }
    }
    guard let fixture = try? Fixture(json: bytes) else { return }
    do {
      _ = try FixtureDecoder().decode(Plain.self, from: fixture)
    } catch {
      require(error is DecodingError, "FixtureDecoder threw \(Swift.type(of: error)): \(error)")
    }
    // JSON that fixtures read: FixtureDecoder over the bytes gives what JSONDecoder gives (with
    // JSONDecoder's date strategy), a value or an error of the same case.
    var decoder = FixtureDecoder()
    decoder.dateDecodingStrategy = .deferredToDate
    let ours = outcome { try decoder.decode(Plain.self, from: bytes) }
    let theirs = outcome { try JSONDecoder().decode(Plain.self, from: bytes) }
    require(ours == theirs, "FixtureDecoder gave \(ours), JSONDecoder \(theirs)")
  }

  // MARK: 4. Push payloads

  private func payload() {
    do {
      let payload = try PushPayload(json: bytes)
      _ = payload.isContentAvailable
      _ = payload.isMutableContent
      _ = payload.userInfo
      do {
        let response = try payload.response()
        exercise(response, as: UNNotificationResponse.self)
        _ = try payload.textInputResponse(actionIdentifier: "REPLY", userText: "fuzz")
      } catch {
        _ = requireFacsimileError(error, door: "PushPayload.response()")
      }
    } catch {
      _ = requireFacsimileError(error, door: "PushPayload(json:)")
    }
  }

  // MARK: 5. The keyed coder

  private func keyedCoder(_ fixture: Fixture) {
    let properties = fixture.properties
    let coder = KeyedCoder(properties)
    if let response = UNNotificationResponse(coder: coder) {
      exercise(response, as: UNNotificationResponse.self)
    } else {
      require(coder.error is FacsimileError, "init?(coder:) returned nil without an error")
    }
    let other = KeyedCoder(properties)
    if UNNotificationRequest(coder: other) == nil {
      require(other.error is FacsimileError, "init?(coder:) returned nil without an error")
    }
    let reader = KeyedCoder(properties)
    for key in fixture.keys {
      _ = reader.containsValue(forKey: key)
      _ = reader.decodeObject(forKey: key)
      _ = reader.decodeObject(of: [UNNotificationContent.self, NSString.self], forKey: key)
      _ = reader.decodeBool(forKey: key)
      _ = reader.decodeInteger(forKey: key)
      _ = reader.decodeInt32(forKey: key)
      _ = reader.decodeInt64(forKey: key)
      _ = reader.decodeFloat(forKey: key)
      _ = reader.decodeDouble(forKey: key)
      _ = reader.decodePropertyList(forKey: key)
      reader.withDecodedUnsafeBytes(forKey: key) { _ in }
    }
    _ = reader.decodeObject()
    if let error = reader.error { _ = requireFacsimileError(error, door: "KeyedCoder") }
  }

  // MARK: 6. Key paths

  private func keyPaths(_ fixture: Fixture, document: JSONFixture) {
    var paths: [String] = []
    var values: [FixtureValue] = [.null]
    collect(.fixture(fixture), path: [], paths: &paths, values: &values)
    if let text = String(data: bytes.prefix(512), encoding: .utf8) {
      paths += text.split(separator: "\n", omittingEmptySubsequences: false).prefix(3).map(
        String.init)
    }
    guard
      let response = try? UNNotificationResponse.fabricate(
        from: [
          "actionIdentifier": "OPEN",
          "notification": [
            "request": ["identifier": "fuzz", "content": ["title": "Fuzz", "userInfo": ["k": 1]]]
          ],
        ])
    else { fail("the base response does not fabricate") }
    for (index, path) in paths.prefix(32).enumerated() {
      let value = values[index % values.count]
      do {
        _ = try response.value(forKeyPath: path)
      } catch {
        _ = requireFacsimileError(error, door: "value(forKeyPath:)")
      }
      let before = response.fixture()
      do {
        try response.setValue(value.engineValue, forKeyPath: path)
      } catch {
        _ = requireFacsimileError(error, door: "setValue(_:forKeyPath:)")
        require(response.fixture() == before, "a failed setValue(_:forKeyPath:) changed the object")
      }
      if !path.contains(".") {
        let beforeKey = response.fixture()
        do {
          try response.setValue(value.engineValue, forKey: path)
        } catch {
          _ = requireFacsimileError(error, door: "setValue(_:forKey:)")
          require(
            response.fixture() == beforeKey, "a failed setValue(_:forKey:) changed the object")
        }
      }
      do {
        _ = try fixture.setting(path, to: value)
        _ = try fixture.removing(path)
      } catch {
        _ = requireFacsimileError(error, door: "Fixture.setting(_:to:)")
      }
    }
    _ = fixture.merging(fixture)
  }

  private func collect(
    _ value: FixtureValue, path: [String], paths: inout [String], values: inout [FixtureValue]
  ) {
    switch value {
    case .fixture(let fixture):
      for (key, nested) in fixture.entries {
        paths.append((path + [key]).joined(separator: "."))
        collect(nested, path: path + [key], paths: &paths, values: &values)
      }
    case .array(let elements):
      for element in elements.prefix(8) {
        collect(element, path: path, paths: &paths, values: &values)
      }
    case .string(let string):
      paths.append(string)
      values.append(value)
    default:
      values.append(value)
    }
  }

  // MARK: Oracles

  private func requireFacsimileError(_ error: any Error, door: String) -> FacsimileError {
    guard let failure = error as? FacsimileError else {
      fail("\(door) threw \(type(of: error)), not FacsimileError: \(error)")
    }
    require(!failure.problems.isEmpty, "\(door) threw a FacsimileError with no problems")
    for problem in failure.problems {
      require(!problem.description.isEmpty, "\(door): a problem with an empty description")
      require(
        !problem.description.unicodeScalars.contains {
          [.control, .lineSeparator, .paragraphSeparator].contains($0.properties.generalCategory)
        }, "\(door): a problem of more than one line")
    }
    return failure
  }

  private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fail(message()) }
  }

  private func fail(_ message: String) -> Never {
    let preview = String(decoding: bytes.prefix(200), as: UTF8.self)
    fatalError("Facsimile fuzz oracle: \(message)\ninput (\(bytes.count) bytes): \(preview)")
  }
}
