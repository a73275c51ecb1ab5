import FacsimileCore
import Foundation
import Testing

/// `FixtureDecoder` against `JSONDecoder`, on the same `Decodable` types and the same JSON: each
/// row must give the same value, or a `DecodingError` of the same case at the same coding path
/// (and for `keyNotFound` the same key, for `typeMismatch` and `valueNotFound` the same type).
/// Each row runs through both doors of `FixtureDecoder`: the JSON bytes, and, where the JSON is
/// an object a fixture can hold, the `Fixture` parsed from them. The deliberate differences
/// documented on `FixtureDecoder` are rows of their own, marked with what differs.
@Suite struct FixtureDecoderDifferentialTests {
  /// What a row may differ in, as `FixtureDecoder`'s documentation says.
  enum Difference: Sendable {
    case none
    /// A number that does not fit (or a string `.iso8601` cannot read): `dataCorrupted` at this
    /// path, where JSONDecoder reports `dataCorrupted` at the path given to it.
    case dataCorruptedPath(ours: [String], jsonDecoder: [String])
    /// The JSON bytes only: a fixture cannot hold the number (more than 17 digits, or beyond 64
    /// bits).
    case jsonBytesOnly
  }

  struct Row: Sendable, CustomTestStringConvertible {
    let name: String
    /// Runs the row and returns every disagreement, empty when the decoders agree.
    let run: @Sendable () -> [String]
    var testDescription: String { name }
  }

  /// A coding path as text: each key's string, with its index when it has one.
  static func path(_ keys: [any CodingKey]) -> [String] {
    keys.map { key in key.intValue.map { "\(key.stringValue)#\($0)" } ?? key.stringValue }
  }

  /// What an error is, for comparison: its case, coding path, and key or type.
  struct Failure: Equatable, CustomStringConvertible {
    let kind: String
    let path: [String]
    let detail: String

    init(_ error: any Error) {
      guard let error = error as? DecodingError else {
        (kind, path, detail) = ("not a DecodingError", [], "\(type(of: error)): \(error)")
        return
      }
      switch error {
      case .typeMismatch(let type, let context):
        (kind, path, detail) = (
          "typeMismatch", FixtureDecoderDifferentialTests.path(context.codingPath), "\(type)"
        )
      case .valueNotFound(let type, let context):
        (kind, path, detail) = (
          "valueNotFound", FixtureDecoderDifferentialTests.path(context.codingPath), "\(type)"
        )
      case .keyNotFound(let key, let context):
        (kind, path, detail) = (
          "keyNotFound", FixtureDecoderDifferentialTests.path(context.codingPath), key.stringValue
        )
      case .dataCorrupted(let context):
        (kind, path, detail) = (
          "dataCorrupted", FixtureDecoderDifferentialTests.path(context.codingPath), ""
        )
      @unknown default:
        (kind, path, detail) = ("unknown", [], "\(error)")
      }
    }

    var description: String { "\(kind) at \(path) \(detail)" }
  }

