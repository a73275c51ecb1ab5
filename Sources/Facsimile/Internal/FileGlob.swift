/// A shell-style pattern that leaves files out of a fixture check (`facsimile validate --exclude`,
/// `expectValidFixtures(excluding:)`).
///
/// The pattern is matched against every run of consecutive names in a file's path below the
/// folder searched (the path as given, for a file named directly): a file name
/// (`*.body.json`), a folder name (`http`, which leaves out everything under it), or a path
/// (`broken/*.json`). `*` matches any characters within one name, `?` one character, `[abc]` and
/// `[a-z]` one of a set (`[!abc]` one not in it), and `**` any characters across folders;
/// `\` makes the next character literal.
package struct FileGlob: Sendable, CustomStringConvertible {
  package let description: String
  private let pattern: [Character]

  package init(_ pattern: String) {
    description = pattern
    self.pattern = Array(pattern)
  }

  /// Whether the pattern matches a run of `components` (the names of a path, in order).
  package func matches(components: [String]) -> Bool {
    guard !components.isEmpty else { return false }
    for start in components.indices {
      for end in start..<components.count {
        let text = Array(components[start...end].joined(separator: "/"))
        if Self.match(pattern[...], text[...]) { return true }
      }
    }
    return false
  }

  /// Whether the pattern matches a path, split at `/`.
  package func matches(path: String) -> Bool {
    matches(components: path.split(separator: "/").map(String.init))
  }

  /// Matches a whole text, backtracking over `*` and `**` with one saved position each (so the
  /// work is at most the product of the two lengths, whatever the pattern).
  private static func match(_ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>) -> Bool
  {
    var p = pattern.startIndex
    var t = text.startIndex
    var star: (pattern: Int, text: Int, crossesFolders: Bool)?
    while t < text.endIndex {
      if p < pattern.endIndex, pattern[p] == "*" {
        let crosses = p + 1 < pattern.endIndex && pattern[p + 1] == "*"
        p += crosses ? 2 : 1
        star = (p, t, crosses)
        continue
      }
      if p < pattern.endIndex, let width = matchOne(pattern[p...], text[t]) {
        p += width
        t += 1
        continue
      }
      guard let saved = star, saved.crossesFolders || text[saved.text] != "/" else { return false }
      star = (saved.pattern, saved.text + 1, saved.crossesFolders)
      p = saved.pattern
      t = saved.text + 1
    }
    while p < pattern.endIndex, pattern[p] == "*" { p += 1 }
    return p == pattern.endIndex
  }

  /// How many pattern characters match one text character (`a`, `?`, `\*`, `[a-z]`), or `nil`.
  private static func matchOne(_ pattern: ArraySlice<Character>, _ character: Character) -> Int? {
    guard let first = pattern.first else { return nil }
    switch first {
    case "?":
      return character == "/" ? nil : 1
    case "\\":
      guard pattern.count > 1 else { return character == "\\" ? 1 : nil }
      return pattern[pattern.startIndex + 1] == character ? 2 : nil
    case "[":
      guard let width = setWidth(pattern) else { return character == "[" ? 1 : nil }
      return setMatches(pattern.prefix(width), character) ? width : nil
    default:
      return first == character ? 1 : nil
    }
  }

  /// The length of a `[...]` set at the start of `pattern`, or `nil` if it does not close.
  private static func setWidth(_ pattern: ArraySlice<Character>) -> Int? {
    var index = pattern.startIndex + 1
    if index < pattern.endIndex, pattern[index] == "!" || pattern[index] == "^" { index += 1 }
    if index < pattern.endIndex, pattern[index] == "]" { index += 1 }
    while index < pattern.endIndex {
      if pattern[index] == "]" { return index - pattern.startIndex + 1 }
      index += 1
    }
    return nil
  }

  private static func setMatches(_ set: ArraySlice<Character>, _ character: Character) -> Bool {
    var index = set.startIndex + 1
    let end = set.endIndex - 1
    var negated = false
    if set[index] == "!" || set[index] == "^" {
      negated = true
      index += 1
    }
    var found = false
    var first = true
    while index < end {
      let low = set[index]
      if low == "]", !first { break }
      first = false
      if index + 2 < end, set[index + 1] == "-" {
        if low <= character, character <= set[index + 2] { found = true }
        index += 3
      } else {
        if low == character { found = true }
        index += 1
      }
    }
    return found != negated && character != "/"
  }
}
