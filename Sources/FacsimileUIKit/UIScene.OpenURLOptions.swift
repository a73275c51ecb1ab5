public import FacsimileCore
public import Foundation

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
  @MainActor
  open class OpenURLOptions: KeyedObject {
    struct Values {
      var sourceApplication: String?
      var annotation: Any?
      var openInPlace = false
    }

    /// The keys, each declared once: the getters below read them, and the key table lists them.
    enum Keys {
      static let sourceApplication = StoredKey.key("sourceApplication", \Values.sourceApplication)
      static let annotation = StoredKey.key("annotation", \Values.annotation)
      static let openInPlace = StoredKey.key("openInPlace", \Values.openInPlace)
    }

    nonisolated let storage = KeyedStorage(Values())

    /// Unavailable, as on Apple platforms: UIKit makes URL options. Use `InstanceHelper`, a
    /// `KeyedCoder` or ``UIOpenURLContext/fabricate(url:sourceApplication:annotation:openInPlace:)``.
    @available(
      *, unavailable,
      message:
        "UIKit makes URL options; use InstanceHelper.create or UIOpenURLContext.fabricate(url:)"
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

    /// The bundle identifier of the app that asked to open the URL, if the system tells.
    open var sourceApplication: String? { storage[Keys.sourceApplication] }

    /// A property list the source app passed with the URL.
    open var annotation: Any? { storage[Keys.annotation] }

    /// Whether the app should open the file where it is rather than a copy.
    open var openInPlace: Bool { storage[Keys.openInPlace] }

    /// The options' keys: `sourceApplication`, `annotation` and `openInPlace`.
    nonisolated open override class var keyTable: KeyTable { keys }

    nonisolated private static let keys = KeyTable(
      storage: \UIScene.OpenURLOptions.storage,
      [Keys.sourceApplication, Keys.annotation, Keys.openInPlace])
  }
}
