import FacsimileCore
import FacsimileUserNotifications
import Foundation
import Testing

/// What a handler on the center's queue hands the waiting test.
private final class Collected: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String] = []
  var values: [String] { lock.withLock { stored } }
  func append(_ value: String) { lock.withLock { stored.append(value) } }
}

/// The center's lists and handlers against the hostile classes that apply: size (10^4 requests),
/// doors (a list set by key, then edited by the center), order and re-entrancy (a handler that
/// calls the center), and sharing (many threads on one center, many tests each on its own).
@Suite struct CenterHostileTests {
  private func makeCenter(_ properties: [String: Any] = [:]) throws -> UNUserNotificationCenter {
    try InstanceHelper.create(UNUserNotificationCenter.self, properties: properties)
  }

  private func request(_ identifier: String, title: String = "") -> UNNotificationRequest {
    let content = UNMutableNotificationContent()
    content.title = title
    return UNNotificationRequest(identifier: identifier, content: content, trigger: nil)
  }

  @Test func tenThousandRequestsKeepTheirOrderAndOneEntryPerIdentifier() async throws {
    let center = try makeCenter()
    let content = UNNotificationContent()
    for index in 0..<10_000 {
      let request = UNNotificationRequest(
        identifier: "r\(index % 5_000)", content: content, trigger: nil)
      center.add(request, withCompletionHandler: nil)
    }
    let pending = await center.pendingNotificationRequests().map(\.identifier)
    #expect(pending == (0..<5_000).map { "r\($0)" })  // each re-added: moved to the end, once
    center.removePendingNotificationRequests(withIdentifiers: (0..<4_999).map { "r\($0)" })
    #expect(await center.pendingNotificationRequests().map(\.identifier) == ["r4999"])
  }

  @Test func aListSetByKeyIsTheOneTheCenterEditsNext() async throws {
    let center = try makeCenter()
    center.add(request("old"), withCompletionHandler: nil)
    try center.setValue([request("a"), request("b")], forKey: "pendingNotificationRequests")
    center.add(request("a", title: "again"), withCompletionHandler: nil)
    let pending = await center.pendingNotificationRequests()
    #expect(pending.map(\.identifier) == ["b", "a"])
    #expect(pending.last?.content.title == "again")

    try center.setValue(
      [try UNNotification.fabricate(content: .init(), identifier: "x")],
      forKey: "deliveredNotifications")
    center.deliver(try UNNotification.fabricate(content: .init(), identifier: "x"))
    #expect(await center.deliveredNotifications().count == 1)
  }

  @Test func aListWithOneIdentifierTwiceSetByKeyLosesBothToOneRemoval() async throws {
    let center = try makeCenter()
    let twice = request("twice")
    try center.setValue(
      [twice, request("other"), twice], forKey: "pendingNotificationRequests")
    center.removePendingNotificationRequests(withIdentifiers: ["twice"])
    #expect(await center.pendingNotificationRequests().map(\.identifier) == ["other"])
  }

  @Test func aCenterMadeFromAFixtureIsEditedAsOneItAddedTo() async throws {
    let center = try makeCenter([
      "pendingNotificationRequests": [["identifier": "p"], ["identifier": "q"]]
    ])
    center.add(request("p", title: "replaced"), withCompletionHandler: nil)
    #expect(await center.pendingNotificationRequests().map(\.identifier) == ["q", "p"])
  }

  @Test func aHandlerThatCallsTheCenterAgainIsCalledAndSoIsTheOneItCauses() async throws {
    let center = try makeCenter()
    let seen = Collected()
    center.add(request("first")) { _ in
      seen.append("first")
      center.add(self.request("second")) { _ in seen.append("second") }
    }
    try await center.add(request("third"))  // runs "first"'s handler, which adds "second"
    _ = await center.pendingNotificationRequests()  // and then "second"'s
    #expect(seen.values == ["first", "second"])
    // "second" joins when the handler runs, which may be before or after "third" joins.
    #expect(
      Set(await center.pendingNotificationRequests().map(\.identifier)) == [
        "first", "second", "third",
      ])
  }

  @Test func manyThreadsAddingAndRemovingOnOneCenterLeaveOneEntryPerIdentifier() async throws {
    let center = try makeCenter()
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for index in 0..<400 {
        let identifier = "r\(index % 100)"
        if index % 7 == thread % 7 {
          center.removePendingNotificationRequests(withIdentifiers: [identifier])
        } else {
          center.add(
            UNNotificationRequest(
              identifier: identifier, content: UNMutableNotificationContent(), trigger: nil),
            withCompletionHandler: nil)
        }
      }
    }
    let identifiers = await center.pendingNotificationRequests().map(\.identifier)
    #expect(Set(identifiers).count == identifiers.count)
    #expect(identifiers.allSatisfy { $0.hasPrefix("r") })
  }

  @Test(arguments: 0..<16)
  func parallelTestsEachHaveTheirOwnCentersHandlers(_ index: Int) async throws {
    let center = try makeCenter()
    let seen = Collected()
    for step in 0...index {
      center.add(request("\(index)-\(step)")) { _ in seen.append("\(index)") }
    }
    _ = await center.pendingNotificationRequests()
    #expect(seen.values == Array(repeating: "\(index)", count: index + 1))
  }
}
