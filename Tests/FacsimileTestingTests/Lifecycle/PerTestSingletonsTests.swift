import FacsimileTesting
import Foundation
import Testing
import XCTest

/// A center delegate of one test's own.
private final class OwnDelegate: NSObject, UNUserNotificationCenterDelegate, Sendable {
  let number: Int

  init(_ number: Int) {
    self.number = number
  }
}

/// What one test does through the singletons, as real code does: set the center's delegate, add
/// a request, open a URL.
private func useTheSingletons(as number: Int, keeping delegate: OwnDelegate) async throws {
  let center = UNUserNotificationCenter.current()
  center.delegate = delegate
  let content = UNMutableNotificationContent()
  content.title = "Test \(number)"
  center.add(
    UNNotificationRequest(identifier: "request-\(number)", content: content, trigger: nil),
    withCompletionHandler: nil)
  let url = try #require(URL(string: "https://example.com/\(number)"))
  await MainActor.run { UIApplication.shared.open(url) }
}

/// What one test sees through the singletons afterwards.
private struct Seen: Equatable, Sendable {
  var delegate: Int?
  var requests: [String]
  var urls: [String]

  static func now() async -> Seen {
    let center = UNUserNotificationCenter.current()
    let requests = await center.pendingNotificationRequests().map(\.identifier)
    let urls = await MainActor.run {
      ((try? UIApplication.shared.value(forKey: "requestedURLs")) as? [URL] ?? []).map(\.path)
    }
    return Seen(
      delegate: (center.delegate as? OwnDelegate)?.number, requests: requests.sorted(),
      urls: urls.sorted())
  }
}

/// 100 tests in parallel (the cases of one parameterized test, which Swift Testing runs at once),
/// each setting the delegate, adding a request and opening a URL through the singletons: with
/// the trait, each sees only its own.
@Suite(.perTestSingletons) struct PerTestSingletonsParallelTests {
  @Test(arguments: 0..<100)
  func eachTestSeesOnlyItsOwnSingletons(_ number: Int) async throws {
    let delegate = OwnDelegate(number)
    try await useTheSingletons(as: number, keeping: delegate)
    for _ in 0..<5 { await Task.yield() }  // let the other tests run in between
    #expect(
      await Seen.now()
        == Seen(delegate: number, requests: ["request-\(number)"], urls: ["/\(number)"]))
    withExtendedLifetime(delegate) {}
  }
}

