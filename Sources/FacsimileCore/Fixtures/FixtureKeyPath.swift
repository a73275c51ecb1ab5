/// A key path into a fixture, written as errors print one: keys separated by dots, an array
/// element by its index in brackets (`actions[0].title`, `matrix[1][2]`).
///
/// A dotted part that is a name followed only by bracketed decimal indices (signed ones too:
/// `[-1]` is an index out of range) is read as the key and those indices; any other part
/// (`a[x]`, `[`, `a]`) is a key as written, so a fixture key with brackets in it can still be
/// named unless it looks like an index.
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
  /// ``FacsimileLimits/maximumDepth`` segments (each key and each index counts one). The same
  /// form names a fixture's values, and an object's (`value(forKeyPath:)`,
  /// `setValue(_:forKeyPath:)`); `typeName` is what problems are reported under.
  static func segments(
    of keyPath: String, typeName: String = "Fixture"
  ) throws(FacsimileError) -> [Segment] {
    let parts = try Fabricator.segments(of: keyPath, rootTypeName: typeName)
    var segments: [Segment] = []
    for part in parts {
      segments += split(part)
    }
    guard segments.count <= FacsimileLimits.maximumDepth else {
      throw FacsimileError(
        FacsimileError.Problem(
          .tooDeep, typeName: typeName, keyPath: [],
          detail: "key path has \(segments.count) segments, more than "
            + "\(FacsimileLimits.maximumDepth) (FacsimileLimits.maximumDepth)"))
    }
    return segments
  }

  /// The problem of an index outside an array of `count` elements, at `path`.
  static func outOfRange(
    _ digits: String, count: Int, typeName: String, path: [String]
  ) -> FacsimileError.Problem {
    FacsimileError.Problem(
      .invalidKeyPath, typeName: typeName, keyPath: path,
      detail: "index \(oneLine(digits)) is out of range: the array has "
        + counted(count, "element") + (count == 0 ? "" : " (indices 0 to \(count - 1))"))
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
      // A sign makes an index too (`[-1]`), out of range where a key would be unknown.
      let unsigned = digits.first == "-" || digits.first == "+" ? digits.dropFirst() : digits[...]
      guard !unsigned.isEmpty, unsigned.allSatisfy({ $0.isASCII && $0.isNumber }) else {
        return [.key(part)]
      }
      indices.append(.index(Int(String(digits)), digits: String(digits)))
      position = close + 1
    }
    let name = String(characters[..<open])
    return (name.isEmpty ? [] : [.key(name)]) + indices
  }
}
