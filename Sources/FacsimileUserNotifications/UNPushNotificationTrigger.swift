public import FacsimileCore

/// The trigger of a notification that Apple Push Notification service sent.
///
/// It has no public initializer; fabricate one to test code that tells remote notifications
/// from local ones:
///
/// ```swift
/// let notification = try UNNotification.fabricate(
///   content: content, trigger: InstanceHelper.create(UNPushNotificationTrigger.self))
/// if notification.request.trigger is UNPushNotificationTrigger { /* remote */ }
/// ```
open class UNPushNotificationTrigger: UNNotificationTrigger {
  /// The trigger's keys, the same as ``UNNotificationTrigger``'s.
  open override class var keyTable: KeyTable { keys }

  private static let keys = KeyTable(
    empty: UNPushNotificationTrigger.self, inheriting: UNNotificationTrigger.keyTable)
}
