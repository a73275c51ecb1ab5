public import FacsimileCore

/// An action that lets the user type a reply; the response is a
/// ``UNTextInputNotificationResponse``.
///
/// Not `Sendable`, as a class whose subclasses may add state of their own: make it inside the
/// task that uses it, and send its fixture or payload across tasks instead (Docs/Fidelity.md,
/// "Sendable").
///
/// ```swift
/// let reply = UNTextInputNotificationAction(
///   identifier: "REPLY", title: "Reply", options: [],
///   textInputButtonTitle: "Send", textInputPlaceholder: "Message")
/// ```
open class UNTextInputNotificationAction: UNNotificationAction {

  /// The keys, each declared once: name, type, default and rules.
  struct TextInputKeys: KeySet {
    let textInputButtonTitle = Key("")
    let textInputPlaceholder = Key("")
    static let layout = KeyLayout<TextInputKeys>()
  }

  let textInputStorage = TextInputKeys.storage()

  /// The title of the button that sends the text.
  open var textInputButtonTitle: String { textInputStorage.textInputButtonTitle }

  /// The placeholder shown in the empty text field.
  open var textInputPlaceholder: String { textInputStorage.textInputPlaceholder }

  /// Creates a text-input action.
  ///
  /// ```swift
  /// let reply = UNTextInputNotificationAction(
  ///   identifier: "REPLY", title: "Reply",
  ///   textInputButtonTitle: "Send", textInputPlaceholder: "Message")
  /// ```
  ///
  /// - Parameters:
  ///   - identifier: The identifier responses carry.
  ///   - title: The button's title.
  ///   - options: The action's behaviours.
  ///   - textInputButtonTitle: The title of the send button.
  ///   - textInputPlaceholder: The text field's placeholder.
  public convenience init(
    identifier: String, title: String, options: UNNotificationActionOptions = [],
    textInputButtonTitle: String, textInputPlaceholder: String
  ) {
    self.init(
      identifier: identifier, title: title, options: options, icon: nil,
      textInputButtonTitle: textInputButtonTitle, textInputPlaceholder: textInputPlaceholder)
  }

  /// Creates a text-input action with an icon.
  ///
  /// ```swift
  /// let reply = UNTextInputNotificationAction(
  ///   identifier: "REPLY", title: "Reply", options: [],
  ///   icon: UNNotificationActionIcon(systemImageName: "arrowshape.turn.up.left"),
  ///   textInputButtonTitle: "Send", textInputPlaceholder: "Message")
  /// ```
  ///
  /// - Parameters:
  ///   - identifier: The identifier responses carry.
  ///   - title: The button's title.
  ///   - options: The action's behaviours.
  ///   - icon: The icon beside the title.
  ///   - textInputButtonTitle: The title of the send button.
  ///   - textInputPlaceholder: The text field's placeholder.
  public convenience init(
    identifier: String, title: String, options: UNNotificationActionOptions = [],
    icon: UNNotificationActionIcon?, textInputButtonTitle: String, textInputPlaceholder: String
  ) {
    self.init(identifier: identifier, title: title, options: options, icon: icon)
    textInputStorage.set(\.textInputButtonTitle, textInputButtonTitle, on: self)
    textInputStorage.set(\.textInputPlaceholder, textInputPlaceholder, on: self)
  }

  /// The action's keys, then `textInputButtonTitle` and `textInputPlaceholder`.
  open override class var keyTable: KeyTable { table }

  private static let table = KeyTable(
    \UNTextInputNotificationAction.textInputStorage, inheriting: UNNotificationAction.keyTable
  ) { UNTextInputNotificationAction(blank: ()) }
}
