import Facsimile
import Foundation

/// Single key-value operations and the round trip back to JSON, per operation.
enum SingleOperations {
  static let names = [
    "Facsimile: setValue(Int, forKey: \"badge\") (Int to NSNumber?)",
    "Facsimile: value(forKey: \"title\")",
    "Facsimile: object -> fixture -> JSON",
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
    guard let content = responses.first?.notification.request.content else { return [0, 0, 0] }

    var start = DispatchTime.now().uptimeNanoseconds
    for index in 0..<count { try content.setValue(index & 7, forKey: "badge") }
    let set = Double(DispatchTime.now().uptimeNanoseconds - start) / Double(count)

    var found = 0
    start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<count where try content.value(forKey: "title") != nil { found += 1 }
    let get = Double(DispatchTime.now().uptimeNanoseconds - start) / Double(max(found, 1))

    var bytes = 0
    start = DispatchTime.now().uptimeNanoseconds
    for response in responses { bytes += response.fixture().jsonData(pretty: false).count }
    let roundTrip = Double(DispatchTime.now().uptimeNanoseconds - start) / Double(responses.count)
    if bytes == 0 { throw CocoaError(.coderInvalidValue) }
    return [set, get, roundTrip]
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
