import Facsimile
import Foundation

/// How archiving grows with the size of a `userInfo`: a `UNNotificationContent` whose `userInfo`
/// holds one array of n values, through `NSKeyedArchiver` and back through
/// `NSKeyedUnarchiver`, beside Foundation's own archiver on the same array (`NSArray` of
/// `NSString` and `NSNumber`), for n growing 10x at a time. Linear growth is about 10x per step,
/// quadratic 100x; a mean step above ``flaggedGrowth`` is reported as super-linear.
///
/// ``run(sizes:)`` returns the section's lines, a table made and timed as ``Scaling``'s;
/// `--archiving` (see `main.swift`) prints it alone, and `--archiving N` archives one content of
/// N values once, for a profiler.
enum ArchivingScaling {
  /// A mean step of growth per 10x of n above this is reported as super-linear: about halfway
  /// between linear (10x) and quadratic (100x) on a log scale.
  static let flaggedGrowth = 30.0

  /// The values of the array: strings, integers, doubles and Booleans in turn, all distinct
  /// except the Booleans, as a push's `userInfo` holds them.
  static func values(_ n: Int) -> [Any] {
    (0..<n).map { index -> Any in
      switch index % 4 {
      case 0: "value \(index)"
      case 1: index
      case 2: Double(index) + 0.5
      default: index % 8 == 3
      }
    }
  }

  /// A content whose `userInfo` is `["values": values(n)]`.
  static func content(_ n: Int) throws -> UNNotificationContent {
    try InstanceHelper.create(
      UNNotificationContent.self, properties: ["userInfo": ["values": values(n)]])
  }

  /// Archives `content` and reads it back; `true` if it came back equal.
  static func roundTrip(_ content: UNNotificationContent) throws -> Bool {
    let data = try NSKeyedArchiver.archivedData(
      withRootObject: content, requiringSecureCoding: true)
    let again = try NSKeyedUnarchiver.unarchivedObject(
      ofClass: UNNotificationContent.self, from: data)
    return again?.isEqual(content) == true
  }

  private static var operations: [Scaling.Operation] {
    [
      Scaling.Operation(name: "Facsimile: archive a UNNotificationContent") { n in
        let content = try content(n)
        return {
          !(try NSKeyedArchiver.archivedData(withRootObject: content, requiringSecureCoding: true))
            .isEmpty
        }
      },
      Scaling.Operation(name: "Facsimile: archive and unarchive it (equal)") { n in
        let content = try content(n)
        return { try roundTrip(content) }
      },
      Scaling.Operation(name: "Foundation: archive the same userInfo as an NSDictionary") { n in
        let userInfo = NSDictionary(dictionary: ["values": NSArray(array: foundationValues(n))])
        return {
          !(try NSKeyedArchiver.archivedData(withRootObject: userInfo, requiringSecureCoding: true))
            .isEmpty
        }
      },
      // Foundation's archiver writes equal objects once and NSNumber(value: true) equals
      // NSNumber(value: 1), so its round trip gives 1 for true: it is checked by count.
      Scaling.Operation(name: "Foundation: archive and unarchive it (n values back)") { n in
        let userInfo = NSDictionary(dictionary: ["values": NSArray(array: foundationValues(n))])
        return {
          let data = try NSKeyedArchiver.archivedData(
            withRootObject: userInfo, requiringSecureCoding: true)
          let again = try NSKeyedUnarchiver.unarchivedObject(
            ofClasses: [NSDictionary.self, NSArray.self, NSString.self, NSNumber.self], from: data)
          return ((again as? NSDictionary)?["values"] as? NSArray)?.count == n
        }
      },
    ]
  }

  /// The same values as Foundation objects.
  private static func foundationValues(_ n: Int) -> [AnyObject] {
    values(n).map { value -> AnyObject in
      switch value {
      case let string as String: NSString(string: string)
      case let bool as Bool: NSNumber(value: bool)
      case let integer as Int: NSNumber(value: integer)
      case let double as Double: NSNumber(value: double)
      default: NSNull()
      }
    }
  }

  /// Times every operation at every size and returns the section's lines.
  static func run(sizes: [Int]) throws -> [String] {
    try Scaling.table(
      title: "## Scaling of archiving with n userInfo values (time per value; growth per 10x of "
        + "n: linear is about 10x, quadratic 100x)",
      operations: operations, sizes: sizes, step: 10, flaggedGrowth: flaggedGrowth)
  }
}
