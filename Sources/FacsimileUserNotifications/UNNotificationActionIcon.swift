public import FacsimileCore
public import Foundation

/// The icon shown beside a notification action.
///
/// Not `Sendable`, as a class whose subclasses may add state of their own: make it inside the
/// task that uses it, and send its fixture or payload across tasks instead (Docs/Fidelity.md,
/// "Sendable").
///
/// Apple's class has no public properties; ours keeps the image name in two keys,
/// `systemImageName` and `templateImageName` (`String?`), so tests can tell icons apart.
///
/// ```swift
/// let icon = UNNotificationActionIcon(systemImageName: "trash")
/// let delete = UNNotificationAction(
///   identifier: "DELETE", title: "Delete", options: [.destructive], icon: icon)
/// ```
open class UNNotificationActionIcon: KeyedCodingObject, NSCopying, NSSecureCoding {

  /// The keys, each declared once: name, type, default and rules.
  struct Keys: KeySet {
    let systemImageName = Key<String?>(nil)
    let templateImageName = Key<String?>(nil)
    static let layout = KeyLayout<Keys>()
  }

  let storage = Keys.storage()

  /// Creates an icon from an image in the app's asset catalog or bundle.
  ///
  /// ```swift
  /// let icon = UNNotificationActionIcon(templateImageName: "reply")
  /// ```
  ///
  /// - Parameter templateImageName: The image's name, without extension or scale suffix.
  public convenience init(templateImageName: String) {
    self.init(blank: ())
    storage.set(\.templateImageName, templateImageName, on: self)
  }

  /// Creates an icon from an SF Symbols image.
  ///
  /// ```swift
  /// let icon = UNNotificationActionIcon(systemImageName: "trash")
  /// ```
  ///
  /// - Parameter systemImageName: The symbol's name.
  public convenience init(systemImageName: String) {
    self.init(blank: ())
    storage.set(\.systemImageName, systemImageName, on: self)
  }

  /// The icon's keys: `systemImageName` and `templateImageName`.
  open override class var keyTable: KeyTable { table }

  private static let table = KeyTable(\UNNotificationActionIcon.storage) {
    UNNotificationActionIcon(blank: ())
  }
}
