public import FacsimileCore
public import Foundation

/// The image of a Home Screen quick action: a system icon type, a template image or an SF Symbol.
///
/// Not `Sendable`, as a class whose subclasses may add state of their own: make it inside the
/// task that uses it, and send its fixture or payload across tasks instead (Docs/Fidelity.md,
/// "Sendable").
///
/// Apple's class has no public properties; Facsimile keeps what the icon was made from under the
/// keys `type`, `templateImageName` and `systemImageName`, so fixtures can describe one.
///
/// ```swift
/// let icon = UIApplicationShortcutIcon(type: .compose)
/// let symbol = UIApplicationShortcutIcon(systemImageName: "star")
/// ```
open class UIApplicationShortcutIcon: KeyedObject, NSCopying {

  /// The keys, each declared once: name, type, default and rules.
  struct Keys: KeySet {
    let type = Key<IconType?>(nil)
    let templateImageName = Key<String?>(nil)
    let systemImageName = Key<String?>(nil)
    static let layout = KeyLayout<Keys>()
  }

  let storage = Keys.storage()

  /// A blank icon, for this package's tables and helpers: Apple's has no public initializer.
  package init(blank: Void) {
    super.init()
  }

  /// Creates an icon of a system type.
  ///
  /// ```swift
  /// let icon = UIApplicationShortcutIcon(type: .search)
  /// ```
  ///
  /// - Parameter type: The system icon.
  public convenience init(type: UIApplicationShortcutIcon.IconType) {
    self.init(blank: ())
    storage.set(\.type, type, on: self)
  }

  /// Creates an icon from a template image in the app's asset catalog.
  ///
  /// ```swift
  /// let icon = UIApplicationShortcutIcon(templateImageName: "Compose")
  /// ```
  ///
  /// - Parameter templateImageName: The image's name.
  public convenience init(templateImageName: String) {
    self.init(blank: ())
    storage.set(\.templateImageName, templateImageName, on: self)
  }

  /// Creates an icon from an SF Symbol.
  ///
  /// ```swift
  /// let icon = UIApplicationShortcutIcon(systemImageName: "star.fill")
  /// ```
  ///
  /// - Parameter systemImageName: The symbol's name.
  public convenience init(systemImageName: String) {
    self.init(blank: ())
    storage.set(\.systemImageName, systemImageName, on: self)
  }

  /// The icon itself, as on Apple platforms: an icon is immutable, so a copy is the same object.
  ///
  /// ```swift
  /// print(icon.copy() as AnyObject === icon)  // true
  /// ```
  ///
  /// - Parameter zone: Ignored, as on Apple platforms.
  /// - Returns: `self`.
  open override func copy(with zone: NSZone? = nil) -> Any {
    self
  }

  /// The icon's keys: `type`, `templateImageName` and `systemImageName` (Facsimile's; Apple's
  /// icon has no public properties).
  open override class var keyTable: KeyTable { table }

  private static let table = KeyTable(\UIApplicationShortcutIcon.storage) {
    UIApplicationShortcutIcon(blank: ())
  }
}