  /// A row: `T` from `json` through JSONDecoder and through both doors of FixtureDecoder.
  static func row<T: Decodable & Equatable & Sendable>(
    _ name: String, _ type: T.Type, _ json: String, _ difference: Difference = .none,
    configure: @escaping @Sendable (inout FixtureDecoder, JSONDecoder) -> Void = { _, _ in }
  ) -> Row {
    Row(name: name) {
      let data = Data(json.utf8)
      let reference = JSONDecoder()
      var decoder = FixtureDecoder()
      configure(&decoder, reference)
      let expected = Result { try reference.decode(T.self, from: data) }
      var doors: [(String, Result<T, any Error>)] = [
        ("JSON bytes", Result { try decoder.decode(T.self, from: data) })
      ]
      if case .fixture(let fixture)? = try? JSONFixture(data: data).value {
        if case .jsonBytesOnly = difference {
        } else {
          doors.append(("Fixture", Result { try decoder.decode(T.self, from: fixture) }))
        }
      }
      var disagreements: [String] = []
      for (door, actual) in doors {
        switch (expected, actual) {
        case (.success(let lhs), .success(let rhs)):
          if lhs != rhs { disagreements.append("\(door): \(rhs), JSONDecoder \(lhs)") }
        case (.failure(let lhs), .failure(let rhs)):
          var want = Failure(lhs)
          let got = Failure(rhs)
          if case .dataCorruptedPath(let ours, let theirs) = difference {
            if want.kind == "dataCorrupted", want.path == theirs {
              want = Failure(
                DecodingError.dataCorrupted(
                  DecodingError.Context(
                    codingPath: ours.map { AnyKey($0) }, debugDescription: "")))
            } else {
              disagreements.append("\(door): JSONDecoder no longer \(theirs): \(want)")
            }
          }
          if want != got { disagreements.append("\(door): \(got), JSONDecoder \(want)") }
        case (.success(let value), .failure(let error)):
          disagreements.append("\(door): threw \(Failure(error)): \(error), JSONDecoder \(value)")
        case (.failure(let error), .success(let value)):
          disagreements.append("\(door): \(value), JSONDecoder threw \(Failure(error))")
        }
      }
      return disagreements
    }
  }

  /// A key from a path's text (`"Index 1#1"` has an index).
  struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) { (stringValue, self.intValue) = ("\(intValue)", intValue) }
    init(_ text: String) {
      let parts = text.split(separator: "#")
      stringValue = String(parts[0])
      intValue = parts.count > 1 ? Int(parts[1]) : nil
    }
  }

  @Test(arguments: rows)
  func fixtureDecoderAgreesWithJSONDecoder(_ row: Row) {
    let disagreements = row.run()
    #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
  }

  @Test func theHarnessSeesADisagreement() {
    // A row whose decoders are configured differently must disagree, or the table proves nothing.
    let row = Self.row("different date strategies", W<Date>.self, #"{"x": 0}"#) { decoder, _ in
      decoder.dateDecodingStrategy = .secondsSince1970
    }
    #expect(!row.run().isEmpty)
  }

  static var rows: [Row] {
    scalars + integers + floatingPoint + decimals + nullAndAbsent + containers + superDecoders
      + lossyArrays + dates + data + keys + userInfo
  }
}

// MARK: Types

/// One value under the key `x`.
struct W<T: Decodable & Equatable & Sendable>: Decodable, Equatable, Sendable { let x: T }

/// One optional value under `x`, read with `decodeIfPresent`.
struct Maybe<T: Decodable & Equatable & Sendable>: Decodable, Equatable, Sendable { let x: T? }

/// Skips one element of an unkeyed container, whatever it is.
struct Skip: Decodable, Equatable { init(from decoder: any Decoder) throws {} }

/// "Decode, or skip the bad element": keeps every `Int`, skips anything else.
struct LossyInts: Decodable, Equatable {
  var values: [Int] = []
  var skipped = 0
  var nulls = 0

  init(values: [Int]) { self.values = values }

  init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    while !container.isAtEnd {
      if try container.decodeNil() {
        nulls += 1
      } else if let value = try? container.decode(Int.self) {
        values.append(value)
      } else {
        _ = try container.decode(Skip.self)
        skipped += 1
      }
    }
  }
}

/// The same idiom with a fallback type and superDecoder() as the skip.
struct LossyStrings: Decodable, Equatable {
  var values: [String] = []

  init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    while !container.isAtEnd {
      if let value = try? container.decode(String.self) {
        values.append(value)
      } else if let value = try? container.decode(Int.self) {
        values.append("\(value)")
      } else {
        _ = try container.superDecoder()
      }
    }
  }
}

