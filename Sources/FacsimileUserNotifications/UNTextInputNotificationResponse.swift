public import FacsimileCore

/// The user's response to a text-input action, with the text they entered.
///
/// Not `Sendable`, as a class whose subclasses may add state of their own: make it inside the
/// task that uses it, and send its fixture or payload across tasks instead (Docs/Fidelity.md,
/// "Sendable").
///
/// ```swift
/// let reply = try UNTextInputNotificationResponse.fabricate(userText: "On my way")
/// print(reply.userText)  // On my way
/// ```
open class UNTextInputNotificationResponse: UNNotificationResponse {
  struct TextInputValues {
    var userText = ""
  }

  /// The keys of `textInputStorage`, each declared once: the getters below read them, and the key
  /// table lists them. Named after their storage, not `Keys`: a subclass and its superclass each
  /// have keys of their own, and a getter names its own storage's keys unambiguously.
  enum TextInputKeys {
    static let userText = StoredKey.key("userText", \TextInputValues.userText)
  }

  let textInputStorage = KeyedStorage(TextInputValues())

  /// The text the user entered or chose; empty if there is none.
  open var userText: String { textInputStorage[TextInputKeys.userText] }

  /// The response's keys, then `userText`.
  open override class var keyTable: KeyTable { keys }

  private static let keys = KeyTable(
    storage: \UNTextInputNotificationResponse.textInputStorage,
    inheriting: UNNotificationResponse.keyTable,
    [TextInputKeys.userText])
}
