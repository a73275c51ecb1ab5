import FacsimileCore
import FacsimileTesting
import Foundation
import Synchronization
import Testing

/// A failed `require...` is one issue whose first line is its message, not the name of a
/// variable inside the library.
@Suite struct RequirementHeadlineTests {
  /// The issues a known-issue matcher saw.
  private final class Recorded: Sendable {
    let issues = Mutex<[Issue]>([])
  }

  /// The first line of an issue, as Swift Testing's console shows it.
  private func headline(_ issue: Issue) -> String {
    String(String(describing: issue).split(separator: "\n", omittingEmptySubsequences: false)[0])
  }

  @Test func aFailedRequireFabricatedHeadlinesItsMessageOnce() throws {
    let recorded = Recorded()
    try withKnownIssue {
      _ = try requireFabricated(UNNotificationContent.self, ["badge": "three"])
    } matching: { issue in
      recorded.issues.withLock { $0.append(issue) }
      return true
    }
    let issues = recorded.issues.withLock { $0 }
    #expect(issues.count == 1)
    let first = try #require(issues.first)
    #expect(
      headline(first).hasPrefix("Expectation failed: Could not fabricate UNNotificationContent"))
    #expect(!String(describing: first).contains("requirementMet"))
  }

  @Test func aFailedRequirePostedHeadlinesItsMessageOnce() throws {
    let center = NotificationCenterRecorder()
    let recorded = Recorded()
    try withKnownIssue {
      _ = try center.requirePosted(Notification.Name("Headline"))
    } matching: { issue in
      recorded.issues.withLock { $0.append(issue) }
      return true
    }
    let issues = recorded.issues.withLock { $0 }
    #expect(issues.count == 1)
    let first = try #require(issues.first)
    #expect(headline(first).hasPrefix(#"Expectation failed: Expected "Headline" to be posted"#))
  }

  @Test func aFailedRequireFulfilledHeadlinesItsMessageOnce() async throws {
    let center = NotificationCenter()
    let expectation = NotificationExpectation(name: Notification.Name("Late"), center: center)
    let recorded = Recorded()
    try await withKnownIssue {
      try await expectation.requireFulfilled(within: .milliseconds(10))
    } matching: { issue in
      recorded.issues.withLock { $0.append(issue) }
      return true
    }
    let issues = recorded.issues.withLock { $0 }
    #expect(issues.count == 1)
    let first = try #require(issues.first)
    #expect(headline(first).hasPrefix(#"Expectation failed: Expected "Late" to be posted"#))
  }
}
