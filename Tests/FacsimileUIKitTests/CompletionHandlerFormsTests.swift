import FacsimileCore
import FacsimileUIKit
import Foundation
import Testing

/// An application whose completion-handler `open` answers later, from a task, as a subclass
/// (or a proxy SDK's swizzled method) may.
private final class LaterOpeningApplication: UIApplication {
  override func open(
    _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: ((Bool) -> Void)? = nil
  ) {
    Task { completion?(true) }
  }
}

/// An application whose completion-handler `open` drops the handler without calling it.
private final class ForgetfulApplication: UIApplication {
  override func open(
    _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: ((Bool) -> Void)? = nil
  ) {}
}

/// A delegate that implements only the `async` silent-push method, as modern iOS code does.
private final class AsyncOnlyPushDelegate: UIResponder, UIApplicationDelegate {
  var payloads: [[AnyHashable: Any]] = []

  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]
  ) async -> UIBackgroundFetchResult {
    payloads.append(userInfo)
    return .newData
  }
}

/// A delegate that implements only the completion-handler form, and answers from a task.
private final class LaterAnsweringPushDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
  ) {
    Task { completionHandler(.failed) }
  }
}

/// A delegate that implements neither form.
private final class PushlessDelegate: UIResponder, UIApplicationDelegate {}

/// Calls the completion-handler form and waits for its one answer.
@MainActor
private func completionHandlerAnswer(
  of delegate: some UIApplicationDelegate, _ application: UIApplication
) async -> UIBackgroundFetchResult {
  await withCheckedContinuation { continuation in
    delegate.application(application, didReceiveRemoteNotification: ["k": "v"]) {
      continuation.resume(returning: $0)
    }
  }
}

/// Each method that comes in a completion-handler and an `async` form answers the same through
/// both, whichever the app implements, as UIKit calls whichever a delegate implements.
@MainActor
@Suite struct CompletionHandlerFormsTests {
  @Test func asyncOpenWaitsForACompletionHandlerThatAnswersLater() async throws {
    let application = LaterOpeningApplication(blank: ())
    let url = try #require(URL(string: "https://example.com"))
    #expect(await application.open(url))
  }

  @Test func asyncOpenAnswersFalseWhenTheHandlerIsDroppedUncalled() async throws {
    let application = ForgetfulApplication(blank: ())
    let url = try #require(URL(string: "https://example.com"))
    #expect(await application.open(url) == false)
  }

  @Test func asyncOpenStillAnswersAtOnceForTheModelsOwnOpen() async throws {
    let application = UIApplication.fabricate()
    #expect(await application.open(try #require(URL(string: "https://example.com"))))
    #expect(await application.open(try #require(URL(string: "myapp://x"))) == false)
  }

  @Test func anAsyncOnlySilentPushDelegateAnswersTheCompletionHandlerForm() async {
    let delegate = AsyncOnlyPushDelegate()
    let application = UIApplication.fabricate(delegate: delegate)
    #expect(await completionHandlerAnswer(of: delegate, application) == .newData)
    #expect(await delegate.application(application, didReceiveRemoteNotification: [:]) == .newData)
    #expect(delegate.payloads.count == 2)
  }

  @Test func aCompletionHandlerDelegateThatAnswersLaterAnswersTheAsyncForm() async {
    let delegate = LaterAnsweringPushDelegate()
    let application = UIApplication.fabricate(delegate: delegate)
    #expect(await delegate.application(application, didReceiveRemoteNotification: [:]) == .failed)
    #expect(await completionHandlerAnswer(of: delegate, application) == .failed)
  }

  @Test func aDelegateWithNeitherFormAnswersNoDataThroughBothWithoutRecursing() async {
    let delegate = PushlessDelegate()
    let application = UIApplication.fabricate(delegate: delegate)
    #expect(await delegate.application(application, didReceiveRemoteNotification: [:]) == .noData)
    #expect(await completionHandlerAnswer(of: delegate, application) == .noData)
  }

  @Test func aDelegateThatForwardsToAnotherIsNotMistakenForOneWithNeither() async {
    // The outer delegate's async form calls the inner delegate's completion-handler form, which
    // the inner one implements: the forwarding mark names the outer delegate only.
    let inner = LaterAnsweringPushDelegate()
    let outer = ForwardingPushDelegate(inner: inner)
    let application = UIApplication.fabricate(delegate: outer)
    #expect(await completionHandlerAnswer(of: outer, application) == .failed)
  }
}

