import FacsimileTesting
import Foundation
import Testing

/// Each of the recorder's assertions fails at the caller's line, with a message that says what was
/// expected and what was found.
@Suite struct NotificationCenterRecorderFailureTests {
  let center = NotificationCenterRecorder()
  let listener = Listener()

  @Test func expectObservingFailsWhenNothingIsObserved() {
    let line = #line + 2
    withKnownIssue {
      center.expectObserving(listener, .first, "after viewWillAppear")
    } matching: { issue in
      isIssue(
        issue, atLine: line,
        containing: #"Expected Listener to observe "First", but it observes nothing"#,
        "after viewWillAppear")
    }
  }

  @Test func expectObservingFailsForAnotherHandler() {
    center.addObserver(
      listener, handler: NotificationHandler("handle", Listener.handle), name: .first, object: nil)
    let line = #line + 2
    withKnownIssue {
      center.expectObserving(listener, .first, handler: "other")
    } matching: { issue in
      isIssue(
        issue, atLine: line, containing: #"to observe "First" with other"#,
        #"it has: Listener observes "First" with handle from any sender"#)
    }
  }

  @Test func expectObservingFailsForAnotherSender() {
    center.addObserver(
      listener, handler: NotificationHandler("handle", Listener.handle), name: .first,
      object: "Berlin")
    let line = #line + 2
    withKnownIssue {
      center.expectObserving(listener, .first, sender: "Paris")
    } matching: { issue in
      isIssue(
        issue, atLine: line, containing: #"from "Paris""#, #"from "Berlin""#)
    }
  }

  @Test func expectObservingFailsAfterRemoval() {
    center.addObserver(
      listener, handler: NotificationHandler("handle", Listener.handle), name: .first, object: nil)
    center.removeObserver(listener, name: .first, object: nil)
    let line = #line + 2
    withKnownIssue {
      center.expectObserving(listener, .first)
    } matching: { issue in
      isIssue(issue, atLine: line, containing: "it observes nothing on this center")
    }
  }

  @Test func expectNotObservingFailsWhileObserving() {
    center.addObserver(
      listener, handler: NotificationHandler("handle", Listener.handle), name: .first, object: nil)
    let line = #line + 2
    withKnownIssue {
      center.expectNotObserving(listener, .first)
    } matching: { issue in
      isIssue(
        issue, atLine: line, containing: #"Expected Listener not to observe "First""#,
        #"Listener observes "First" with handle"#)
    }
  }

  @Test func expectNotObservingFailsForAnObserverOfEveryName() {
    center.addObserver(
      listener, handler: NotificationHandler("handle", Listener.handle), name: nil, object: nil)
    let line = #line + 2
    withKnownIssue {
      center.expectNotObserving(listener, .first)
    } matching: { issue in
      isIssue(issue, atLine: line, containing: "observes every name")
    }
  }

  @Test func expectPostedFailsWhenNothingWasPosted() {
    let line = #line + 2
    withKnownIssue {
      center.expectPosted(.first)
    } matching: { issue in
      isIssue(
        issue, atLine: line, containing: #"Expected "First" to be posted, but nothing was posted"#)
    }
  }

  @Test func expectPostedFailsForAnotherSenderAndListsWhatWasPosted() {
    center.post(name: .first, object: "Berlin", userInfo: ["weatherForcast": "Sunny"])
    let line = #line + 2
    withKnownIssue {
      center.expectPosted(.first, sender: "Paris")
    } matching: { issue in
      isIssue(
        issue, atLine: line, containing: #"Expected "First" from "Paris" to be posted"#,
        #"posted: "First" from "Berlin", userInfo ["weatherForcast": "Sunny"]"#)
    }
  }

  @Test func requirePostedFailsAndThrows() throws {
    center.post(name: .second, object: nil)
    let line = #line + 2
    try withKnownIssue {
      _ = try center.requirePosted(.first)
      Issue.record("requirePosted returned instead of throwing")
    } matching: { issue in
      isIssue(
        issue, atLine: line, containing: #"Expected "First" to be posted"#, #"posted: "Second""#)
    }
  }

  @Test func expectNotPostedFailsWithTheOffendingNotifications() {
    center.post(name: .first, object: nil, userInfo: ["count": 1])
    center.post(name: .first, object: nil, userInfo: ["count": 2])
    let line = #line + 2
    withKnownIssue {
      center.expectNotPosted(.first)
    } matching: { issue in
      isIssue(
        issue, atLine: line,
        containing: #"Expected no "First" to be posted, but it was posted 2 times"#,
        #"userInfo ["count": 1]"#, #"userInfo ["count": 2]"#)
    }
  }
}
