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
open class UNNotificationAction: KeyedCodingObject, NSCopying, NSSecureCoding {

  /// The keys, each declared once: name, type, default and rules.
  struct Keys: KeySet {
    let identifier = Key("")
    let title = Key("")
    let options = Key<UNNotificationActionOptions>([])
    let icon = Key<UNNotificationActionIcon?>(nil)
    static let layout = KeyLayout<Keys>()
  }

  let storage = Keys.storage()

  /// The identifier a ``UNNotificationResponse`` carries when the user chooses the action.
  open var identifier: String { storage.identifier }

  /// The button's title.
  open var title: String { storage.title }

  /// The action's behaviours.
  open var options: UNNotificationActionOptions { storage.options }

  /// The icon beside the title, if any.
  open var icon: UNNotificationActionIcon? { storage.icon }

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
    self.init(blank: ())
    let icon = icon.map { $0.copy() as? UNNotificationActionIcon ?? $0 }
    storage.set(\.identifier, identifier, on: self)
    storage.set(\.title, title, on: self)
    storage.set(\.options, options, on: self)
    storage.set(\.icon, icon, on: self)
  }

  /// The action's keys: `identifier`, `title`, `options` and `icon`.
  open override class var keyTable: KeyTable { table }

  private static let table = KeyTable(
    \UNNotificationAction.storage, subtypes: [UNTextInputNotificationAction.self]
  ) {
    UNNotificationAction(blank: ())
  }
}