/// Reads its base class's keys from `superDecoder()` (the `"super"` key), and a parent from
/// `superDecoder(forKey:)`.
struct Derived: Decodable, Equatable {
  struct Base: Decodable, Equatable { let id: Int }
  /// Decodes from any decoder; `nil` for `null`.
  struct OptionalBase: Decodable, Equatable {
    let id: Int?
    init(from decoder: any Decoder) throws {
      let single = try decoder.singleValueContainer()
      id =
        single.decodeNil()
        ? nil
        : try decoder.container(keyedBy: CodingKeys.self).decode(
          Int.self, forKey: .id)
    }
    enum CodingKeys: String, CodingKey { case id }
  }
  enum CodingKeys: String, CodingKey { case name, parent }

  let name: String
  let base: Base
  let parent: OptionalBase

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    base = try Base(from: container.superDecoder())
    parent = try OptionalBase(from: container.superDecoder(forKey: .parent))
  }
}

/// Nested containers, keyed and unkeyed, and what `decodeNil` says at each.
struct Nested: Decodable, Equatable {
  enum Outer: String, CodingKey { case inner, list, flag }
  enum Inner: String, CodingKey { case value, name }

  var values: [String] = []

  init(from decoder: any Decoder) throws {
    let outer = try decoder.container(keyedBy: Outer.self)
    let inner = try outer.nestedContainer(keyedBy: Inner.self, forKey: .inner)
    values.append(try inner.decode(String.self, forKey: .name))
    values.append("nil \(try inner.decodeNil(forKey: .value))")
    var list = try outer.nestedUnkeyedContainer(forKey: .list)
    values.append("count \(list.count ?? -1)")
    var row = try list.nestedUnkeyedContainer()
    values.append("\(try row.decode(Int.self))")
    let item = try list.nestedContainer(keyedBy: Inner.self)
    values.append(try item.decode(String.self, forKey: .name))
    values.append("\(try list.decodeIfPresent(Int.self) as Any)")
    values.append("index \(list.currentIndex)")
    values.append("flag \(try outer.decodeIfPresent(Bool.self, forKey: .flag) as Any)")
  }
}

/// Reads past the end of an unkeyed container in the way `what` says.
struct PastTheEnd: Decodable, Equatable {
  var what = ""
  init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    let what = try container.decode(String.self)
    switch what {
    case "decode": _ = try container.decode(Int.self)
    case "decodeNil": _ = try container.decodeNil()
    case "nestedContainer": _ = try container.nestedContainer(keyedBy: AnyOf.self)
    case "nestedUnkeyedContainer": _ = try container.nestedUnkeyedContainer()
    case "superDecoder": _ = try container.superDecoder()
    case "decodeIfPresent":
      self.what = "\(try container.decodeIfPresent(Int.self) as Any) \(container.currentIndex)"
    default: break
    }
  }
  struct AnyOf: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}

/// `decodeNil(forKey:)` for a key that may be missing.
struct NilCheck: Decodable, Equatable {
  let isNil: Bool
  enum CodingKeys: String, CodingKey { case x }
  init(from decoder: any Decoder) throws {
    isNil = try decoder.container(keyedBy: CodingKeys.self).decodeNil(forKey: .x)
  }
}

/// A value scaled by `userInfo[.scale]`.
struct Scaled: Decodable, Equatable {
  static let scale = CodingUserInfoKey(rawValue: "scale")
  let value: Int
  init(from decoder: any Decoder) throws {
    let factor = Self.scale.flatMap { decoder.userInfo[$0] } as? Int ?? 1
    value = try decoder.singleValueContainer().decode(Int.self) * factor
  }
}

struct SnakeCase: Decodable, Equatable {
  let fooBar: Int
  let _leading: Int
  let trailing_: Int
  let aB: Int
  let single: Int
  let values: [String: Int]
}

enum Level: String, Decodable, Equatable { case low, high }

/// A `Double` compared by bits, so NaN and -0.0 compare.
struct Bits: Decodable, Equatable, CustomStringConvertible {
  let value: Double
  init(from decoder: any Decoder) throws {
    value = try decoder.singleValueContainer().decode(Double.self)
  }
  static func == (lhs: Bits, rhs: Bits) -> Bool { lhs.value.bitPattern == rhs.value.bitPattern }
  var description: String { "\(value)" }
}