/// A delegate that hands silent pushes to another delegate (as SDK proxies do).
private final class ForwardingPushDelegate: UIResponder, UIApplicationDelegate {
  let inner: LaterAnsweringPushDelegate

  init(inner: LaterAnsweringPushDelegate) {
    self.inner = inner
    super.init()
  }

  required init?(coder: NSCoder) { nil }

  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]
  ) async -> UIBackgroundFetchResult {
    await inner.application(application, didReceiveRemoteNotification: userInfo)
  }
}

/// A scene delegate with only the `async` quick action.
private final class AsyncQuickActionSceneDelegate: UIResponder, UIWindowSceneDelegate {
  func windowScene(
    _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem
  ) async -> Bool {
    shortcutItem.type == "compose"
  }
}

/// A scene delegate with only the completion-handler quick action, answering from a task.
private final class LaterQuickActionSceneDelegate: UIResponder, UIWindowSceneDelegate {
  func windowScene(
    _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) {
    Task { completionHandler(true) }
  }
}

/// A scene delegate with neither form of the quick action.
private final class QuietSceneDelegate: UIResponder, UIWindowSceneDelegate {}

/// An app delegate with only the `async` quick action.
private final class AsyncQuickActionAppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem
  ) async -> Bool {
    true
  }
}

/// The quick action's two forms, on the scene delegate and the app delegate.
@MainActor
@Suite struct QuickActionFormsTests {
  private let item = UIApplicationShortcutItem(type: "compose", localizedTitle: "New Post")

  private func completionHandlerAnswer(
    _ delegate: some UIWindowSceneDelegate, _ scene: UIWindowScene
  ) async -> Bool {
    await withCheckedContinuation { continuation in
      delegate.windowScene(scene, performActionFor: item) { continuation.resume(returning: $0) }
    }
  }

  @Test func anAsyncOnlySceneDelegateAnswersTheCompletionHandlerForm() async {
    let delegate = AsyncQuickActionSceneDelegate()
    let scene = UIWindowScene.fabricate(delegate: delegate)
    #expect(await completionHandlerAnswer(delegate, scene))
    #expect(await delegate.windowScene(scene, performActionFor: item))
  }

  @Test func aCompletionHandlerSceneDelegateThatAnswersLaterAnswersTheAsyncForm() async {
    let delegate = LaterQuickActionSceneDelegate()
    let scene = UIWindowScene.fabricate(delegate: delegate)
    #expect(await delegate.windowScene(scene, performActionFor: item))
  }

  @Test func aSceneDelegateWithNeitherFormAnswersFalseThroughBothWithoutRecursing() async {
    let delegate = QuietSceneDelegate()
    let scene = UIWindowScene.fabricate(delegate: delegate)
    #expect(await completionHandlerAnswer(delegate, scene) == false)
    #expect(await delegate.windowScene(scene, performActionFor: item) == false)
  }

  @Test func theSceneDelegatesCompletionHandlerIsCalledAfterTheMethodReturns() async {
    let delegate = AsyncQuickActionSceneDelegate()
    let scene = UIWindowScene.fabricate(delegate: delegate)
    var answers: [Bool] = []
    await withCheckedContinuation { continuation in
      delegate.windowScene(scene, performActionFor: item) {
        answers.append($0)
        continuation.resume()
      }
      #expect(answers.isEmpty)  // as Swift calls an async implementation's handler on iOS
    }
    #expect(answers == [true])
  }

  @Test func anAsyncOnlyAppDelegateAnswersBothQuickActionForms() async {
    let delegate = AsyncQuickActionAppDelegate()
    let application = UIApplication.fabricate(delegate: delegate)
    let answer = await withCheckedContinuation { continuation in
      delegate.application(application, performActionFor: item) {
        continuation.resume(returning: $0)
      }
    }
    #expect(answer)
    #expect(await delegate.application(application, performActionFor: item))
    #expect(await PushlessDelegate().application(application, performActionFor: item) == false)
  }
}
