public import FacsimileCore
public import Foundation

/// The app's notification settings: whether it may post, and how notifications are presented.
///
/// Not `Sendable`, as a class whose subclasses may add state of their own: make it inside the
/// task that uses it, and send its fixture or payload across tasks instead (Docs/Fidelity.md,
/// "Sendable").
///
/// ```swift
/// let settings = await UNUserNotificationCenter.current().notificationSettings()
/// guard settings.authorizationStatus == .authorized else { return }
///
/// let stub = try InstanceHelper.create(UNNotificationSettings.self, properties: [
///   "authorizationStatus": UNAuthorizationStatus.denied.rawValue,
/// ])
/// ```
open class UNNotificationSettings: KeyedCodingObject, NSCopying, NSSecureCoding {

  /// The keys, each declared once: name, type, default and rules.
  struct Keys: KeySet {
    let authorizationStatus = Key(UNAuthorizationStatus.notDetermined)
    let soundSetting = Key(UNNotificationSetting.notSupported)
    let badgeSetting = Key(UNNotificationSetting.notSupported)
    let alertSetting = Key(UNNotificationSetting.notSupported)
    let notificationCenterSetting = Key(UNNotificationSetting.notSupported)
    let lockScreenSetting = Key(UNNotificationSetting.notSupported)
    let carPlaySetting = Key(UNNotificationSetting.notSupported)
    let criticalAlertSetting = Key(UNNotificationSetting.notSupported)
    let announcementSetting = Key(UNNotificationSetting.notSupported)
    let timeSensitiveSetting = Key(UNNotificationSetting.notSupported)
    let scheduledDeliverySetting = Key(UNNotificationSetting.notSupported)
    let directMessagesSetting = Key(UNNotificationSetting.notSupported)
    let alertStyle = Key(UNAlertStyle.none)
    let showPreviewsSetting = Key(UNShowPreviewsSetting.always)
    let providesAppNotificationSettings = Key(false)
    static let layout = KeyLayout<Keys>()
  }

  let storage = Keys.storage()

  /// Whether the app may post notifications.
  open var authorizationStatus: UNAuthorizationStatus { storage.authorizationStatus }
  /// Whether notifications may play sounds.
  open var soundSetting: UNNotificationSetting { storage.soundSetting }
  /// Whether notifications may badge the app's icon.
  open var badgeSetting: UNNotificationSetting { storage.badgeSetting }
  /// Whether notifications may show alerts.
  open var alertSetting: UNNotificationSetting { storage.alertSetting }
  /// Whether notifications show in Notification Center.
  open var notificationCenterSetting: UNNotificationSetting {
    storage.notificationCenterSetting
  }
  /// Whether notifications show on the lock screen.
  open var lockScreenSetting: UNNotificationSetting { storage.lockScreenSetting }
  /// Whether notifications show in CarPlay.
  open var carPlaySetting: UNNotificationSetting { storage.carPlaySetting }
  /// Whether critical alerts may play sounds when muted.
  open var criticalAlertSetting: UNNotificationSetting { storage.criticalAlertSetting }
  /// Whether Siri may announce notifications.
  open var announcementSetting: UNNotificationSetting { storage.announcementSetting }
  /// Whether time-sensitive notifications break through Focus.
  open var timeSensitiveSetting: UNNotificationSetting { storage.timeSensitiveSetting }
  /// Whether notifications are held for the scheduled summary.
  open var scheduledDeliverySetting: UNNotificationSetting {
    storage.scheduledDeliverySetting
  }
  /// Whether direct messages break through Focus.
  open var directMessagesSetting: UNNotificationSetting { storage.directMessagesSetting }
  /// How alerts are shown.
  open var alertStyle: UNAlertStyle { storage.alertStyle }
  /// When previews are shown.
  open var showPreviewsSetting: UNShowPreviewsSetting { storage.showPreviewsSetting }
  /// Whether the system shows a button for the app's own notification settings.
  open var providesAppNotificationSettings: Bool { storage.providesAppNotificationSettings }

  /// The settings' keys, named after its properties.
  open override class var keyTable: KeyTable { table }

  private static let table = KeyTable(\UNNotificationSettings.storage) {
    UNNotificationSettings(blank: ())
  }
}
