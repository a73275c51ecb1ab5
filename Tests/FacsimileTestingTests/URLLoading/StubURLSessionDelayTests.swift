import FacsimileTesting
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A delayed response keeps its request in flight until the delay has passed: on a
/// ManualTimerScheduler's clock, moved by the test, or on the real clock. The waits for a request
/// are long: they end as soon as it arrives, and under the whole suite (or a sanitizer) the
/// loading system's threads can be busy for seconds.
@Suite struct StubURLSessionDelayTests {
  func load(_ session: URLSession) async throws -> String {
    let url = try #require(URL(string: "https://example.com/locations"))
    let (data, _) = try await session.data(from: url)
    return String(decoding: data, as: UTF8.self)
  }

  @Test func aScheduledDelayAnswersWhenTheTestAdvancesTheClock() async throws {
    let scheduler = ManualTimerScheduler()
    let stub = StubURLSession()
    stub.respond(with: .json("[]").delayed(by: 30, on: scheduler))

    let load = Task { [session = stub.session] in try await self.load(session) }
    try await stub.requireRequest(toPath: "/locations", within: .seconds(300))
    #expect(scheduler.scheduledTimers.map(\.delay) == [30])

    scheduler.advance(by: 29)
    #expect(scheduler.scheduledTimers.map(\.fireCount) == [0])
    scheduler.advance(by: 1)

    #expect(try await load.value == "[]")
  }

  @Test func aDelayedFailureFailsWhenItsTimeComes() async throws {
    let scheduler = ManualTimerScheduler()
    let stub = StubURLSession()
    stub.respond(with: .failure(URLError(.timedOut)).delayed(by: 60, on: scheduler))

    let load = Task { [session = stub.session] in try await self.load(session) }
    try await stub.requireRequest(within: .seconds(300))
    scheduler.advance(by: 60)

    await #expect(throws: URLError.self) { try await load.value }
  }

  @Test func aRealDelayWaitsOnTheClock() async throws {
    let stub = StubURLSession()
    stub.respond(with: .json("[]").delayed(by: 0.2))
    let clock = ContinuousClock()

    let started = clock.now
    #expect(try await load(stub.session) == "[]")

    #expect(clock.now - started >= .milliseconds(200))
  }

  @Test func aCancelledRequestGetsNoDelayedAnswer() async throws {
    let scheduler = ManualTimerScheduler()
    let stub = StubURLSession()
    stub.respond(with: .json("[]").delayed(by: 30, on: scheduler))

    let load = Task { [session = stub.session] in try await self.load(session) }
    try await stub.requireRequest(within: .seconds(300))
    load.cancel()
    await #expect(throws: (any Error).self) { try await load.value }

    scheduler.advance(by: 30)  // the answer has nowhere to go: nothing happens
  }

  @Test func theAsyncRequireRequestFailsAtTheCallersLine() async throws {
    let stub = StubURLSession()
    let line = #line + 2
    try await withKnownIssue {
      try await stub.requireRequest(toPath: "/login", within: .milliseconds(20), "at launch")
      Issue.record("requireRequest returned instead of throwing")
    } matching: { issue in
      isIssue(
        issue, atLine: line,
        containing: "Expected a request to /login within 0.02 seconds, but the session sent none",
        "at launch")
    }
  }
}
