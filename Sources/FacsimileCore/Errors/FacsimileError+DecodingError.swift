import Foundation

extension FacsimileError {
  /// The problem a `Decodable` type's decoding ran into, at its coding path below `typeName`, so
  /// that a check that decodes part of a fixture (a push payload's custom keys) reports it as
  /// every other problem: `PushPayload.campaign.id: ...`, located in the file.
  ///
  /// - Parameters:
  ///   - error: What `FixtureDecoder` threw: a `DecodingError` (whose underlying
  ///     ``FacsimileError``, for an unknown key, gives its problems), or any error a type threw.
  ///   - typeName: The type the key paths start from.
  package init(decoding error: any Error, typeName: String) {
    guard let error = error as? DecodingError else {
      self.init([
        Problem(
          .invalidValue, typeName: typeName, keyPath: [], detail: oneLine("\(error)", limit: 300))
      ])
      return
    }
    let kind: Kind
    let context: DecodingError.Context
    var path: [any CodingKey]
    switch error {
    case .typeMismatch(_, let found), .valueNotFound(_, let found):
      (kind, context, path) = (.typeMismatch, found, found.codingPath)
    case .keyNotFound(let key, let found):
      (kind, context, path) = (.typeMismatch, found, found.codingPath + [key])
    case .dataCorrupted(let found):
      if let underlying = found.underlyingError as? FacsimileError {
        self.init(underlying.problems.map { $0.rooted(at: typeName) })
        return
      }
      (kind, context, path) = (.invalidValue, found, found.codingPath)
    @unknown default:
      self.init([
        Problem(
          .invalidValue, typeName: typeName, keyPath: [], detail: oneLine("\(error)", limit: 300))
      ])
      return
    }
    if path.isEmpty, let last = context.codingPath.last { path = [last] }
    self.init([
      Problem(
        kind, typeName: typeName, keyPath: Self.segments(path),
        detail: oneLine(context.debugDescription, limit: 300))
    ])
  }

  /// A coding path as key path segments: an element's key (`"Index 1"`) as `[1]`.
  static func segments(_ codingPath: [any CodingKey]) -> [String] {
    codingPath.map { key in
      if let index = key.intValue, key.stringValue == "Index \(index)" { return "[\(index)]" }
      return key.stringValue
    }
  }
}

extension FacsimileError.Problem {
  /// The same problem, its key path starting from `typeName`.
  fileprivate func rooted(at typeName: String) -> FacsimileError.Problem {
    FacsimileError.Problem(
      kind, typeName: typeName, keyPath: keyPath, expected: expected, found: found,
      suggestion: suggestion, validKeys: validKeys, detail: detail, hint: hint)
  }
}
