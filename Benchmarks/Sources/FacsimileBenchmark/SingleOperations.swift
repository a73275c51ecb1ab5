import Facsimile
import Foundation

/// Single key-value operations and the round trip back to JSON, per operation, each beside its
/// floor from the same run: a `ReferenceWritableKeyPath` table for the operations by name, a plain
/// class's stored property for the public setter and getter.
enum SingleOperations {
  static let setValue = "Facsimile: setValue(Int, forKey: \"badge\") (Int to NSNumber?)"
  static let tableSet = "floor: KeyPath table, set \"badge\" (Int to NSNumber?)"
  static let value = "Facsimile: value(forKey: \"title\")"
  static let tableGet = "floor: KeyPath table, get \"title\""
  static let setter = "Facsimile: content.badge = NSNumber(...) (the public setter)"
  static let storedSet = "floor: a plain class's stored NSNumber?, set the same way"
  static let getter = "Facsimile: content.title (the public getter)"
  static let storedGet = "floor: a plain class's stored String, read the same way"
  static let roundTrip = "Facsimile: object -> fixture -> JSON"

  static let names = [
    setValue, tableSet, value, tableGet, setter, storedSet, getter, storedGet, roundTrip,
  ]

  /// The objects the operations work on: the workload's first 1,000 responses.
  private static func responses(_ workload: Workload) throws -> [UNNotificationResponse] {
    try workload.dictionaries.prefix(1_000).map {
      try InstanceHelper.create(UNNotificationResponse.self, properties: $0)
    }
  }

  /// Nanoseconds per operation, in the order of ``names``.
  static func measure(_ workload: Workload) throws -> [Double] {
    let count = workload.count
    let responses = try responses(workload)
    guard let content = responses.first?.notification.request.content else {
      return names.map { _ in 0 }
    }
    func perOperation(_ body: () throws -> Void) rethrows -> Double {
      let start = DispatchTime.now().uptimeNanoseconds
      try body()
      return Double(DispatchTime.now().uptimeNanoseconds - start) / Double(count)
    }

    let set = try perOperation {
      for index in 0..<count { try content.setValue(index & 7, forKey: "badge") }
    }
    let table = TableContent()
    let tableSet = try perOperation {
      for index in 0..<count {
        guard let set = TableContent.setters["badgeNumber"], set(table, index & 7) else {
          throw CocoaError(.coderInvalidValue)
        }
      }
    }
    var found = 0
    let get = try perOperation {
      for _ in 0..<count where try content.value(forKey: "title") != nil { found += 1 }
    }
    let tableGet = perOperation {
      for _ in 0..<count where TableContent.getters["title"]?(table) != nil { found += 1 }
    }
    let mutable = UNMutableNotificationContent()
    let setter = perOperation {
      for index in 0..<count { mutable.badge = NSNumber(value: index & 7) }
    }
    let plain = PlainMutableContent()
    let storedSet = perOperation {
      for index in 0..<count { plain.badge = NSNumber(value: index & 7) }
    }
    mutable.title = "Title"
    var length = 0
    let getter = perOperation {
      for _ in 0..<count { length &+= mutable.title.utf8.count }
    }
    // Through a function that is not inlined, so that the read is not hoisted out of the loop
    // (the model's getter is a call too: an `open` property).
    let storedGet = perOperation {
      for _ in 0..<count { length &+= title(of: plain).utf8.count }
    }
    var bytes = 0
    let start = DispatchTime.now().uptimeNanoseconds
    for response in responses { bytes += response.fixture().jsonData(pretty: false).count }
    let roundTrip = Double(DispatchTime.now().uptimeNanoseconds - start) / Double(responses.count)
    if bytes == 0 || found != 2 * count || length != 10 * count || mutable.badge != plain.badge {
      throw CocoaError(.coderInvalidValue)
    }
    return [set, tableSet, get, tableGet, setter, storedSet, getter, storedGet, roundTrip]
  }

  /// Checks, once per workload and size, that each object's JSON (object -> fixture -> JSON)
  /// reads back into an equal object: equal key by key (`isEqual`) and with the same digest.
  /// Returns the problems found.
  static func checkRoundTrip(_ workload: Workload) throws -> [String] {
    let responses = try responses(workload)
    var readBack: [UNNotificationResponse] = []
    var problems: [String] = []
    for (index, response) in responses.enumerated() {
      let json = response.fixture().jsonData(pretty: false)
      let again = try UNNotificationResponse.fabricate(from: Fixture(json: json))
      if !again.isEqual(response), problems.count < 3 {
        problems.append(
          "\(workload.kind), object -> fixture -> JSON, N = \(workload.count): response \(index) "
            + "reads back different: "
            + again.fixture().differences(from: response.fixture()).map(String.init(describing:))
            .joined(separator: "; "))
      }
      readBack.append(again)
    }
    let expected = BenchmarkPath.digest(responses)
    let actual = BenchmarkPath.digest(readBack)
    if actual != expected {
      problems.append(
        "\(workload.kind), object -> fixture -> JSON, N = \(workload.count): read back \(actual), "
          + "expected \(expected)")
    }
    return problems
  }
}

/// A plain class's stored property, read by a call the optimizer cannot see through.
@inline(never)
func title(of content: PlainMutableContent) -> String {
  content.title
}
