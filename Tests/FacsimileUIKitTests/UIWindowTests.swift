import FacsimileCore
import FacsimileUIKit
import Foundation
import Testing

@MainActor
@Suite struct UIWindowTests {
  // MARK: Fabrication

  @Test func aSceneSetByKeyListsTheWindow() throws {
    let scene = UIWindowScene.fabricate()
    let window = try InstanceHelper.create(UIWindow.self, properties: ["hidden": false])
    try window.setValue(scene, forKey: "windowScene")
    try window.setValue(7, forKey: "tag")

    #expect(window.isHidden == false)
    #expect(window.tag == 7)
    #expect(window.windowScene === scene)
    #expect(scene.windows == [window])
  }

  @Test func aSceneFromACoderListsTheWindow() throws {
    let scene = UIWindowScene.fabricate()
    let coder = KeyedCoder([
      "windowScene": scene,
      "frame": CGRect(x: 0, y: 0, width: 390, height: 844),
      "rootViewController": ["title": "Home"],
    ])
    let window = try #require(UIWindow(coder: coder), "\(coder.error as Any)")

    #expect(window.frame.height == 844)
    #expect(window.rootViewController?.title == "Home")
    #expect(window.isHidden)
    #expect(scene.windows == [window])
  }

  // MARK: Scenes

  @Test func aNewWindowIsHiddenAndNotKey() {
    let window = UIWindow(frame: .zero)
    #expect(window.isHidden)
    #expect(!window.isKeyWindow)
    #expect(window.windowScene == nil)
    #expect(UIWindow().isHidden)
    #expect(!UIView().isHidden)
  }

  @Test func aWindowMadeForASceneJoinsItsWindows() {
    let scene = UIWindowScene.fabricate()
    let first = UIWindow(windowScene: scene)
    let second = UIWindow(windowScene: scene)

    #expect(first.windowScene === scene)
    #expect(scene.windows == [first, second])
    #expect(first.next === scene)
  }

  @Test func movingAWindowMovesItBetweenScenes() {
    let home = UIWindowScene.fabricate()
    let away = UIWindowScene.fabricate()
    let window = UIWindow(windowScene: home)

    window.windowScene = away

    #expect(home.windows.isEmpty)
    #expect(away.windows == [window])
    window.windowScene = nil
    #expect(away.windows.isEmpty)
  }

  @Test func theSceneDoesNotKeepItsWindowsAlive() {
    let scene = UIWindowScene.fabricate()
    weak var released: UIWindow?
    do {
      let window = UIWindow(windowScene: scene)
      released = window
      #expect(scene.windows.count == 1)
    }

    #expect(released == nil)
    #expect(scene.windows.isEmpty)
  }

  @Test func aWindowMadeInCodeDoesNotKeepItsSceneAlive() {
    let window = UIWindow(frame: .zero)
    do {
      let scene = UIWindowScene.fabricate()
      window.windowScene = scene
      #expect(window.windowScene === scene)
    }

    #expect(window.windowScene == nil)
  }

  @Test func aWindowMadeFromAFixtureKeepsTheSceneOfANestedFixture() throws {
    let window = try InstanceHelper.create(
      UIWindow.self, properties: ["windowScene": ["session": ["persistentIdentifier": "main"]]])
    let scene = try #require(window.windowScene)
    #expect(scene.session.persistentIdentifier == "main")
    #expect(scene.windows == [window])
    #expect(scene.session.scene === scene)
  }

  @Test func aWindowComesBackFromItsFixtureWithItsScene() throws {
    let scene = UIWindowScene.fabricate(session: .fabricate(persistentIdentifier: "main"))
    let window = UIWindow(windowScene: scene)
    window.tag = 3

    let again = try UIWindow.fabricate(from: window.fixture())

    #expect(again.tag == 3)
    #expect(again.windowScene?.session.persistentIdentifier == "main")
    #expect(again.windowScene?.windows == [again])
  }

  // MARK: Key window

  @Test func makeKeyAndVisibleShowsTheWindowAndMakesItKey() {
    let scene = UIWindowScene.fabricate()
    let window = UIWindow(windowScene: scene)

    window.makeKeyAndVisible()

    #expect(!window.isHidden)
    #expect(window.isKeyWindow)
    #expect(scene.keyWindow === window)
  }

  @Test func makeKeyTakesKeyStatusFromTheScenesOtherWindow() {
    final class KeyRecorder: UIWindow {
      var calls: [String] = []
      override func becomeKey() { calls.append("becomeKey") }
      override func resignKey() { calls.append("resignKey") }
    }
    let scene = UIWindowScene.fabricate()
    let first = KeyRecorder(windowScene: scene)
    let second = KeyRecorder(windowScene: scene)
    first.makeKey()

    second.makeKey()
    second.makeKey()

    #expect(!first.isKeyWindow)
    #expect(second.isKeyWindow)
    #expect(first.isHidden)
    #expect(scene.keyWindow === second)
    #expect(first.calls == ["becomeKey", "resignKey"])
    #expect(second.calls == ["becomeKey"])
  }

  @Test func windowsCompareByIdentityNotByKeys() throws {
    // Two windows with equal keys: equal if compared key by key, different by identity.
    let first = UIWindow(frame: .zero)
    let second = UIWindow(frame: .zero)
    #expect(first.fixture() == second.fixture())

    #expect(first != second)
    #expect(Set([first, second, first]).count == 2)
  }
}
