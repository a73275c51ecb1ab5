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
    let kind: Kind
    let context: DecodingError.Context
    var path: [any CodingKey]
    switch error as? DecodingError {
    case .typeMismatch(_, let found)?, .valueNotFound(_, let found)?:
      (kind, context, path) = (.typeMismatch, found, found.codingPath)
    case .keyNotFound(let key, let found)?:
      (kind, context, path) = (.typeMismatch, found, found.codingPath + [key])
    case .dataCorrupted(let found)?:
      if let underlying = found.underlyingError as? FacsimileError {
        self.init(
          underlying.problems.map { problem in
            var rooted = problem
            rooted.typeName = typeName
            return rooted
          })
        return
      }
      (kind, context, path) = (.invalidValue, found, found.codingPath)
    default:  // an error a type threw, or a DecodingError of a later SDK
      self.init(
        Problem(
          .invalidValue, typeName: typeName, keyPath: [], detail: oneLine("\(error)", limit: 300)))
      return
    }
    if path.isEmpty, let last = context.codingPath.last { path = [last] }
    self.init(
      Problem(
        kind, typeName: typeName, keyPath: Self.segments(path),
        detail: oneLine(context.debugDescription, limit: 300)))
  }

  /// The `DecodingError` a `Decoder`'s caller expects: the coding path of the first problem,
  /// this error as the underlying error.
  func decodingError(at codingPath: [any CodingKey]) -> DecodingError {
    let path = (problems.first?.keyPath ?? []).map { segment -> any CodingKey in
      if segment.hasPrefix("["), let index = Int(segment.dropFirst().dropLast()) {
        return AnyCodingKey(index: index)
      }
      return AnyCodingKey(stringValue: segment)
    }
    return DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: codingPath + path, debugDescription: description, underlyingError: self))
  }

  /// A coding path as key path segments: an element's key (`"Index 1"`) as `[1]`.
  static func segments(_ codingPath: [any CodingKey]) -> [String] {
    codingPath.map { key in
      if let index = key.intValue, key.stringValue == "Index \(index)" { return "[\(index)]" }
      return key.stringValue
    }
  }
}
