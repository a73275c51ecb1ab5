import FacsimileTesting
import Foundation
import Testing

/// One body, both life cycles: what differs is reported at the caller's line, and each run has
/// singletons of its own.
@MainActor
@Suite struct ExpectSameOutcomeTests {
  @Test func equalOutcomesPassAndTheFirstIsReturned() async {
    var runs: [LifecycleDriver.Lifecycle] = []
    let outcome = await expectSameOutcome { lifecycle in
      runs.append(lifecycle)
      return ["route"]
    }
    #expect(runs == [.legacy, .scenes])
    #expect(outcome == ["route"])
  }

  @Test func differentOutcomesAreReportedNamingBothLifeCycles() async {
    await withKnownIssue {
      await expectSameOutcome({ lifecycle in lifecycle.rawValue }, "a link")
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains(
          "a link: the app did something else with the scenes life cycle than with the legacy one")
      }
    }
  }

  @Test(.perTestSingletons) func eachRunHasSingletonsOfItsOwn() async {
    let tests = UNUserNotificationCenter.current()
    // The centers themselves, kept alive: an identifier of one that is gone may be reused.
    var centers: [UNUserNotificationCenter] = []
    let pending = await expectSameOutcome { _ in
      let center = UNUserNotificationCenter.current()
      centers.append(center)
      center.add(
        UNNotificationRequest(identifier: "r\(centers.count)", content: .init(), trigger: nil),
        withCompletionHandler: nil)
      return await center.pendingNotificationRequests().count  // 2 in a shared center
    }
    #expect(pending == 1)
    #expect(centers.count == 2 && centers[0] !== centers[1])
    #expect(!centers.contains { $0 === tests })
  }
}
