import Foundation

#if canImport(UIKit)
  import UserNotifications
#else
  import Facsimile  // Facsimile's models of UserNotifications
#endif

/// The SDK's notification service extension base: it adds the receipt's amount to the body. Its
/// override is `@MainActor`, as some SDKs write it: UserNotifications is not audited for
/// concurrency, so the override compiles on iOS, and here.
open class ReceiptService: UNNotificationServiceExtension {
  @MainActor
  override open func didReceive(
    _ request: UNNotificationRequest,
    withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void
  ) {
    guard let content = request.content.mutableCopy() as? UNMutableNotificationContent else {
      return contentHandler(request.content)
    }
    if let amount = content.userInfo["amount"] as? String {
      content.body = "Paid \(amount)"
    }
    contentHandler(content)
  }
}
