import FacsimileCore
import FacsimileUserNotifications
import Foundation
import Testing

/// A delegate that implements none of the methods, as Apple's optional methods allow.
private final class SilentDelegate: NSObject, UNUserNotificationCenterDelegate {}

/// A delegate that implements only the completion-handler `willPresent`.
private final class PresentingDelegate: NSObject, UNUserNotificationCenterDelegate {
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    completionHandler([.banner, .sound])
  }
}

/// An app delegate as iOS code writes one today: main-actor isolated, with only the `async`
/// forms, and no `nonisolated`.
@MainActor
private final class AsyncAppDelegate: NSObject, UNUserNotificationCenterDelegate {
  var received: [String] = []
  var presented: [String] = []

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
  ) async {
    MainActor.assertIsolated()
    received.append(response.actionIdentifier)
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification
  ) async -> UNNotificationPresentationOptions {
    MainActor.assertIsolated()
    presented.append(notification.request.identifier)
    return [.banner, .list]
  }
}

/// A delegate of a class of its own, with `nonisolated` async forms (the other common spelling).
private final class NonisolatedAsyncDelegate: NSObject, UNUserNotificationCenterDelegate,
  @unchecked Sendable
{
  private let lock = NSLock()
  private var identifiers: [String] = []
  var received: [String] { lock.withLock { identifiers } }

  nonisolated func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
  ) async {
    lock.withLock { identifiers.append(response.notification.request.identifier) }
  }
}

/// A delegate whose completion handlers are called as a careless app calls them: twice, late,
/// from another thread, or never.
private final class UnrulyDelegate: NSObject, UNUserNotificationCenterDelegate,
  @unchecked Sendable
{
  enum Habit { case twice, fromAnotherThread, never }
  let habit: Habit

  init(_ habit: Habit) {
    self.habit = habit
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    switch habit {
    case .twice:
      completionHandler(.list)
      completionHandler(.banner)
    case .fromAnotherThread:
      let handler = SendableBox(completionHandler)
      DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) { handler.value(.badge) }
    case .never:
      break
    }
  }
}

/// A closure sent to another thread, as an app's code does with a completion handler.
private struct SendableBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// The answer of a completion-handler form, awaited.
private func answer<Value: Sendable>(
  isolation: isolated (any Actor)? = #isolation,
  _ call: (_ handler: @escaping (Value) -> Void) -> Void
) async -> Value {
  await withCheckedContinuation(isolation: isolation) { continuation in
    let once = SendableBox(continuation)
    call { once.value.resume(returning: $0) }
  }
}

private func makeNotification(_ identifier: String = "n") throws -> UNNotification {
  try UNNotification.fabricate(content: UNNotificationContent(), identifier: identifier)
}

/// Both forms of `willPresent` and `didReceive`, whichever a delegate implements, as the system
/// calls whichever form a delegate implements.
@Suite struct UNUserNotificationCenterDelegateTests {
  @Test func aDelegateWithNeitherFormPresentsNothingThroughBothWithoutRecursing() async throws {
    let delegate = SilentDelegate()
    let notification = try makeNotification()
    let options = await answer { handler in
      delegate.userNotificationCenter(
        .current(), willPresent: notification, withCompletionHandler: handler)
    }
    #expect(options == [])
    #expect(
      await delegate.userNotificationCenter(.current(), willPresent: try makeNotification()) == [])
  }

  @Test func aDelegateWithNeitherFormHandlesAResponseThroughBoth() async throws {
    let delegate = SilentDelegate()
    let response = try UNNotificationResponse.fabricate(notification: try makeNotification())
    await answer { handler in
      delegate.userNotificationCenter(.current(), didReceive: response) { handler(()) }
    }
    let another = try UNNotificationResponse.fabricate(notification: try makeNotification())
    await delegate.userNotificationCenter(.current(), didReceive: another)
  }

  @Test func defaultOpenSettingsDoesNothing() throws {
    let delegate = SilentDelegate()
    delegate.userNotificationCenter(.current(), openSettingsFor: try makeNotification())
    delegate.userNotificationCenter(.current(), openSettingsFor: nil)
    #expect(delegate.isEqual(delegate))
  }

  @Test func aCompletionHandlerDelegateAnswersTheAsyncFormThroughTheProtocol() async throws {
    let delegate: any UNUserNotificationCenterDelegate = PresentingDelegate()
    #expect(
      await delegate.userNotificationCenter(.current(), willPresent: try makeNotification())
        == [.banner, .sound])
    let notification = try makeNotification()
    let options = await answer { handler in
      delegate.userNotificationCenter(
        .current(), willPresent: notification, withCompletionHandler: handler)
    }
    #expect(options == [.banner, .sound])
  }

  @MainActor
  @Test func aMainActorDelegateWithOnlyAsyncFormsIsReachedThroughTheCompletionHandlerForms()
    async throws
  {
    let delegate = AsyncAppDelegate()
    let center = try InstanceHelper.create(UNUserNotificationCenter.self)
    center.delegate = delegate
    let notification = try makeNotification("comet")
    let options = await answer { handler in
      center.delegate?.userNotificationCenter(
        center, willPresent: notification, withCompletionHandler: handler)
    }
    let response = try UNNotificationResponse.fabricate(
      notification: notification, actionIdentifier: "open")
    await answer { handler in
      center.delegate?.userNotificationCenter(center, didReceive: response) { handler(()) }
    }
    #expect(options == [.banner, .list])
    #expect(delegate.presented == ["comet"])
    #expect(delegate.received == ["open"])
  }

  @Test func aNonisolatedAsyncFormIsReachedThroughTheCompletionHandlerForm() async throws {
    let delegate = NonisolatedAsyncDelegate()
    let response = try UNNotificationResponse.fabricate(notification: try makeNotification("a"))
    await answer { handler in
      delegate.userNotificationCenter(.current(), didReceive: response) { handler(()) }
    }
    #expect(delegate.received == ["a"])
  }

  @Test func aHandlerCalledTwiceAnswersOnceWithTheFirstValue() async throws {
    let delegate = UnrulyDelegate(.twice)
    #expect(
      await delegate.userNotificationCenter(.current(), willPresent: try makeNotification())
        == .list)
  }

  @Test func aHandlerCalledLaterFromAnotherThreadIsWaitedFor() async throws {
    let delegate = UnrulyDelegate(.fromAnotherThread)
    #expect(
      await delegate.userNotificationCenter(.current(), willPresent: try makeNotification())
        == .badge)
  }

  @Test(arguments: 0..<24)
  func delegatesInParallelTestsEachAnswerForThemselves(_ index: Int) async throws {
    let silent = SilentDelegate()
    let presenting = PresentingDelegate()
    let notification = try makeNotification("\(index)")
    async let nothing = answer { handler in
      silent.userNotificationCenter(
        .current(), willPresent: notification, withCompletionHandler: handler)
    }
    async let options = presenting.userNotificationCenter(
      .current(), willPresent: try makeNotification("\(index)"))
    #expect(await nothing == [])
    #expect(try await options == [.banner, .sound])
  }

  @Test func aHandlerReleasedUncalledAnswersAsAMissingMethod() async throws {
    let delegate = UnrulyDelegate(.never)
    #expect(
      await delegate.userNotificationCenter(.current(), willPresent: try makeNotification()) == [])
  }
}
