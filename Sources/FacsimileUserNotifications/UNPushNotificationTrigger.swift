public import FacsimileCore

/// The trigger of a notification that Apple Push Notification service sent.
///
/// Not `Sendable`, as a class whose subclasses may add state of their own: make it inside the
/// task that uses it, and send its fixture or payload across tasks instead (Docs/Fidelity.md,
/// "Sendable").
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
  open override class var keyTable: KeyTable { table }

  private static let table = KeyTable(
    empty: UNPushNotificationTrigger.self, inheriting: UNNotificationTrigger.keyTable
  ) { UNPushNotificationTrigger(blank: ()) }
}
