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
open class UNNotificationSettings: KeyedObject, NSCopying, NSSecureCoding {
  struct Values {
    var authorizationStatus = UNAuthorizationStatus.notDetermined
    var soundSetting = UNNotificationSetting.notSupported
    var badgeSetting = UNNotificationSetting.notSupported
    var alertSetting = UNNotificationSetting.notSupported
    var notificationCenterSetting = UNNotificationSetting.notSupported
    var lockScreenSetting = UNNotificationSetting.notSupported
    var carPlaySetting = UNNotificationSetting.notSupported
    var criticalAlertSetting = UNNotificationSetting.notSupported
    var announcementSetting = UNNotificationSetting.notSupported
    var timeSensitiveSetting = UNNotificationSetting.notSupported
    var scheduledDeliverySetting = UNNotificationSetting.notSupported
    var directMessagesSetting = UNNotificationSetting.notSupported
    var alertStyle = UNAlertStyle.none
    var showPreviewsSetting = UNShowPreviewsSetting.always
    var providesAppNotificationSettings = false
  }

  /// The keys, each declared once: the getters below read them, and the key table lists them.
  enum Keys {
    static let authorizationStatus = StoredKey.key(
      "authorizationStatus", \Values.authorizationStatus)
    static let soundSetting = StoredKey.key("soundSetting", \Values.soundSetting)
    static let badgeSetting = StoredKey.key("badgeSetting", \Values.badgeSetting)
    static let alertSetting = StoredKey.key("alertSetting", \Values.alertSetting)
    static let notificationCenterSetting = StoredKey.key(
      "notificationCenterSetting", \Values.notificationCenterSetting)
    static let lockScreenSetting = StoredKey.key("lockScreenSetting", \Values.lockScreenSetting)
    static let carPlaySetting = StoredKey.key("carPlaySetting", \Values.carPlaySetting)
    static let criticalAlertSetting = StoredKey.key(
      "criticalAlertSetting", \Values.criticalAlertSetting)
    static let announcementSetting = StoredKey.key(
      "announcementSetting", \Values.announcementSetting)
    static let timeSensitiveSetting = StoredKey.key(
      "timeSensitiveSetting", \Values.timeSensitiveSetting)
    static let scheduledDeliverySetting = StoredKey.key(
      "scheduledDeliverySetting", \Values.scheduledDeliverySetting)
    static let directMessagesSetting = StoredKey.key(
      "directMessagesSetting", \Values.directMessagesSetting)
    static let alertStyle = StoredKey.key("alertStyle", \Values.alertStyle)
    static let showPreviewsSetting = StoredKey.key(
      "showPreviewsSetting", \Values.showPreviewsSetting)
    static let providesAppNotificationSettings = StoredKey.key(
      "providesAppNotificationSettings", \Values.providesAppNotificationSettings)
  }

  let storage = KeyedStorage(Values())

  /// Whether the app may post notifications.
  open var authorizationStatus: UNAuthorizationStatus { storage[Keys.authorizationStatus] }
  /// Whether notifications may play sounds.
  open var soundSetting: UNNotificationSetting { storage[Keys.soundSetting] }
  /// Whether notifications may badge the app's icon.
  open var badgeSetting: UNNotificationSetting { storage[Keys.badgeSetting] }
  /// Whether notifications may show alerts.
  open var alertSetting: UNNotificationSetting { storage[Keys.alertSetting] }
  /// Whether notifications show in Notification Center.
  open var notificationCenterSetting: UNNotificationSetting {
    storage[Keys.notificationCenterSetting]
  }
  /// Whether notifications show on the lock screen.
  open var lockScreenSetting: UNNotificationSetting { storage[Keys.lockScreenSetting] }
  /// Whether notifications show in CarPlay.
  open var carPlaySetting: UNNotificationSetting { storage[Keys.carPlaySetting] }
  /// Whether critical alerts may play sounds when muted.
  open var criticalAlertSetting: UNNotificationSetting { storage[Keys.criticalAlertSetting] }
  /// Whether Siri may announce notifications.
  open var announcementSetting: UNNotificationSetting { storage[Keys.announcementSetting] }
  /// Whether time-sensitive notifications break through Focus.
  open var timeSensitiveSetting: UNNotificationSetting { storage[Keys.timeSensitiveSetting] }
  /// Whether notifications are held for the scheduled summary.
  open var scheduledDeliverySetting: UNNotificationSetting {
    storage[Keys.scheduledDeliverySetting]
  }
  /// Whether direct messages break through Focus.
  open var directMessagesSetting: UNNotificationSetting { storage[Keys.directMessagesSetting] }
  /// How alerts are shown.
  open var alertStyle: UNAlertStyle { storage[Keys.alertStyle] }
  /// When previews are shown.
  open var showPreviewsSetting: UNShowPreviewsSetting { storage[Keys.showPreviewsSetting] }
  /// Whether the system shows a button for the app's own notification settings.
  open var providesAppNotificationSettings: Bool { storage[Keys.providesAppNotificationSettings] }

  /// `true`: settings can be archived with secure coding.
  public class var supportsSecureCoding: Bool { true }

  /// The object itself, as on Apple platforms: the settings is immutable, so a copy is the same
  /// object, whatever its class (no initializer of a subclass of yours runs).
  ///
  /// ```swift
  /// let same = settings.copy() as AnyObject
  /// print(same === settings)  // true
  /// ```
  ///
  /// - Parameter zone: Ignored, as on Apple platforms.
  /// - Returns: `self`.
  open override func copy(with zone: NSZone? = nil) -> Any {
    self
  }

  /// The settings' keys, named after its properties.
  open override class var keyTable: KeyTable { keys }

  private static let keys = KeyTable(
    storage: \UNNotificationSettings.storage,
    [
      Keys.authorizationStatus, Keys.soundSetting, Keys.badgeSetting, Keys.alertSetting,
      Keys.notificationCenterSetting, Keys.lockScreenSetting, Keys.carPlaySetting,
      Keys.criticalAlertSetting, Keys.announcementSetting, Keys.timeSensitiveSetting,
      Keys.scheduledDeliverySetting, Keys.directMessagesSetting, Keys.alertStyle,
      Keys.showPreviewsSetting, Keys.providesAppNotificationSettings,
    ])
}
