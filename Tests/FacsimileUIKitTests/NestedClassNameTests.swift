import FacsimileCore
import FacsimileUIKit
import Foundation
import Testing

/// A test suite that keeps its scene delegate nested in it, as test suites do: legal Swift, and a
/// class `NSStringFromClass` traps on in Linux ("not a top-level class").
@MainActor
@Suite struct NestedClassNameTests {
  final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
  }

  enum Fakes {
    struct Deeper {
      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {}
    }
  }

  nonisolated static func application(delegateClass: AnyClass) -> UIApplication {
    let configuration = UISceneConfiguration(
      name: "Default Configuration", sessionRole: .windowApplication)
    try? configuration.setValue(delegateClass, forKey: "delegateClass")
    let scene = UIWindowScene.fabricate(session: .fabricate(configuration: configuration))
    return UIApplication.fabricate(connectedScenes: [scene])
  }

  @Test func describingAnApplicationWhoseDelegateClassIsNestedNeverTraps() async {
    // In a child process: the description trapped, and a failed `#expect` printing such an
    // application took the whole run down.
    await #expect(processExitsWith: .success) {
      let application = Self.application(delegateClass: SceneDelegate.self)
      _ = application.description
      _ = application.debugDescription
      _ = application.treeDescription
      _ = application.fixture().jsonData()
      withKnownIssue {
        let state = try application.value(forKey: "applicationState")
        #expect(state as? UIApplication.State == .background, "\(application)")
      }
    }
  }

  @Test func aNestedClassIsNamedAsSwiftNamesItAndReadBack() throws {
    for delegateClass: AnyClass in [SceneDelegate.self, Fakes.Deeper.SceneDelegate.self] {
      let application = Self.application(delegateClass: delegateClass)
      let name = String(reflecting: delegateClass)
      #expect(application.description.contains(name))
      let scene = try #require(application.connectedScenes.first)
      let configuration = scene.session.configuration
      #expect(configuration.fixture()["delegateClass"] == .string(name))
      let again = try UISceneConfiguration.fabricate(from: configuration.fixture())
      #expect(again.delegateClass == delegateClass)
      let fromJSON = try UISceneConfiguration.fabricate(json: configuration.fixture().jsonData())
      #expect(fromJSON.delegateClass == delegateClass)
    }
    #expect(
      String(reflecting: SceneDelegate.self)
        == "FacsimileUIKitTests.NestedClassNameTests.SceneDelegate")
  }

  @Test func aNameThatNamesNoClassIsRefused() {
    for name in [
      "FacsimileUIKitTests.NestedClassNameTests.Missing", "Nope.Nothing", "a b", "",
      "FacsimileUIKitTests.(unknown context at $1234).Hidden",
    ] {
      #expect(throws: FacsimileError.self, "\(name)") {
        try UISceneConfiguration.fabricate(from: ["delegateClass": .string(name)])
      }
    }
  }
}

@Suite struct HostileClassNameTests {
  @Test func namesNoClassHasAreRefusedWithoutCrashing() {
    for name in [
      String(repeating: "A.", count: 100_000) + "A", String(repeating: "x", count: 1_000_000),
      "1Module.Type", "Module..Type", ".Type", "Module.", "Foundation.NSObject.Nope",
      "FacsimileUIKit.UIWindowScene.Keys.Nope", "🙂.🙂",
    ] {
      #expect(throws: FacsimileError.self) {
        try UISceneConfiguration.fabricate(from: ["delegateClass": .string(name)])
      }
    }
  }
}
