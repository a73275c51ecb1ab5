/// A shell-style pattern that leaves files out of a fixture check (`facsimile validate --exclude`,
/// `expectValidFixtures(excluding:)`).
///
/// The pattern is matched against every run of consecutive names in a file's path below the
/// folder searched (the path as given, for a file named directly): a file name
/// (`*.body.json`), a folder name (`http`, which leaves out everything under it), or a path
/// (`broken/*.json`). `*` matches any characters within one name, `?` one character, `[abc]` and
/// `[a-z]` one of a set (`[!abc]` one not in it), and `**` any characters across folders; `**/`
/// as whole names matches any number of folders, none included (`x/**/*.json` matches
/// `x/c.json` and `x/a/b/c.json`); `\` makes the next character literal. As in `.gitignore`, a
/// pattern that ends in `/` matches folders only (`broken/` leaves out a folder called `broken`,
/// and everything under it, but not a file of that name), and one that starts with `/` matches
/// only from the first name below the folder searched (`/broken` leaves out `broken` there, not
/// `a/broken`).
///
/// The pattern is compiled once into a small automaton (one state per pattern element) and a
/// path is read once, keeping the set of states it can be in, so a match costs at most the
/// path's length times the pattern's, whatever the pattern: no backtracking. Every run of names
/// is tried in the same pass, by starting the automaton afresh at each name and accepting at the
/// end of any name.
package struct FileGlob: Sendable, CustomStringConvertible {
  package let description: String
  private let states: [State]
  /// Whether the pattern ended in `/`: the last name of a run it matches must be a folder's.
  private let matchesFoldersOnly: Bool
  /// Whether the pattern began with `/`: a run must start at the first name.
  private let isAnchored: Bool

  /// One state of the automaton: what it does with the next character, and where it can go
  /// without reading one.
  private enum State {
    /// Reads one character that `Matcher` accepts, then goes to the next state.
    case step(Matcher)
    /// Reads any number of characters that `Matcher` accepts (none included), staying here;
    /// can go on to the next state at any time.
    case loop(Matcher)
    /// Goes on to the next state, or skips to `target`, without reading (`**/` matching no
    /// folder).
    case skip(to: Int)
  }

  /// Which characters one step reads.
  fileprivate enum Matcher {
    case character(Character)
    /// Any character but `/` (`?`, and `*` within a name).
    case withinName
    /// Any character at all (`**`).
    case anything
    /// One of a set, `[a-z]`; never `/`.
    case set([Character])
  }

  package init(_ pattern: String) {
    description = pattern
    var characters = Array(pattern)
    // A trailing `/` (not an escaped one) means folders only, as in `.gitignore`.
    var trailing = 0
    while trailing < characters.count, characters[characters.count - 1 - trailing] == "/" {
      trailing += 1
    }
    let escaped = characters.count > trailing && characters[characters.count - 1 - trailing] == "\\"
    matchesFoldersOnly = trailing > 0 && !escaped
    if matchesFoldersOnly { characters.removeLast(trailing) }
    isAnchored = characters.first == "/"
    if isAnchored { characters.removeFirst() }
    states = Self.compile(characters)
  }

  /// Where a search is after reading the names of a path so far: the automaton's states for
  /// every run of names that ends at the last one. A walk down a folder tree keeps one per
  /// folder, so each name below it is read once, however deep.
  package struct Progress: Sendable {
    fileprivate var active: [Bool]
    /// Whether a name has been read yet (the first name is not preceded by `/`).
    fileprivate var hasNames = false
  }

  /// The progress before any name.
  package var start: Progress {
    Progress(active: [Bool](repeating: false, count: states.count + 1))
  }

  /// Reads one more name of a path: the progress after it, and whether a run of names ending
  /// with it matches.
  ///
  /// - Parameters:
  ///   - name: The next name.
  ///   - progress: Where the search is after the names before it.
  ///   - isFolder: Whether the name is a folder's: a pattern that ends in `/` matches only then.
  package func reading(_ name: String, after progress: Progress, isFolder: Bool) -> (
    Progress, matches: Bool
  ) {
    var current = progress.active
    var next = current
    if progress.hasNames {
      advance(&current, reading: "/", into: &next)
      swap(&current, &next)
    }
    // A run may start at this name (only at the first, for a pattern that begins with `/`).
    if !isAnchored || !progress.hasNames { current[0] = true }
    close(&current)
    for character in name {
      advance(&current, reading: character, into: &next)
      swap(&current, &next)
    }
    // A run may end at this name.
    let matches = current[states.count] && (isFolder || !matchesFoldersOnly)
    return (Progress(active: current, hasNames: true), matches)
  }

  /// Whether the pattern matches a run of `components` (the names of a path, in order; each
  /// but the last is a folder).
  ///
  /// - Parameters:
  ///   - components: The names.
  ///   - lastIsFolder: Whether the last name is a folder's too.
  package func matches(components: [String], lastIsFolder: Bool = false) -> Bool {
    var progress = start
    for (index, component) in components.enumerated() {
      let isFolder = index < components.count - 1 || lastIsFolder
      let (next, matches) = reading(component, after: progress, isFolder: isFolder)
      if matches { return true }
      progress = next
    }
    return false
  }

  /// Whether the pattern matches a path to a file, split at `/`.
  package func matches(path: String) -> Bool {
    matches(components: path.split(separator: "/").map(String.init))
  }

  /// The states reached from `current` by reading `character`, closed under moves that read
  /// nothing.
  private func advance(
    _ current: inout [Bool], reading character: Character, into next: inout [Bool]
  ) {
    for index in next.indices { next[index] = false }
    for (index, state) in states.enumerated() where current[index] {
      switch state {
      case .step(let matcher):
        if matcher.accepts(character) { next[index + 1] = true }
      case .loop(let matcher):
        if matcher.accepts(character) { next[index] = true }
      case .skip:
        break
      }
    }
    close(&next)
  }

  /// Adds every state reachable without reading a character. Such moves only go forward, so one
  /// pass in order reaches them all.
  private func close(_ active: inout [Bool]) {
    for (index, state) in states.enumerated() where active[index] {
      switch state {
      case .step: break
      case .loop: active[index + 1] = true
      case .skip(let target):
        active[index + 1] = true
        active[target] = true
      }
    }
  }

  /// The automaton for a pattern: one state per character, `?` or set; one looping state per
  /// `*` or `**`; and `**/` as whole names is a loop over anything then a `/`, all of which may be
  /// skipped.
  private static func compile(_ pattern: [Character]) -> [State] {
    var states: [State] = []
    var index = 0
    while index < pattern.count {
      let character = pattern[index]
      switch character {
      case "*":
        let isDouble = index + 1 < pattern.count && pattern[index + 1] == "*"
        guard isDouble else {
          states.append(.loop(.withinName))
          index += 1
          continue
        }
        let startsName = index == 0 || pattern[index - 1] == "/"
        let endsWithSlash = index + 2 < pattern.count && pattern[index + 2] == "/"
        if startsName, endsWithSlash {
          // `**/`: any folders, or none. The skip lands after the `/`.
          let skip = states.count
          states.append(.skip(to: skip + 3))
          states.append(.loop(.anything))
          states.append(.step(.character("/")))
          index += 3
        } else {
          states.append(.loop(.anything))
          index += 2
        }
      case "?":
        states.append(.step(.withinName))
        index += 1
      case "\\":
        let literal = index + 1 < pattern.count ? pattern[index + 1] : "\\"
        states.append(.step(.character(literal)))
        index += index + 1 < pattern.count ? 2 : 1
      case "[":
        if let width = setWidth(pattern[index...]) {
          states.append(.step(.set(Array(pattern[index..<index + width]))))
          index += width
        } else {
          states.append(.step(.character("[")))
          index += 1
        }
      default:
        states.append(.step(.character(character)))
        index += 1
      }
    }
    return states
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
}

extension FileGlob.Matcher {
  fileprivate func accepts(_ character: Character) -> Bool {
    switch self {
    case .character(let expected): character == expected
    case .withinName: character != "/"
    case .anything: true
    case .set(let set): Self.set(set, matches: character)
    }
  }

  /// Whether a set written `[...]` (brackets included) holds `character`.
  private static func set(_ set: [Character], matches character: Character) -> Bool {
    var index = 1
    let end = set.count - 1
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
