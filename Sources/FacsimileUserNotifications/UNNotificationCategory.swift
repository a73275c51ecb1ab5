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
open class UNNotificationCategory: KeyedCodingObject, NSCopying, NSSecureCoding {

  /// The keys, each declared once: name, type, default and rules.
  struct Keys: KeySet {
    let identifier = Key("")
    let actions = Key<[UNNotificationAction]>([])
    let intentIdentifiers = Key<[String]>([])
    let options = Key<UNNotificationCategoryOptions>([])
    let hiddenPreviewsBodyPlaceholder = Key("")
    let categorySummaryFormat = Key("")
    static let layout = KeyLayout<Keys>()
  }

  let storage = Keys.storage()

  /// The identifier that content names in its ``UNNotificationContent/categoryIdentifier``.
  open var identifier: String { storage.identifier }

  /// The actions, in the order they are shown.
  open var actions: [UNNotificationAction] { storage.actions }

  /// The identifiers of the intents the category's notifications relate to.
  open var intentIdentifiers: [String] { storage.intentIdentifiers }

  /// How the system handles the category's notifications.
  open var options: UNNotificationCategoryOptions { storage.options }

  /// The body shown when previews are hidden.
  open var hiddenPreviewsBodyPlaceholder: String { storage.hiddenPreviewsBodyPlaceholder }

  /// The format of the summary of grouped notifications.
  open var categorySummaryFormat: String { storage.categorySummaryFormat }

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
    self.init(blank: ())
    let actions = actions.map { $0.copy() as? UNNotificationAction ?? $0 }
    storage.set(\.identifier, identifier, on: self)
    storage.set(\.actions, actions, on: self)
    storage.set(\.intentIdentifiers, intentIdentifiers, on: self)
    storage.set(\.options, options, on: self)
    storage.set(\.hiddenPreviewsBodyPlaceholder, hiddenPreviewsBodyPlaceholder ?? "", on: self)
    storage.set(\.categorySummaryFormat, categorySummaryFormat ?? "", on: self)
  }

  /// The category's keys, named after its properties.
  open override class var keyTable: KeyTable { table }

  private static let table = KeyTable(\UNNotificationCategory.storage) {
    UNNotificationCategory(blank: ())
  }
}
