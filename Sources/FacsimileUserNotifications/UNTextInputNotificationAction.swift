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
  struct TextInputValues {
    var textInputButtonTitle = ""
    var textInputPlaceholder = ""
  }

  /// The keys of `textInputStorage`, each declared once: the getters below read them, and the key
  /// table lists them. Named after their storage, not `Keys`: a subclass and its superclass each
  /// have keys of their own, and a getter names its own storage's keys unambiguously.
  enum TextInputKeys {
    static let textInputButtonTitle = StoredKey.key(
      "textInputButtonTitle", \TextInputValues.textInputButtonTitle)
    static let textInputPlaceholder = StoredKey.key(
      "textInputPlaceholder", \TextInputValues.textInputPlaceholder)
  }

  let textInputStorage = KeyedStorage(TextInputValues())

  /// The title of the button that sends the text.
  open var textInputButtonTitle: String { textInputStorage[TextInputKeys.textInputButtonTitle] }

  /// The placeholder shown in the empty text field.
  open var textInputPlaceholder: String { textInputStorage[TextInputKeys.textInputPlaceholder] }

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
    textInputStorage.withValues { values in
      values.textInputButtonTitle = textInputButtonTitle
      values.textInputPlaceholder = textInputPlaceholder
    }
  }

  /// The action's keys, then `textInputButtonTitle` and `textInputPlaceholder`.
  open override class var keyTable: KeyTable { keys }

  private static let keys = KeyTable(
    storage: \UNTextInputNotificationAction.textInputStorage,
    inheriting: UNNotificationAction.keyTable,
    [TextInputKeys.textInputButtonTitle, TextInputKeys.textInputPlaceholder])
}
