import Facsimile
import FacsimileSeams
import FacsimileTesting
import Foundation
import Testing

/// Extensions that behave as real ones do, well and badly.
private final class TitleEditor: UNNotificationServiceExtension, @unchecked Sendable {
  // `@unchecked Sendable`: `stored` is written before the deadline's queue reads it, and
  // `expired` is in a lock box (the deadline's queue sets it, the test reads it).
  enum Timing { case now, onAnotherThread, twice, onExpiry, never, thenEdited }
  let timing: Timing
  private let expiredBox = LockedState(false)
  var expired: Bool { expiredBox.withLock { $0 } }

  init(_ timing: Timing) {
    self.timing = timing
  }

  override func didReceive(
    _ request: UNNotificationRequest,
    withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void
  ) {
    let edited = UNMutableNotificationContent()
    edited.title = "Edited " + request.content.title
    switch timing {
    case .now: contentHandler(edited)
    case .onAnotherThread:
      let handOver = HandOver(handler: contentHandler, content: edited)
      Thread.detachNewThread { handOver.handler(handOver.content) }
    case .twice:
      contentHandler(edited)
      contentHandler(UNMutableNotificationContent())
    case .onExpiry, .never: stored = contentHandler
    case .thenEdited:
      contentHandler(edited)
      edited.title = "Changed after the hand-over"
      edited.userInfo = ["late": true]
      edited.badge = 3
    }
  }

  private var stored: ((UNNotificationContent) -> Void)?

  override func serviceExtensionTimeWillExpire() {
    expiredBox.withLock { $0 = true }
    guard timing == .onExpiry else { return }
    let fallback = UNMutableNotificationContent()
    fallback.title = "Fallback"
    stored?(fallback)
  }
}

/// A wait that never ends fails the suite's time limit rather than hanging the run; how long a
/// wait takes is not asserted (a loaded machine stretches it).
@Suite(.timeLimit(.minutes(1))) struct PresentedContentTests {
  let request = UNNotificationRequest(
    identifier: "r",
    content: {
      let content = UNMutableNotificationContent()
      content.title = "News"
      return content
    }(), trigger: nil)

  @Test func theHandlersContentIsShownAsImmutableContent() async {
    let content = await TitleEditor(.now).presentedContent(for: request, timeLimit: .seconds(5))
    #expect(content.title == "Edited News")
    #expect(type(of: content) == UNNotificationContent.self)
  }

  @Test func aHandlerCalledFromAnotherThreadCounts() async {
    let content = await TitleEditor(.onAnotherThread).presentedContent(
      for: request, timeLimit: .seconds(5))
    #expect(content.title == "Edited News")
  }

  @Test func theFirstContentCounts() async {
    let content = await TitleEditor(.twice).presentedContent(for: request, timeLimit: .seconds(5))
    #expect(content.title == "Edited News")
  }

  /// The system takes the content when the handler is called: what the extension changes in its
  /// object afterwards does not show.
  @Test func theContentIsShownAsItWasHandedOver() async {
    let content = await TitleEditor(.thenEdited).presentedContent(
      for: request, timeLimit: .seconds(5))
    #expect(content.title == "Edited News")
    #expect(content.userInfo.isEmpty)
    #expect(content.badge == nil)
  }

  @Test func pastTheDeadlineTheExtensionIsToldAndItsFallbackShown() async {
    let service = TitleEditor(.onExpiry)
    let content = await service.presentedContent(for: request, timeLimit: .milliseconds(50))
    #expect(service.expired)
    #expect(content.title == "Fallback")
  }

  @Test func anExtensionThatNeverAnswersShowsTheOriginalWithoutHanging() async {
    let service = TitleEditor(.never)
    let content = await service.presentedContent(for: request, timeLimit: .milliseconds(100))
    #expect(service.expired)
    #expect(content === request.content)
  }

  @Test func aZeroDeadlineDoesNotHang() async {
    let content = await TitleEditor(.never).presentedContent(for: request, timeLimit: .zero)
    #expect(content.title == "News")
  }

  @Test func theBaseClassShowsTheRequestsContent() async {
    let content = await UNNotificationServiceExtension().presentedContent(for: request)
    #expect(content === request.content)
  }

  @Test func onlyMutableAlertPayloadsReachTheExtension() async throws {
    let service = TitleEditor(.now)
    let mutable = PushPayload(["aps": ["alert": "Hi", "mutable-content": 1]])
    let plain = PushPayload(["aps": ["alert": "Hi"]])
    let silent = PushPayload(["aps": ["content-available": 1, "mutable-content": 1]])
    #expect(
      try await service.presentedContent(for: mutable, timeLimit: .seconds(5)).title
        == "Edited ")
    #expect(try await service.presentedContent(for: plain).body == "Hi")
    #expect(try await service.presentedContent(for: silent).title.isEmpty)
    await #expect(throws: FacsimileError.self) {
      try await service.presentedContent(for: PushPayload(["aps": ["badge": "x"]]))
    }
  }
}

/// The extension's cap, which takes its 30 seconds and more on a loaded machine: a suite of its
/// own, with a longer limit than the other extension tests' minute.
@Suite(.timeLimit(.minutes(5))) struct PresentedContentVolumeTests {
  /// No extension has more than 30 seconds on iOS ("no more than 30 seconds", Apple): a longer
  /// limit, up to one the clock cannot count, runs as 30 seconds, so an extension that never
  /// hands anything over ends the wait by 33 seconds (the grace is a tenth), with the original
  /// content, instead of hanging the test. It takes those 33 seconds: a volume test.
  @Test(.volume)
  func anExtensionThatNeverAnswersEndsByThirtySecondsWhateverItsLimit() async {
    let request = PresentedContentTests().request
    let clock = ContinuousClock()
    let start = clock.now
    let service = TitleEditor(.never)
    let content = await service.presentedContent(for: request, timeLimit: .seconds(Int64.max))
    let waited = clock.now - start
    #expect(service.expired)
    #expect(content === request.content)
    #expect(waited >= .seconds(30))
    // A loaded machine stretches it (73 s once under the thread sanitizer on 2 busy cores); a
    // limit not capped would never end, which the suite's time limit catches.
    #expect(waited < .seconds(240), "capped at 30 seconds, stretched by load")
  }
}
