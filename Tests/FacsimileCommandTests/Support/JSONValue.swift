import Foundation

/// A JSON value that keeps Booleans, integers and other numbers apart, for the schema validator.
enum JSONValue: Decodable, Equatable {
  case null
  case bool(Bool)
  case integer(Int)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else if let integer = try? container.decode(Int.self) {
      self = .integer(integer)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let string = try? container.decode(String.self) {
      self = .string(string)
    } else if let array = try? container.decode([JSONValue].self) {
      self = .array(array)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// Parses JSON text.
  init(json: String) throws {
    self = try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
  }

  /// Reads a JSON file.
  init(contentsOf url: URL) throws {
    self = try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: url))
  }

  /// The value as a number, if it is one.
  var number: Double? {
    switch self {
    case .integer(let integer): Double(integer)
    case .number(let number): number
    default: nil
    }
  }

  /// JSON Schema equality: numbers compare by value (`1 == 1.0`).
  func isSchemaEqual(to other: JSONValue) -> Bool {
    if let number, let otherNumber = other.number { return number == otherNumber }
    switch (self, other) {
    case (.array(let lhs), .array(let rhs)):
      return lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0.isSchemaEqual(to: $1) }
    case (.object(let lhs), .object(let rhs)):
      return Set(lhs.keys) == Set(rhs.keys)
        && lhs.allSatisfy { key, value in rhs[key].map { value.isSchemaEqual(to: $0) } ?? false }
    default:
      return self == other
    }
  }
}
