import FacsimileCore
import FacsimileUIKit
import Foundation
import Testing

@MainActor
@Suite struct UISceneDelegateTests {
  /// Implements nothing: every call goes to the protocols' defaults.
  final class EmptyDelegate: UIResponder, UIWindowSceneDelegate {}

  /// Implements the methods a typical scene delegate does.
  final class RecordingDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var calls: [String] = []

    func sceneDidBecomeActive(_ scene: UIScene) { calls.append("didBecomeActive") }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
      calls.append("continue \(userActivity.activityType)")
    }

    func windowScene(
      _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
      completionHandler: @escaping (Bool) -> Void
    ) {
      calls.append("perform \(shortcutItem.type)")
      completionHandler(true)
    }
  }

  @Test func defaultsDoNothingAndAnswerNil() async throws {
    let delegate = EmptyDelegate()
    let scene = UIWindowScene.fabricate()
    let activity = NSUserActivity(activityType: "com.example")
    var results: [Bool] = []

    delegate.scene(scene, willConnectTo: scene.session, options: .fabricate(urls: []))
    delegate.sceneDidDisconnect(scene)
    delegate.sceneDidBecomeActive(scene)
    delegate.sceneWillResignActive(scene)
    delegate.sceneWillEnterForeground(scene)
    delegate.sceneDidEnterBackground(scene)
    delegate.scene(scene, openURLContexts: [])
    delegate.scene(scene, restoreInteractionStateWith: activity)
    delegate.scene(scene, willContinueUserActivityWithType: "com.example")
    delegate.scene(scene, continue: activity)
    delegate.scene(
      scene, didFailToContinueUserActivityWithType: "com.example", error: CocoaError(.userCancelled)
    )
    delegate.scene(scene, didUpdate: activity)
    delegate.window = UIWindow(windowScene: scene)
    // The quick action's default answers through the async form, after the call returns.
    results.append(
      await withCheckedContinuation { continuation in
        delegate.windowScene(
          scene, performActionFor: UIApplicationShortcutItem(type: "t", localizedTitle: "T")
        ) { continuation.resume(returning: $0) }
      })

    #expect(delegate.stateRestorationActivity(for: scene) == nil)
    #expect(delegate.window == nil)
    #expect(results == [false])
  }

  @Test func implementedMethodsAreCalledThroughTheProtocol() {
    let delegate = RecordingDelegate()
    let scene = UIWindowScene.fabricate(delegate: delegate)
    var results: [Bool] = []

    scene.delegate?.sceneDidBecomeActive(scene)
    scene.delegate?.sceneWillResignActive(scene)
    scene.delegate?.scene(scene, continue: NSUserActivity(activityType: "com.example.article"))
    (scene.delegate as? any UIWindowSceneDelegate)?.windowScene(
      scene, performActionFor: UIApplicationShortcutItem(type: "compose", localizedTitle: "New")
    ) { results.append($0) }

    #expect(
      delegate.calls == ["didBecomeActive", "continue com.example.article", "perform compose"])
    #expect(results == [true])
  }

  @Test func aDelegatesWindowIsItsOwn() {
    let delegate = RecordingDelegate()
    let window = UIWindow(windowScene: .fabricate())
    let witness: any UIWindowSceneDelegate = delegate

    witness.window = window

    #expect(delegate.window === window)
  }
}
