public import FacsimileCore
public import Foundation

/// A kind of notification the app posts, with the actions it offers.
///
/// Not `Sendable`, as a class whose subclasses may add state of their own: make it inside the
/// task that uses it, and send its fixture or payload across tasks instead (Docs/Fidelity.md,
/// "Sendable").
///
/// ```swift
/// let open = UNNotificationAction(identifier: "OPEN", title: "Open", options: [.foreground])
/// let article = UNNotificationCategory(
///   identifier: "ARTICLE", actions: [open], intentIdentifiers: [],
///   options: [.customDismissAction])
/// UNUserNotificationCenter.current().setNotificationCategories([article])
/// ```
open class UNNotificationCategory: KeyedObject, NSCopying, NSSecureCoding {
  struct Values {
    var identifier = ""
    var actions: [UNNotificationAction] = []
    var intentIdentifiers: [String] = []
    var options: UNNotificationCategoryOptions = []
    var hiddenPreviewsBodyPlaceholder = ""
    var categorySummaryFormat = ""
  }

  /// The keys, each declared once: the getters below read them, and the key table lists them.
  enum Keys {
    static let identifier = StoredKey.key("identifier", \Values.identifier)
    static let actions = StoredKey.key("actions", \Values.actions)
    static let intentIdentifiers = StoredKey.key("intentIdentifiers", \Values.intentIdentifiers)
    static let options = StoredKey.key("options", \Values.options)
    static let hiddenPreviewsBodyPlaceholder = StoredKey.key(
      "hiddenPreviewsBodyPlaceholder", \Values.hiddenPreviewsBodyPlaceholder)
    static let categorySummaryFormat = StoredKey.key(
      "categorySummaryFormat", \Values.categorySummaryFormat)
  }

  let storage = KeyedStorage(Values())

  /// The identifier that content names in its ``UNNotificationContent/categoryIdentifier``.
  open var identifier: String { storage[Keys.identifier] }

  /// The actions, in the order they are shown.
  open var actions: [UNNotificationAction] { storage[Keys.actions] }

  /// The identifiers of the intents the category's notifications relate to.
  open var intentIdentifiers: [String] { storage[Keys.intentIdentifiers] }

  /// How the system handles the category's notifications.
  open var options: UNNotificationCategoryOptions { storage[Keys.options] }

  /// The body shown when previews are hidden.
  open var hiddenPreviewsBodyPlaceholder: String { storage[Keys.hiddenPreviewsBodyPlaceholder] }

  /// The format of the summary of grouped notifications.
  open var categorySummaryFormat: String { storage[Keys.categorySummaryFormat] }

  /// `true`: categories can be archived with secure coding.
  public class var supportsSecureCoding: Bool { true }

  /// The object itself, as on Apple platforms: a category is immutable, so a copy is the same
  /// object, whatever its class (no initializer of a subclass of yours runs).
  ///
  /// ```swift
  /// let same = category.copy() as AnyObject
  /// print(same === category)  // true
  /// ```
  ///
  /// - Parameter zone: Ignored, as on Apple platforms.
  /// - Returns: `self`.
  open override func copy(with zone: NSZone? = nil) -> Any {
    self
  }

  /// Creates a category.
  ///
  /// ```swift
  /// let category = UNNotificationCategory(
  ///   identifier: "ARTICLE", actions: [open], intentIdentifiers: [])
  /// ```
  ///
  /// - Parameters:
  ///   - identifier: The category's identifier.
  ///   - actions: The actions to offer.
  ///   - intentIdentifiers: Related intent identifiers.
  ///   - options: How the system handles the category's notifications.
  public convenience init(
    identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
    options: UNNotificationCategoryOptions = []
  ) {
    self.init(
      identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
      hiddenPreviewsBodyPlaceholder: nil, categorySummaryFormat: nil, options: options)
  }

  /// Creates a category with a placeholder body for hidden previews.
  ///
  /// ```swift
  /// let category = UNNotificationCategory(
  ///   identifier: "MESSAGE", actions: [], intentIdentifiers: [],
  ///   hiddenPreviewsBodyPlaceholder: "New message")
  /// ```
  ///
  /// - Parameters:
  ///   - identifier: The category's identifier.
  ///   - actions: The actions to offer.
  ///   - intentIdentifiers: Related intent identifiers.
  ///   - hiddenPreviewsBodyPlaceholder: The body shown when previews are hidden.
  ///   - options: How the system handles the category's notifications.
  public convenience init(
    identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
    hiddenPreviewsBodyPlaceholder: String, options: UNNotificationCategoryOptions = []
  ) {
    self.init(
      identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
      hiddenPreviewsBodyPlaceholder: hiddenPreviewsBodyPlaceholder, categorySummaryFormat: nil,
      options: options)
  }

  /// Creates a category with a hidden-previews placeholder and a summary format.
  ///
  /// ```swift
  /// let category = UNNotificationCategory(
  ///   identifier: "MESSAGE", actions: [], intentIdentifiers: [],
  ///   hiddenPreviewsBodyPlaceholder: nil, categorySummaryFormat: "%u more messages")
  /// ```
  ///
  /// - Parameters:
  ///   - identifier: The category's identifier.
  ///   - actions: The actions to offer.
  ///   - intentIdentifiers: Related intent identifiers.
  ///   - hiddenPreviewsBodyPlaceholder: The body shown when previews are hidden; `nil` for none.
  ///   - categorySummaryFormat: The summary format; `nil` for none.
  ///   - options: How the system handles the category's notifications.
  public convenience init(
    identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
    hiddenPreviewsBodyPlaceholder: String?, categorySummaryFormat: String?,
    options: UNNotificationCategoryOptions = []
  ) {
    self.init()
    let actions = actions.map { $0.copy() as? UNNotificationAction ?? $0 }
    storage.withValues { values in
      values.identifier = identifier
      values.actions = actions
      values.intentIdentifiers = intentIdentifiers
      values.options = options
      values.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder ?? ""
      values.categorySummaryFormat = categorySummaryFormat ?? ""
    }
  }

  /// The category's keys, named after its properties.
  open override class var keyTable: KeyTable { keys }

  private static let keys = KeyTable(
    storage: \UNNotificationCategory.storage,
    [
      Keys.identifier, Keys.actions, Keys.intentIdentifiers, Keys.options,
      Keys.hiddenPreviewsBodyPlaceholder, Keys.categorySummaryFormat,
    ])
}
