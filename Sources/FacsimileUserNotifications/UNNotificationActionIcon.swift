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
open class UNNotificationActionIcon: KeyedObject, NSCopying, NSSecureCoding {
  struct Values {
    var systemImageName: String?
    var templateImageName: String?
  }

  /// The keys, each declared once: the initializers below write them, and the key table lists
  /// them (Apple's class has no public properties to read them).
  enum Keys {
    static let systemImageName = StoredKey.key("systemImageName", \Values.systemImageName)
    static let templateImageName = StoredKey.key("templateImageName", \Values.templateImageName)
  }

  let storage = KeyedStorage(Values())

  /// `true`: icons can be archived with secure coding.
  public class var supportsSecureCoding: Bool { true }

  /// The object itself, as on Apple platforms: an icon is immutable, so a copy is the same
  /// object, whatever its class (no initializer of a subclass of yours runs).
  ///
  /// ```swift
  /// let same = icon.copy() as AnyObject
  /// print(same === icon)  // true
  /// ```
  ///
  /// - Parameter zone: Ignored, as on Apple platforms.
  /// - Returns: `self`.
  open override func copy(with zone: NSZone? = nil) -> Any {
    self
  }

  /// Creates an icon from an image in the app's asset catalog or bundle.
  ///
  /// ```swift
  /// let icon = UNNotificationActionIcon(templateImageName: "reply")
  /// ```
  ///
  /// - Parameter templateImageName: The image's name, without extension or scale suffix.
  public convenience init(templateImageName: String) {
    self.init()
    storage[Keys.templateImageName] = templateImageName
  }

  /// Creates an icon from an SF Symbols image.
  ///
  /// ```swift
  /// let icon = UNNotificationActionIcon(systemImageName: "trash")
  /// ```
  ///
  /// - Parameter systemImageName: The symbol's name.
  public convenience init(systemImageName: String) {
    self.init()
    storage[Keys.systemImageName] = systemImageName
  }

  /// The icon's keys: `systemImageName` and `templateImageName`.
  open override class var keyTable: KeyTable { keys }

  private static let keys = KeyTable(
    storage: \UNNotificationActionIcon.storage,
    [Keys.systemImageName, Keys.templateImageName])
}
