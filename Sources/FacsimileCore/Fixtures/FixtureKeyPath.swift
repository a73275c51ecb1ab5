/// A key path into a fixture or an object, written as errors print one: keys separated by dots,
/// an array element by its index in brackets (`actions[0].title`, `matrix[1][2]`), and a key
/// that holds a dot, a backslash or brackets with them escaped by a backslash
/// (`userInfo.gcm\.message_id`, `a\[0]`, `back\\slash`).
///
/// A dotted part that is a name followed only by bracketed decimal indices (signed ones too:
/// `[-1]` is an index out of range) is read as the key and those indices; any other part
/// (`a[x]`, `[`, `a]`) is a key as written, so a key with brackets in it can still be named
/// unless it looks like an index.
enum FixtureKeyPath {
  /// One step: a key of a fixture, or an element of an array, with its digits as written (the
  /// index is `nil` when too large for `Int`, which no array is).
  enum Segment: Equatable {
    case key(String)
    case index(Int?, digits: String)

    /// The segment as a problem's key path holds it: the key as it is, or `[2]`
    /// (``FacsimileError/Problem/keyPathDescription`` escapes what a key path must).
    var text: String {
      switch self {
      case .key(let key): key
      case .index(_, let digits): "[\(digits)]"
      }
    }
  }

  /// Whether a problem's key path segment is an index, `[2]` or `[-1]`, rather than a key.
  static func isIndex(_ segment: String) -> Bool {
    let segments = split(segment, literalBrackets: [])
    guard segments.count == 1, case .index = segments[0] else { return false }
    return true
  }

  /// `key` as a key path writes it: a dot, a backslash or a bracket escaped by a backslash.
  static func escaped(_ key: String) -> String {
    guard key.contains(where: { $0 == "." || $0 == "\\" || $0 == "[" || $0 == "]" }) else {
      return key
    }
    var text = ""
    for character in key {
      if character == "." || character == "\\" || character == "[" || character == "]" {
        text.append("\\")
      }
      text.append(character)
    }
    return text
  }

  /// The segments of `keyPath`, or a problem: an empty part, a lone backslash at the end, or
  /// more than ``FacsimileLimits/maximumDepth`` segments (each key and each index counts one).
  /// The same form names a fixture's values, and an object's (`value(forKeyPath:)`,
  /// `setValue(_:forKeyPath:)`); `typeName` is what problems are reported under.
  static func segments(
    of keyPath: String, typeName: String = "Fixture"
  ) throws(FacsimileError) -> [Segment] {
    func problem(_ kind: FacsimileError.Kind, _ detail: String) -> FacsimileError {
      FacsimileError(FacsimileError.Problem(kind, typeName: typeName, keyPath: [], detail: detail))
    }
    // The segments are counted first, without keeping anything: a key path may be megabytes.
    var dots = 0
    var escapes = false
    for byte in keyPath.utf8 {
      if escapes {
        escapes = false
      } else if byte == UInt8(ascii: "\\") {
        escapes = true
      } else if byte == UInt8(ascii: ".") {
        dots += 1
      }
    }
    guard dots < FacsimileLimits.maximumDepth else {
      throw problem(
        .tooDeep,
        "key path has \(dots + 1) segments, more than \(FacsimileLimits.maximumDepth) "
          + "(FacsimileLimits.maximumDepth)")
    }
    // Each dotted part, with the positions of the brackets a backslash escaped in it.
    var parts: [(text: String, literalBrackets: Set<Int>)] = []
    var current = ""
    var count = 0
    var literalBrackets: Set<Int> = []
    var escaping = false
    for character in keyPath {
      if escaping {
        if character == "[" || character == "]" { literalBrackets.insert(count) }
        current.append(character)
        count += 1
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else if character == "." {
        parts.append((current, literalBrackets))
        (current, count, literalBrackets) = ("", 0, [])
      } else {
        current.append(character)
        count += 1
      }
    }
    parts.append((current, literalBrackets))
    guard !escaping else {
      throw problem(
        .invalidKeyPath,
        "key path \(quoted(keyPath)) ends in a backslash that escapes nothing; write \\\\ for "
          + "a backslash in a key")
    }
    if let empty = parts.firstIndex(where: \.text.isEmpty) {
      throw problem(
        .invalidKeyPath,
        "key path \(quoted(keyPath)) has an empty segment at position \(empty + 1)")
    }
    var segments: [Segment] = []
    for part in parts {
      segments += split(part.text, literalBrackets: part.literalBrackets)
    }
    guard segments.count <= FacsimileLimits.maximumDepth else {
      throw problem(
        .tooDeep,
        "key path has \(segments.count) segments, more than "
          + "\(FacsimileLimits.maximumDepth) (FacsimileLimits.maximumDepth)")
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
  /// A bracket a backslash escaped (at one of `literalBrackets`) is part of the key.
  private static func split(_ part: String, literalBrackets: Set<Int>) -> [Segment] {
    guard part.last == "]" else { return [.key(part)] }
    let characters = Array(part)
    func isBracket(_ position: Int, _ bracket: Character) -> Bool {
      characters[position] == bracket && !literalBrackets.contains(position)
    }
    guard isBracket(characters.count - 1, "]"),
      let open = characters.indices.first(where: { isBracket($0, "[") })
    else { return [.key(part)] }
    var indices: [Segment] = []
    var position = open
    while position < characters.count {
      guard isBracket(position, "["),
        let close = characters.indices[position...].first(where: { isBracket($0, "]") }),
        close > position + 1
      else { return [.key(part)] }
      let text = String(characters[(position + 1)..<close])
      // A sign makes an index too (`[-1]`), out of range where a key would be unknown.
      let unsigned = text.first == "-" || text.first == "+" ? text.dropFirst() : text[...]
      guard !unsigned.isEmpty, unsigned.allSatisfy({ $0.isASCII && $0.isNumber }) else {
        return [.key(part)]
      }
      indices.append(.index(Int(text), digits: text))
      position = close + 1
    }
    let name = String(characters[..<open])
    return (name.isEmpty ? [] : [.key(name)]) + indices
  }
}
