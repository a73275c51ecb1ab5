import Facsimile

// `@unchecked Sendable`: handed to one other thread, which alone uses it, as URLSession's
// completion queue does with a real extension's handler.
/// A service extension's content handler and content, on their way to the thread that calls it.
struct HandOver: @unchecked Sendable {
  let handler: (UNNotificationContent) -> Void
  let content: UNNotificationContent
}
