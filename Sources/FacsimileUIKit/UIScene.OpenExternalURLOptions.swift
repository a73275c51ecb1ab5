public import FacsimileCore
public import Foundation

extension UIScene {
  /// How ``UIScene/open(_:options:completionHandler:)`` should open a URL in another app.
  ///
  /// Not `Sendable`, unlike UIKit's, though `@MainActor`: its base class is not `Sendable`. Use
  /// it on the main actor (Docs/Fidelity.md, "Sendable").
  ///
  /// ```swift
  /// let options = UIScene.OpenExternalURLOptions()
  /// options.universalLinksOnly = true
  /// scene.open(url, options: options)
  /// ```
  @MainActor
  open class OpenExternalURLOptions: KeyedObject {
    struct Values {
      var universalLinksOnly = false
    }

    /// The keys, each declared once: the getters below read them, and the key table lists them.
    enum Keys {
      static let universalLinksOnly = StoredKey.key(
        "universalLinksOnly", \Values.universalLinksOnly)
    }

    nonisolated let storage = KeyedStorage(Values())

    /// Creates options with every value at its default.
    ///
    /// ```swift
    /// let options = UIScene.OpenExternalURLOptions()
    /// ```
    public override init() {
      super.init()
    }

    /// Makes options from a coder, as `KeyedObject.init(coder:)` does.
    ///
    /// - Parameter coder: The coder to read keys from, usually a `KeyedCoder`.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// Whether to open the URL only if it is a universal link some app handles.
    open var universalLinksOnly: Bool {
      get { storage[Keys.universalLinksOnly] }
      set { storage[Keys.universalLinksOnly] = newValue }
    }

    /// The options' keys: `universalLinksOnly`.
    nonisolated open override class var keyTable: KeyTable { keys }

    nonisolated private static let keys = KeyTable(
      storage: \UIScene.OpenExternalURLOptions.storage,
      [Keys.universalLinksOnly])
  }
}
