public import FacsimileCore
public import Foundation

/// A URL to open, with the options it came with: what
/// ``UISceneDelegate/scene(_:openURLContexts:)`` and ``UIScene/ConnectionOptions/urlContexts``
/// hold.
///
/// Not `Sendable`, unlike UIKit's, though `@MainActor`: its base class is not `Sendable`. Use it
/// on the main actor, and send identifiers across tasks instead (Docs/Fidelity.md, "Sendable").
///
/// As on Apple platforms there is no public initializer. Make one with `InstanceHelper`, a
/// `KeyedCoder` or ``fabricate(url:sourceApplication:annotation:openInPlace:)``:
///
/// ```swift
/// let context = try InstanceHelper.create(UIOpenURLContext.self, properties: [
///   "url": URL(string: "myapp://article/1") as Any
/// ])
/// sceneDelegate.scene(scene, openURLContexts: [context])
/// ```
@preconcurrency @MainActor
open class UIOpenURLContext: KeyedObject {

  /// The keys, each declared once: name, type, default and rules.
  struct Keys: KeySet {
    let url = Key(URL(fileURLWithPath: "/"), objectiveC: "URL")
      .property(readOnly: { \UIOpenURLContext.url })
    let options = Key { UIScene.OpenURLOptions() }.property(readOnly: { \UIOpenURLContext.options })
    static let layout = KeyLayout<Keys>()
  }

  nonisolated let storage = Keys.storage()

  /// A blank instance, with every key at its default.
  ///
  /// Apple's header makes `init` unavailable (`NS_UNAVAILABLE`), yet on iOS a Swift subclass
  /// still reaches it through an implicit `super.init()` (test mocks do: an `init(url:)` that
  /// stores a URL and calls no `super.init`). Swift cannot say "unavailable, except to a
  /// subclass", so Facsimile keeps it public: code that compiles on iOS compiles here
  /// (Docs/Fidelity.md). UIKit makes URL contexts; a test makes one with `InstanceHelper` or a
  /// `fabricate` helper.
  nonisolated public override init() {
    super.init()
  }

  /// The URL to open. A blank context holds `file:///`.
  open var url: URL { storage.url }

  /// How the URL was opened.
  open var options: UIScene.OpenURLOptions { storage.options }

  /// The context's keys: `url` and `options`.
  nonisolated open override class var keyTable: KeyTable { table }

  nonisolated private static let table = KeyTable(\UIOpenURLContext.storage) {
    UIOpenURLContext()
  }
}
