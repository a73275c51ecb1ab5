import Dispatch
import Facsimile
import Foundation

/// How long the lifecycle driver and the notification clock wait for an app's completion handler,
/// and what they do when it does not come: the harness's wait, bounded, where iOS's is not.
///
/// iOS waits for a delegate's handler as long as the app lives; a test that waited as long would
/// hang, and a hang is the worst thing a test library can do. So the driver waits at most its
/// patience (``LifecycleDriver/patience``, ``NotificationClock/patience``) for each answer; when
/// it runs out, it takes the answer of a handler released uncalled, reports one issue at the
/// event's line naming the method and what iOS would do, and the event carries on. A later call
/// of the handler is ignored, as a second call is.
///
/// The patience is counted on a Dispatch timer, not a task, so it runs on time while the main
/// actor or the cooperative pool is busy; the answer is given up from a task on the cooperative
/// pool, so a pool held by blocking work holds the giving up back as it holds back a handler
/// called from a `Task`, and a handler whose task was waiting for the pool before the patience
/// ran out still answers first.
///
/// Waits that are the app's own (a delegate's `async` default awaiting its completion-handler
/// form, `UIApplication.open(_:options:)`'s `async` form) are not bounded: they wait as iOS
/// waits, and a test's own `.timeLimit` bounds them.
package struct Patience {
  /// The patience a driver or a clock starts with: five seconds, or the number of seconds in the
  /// environment variable `FACSIMILE_PATIENCE` (more than 0, at most 3,600), for runs that are
  /// slow throughout, such as tests under a sanitizer on a busy machine.
  static let standard = duration(
    fromEnvironmentValue: ProcessInfo.processInfo.environment["FACSIMILE_PATIENCE"])

  /// `FACSIMILE_PATIENCE`'s value as a patience: a number of seconds more than 0 and at most
  /// 3,600; five seconds for anything else (missing, empty, not a number, out of range).
  package static func duration(fromEnvironmentValue value: String?) -> Duration {
    guard let value, let seconds = Double(value.trimmingCharacters(in: .whitespaces)),
      seconds > 0, seconds <= 3_600
    else { return .seconds(5) }
    return .milliseconds(Int64((seconds * 1_000).rounded()))
  }

  /// How long to wait for each answer; zero or less gives up on any answer not given by the time
  /// the wait starts, and one longer than the clock counts never gives up.
  let duration: Duration

  /// The property that sets the patience, as a report names it: `"driver.patience"`.
  let setting: String

  /// Reports an issue at the line of the event under way.
  let report: (String) -> Void

  /// What the harness waits for: the method that answers, the answer a handler released uncalled
  /// gives (as a report reads it), and what iOS does while the handler is not called.
  struct Wait<Value: Sendable>: Sendable {
    /// The method, as Swift names it.
    let method: String
    /// The answer of a handler released uncalled, which the harness takes when it gives up.
    let fallback: Value
    /// The fallback as a report reads it: `"[] (not shown)"`, `".noData"`.
    let fallbackDescription: String
    /// What iOS does with a handler that is kept and not called, with its source.
    let onIOS: String
  }

  /// Awaits `answer` for at most ``duration``; if it has not come by then, gives `wait.fallback`
  /// in its place and reports it once, at the line of the event under way.
  ///
  /// - Parameters:
  ///   - answer: The answer, asked for already.
  ///   - wait: What is waited for.
  /// - Returns: The answer, or the fallback if the patience ran out first.
  @MainActor
  func value<Value: Sendable>(of answer: CompletionAnswer<Value>, _ wait: Wait<Value>) async
    -> Value
  {
    let deadline = DispatchTime.after(duration)
    guard !answer.isAnswered, deadline != .distantFuture else { return await answer.value() }
    let fallback = wait.fallback
    let timer = DispatchSource.makeTimerSource(queue: .global())
    // `@Sendable`: formed on the main actor, the handler would be the main actor's, and Dispatch
    // runs it on a queue of its own.
    let giveUp: @Sendable () -> Void = {
      Task.detached { answer.give(fallback) }
    }
    timer.setEventHandler(handler: giveUp)
    timer.schedule(deadline: deadline, leeway: .milliseconds(10))
    timer.resume()
    let value = await answer.value()
    timer.cancel()
    if answer.wasGiven { report(message(wait)) }
    return value
  }

  /// The report of a patience that ran out.
  private func message<Value>(_ wait: Wait<Value>) -> String {
    "\(wait.method) did not call its completion handler within \(duration) (\(setting)). "
      + "\(wait.onIOS); a test does not wait that long: the event carries on with "
      + "\(wait.fallbackDescription), as for a handler released uncalled, and a later call is "
      + "ignored. A delegate that answers only after something the test does next "
      + "(endInterruption(), another event) is never answered while this event waits; one that "
      + "needs longer: set \(setting)"
  }
}

extension Patience.Wait where Value == UNNotificationPresentationOptions {
  /// `userNotificationCenter(_:willPresent:withCompletionHandler:)`, whose dropped handler shows
  /// nothing.
  static var willPresent: Self {
    let method = LifecycleDriver.Method.userNotificationCenterWillPresent
    return Self(
      method: method.name, fallback: [], fallbackDescription: "[] (not shown, not listed)",
      onIOS: method.whileItsHandlerIsKept)
  }
}

/// A delegate's answer the driver waits for: asked now, awaited once what iOS does next is done,
/// for no longer than the driver's patience.
struct DelegateAnswer<Value: Sendable>: Sendable {
  /// The answer, given or to come.
  let answer: CompletionAnswer<Value>
  /// What the driver waits for; `nil` for an answer the driver made itself.
  let wait: Patience.Wait<Value>?

  /// An answer already given, by the driver itself (no delegate method was asked).
  static func answered(_ value: Value) -> DelegateAnswer {
    DelegateAnswer(answer: .answered(value), wait: nil)
  }
}

extension LifecycleDriver.Method {
  /// What iOS does while this method's completion handler is kept and not called, with its
  /// source, as a report of the driver's patience says it.
  var whileItsHandlerIsKept: String {
    switch self {
    case .userNotificationCenterWillPresent:
      "iOS waits for it to know how the notification shows (Apple: \"Always execute this "
        + "block at some point during your implementation of this method\")"
    case .userNotificationCenterDidReceive:
      "iOS goes on, and logs \"Warning: UNUserNotificationCenter delegate received call to "
        + "-userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler: but the "
        + "completion handler was never called.\""
    case .applicationDidReceiveRemoteNotification:
      "iOS gives the app up to 30 seconds, then terminates it (Apple: \"you must call the block "
        + "in the handler parameter or your app will be terminated. Your app has up to 30 seconds "
        + "of wall-clock time to process the notification\")"
    default:
      "iOS waits for it (Apple: \"When finished, call the completion handler\"; what it does "
        + "with one never called is not documented)"
    }
  }
}
