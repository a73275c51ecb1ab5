public import FacsimileCore
import Foundation

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
  @preconcurrency @MainActor
  open class OpenExternalURLOptions: KeyedObject {

    /// The keys, each declared once: name, type, default and rules.
    struct Keys: KeySet {
      let universalLinksOnly = Key(false)
        .property { \UIScene.OpenExternalURLOptions.universalLinksOnly }
      static let layout = KeyLayout<Keys>()
    }

    nonisolated let storage = Keys.storage()

    /// Creates options with every value at its default.
    ///
    /// ```swift
    /// let options = UIScene.OpenExternalURLOptions()
    /// ```
    public override init() {
      super.init()
    }

    /// Whether to open the URL only if it is a universal link some app handles.
    open var universalLinksOnly: Bool {
      get { storage.universalLinksOnly }
      set { storage.set(\.universalLinksOnly, newValue, on: self) }
    }

    /// The options' keys: `universalLinksOnly`.
    nonisolated open override class var keyTable: KeyTable { table }

    nonisolated private static let table = KeyTable(\UIScene.OpenExternalURLOptions.storage) {
      UIScene.OpenExternalURLOptions()
    }
  }
}
