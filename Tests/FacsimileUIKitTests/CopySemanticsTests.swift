import FacsimileCore
import FacsimileUIKit
import Foundation
import Testing

/// A quick action an app subclasses, with the trapping `init?(coder:)` real code writes.
private final class ComposeShortcut: UIMutableApplicationShortcutItem {
  init() {
    super.init(
      type: "com.example.compose", localizedTitle: "Compose", localizedSubtitle: nil, icon: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A scene configuration subclass with the same initializer.
@MainActor
private final class MainConfiguration: UISceneConfiguration {
  override init() {
    super.init(name: "Main", sessionRole: .windowApplication)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// Copying UIKit's copyable models as on Apple platforms.
@Suite struct UIKitCopySemanticsTests {
  @Test func immutableItemsAndIconsCopyAsThemselves() {
    let icon = UIApplicationShortcutIcon(type: .compose)
    let item = UIApplicationShortcutItem(type: "t", localizedTitle: "T")
    #expect(icon.copy() as AnyObject === icon)
    #expect(item.copy() as AnyObject === item)
  }

  @Test func aMutableItemSubclassCopiesIntoAnImmutableItemWithoutItsInitializer() throws {
    let shortcut = ComposeShortcut()
    shortcut.targetContentIdentifier = "drafts"
    let copy = try #require(shortcut.copy() as? UIApplicationShortcutItem)
    #expect(type(of: copy) == UIApplicationShortcutItem.self)
    #expect(copy.type == "com.example.compose")
    #expect(copy.targetContentIdentifier as? String == "drafts")
    let mutable = try #require(shortcut.mutableCopy() as? UIMutableApplicationShortcutItem)
    #expect(type(of: mutable) == UIMutableApplicationShortcutItem.self)
  }

  @Test @MainActor func aConfigurationSubclassCopiesIntoAConfigurationWithoutItsInitializer()
    throws
  {
    let configuration = MainConfiguration()
    configuration.delegateClass = UIResponder.self
    let copy = try #require(configuration.copy() as? UISceneConfiguration)
    #expect(type(of: copy) == UISceneConfiguration.self)
    #expect(copy.name == "Main")
    #expect(copy.delegateClass == UIResponder.self)
    #expect(copy !== configuration)
    let session = UISceneSession.fabricate(configuration: configuration)
    #expect(session.configuration.name == "Main")
  }
}
