import Facsimile
import Foundation
import Testing

/// One row of the adversarial input table: a bad input at one door, and exactly what it must get.
struct BadInput: Sendable, CustomTestStringConvertible {
  /// Where the input goes in.
  enum Door: String, Sendable {
    case keyedDictionary = "keyed dictionary"
    case keyValueCoding = "setValue/value(forKeyPath:)"
    case keyedCoder = "keyed coder"
    case fixture = "fixture"
    case json = "JSON"
    case pushPayload = "push payload"
    case commandLine = "command line"
  }

  /// What the input must get.
  enum Expected: Sendable {
    /// A `FacsimileError` of this kind whose description contains the fragment.
    case error(FacsimileError.Kind, String)
    /// This exit status, with the fragment in what the command printed to `stream`.
    case exit(Int32, Stream, String)
    /// No error: the input is one a device accepts, read as the description says. The row's body
    /// checks the value and throws ``ReadOtherwise`` when it differs.
    case accepted(String)
  }

  /// What a row's body throws when an accepted input was read otherwise than a device reads it.
  struct ReadOtherwise: Error, CustomStringConvertible {
    let description: String
  }

  /// Where the command line writes.
  enum Stream: String, Sendable {
    case standardOutput = "stdout"
    case standardError = "stderr"
  }

  /// How the row feeds its input in.
  enum Action: Sendable {
    /// Calls into the library; the input is made inside, so the table itself stays small.
    case call(@Sendable () throws -> Void)
    /// Writes files into a scratch folder and returns the command's arguments.
    case command(@Sendable (_ folder: URL) throws -> [String])
  }

  let door: Door
  let name: String
  let expected: Expected
  let action: Action
  /// Whether the input is large enough (tens of megabytes, a million elements) to take seconds:
  /// such rows run on a thread of their own, one at a time (see ``onOwnThread(_:)``).
  let isLarge: Bool

  /// A row for a library door.
  init(
    _ door: Door, _ name: String, _ kind: FacsimileError.Kind, _ fragment: String,
    large: Bool = false,
    _ body: @escaping @Sendable () throws -> Void
  ) {
    self.door = door
    self.name = name
    self.expected = .error(kind, fragment)
    self.action = .call(body)
    self.isLarge = large
  }

  /// A row for an input a device accepts: `body` reads it and throws ``ReadOtherwise`` unless
  /// it was read as `expected` says.
  init(
    _ door: Door, _ name: String, accepted expected: String,
    _ body: @escaping @Sendable () throws -> Void
  ) {
    self.door = door
    self.name = name
    self.expected = .accepted(expected)
    self.action = .call(body)
    self.isLarge = false
  }

  /// A row for the command line.
  init(
    command name: String, status: Int32, _ stream: Stream, _ fragment: String,
    large: Bool = false,
    _ arguments: @escaping @Sendable (_ folder: URL) throws -> [String]
  ) {
    self.door = .commandLine
    self.name = name
    self.expected = .exit(status, stream, fragment)
    self.action = .command(arguments)
    self.isLarge = large
  }

  var testDescription: String { "\(door.rawValue): \(name)" }

  /// Every row, door by door.
  static let all: [BadInput] =
    keyedDictionaries + keyValueCoding + keyedCoder + fixtures + json + pushPayloads + roundTwo
    + roundThree + commandLine
}

// MARK: Helpers the rows share

/// Throws the coder's error if `init?(coder:)` of `type` returns `nil`.
func decode<T: KeyValueCodable & NSCoding>(_ type: T.Type, from properties: [String: Any])
  throws
{
  let coder = KeyedCoder(properties)
  guard T(coder: coder) != nil else {
    throw coder.error ?? CocoaError(.coderInvalidValue)
  }
}

/// Runs `body` with a coder over `properties`, then throws whatever the coder recorded.
func withCoder(_ properties: [String: Any], _ body: (KeyedCoder) -> Void) throws {
  let coder = KeyedCoder(properties)
  body(coder)
  if let error = coder.error { throw error }
}

/// Parses `text` as a JSON fixture document.
func parse(_ text: String) throws {
  _ = try JSONFixture(data: Data(text.utf8))
}

/// Parses raw bytes as a JSON fixture document.
func parse(bytes: [UInt8]) throws {
  _ = try JSONFixture(data: Data(bytes))
}

/// Parses `text` and fabricates it as `type`.
func fabricate<T: KeyValueCodable>(_ type: T.Type, json text: String) throws {
  _ = try JSONFixture(data: Data(text.utf8)).fabricate(type)
}

/// A string of `count` bytes, for the 50 MB rows.
func hugeString(_ count: Int, of character: Character = "a") -> String {
  String(repeating: String(character), count: count)
}

/// 50 MB.
let fiftyMegabytes = 50 * 1024 * 1024
