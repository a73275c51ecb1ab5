import FacsimileTesting
import Foundation
import Testing

/// How long `expectNoDifference` takes to report large differences, printed, never asserted
/// (Docs/Performance.md). Runs only when asked, one size after another, for the sizes given
/// (500, 2,000 and 20,000 elements unless a list is):
///
///     FACSIMILE_MEASURE=1 swift test --filter ExpectNoDifferenceMeasurements
///     FACSIMILE_MEASURE=500,2000 swift test --filter ExpectNoDifferenceMeasurements
@Suite(.enabled(if: ProcessInfo.processInfo.environment["FACSIMILE_MEASURE"] != nil))
struct ExpectNoDifferenceMeasurements {
  struct Place: Hashable {
    var name: String
    var rating: Int
  }

  /// Seconds `body` takes, with the failures it records expected.
  func seconds(_ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      withKnownIssue { body() }
    }
    let (whole, attoseconds) = elapsed.components
    return Double(whole) + Double(attoseconds) / 1e18
  }

  static var sizes: [Int] {
    let asked = (ProcessInfo.processInfo.environment["FACSIMILE_MEASURE"] ?? "")
      .split(separator: ",").compactMap { Int($0) }.filter { $0 > 1 }
    return asked.isEmpty ? [500, 2_000, 20_000] : asked
  }

  @Test func setsWithNothingInCommon() {
    for n in Self.sizes { measureSets(n) }
  }

  func measureSets(_ n: Int) {
    let ints = seconds { expectNoDifference(Set(0..<n), Set(n..<2 * n)) }
    let places = seconds {
      expectNoDifference(
        Set((0..<n).map { Place(name: "place \($0)", rating: $0 % 5) }),
        Set((n..<2 * n).map { Place(name: "place \($0)", rating: $0 % 5) }))
    }
    print(
      "MEASURE sets with nothing in common, n = \(n): Set<Int> \(String(format: "%.3f", ints)) s, "
        + "Set<Place> \(String(format: "%.3f", places)) s")
    fflush(nil)
  }

  @Test func anArrayDifferingInItsLastElement() {
    let n = 100_000
    let expected = Array(0..<n)
    var actual = expected
    actual[n - 1] = -1
    let time = seconds { expectNoDifference(actual, expected) }
    print("MEASURE [Int] of \(n) differing in the last: \(String(format: "%.3f", time)) s")
  }
}
