public import FacsimileCore
public import Foundation

/// A Home Screen quick action: what
/// ``UIWindowSceneDelegate/windowScene(_:performActionFor:completionHandler:)`` and
/// ``UIScene/ConnectionOptions/shortcutItem`` carry.
///
/// Not `Sendable`, as a class whose subclasses may add state of their own: make it inside the
/// task that uses it, and send its fixture or payload across tasks instead (Docs/Fidelity.md,
/// "Sendable").
///
/// ```swift
/// let item = UIApplicationShortcutItem(type: "com.example.compose", localizedTitle: "New Note")
/// let fromFixture = try InstanceHelper.create(UIApplicationShortcutItem.self, properties: [
///   "type": "com.example.compose",
///   "localizedTitle": "New Note",
///   "icon": ["systemImageName": "square.and.pencil"],
/// ])
/// ```
///
/// On Linux, `userInfo` values must be Foundation objects (`"42" as NSString`), since Swift
/// values do not bridge to `NSSecureCoding` there.
open class UIApplicationShortcutItem: KeyedObject, NSCopying, NSMutableCopying {

  /// The keys, each declared once: name, type, default and rules.
  struct Keys: KeySet {
    let type = Key("").property(
      { \UIApplicationShortcutItem.type }, mutable: { \UIMutableApplicationShortcutItem.type })
    let localizedTitle = Key("").property(
      { \UIApplicationShortcutItem.localizedTitle },
      mutable: { \UIMutableApplicationShortcutItem.localizedTitle })
    let localizedSubtitle = Key<String?>(nil).property(
      { \UIApplicationShortcutItem.localizedSubtitle },
      mutable: { \UIMutableApplicationShortcutItem.localizedSubtitle })
    let icon = Key<UIApplicationShortcutIcon?>(nil).property(
      { \UIApplicationShortcutItem.icon }, mutable: { \UIMutableApplicationShortcutItem.icon })
    let userInfo = Key<[String: any NSSecureCoding]?>(nil).property(
      { \UIApplicationShortcutItem.userInfo },
      mutable: { \UIMutableApplicationShortcutItem.userInfo })
    let targetContentIdentifier = Key<Any?>(nil).property(
      { \UIApplicationShortcutItem.targetContentIdentifier },
      mutable: { \UIMutableApplicationShortcutItem.targetContentIdentifier })
    static let layout = KeyLayout<Keys>()
  }

  let storage = Keys.storage()

  /// Creates a quick action.
  ///
  /// ```swift
  /// let item = UIApplicationShortcutItem(
  ///   type: "com.example.search", localizedTitle: "Search", localizedSubtitle: nil,
  ///   icon: UIApplicationShortcutIcon(type: .search), userInfo: ["scope": "all" as NSString])
  /// ```
  ///
  /// - Parameters:
  ///   - type: An app-defined string that identifies the action.
  ///   - localizedTitle: The title shown on the Home Screen.
  ///   - localizedSubtitle: A subtitle shown under the title.
  ///   - icon: The action's icon.
  ///   - userInfo: App-defined values passed back with the action.
  public init(
    type: String, localizedTitle: String, localizedSubtitle: String?,
    icon: UIApplicationShortcutIcon?, userInfo: [String: any NSSecureCoding]? = nil
  ) {
    super.init()
    let icon = icon.map { $0.copy() as? UIApplicationShortcutIcon ?? $0 }
    storage.set(\.type, type, on: self)
    storage.set(\.localizedTitle, localizedTitle, on: self)
    storage.set(\.localizedSubtitle, localizedSubtitle, on: self)
    storage.set(\.icon, icon, on: self)
    storage.set(\.userInfo, userInfo, on: self)
  }

  /// Creates a quick action with a type and a title only.
  ///
  /// ```swift
  /// let item = UIApplicationShortcutItem(type: "com.example.compose", localizedTitle: "New Note")
  /// ```
  ///
  /// - Parameters:
  ///   - type: An app-defined string that identifies the action.
  ///   - localizedTitle: The title shown on the Home Screen.
  public convenience init(type: String, localizedTitle: String) {
    self.init(
      type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil, userInfo: nil)
  }

  /// Unavailable, as on Apple platforms: a quick action needs a type and a title.
  @available(*, unavailable, message: "Use init(type:localizedTitle:)")
  public override init() {
    super.init()
  }

  /// The app-defined string that identifies the action.
  open var type: String { storage.type }

  /// The title shown on the Home Screen.
  open var localizedTitle: String { storage.localizedTitle }

  /// The subtitle shown under the title.
  open var localizedSubtitle: String? { storage.localizedSubtitle }

  /// The action's icon.
  open var icon: UIApplicationShortcutIcon? { storage.icon }

  /// App-defined values passed back with the action.
  open var userInfo: [String: any NSSecureCoding]? { storage.userInfo }

  /// An identifier that picks which scene handles the action.
  open var targetContentIdentifier: Any? { storage.targetContentIdentifier }

  /// The item itself, as on Apple platforms: a quick action is immutable, so a copy is the same
  /// object (``UIMutableApplicationShortcutItem`` makes an immutable copy instead).
  ///
  /// ```swift
  /// print(item.copy() as AnyObject === item)  // true
  /// ```
  ///
  /// - Parameter zone: Ignored, as on Apple platforms.
  /// - Returns: `self`.
  open override func copy(with zone: NSZone? = nil) -> Any {
    self
  }

  /// A ``UIMutableApplicationShortcutItem`` with the same values, read through the properties.
  ///
  /// ```swift
  /// let mutable = item.mutableCopy() as? UIMutableApplicationShortcutItem
  /// mutable?.localizedTitle = "Renamed"
  /// ```
  ///
  /// - Parameter zone: Ignored, as on Apple platforms.
  /// - Returns: The mutable copy.
  open func mutableCopy(with zone: NSZone? = nil) -> Any {
    let copy = UIMutableApplicationShortcutItem(
      type: type, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle,
      icon: icon, userInfo: userInfo)
    copy.targetContentIdentifier = targetContentIdentifier
    return copy
  }

  /// The item's keys: `type`, `localizedTitle`, `localizedSubtitle`, `icon`, `userInfo` and
  /// `targetContentIdentifier`.
  open override class var keyTable: KeyTable { table }

  private static let table = KeyTable(\UIApplicationShortcutItem.storage) {
    UIApplicationShortcutItem(type: "", localizedTitle: "")
  }
}
