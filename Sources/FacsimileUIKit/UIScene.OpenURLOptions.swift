public import FacsimileCore
import Foundation

extension UIScene {
  /// How a URL was opened: which app asked, with what annotation, and whether in place.
  ///
  /// Not `Sendable`, unlike UIKit's, though `@MainActor`: its base class is not `Sendable`. Use
  /// it on the main actor (Docs/Fidelity.md, "Sendable").
  ///
  /// As on Apple platforms there is no public initializer; it comes with a
  /// ``UIOpenURLContext``, which ``UIOpenURLContext/fabricate(url:sourceApplication:annotation:openInPlace:)``
  /// fills in:
  ///
  /// ```swift
  /// let context = UIOpenURLContext.fabricate(
  ///   url: URL(fileURLWithPath: "/tmp/report.pdf"), openInPlace: true)
  /// print(context.options.openInPlace)  // true
  /// ```
  @preconcurrency @MainActor
  open class OpenURLOptions: KeyedObject {

    /// The keys, each declared once: name, type, default and rules.
    struct Keys: KeySet {
      let sourceApplication = Key<String?>(nil)
        .property(readOnly: { \UIScene.OpenURLOptions.sourceApplication })
      let annotation = Key<Any?>(nil).property(readOnly: { \UIScene.OpenURLOptions.annotation })
      let openInPlace = Key(false).property(readOnly: { \UIScene.OpenURLOptions.openInPlace })
      static let layout = KeyLayout<Keys>()
    }

    nonisolated let storage = Keys.storage()

    /// A blank instance, with every key at its default.
    ///
    /// Apple's header makes `init` unavailable (`NS_UNAVAILABLE`), yet on iOS a Swift subclass
    /// still reaches it through an implicit `super.init()` (test mocks do: an `init(url:)` that
    /// stores a URL and calls no `super.init`). Swift cannot say "unavailable, except to a
    /// subclass", so Facsimile keeps it public: code that compiles on iOS compiles here
    /// (Docs/Fidelity.md). UIKit makes URL options; a test makes one with `InstanceHelper` or a
    /// `fabricate` helper.
    nonisolated public override init() {
      super.init()
    }

    /// The bundle identifier of the app that asked to open the URL, if the system tells.
    open var sourceApplication: String? { storage.sourceApplication }

    /// A property list the source app passed with the URL.
    open var annotation: Any? { storage.annotation }

    /// Whether the app should open the file where it is rather than a copy.
    open var openInPlace: Bool { storage.openInPlace }

    /// The options' keys: `sourceApplication`, `annotation` and `openInPlace`.
    nonisolated open override class var keyTable: KeyTable { table }

    nonisolated private static let table = KeyTable(\UIScene.OpenURLOptions.storage) {
      UIScene.OpenURLOptions()
    }
  }
}
