import Facsimile
import Foundation

/// How fixture operations grow with the number of keys: each operation on a fixture (or a
/// model's `userInfo`) of n keys, for n growing 4x at a time. Linear growth is about 4x per
/// step, n log n about 5x, quadratic 16x. The growth flagged is the mean step from the smallest
/// n to the largest (a geometric mean, so one noisy size does not decide it): above 8x, halfway
/// between linear and quadratic on a log scale.
enum Scaling {
  /// A mean step of growth above this is reported as super-linear.
  static let flaggedGrowth = 8.0

  /// One timed operation of a scaling table.
  struct Operation {
    let name: String
    /// Prepares the inputs for n keys and returns the operation to time, which answers whether
    /// its result was the expected one.
    let prepare: (Int) throws -> () throws -> Bool
  }

  private static var operations: [Operation] {
    [
      Operation(name: "Fixture == (equal, keys in reverse order)") { n in
        let (lhs, rhs) = (fixture(n), fixture(n, reversed: true))
        return { lhs == rhs }
      },
      Operation(name: "Fixture.merging(_:) (half the keys new)") { n in
        let (base, other) = (fixture(n), fixture(n, from: n / 2))
        return { base.merging(other).entries.count == n + n / 2 }
      },
      Operation(name: "Fixture.differences(from:) (one value differs)") { n in
        let (lhs, rhs) = (fixture(n), fixture(n, reversed: true, changingLast: true))
        return { lhs.differences(from: rhs).count == 1 }
      },
      Operation(name: "fabricate UNNotificationContent with n userInfo keys") { n in
        let content: Fixture = ["userInfo": .fixture(fixture(n))]
        return { try UNNotificationContent.fabricate(from: content).userInfo.count == n }
      },
      Operation(name: "isEqual of two such contents (userInfo in other orders)") { n in
        let lhs = try UNNotificationContent.fabricate(from: ["userInfo": .fixture(fixture(n))])
        let rhs = try UNNotificationContent.fabricate(
          from: ["userInfo": .fixture(fixture(n, reversed: true))])
        return { lhs.isEqual(rhs) }
      },
      Operation(name: "object -> fixture of such a content") { n in
        let content = try UNNotificationContent.fabricate(from: ["userInfo": .fixture(fixture(n))])
        return {
          if case .fixture(let userInfo)? = content.fixture()["userInfo"] {
            return userInfo.entries.count == n
          }
          return false
        }
      },
    ]
  }

  /// A fixture of n string values, keys `key<i>` for i from `start`.
  private static func fixture(
    _ n: Int, from start: Int = 0, reversed: Bool = false, changingLast: Bool = false
  ) -> Fixture {
    var entries = (start..<start + n).map { ("key\($0)", FixtureValue.string("value \($0)")) }
    if changingLast, let last = entries.indices.last { entries[last].1 = .string("changed") }
    return Fixture(entries: reversed ? entries.reversed() : entries)
  }

  /// Times every operation at every size and returns the section's lines.
  static func run(sizes: [Int]) throws -> [String] {
    try table(
      title: "## Scaling of fixture operations with n keys (time per key; growth per 4x of n: "
        + "linear is about 4x, quadratic 16x)",
      operations: operations, sizes: sizes, step: 4, flaggedGrowth: flaggedGrowth)
  }

  /// A scaling table: every operation timed at every size, the time per unit of n, and the
  /// growth per `step` of n; a mean step of growth above `flaggedGrowth` is flagged
  /// SUPER-LINEAR (the mean is geometric, so one noisy size does not decide it).
  static func table(
    title: String, operations: [Operation], sizes: [Int], step: Int, flaggedGrowth: Double
  ) throws -> [String] {
    var lines = [title, ""]
    var header = "| operation |"
    var rule = "|---|"
    for n in sizes {
      header += " n = \(n) |"
      rule += "---|"
    }
    lines += [header + " growth per \(step)x |", rule + "---|"]
    var flagged: [String] = []
    for operation in operations {
      var perOperation: [Double] = []
      var line = "| \(operation.name) |"
      for n in sizes {
        let run = try operation.prepare(n)
        let nanoseconds = try time(run, name: operation.name, n: n)
        perOperation.append(nanoseconds)
        line += " \(String(format: "%.0f ns", nanoseconds / Double(n))) |"
      }
      let growths = zip(perOperation.dropFirst(), perOperation).map { $0 / $1 }
      let steps = Double(max(perOperation.count - 1, 1))
      let mean = pow((perOperation.last ?? 0) / (perOperation.first ?? 1), 1 / steps)
      line += " \(growths.map { String(format: "%.1fx", $0) }.joined(separator: ", "))"
      line += String(format: " (mean %.1fx) |", mean)
      lines.append(line)
      if mean > flaggedGrowth {
        flagged.append(
          String(
            format: "- SUPER-LINEAR: %@ grows %.1fx per %dx of n (at n = %d: %.2f s)",
            operation.name, mean, step, sizes.last ?? 0, (perOperation.last ?? 0) / 1e9))
      }
    }
    lines.append("")
    lines +=
      flagged.isEmpty
      ? [String(format: "- every operation grows at most %.0fx per %dx of n", flaggedGrowth, step)]
      : flagged
    return lines
  }

  /// Nanoseconds per run: repeated until 20 ms have passed (at least twice), the best of the
  /// runs after the first.
  private static func time(_ run: () throws -> Bool, name: String, n: Int) throws -> Double {
    var best = Double.infinity
    var total: UInt64 = 0
    var runs = 0
    while runs < 3 || (total < 20_000_000 && runs < 1_000) {
      let start = DispatchTime.now().uptimeNanoseconds
      let correct = try run()
      let elapsed = DispatchTime.now().uptimeNanoseconds - start
      guard correct else { throw ScalingError(operation: name, n: n) }
      if runs > 0 { best = min(best, Double(elapsed)) }
      total += elapsed
      runs += 1
      if runs >= 2, total > 2_000_000_000 { break }
    }
    return best
  }

  struct ScalingError: Error, CustomStringConvertible {
    let operation: String
    let n: Int
    var description: String { "scaling: \(operation) gave a wrong result at n = \(n)" }
  }
}
