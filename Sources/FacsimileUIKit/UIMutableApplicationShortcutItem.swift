public import FacsimileCore
public import Foundation

/// A Home Screen quick action whose values can change.
///
/// Not `Sendable`, as a class whose subclasses may add state of their own: make it inside the
/// task that uses it, and send its fixture or payload across tasks instead (Docs/Fidelity.md,
/// "Sendable").
///
/// ```swift
/// let item = UIMutableApplicationShortcutItem(type: "com.example.compose", localizedTitle: "New")
/// item.icon = UIApplicationShortcutIcon(type: .compose)
/// ```
open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem {
  /// Creates a quick action whose values can change.
  ///
  /// ```swift
  /// let item = UIMutableApplicationShortcutItem(
  ///   type: "com.example.search", localizedTitle: "Search", localizedSubtitle: nil,
  ///   icon: UIApplicationShortcutIcon(type: .search), userInfo: nil)
  /// ```
  ///
  /// - Parameters:
  ///   - type: An app-defined string that identifies the action.
  ///   - localizedTitle: The title shown on the Home Screen.
  ///   - localizedSubtitle: A subtitle shown under the title.
  ///   - icon: The action's icon.
  ///   - userInfo: App-defined values passed back with the action.
  public override init(
    type: String, localizedTitle: String, localizedSubtitle: String?,
    icon: UIApplicationShortcutIcon?, userInfo: [String: any NSSecureCoding]? = nil
  ) {
    super.init(
      type: type, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle, icon: icon,
      userInfo: userInfo)
  }

  /// Unavailable, as on Apple platforms: a quick action needs a type and a title.
  @available(*, unavailable, message: "Use init(type:localizedTitle:)")
  public override init() {
    super.init(type: "", localizedTitle: "", localizedSubtitle: nil, icon: nil)
  }

  /// The app-defined string that identifies the action.
  open override var type: String {
    get { storage.type }
    set { storage.set(\.type, newValue, on: self) }
  }

  /// The title shown on the Home Screen.
  open override var localizedTitle: String {
    get { storage.localizedTitle }
    set { storage.set(\.localizedTitle, newValue, on: self) }
  }

  /// The subtitle shown under the title.
  open override var localizedSubtitle: String? {
    get { storage.localizedSubtitle }
    set { storage.set(\.localizedSubtitle, newValue, on: self) }
  }

  /// The action's icon; the item keeps a copy.
  open override var icon: UIApplicationShortcutIcon? {
    get { storage.icon }
    set {
      storage.set(\.icon, newValue.map { $0.copy() as? UIApplicationShortcutIcon ?? $0 }, on: self)
    }
  }

  /// App-defined values passed back with the action.
  open override var userInfo: [String: any NSSecureCoding]? {
    get { storage.userInfo }
    set { storage.set(\.userInfo, newValue, on: self) }
  }

  /// An identifier that picks which scene handles the action.
  open override var targetContentIdentifier: Any? {
    get { storage.targetContentIdentifier }
    set { storage.set(\.targetContentIdentifier, newValue, on: self) }
  }

  /// An immutable ``UIApplicationShortcutItem`` with this item's values, read through its
  /// properties, as on Apple platforms: always of that class, so no initializer of a subclass of
  /// yours runs.
  ///
  /// ```swift
  /// let frozen = item.copy() as? UIApplicationShortcutItem
  /// print(frozen is UIMutableApplicationShortcutItem)  // false
  /// ```
  ///
  /// - Parameter zone: Ignored, as on Apple platforms.
  /// - Returns: The immutable copy.
  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = UIApplicationShortcutItem(
      type: type, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle,
      icon: icon, userInfo: userInfo)
    copy.storage.set(\.targetContentIdentifier, targetContentIdentifier, on: copy)
    return copy
  }

  /// The item's keys: those of ``UIApplicationShortcutItem``.
  open override class var keyTable: KeyTable { table }

  private static let table = KeyTable(
    empty: UIMutableApplicationShortcutItem.self, inheriting: UIApplicationShortcutItem.keyTable
  ) {
    UIMutableApplicationShortcutItem(type: "", localizedTitle: "")
  }
}
