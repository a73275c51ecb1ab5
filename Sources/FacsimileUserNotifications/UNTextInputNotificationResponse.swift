public import FacsimileCore

/// The user's response to a text-input action, with the text they entered.
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
