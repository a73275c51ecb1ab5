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
@MainActor
open class UIOpenURLContext: KeyedObject {
  struct Values {
    var url = URL(fileURLWithPath: "/")
    var options = UIScene.OpenURLOptions(blank: ())
  }

  /// The keys, each declared once: the getters below read them, and the key table lists them.
  enum Keys {
    static let url = StoredKey.key("url", \Values.url)
    static let options = StoredKey.key("options", \Values.options)
  }

  nonisolated let storage = KeyedStorage(Values())

  /// Unavailable, as on Apple platforms: UIKit makes URL contexts. Use `InstanceHelper`, a
  /// `KeyedCoder` or ``fabricate(url:sourceApplication:annotation:openInPlace:)``.
  @available(
    *, unavailable,
    message:
      "UIKit makes URL contexts; use InstanceHelper.create or UIOpenURLContext.fabricate(url:)"
  )
  public override init() {
    super.init()
  }

  /// A blank instance, for this package's defaults and helpers.
  nonisolated package init(blank: Void) {
    super.init()
  }

  /// Makes an instance from a coder, as `KeyedObject.init(coder:)` does.
  ///
  /// - Parameter coder: The coder to read keys from, usually a `KeyedCoder`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The URL to open. A blank context holds `file:///`.
  open var url: URL { storage[Keys.url] }

  /// How the URL was opened.
  open var options: UIScene.OpenURLOptions { storage[Keys.options] }

  /// The context's keys: `url` and `options`.
  nonisolated open override class var keyTable: KeyTable { keys }

  nonisolated private static let keys = KeyTable(
    storage: \UIOpenURLContext.storage,
    [Keys.url, Keys.options])
}
