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

  /// The keys, each declared once: name, type, default and rules.
  struct TextInputKeys: KeySet {
    let userText = Key("")
    static let layout = KeyLayout<TextInputKeys>()
  }

  let textInputStorage = TextInputKeys.storage()

  /// The text the user entered or chose; empty if there is none.
  open var userText: String { textInputStorage.userText }

  /// The response's keys, then `userText`.
  open override class var keyTable: KeyTable { table }

  private static let table = KeyTable(
    \UNTextInputNotificationResponse.textInputStorage, inheriting: UNNotificationResponse.keyTable
  ) { UNTextInputNotificationResponse(blank: ()) }
}
