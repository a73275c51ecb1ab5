public import FacsimileCore
public import Foundation

/// A button a notification offers, such as "Reply" or "Delete".
///
/// Not `Sendable`, as a class whose subclasses may add state of their own: make it inside the
/// task that uses it, and send its fixture or payload across tasks instead (Docs/Fidelity.md,
/// "Sendable").
///
/// ```swift
/// let open = UNNotificationAction(identifier: "OPEN", title: "Open", options: [.foreground])
/// let category = UNNotificationCategory(
///   identifier: "ARTICLE", actions: [open], intentIdentifiers: [])
/// ```
open class UNNotificationAction: KeyedObject, NSCopying, NSSecureCoding {
  struct Values {
    var identifier = ""
    var title = ""
    var options: UNNotificationActionOptions = []
    var icon: UNNotificationActionIcon?
  }

  /// The keys, each declared once: the getters below read them, and the key table lists them.
  enum Keys {
    static let identifier = StoredKey.key("identifier", \Values.identifier)
    static let title = StoredKey.key("title", \Values.title)
    static let options = StoredKey.key("options", \Values.options)
    static let icon = StoredKey.key("icon", \Values.icon)
  }

  let storage = KeyedStorage(Values())

  /// The identifier a ``UNNotificationResponse`` carries when the user chooses the action.
  open var identifier: String { storage[Keys.identifier] }

  /// The button's title.
  open var title: String { storage[Keys.title] }

  /// The action's behaviours.
  open var options: UNNotificationActionOptions { storage[Keys.options] }

  /// The icon beside the title, if any.
  open var icon: UNNotificationActionIcon? { storage[Keys.icon] }

  /// `true`: actions can be archived with secure coding.
  public class var supportsSecureCoding: Bool { true }

  /// The object itself, as on Apple platforms: an action is immutable, so a copy is the same
  /// object, whatever its class (no initializer of a subclass of yours runs).
  ///
  /// ```swift
  /// let same = action.copy() as AnyObject
  /// print(same === action)  // true
  /// ```
  ///
  /// - Parameter zone: Ignored, as on Apple platforms.
  /// - Returns: `self`.
  open override func copy(with zone: NSZone? = nil) -> Any {
    self
  }

  /// Creates an action.
  ///
  /// ```swift
  /// let open = UNNotificationAction(identifier: "OPEN", title: "Open", options: [.foreground])
  /// ```
  ///
  /// - Parameters:
  ///   - identifier: The identifier responses carry.
  ///   - title: The button's title.
  ///   - options: The action's behaviours.
  public convenience init(
    identifier: String, title: String, options: UNNotificationActionOptions = []
  ) {
    self.init(identifier: identifier, title: title, options: options, icon: nil)
  }

  /// Creates an action with an icon.
  ///
  /// ```swift
  /// let delete = UNNotificationAction(
  ///   identifier: "DELETE", title: "Delete", options: [.destructive],
  ///   icon: UNNotificationActionIcon(systemImageName: "trash"))
  /// ```
  ///
  /// - Parameters:
  ///   - identifier: The identifier responses carry.
  ///   - title: The button's title.
  ///   - options: The action's behaviours.
  ///   - icon: The icon beside the title.
  public convenience init(
    identifier: String, title: String, options: UNNotificationActionOptions = [],
    icon: UNNotificationActionIcon?
  ) {
    self.init()
    let icon = icon.map { $0.copy() as? UNNotificationActionIcon ?? $0 }
    storage.withValues { values in
      values.identifier = identifier
      values.title = title
      values.options = options
      values.icon = icon
    }
  }

  /// The action's keys: `identifier`, `title`, `options` and `icon`.
  open override class var keyTable: KeyTable { keys }

  private static let keys = KeyTable(
    storage: \UNNotificationAction.storage, subtypes: [UNTextInputNotificationAction.self],
    [Keys.identifier, Keys.title, Keys.options, Keys.icon])
}
