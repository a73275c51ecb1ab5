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

  let textInputStorage = KeyedStorage(TextInputValues())

  /// The text the user entered or chose; empty if there is none.
  open var userText: String { textInputStorage.userText }

  /// The response's keys, then `userText`.
  open override class var keyTable: KeyTable { keys }

  private static let keys = KeyTable(
    storage: \UNTextInputNotificationResponse.textInputStorage,
    inheriting: UNNotificationResponse.keyTable,
    [.key("userText", \.userText)])
}
