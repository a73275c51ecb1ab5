/// A line-by-line difference of two texts, as a failure message shows it: `−` before a line only
/// the expected text has, `+` before one only the actual text has, a space before a line both
/// have; runs of unchanged lines far from a change fold into `…`.
enum LineDiff {
  /// Unchanged lines kept before and after each change.
  static let context = 2
  /// The largest product of the two line counts compared line by line (a longest common
  /// subsequence); past it, only the common first and last lines are matched.
  static let maximumCells = 4_000_000

  enum Line: Equatable {
    case same(String)
    case removed(String)
    case added(String)
  }

  /// The lines of the difference, with their marks.
  static func render(expected: [String], actual: [String]) -> [String] {
    let lines = diff(expected, actual)
    var keep = [Bool](repeating: false, count: lines.count)
    for (index, line) in lines.enumerated() {
      guard case .same = line else {
        for near in max(0, index - context)...min(lines.count - 1, index + context) {
          keep[near] = true
        }
        continue
      }
    }
    var rendered: [String] = []
    var folded = false
    for (index, line) in lines.enumerated() {
      guard keep[index] else {
        if !folded { rendered.append("  …") }
        folded = true
        continue
      }
      folded = false
      switch line {
      case .same(let text): rendered.append("  " + text)
      case .removed(let text): rendered.append("− " + text)
      case .added(let text): rendered.append("+ " + text)
      }
    }
    return rendered
  }

  /// The lines of both texts in order, each marked as in both, only expected, or only actual.
  static func diff(_ expected: [String], _ actual: [String]) -> [Line] {
    var prefix = 0
    while prefix < expected.count, prefix < actual.count, expected[prefix] == actual[prefix] {
      prefix += 1
    }
    var suffix = 0
    while suffix < expected.count - prefix, suffix < actual.count - prefix,
      expected[expected.count - 1 - suffix] == actual[actual.count - 1 - suffix]
    {
      suffix += 1
    }
    let old = Array(expected[prefix..<(expected.count - suffix)])
    let new = Array(actual[prefix..<(actual.count - suffix)])
    var middle: [Line]
    if old.count * new.count <= maximumCells {
      middle = commonSubsequence(old, new)
    } else {
      middle = old.map(Line.removed) + new.map(Line.added)
    }
    middle = expected[..<prefix].map(Line.same) + middle
    return middle + expected[(expected.count - suffix)...].map(Line.same)
  }

  /// The classic longest-common-subsequence table, walked back into lines. Lines are compared
  /// as numbers (one per distinct text), so the table's cells cost no string comparison.
  private static func commonSubsequence(_ old: [String], _ new: [String]) -> [Line] {
    var numbers: [String: Int] = [:]
    func number(_ line: String) -> Int {
      if let known = numbers[line] { return known }
      numbers[line] = numbers.count
      return numbers.count - 1
    }
    let oldNumbers = old.map(number)
    let newNumbers = new.map(number)
    let width = new.count + 1
    var lengths = [Int32](repeating: 0, count: (old.count + 1) * width)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        lengths[i * width + j] =
          oldNumbers[i] == newNumbers[j]
          ? lengths[(i + 1) * width + j + 1] + 1
          : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
      }
    }
    var lines: [Line] = []
    var i = 0
    var j = 0
    while i < old.count, j < new.count {
      if oldNumbers[i] == newNumbers[j] {
        lines.append(.same(old[i]))
        i += 1
        j += 1
      } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
        lines.append(.removed(old[i]))
        i += 1
      } else {
        lines.append(.added(new[j]))
        j += 1
      }
    }
    lines += old[i...].map(Line.removed)
    lines += new[j...].map(Line.added)
    return lines
  }
}