/// What carries a test's singletons and what does not, and the same 100 tests without them.
@Suite struct PerTestSingletonsTests {
  @Test func oneHundredConcurrentScopesEachSeeOnlyTheirOwn() async throws {
    // The deterministic form of the parallel test above: all 100 have used the singletons
    // before any looks, and each still sees only its own.
    let barrier = Barrier(count: 100)
    let seen = try await withThrowingTaskGroup(of: (Int, Seen).self) { group in
      for number in 0..<100 {
        group.addTask {
          try await withPerTestSingletons {
            let delegate = OwnDelegate(number)
            try await useTheSingletons(as: number, keeping: delegate)
            await barrier.arrive()
            let seen = await Seen.now()
            withExtendedLifetime(delegate) {}
            return (number, seen)
          }
        }
      }
      return try await group.reduce(into: [Int: Seen]()) { $0[$1.0] = $1.1 }
    }
    for number in 0..<100 {
      #expect(
        seen[number]
          == Seen(delegate: number, requests: ["request-\(number)"], urls: ["/\(number)"]))
    }
  }

  @Test func withoutTheTraitTheSameTestsShareTheProcessWideSingletons() async {
    // In a process of its own, so the process-wide singletons are untouched by other tests and
    // this test leaves nothing behind. The 100 "tests" each wait until all have used the
    // singletons, then count what they see: all 100 requests and URLs, one delegate.
    await #expect(processExitsWith: .success) {
      let barrier = Barrier(count: 100)
      let delegates = (0..<100).map(OwnDelegate.init)
      let seen = await withTaskGroup(of: Seen.self) { group in
        for number in 0..<100 {
          group.addTask {
            try? await useTheSingletons(as: number, keeping: delegates[number])
            await barrier.arrive()
            return await Seen.now()
          }
        }
        return await group.reduce(into: [Seen]()) { $0.append($1) }
      }
      let interfered =
        seen.count == 100
        && seen.allSatisfy { $0.requests.count == 100 && $0.urls.count == 100 }
        && Set(seen.map(\.delegate)).count == 1
      withExtendedLifetime(delegates) {}
      exit(interfered ? EXIT_SUCCESS : EXIT_FAILURE)
    }
  }

  @Test func theTestsTaskChildTasksAndTasksItStartsCarryTheSingletons() async {
    let processWide = ObjectIdentifier(UNUserNotificationCenter.current())
    let processWideApplication = await MainActor.run { ObjectIdentifier(UIApplication.shared) }
    await withPerTestSingletons {
      let own = ObjectIdentifier(UNUserNotificationCenter.current())
      #expect(own != processWide)
      #expect(
        await MainActor.run { ObjectIdentifier(UIApplication.shared) } != processWideApplication)

      async let child = ObjectIdentifier(UNUserNotificationCenter.current())
      #expect(await child == own)
      let grouped = await withTaskGroup(of: ObjectIdentifier.self) { group in
        group.addTask { ObjectIdentifier(UNUserNotificationCenter.current()) }
        return await group.next()
      }
      #expect(grouped == own)
      #expect(await Task { ObjectIdentifier(UNUserNotificationCenter.current()) }.value == own)
      #expect(
        await Task { @MainActor in ObjectIdentifier(UIApplication.shared) }.value
          != processWideApplication)
    }
  }

  @Test func detachedTasksQueuesAndThreadsSeeTheProcessWideSingletons() async {
    let processWide = ObjectIdentifier(UNUserNotificationCenter.current())
    let processWideApplication = await MainActor.run { ObjectIdentifier(UIApplication.shared) }
    await withPerTestSingletons {
      #expect(
        await Task.detached { ObjectIdentifier(UNUserNotificationCenter.current()) }.value
          == processWide)
      #expect(
        await Task.detached { @MainActor in ObjectIdentifier(UIApplication.shared) }.value
          == processWideApplication)
      let queued = await withCheckedContinuation { continuation in
        DispatchQueue.global().async {
          continuation.resume(returning: ObjectIdentifier(UNUserNotificationCenter.current()))
        }
      }
      #expect(queued == processWide)
      let threaded = await withCheckedContinuation { continuation in
        Thread {
          continuation.resume(returning: ObjectIdentifier(UNUserNotificationCenter.current()))
        }.start()
      }
      #expect(threaded == processWide)
    }
  }

  @Test @MainActor func theSingletonsAreTheOnesGiven() async {
    let application = UIApplication.fabricate(applicationState: .background)
    await withPerTestSingletons(application: application) {
      await Task.yield()
      #expect(UIApplication.shared === application)
      #expect(UIApplication.shared.applicationState == .background)
    }
  }
}

/// Lets a number of tasks wait until all have arrived, without blocking a thread.
private actor Barrier {
  private var remaining: Int
  private var waiting: [CheckedContinuation<Void, Never>] = []

  init(count: Int) {
    remaining = count
  }

  func arrive() async {
    remaining -= 1
    if remaining <= 0 {
      for continuation in waiting { continuation.resume() }
      waiting = []
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }
}

/// XCTest has no traits: a test case wraps `invokeTest()`, and every test method, synchronous or
/// `async`, gets singletons of its own.
final class PerTestSingletonsXCTests: XCTestCase {
  override func invokeTest() {
    withPerTestSingletons { super.invokeTest() }
  }

  func testASynchronousTestHasItsOwnCenter() {
    let center = UNUserNotificationCenter.current()
    center.setBadgeCount(7)
    XCTAssertEqual(try center.value(forKey: "badgeCount") as? Int, 7)
    XCTAssertTrue(center === UNUserNotificationCenter.current())
  }

  func testAnAsyncTestHasItsOwnCenterAndApplication() async throws {
    XCTAssertEqual(try UNUserNotificationCenter.current().value(forKey: "badgeCount") as? Int, 0)
    let opened = await MainActor.run { () -> Int in
      UIApplication.shared.open(URL(fileURLWithPath: "/x"))
      return ((try? UIApplication.shared.value(forKey: "requestedURLs")) as? [URL])?.count ?? -1
    }
    XCTAssertEqual(opened, 1)
  }
}
