/// A key path into a fixture, written as errors print one: keys separated by dots, an array
/// element by its index in brackets (`actions[0].title`, `matrix[1][2]`).
///
/// A dotted part that is a name followed only by bracketed decimal indices is read as the key
/// and those indices; any other part (`a[x]`, `[`, `a]`) is a key as written, so a fixture key
/// with brackets in it can still be named unless it looks like an index.
enum FixtureKeyPath {
  /// One step: a key of a fixture, or an element of an array, with its digits as written (the
  /// index is `nil` when too large for `Int`, which no array is).
  enum Segment: Equatable {
    case key(String)
    case index(Int?, digits: String)

    /// The segment as a key path prints it: the key, or `[2]`.
    var text: String {
      switch self {
      case .key(let key): key
      case .index(_, let digits): "[\(digits)]"
      }
    }
  }

  /// The segments of `keyPath`, or a problem: an empty part, or more than
  /// ``FacsimileLimits/maximumDepth`` segments (each key and each index counts one).
  static func segments(of keyPath: String) throws(FacsimileError) -> [Segment] {
    let parts = try Fabricator.segments(of: keyPath, rootTypeName: "Fixture")
    var segments: [Segment] = []
    for part in parts {
      segments += split(part)
    }
    guard segments.count <= FacsimileLimits.maximumDepth else {
      throw FacsimileError(
        FacsimileError.Problem(
          .tooDeep, typeName: "Fixture", keyPath: [],
          detail: "key path has \(segments.count) segments, more than "
            + "\(FacsimileLimits.maximumDepth) (FacsimileLimits.maximumDepth)"))
    }
    return segments
  }

  /// `buttons[0][1]` as `buttons`, `[0]`, `[1]`; a part that is not a name and indices, as a key.
  private static func split(_ part: String) -> [Segment] {
    let characters = Array(part)
    guard characters.last == "]", let open = characters.firstIndex(of: "[") else {
      return [.key(part)]
    }
    var indices: [Segment] = []
    var position = open
    while position < characters.count {
      guard characters[position] == "[",
        let close = characters[position...].firstIndex(of: "]"), close > position + 1
      else { return [.key(part)] }
      let digits = characters[(position + 1)..<close]
      guard digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return [.key(part)] }
      indices.append(.index(Int(String(digits)), digits: String(digits)))
      position = close + 1
    }
    let name = String(characters[..<open])
    return (name.isEmpty ? [] : [.key(name)]) + indices
  }
}
