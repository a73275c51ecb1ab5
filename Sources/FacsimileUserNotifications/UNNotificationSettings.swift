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

  let storage = KeyedStorage(Values())

  /// Whether the app may post notifications.
  open var authorizationStatus: UNAuthorizationStatus { storage.authorizationStatus }
  /// Whether notifications may play sounds.
  open var soundSetting: UNNotificationSetting { storage.soundSetting }
  /// Whether notifications may badge the app's icon.
  open var badgeSetting: UNNotificationSetting { storage.badgeSetting }
  /// Whether notifications may show alerts.
  open var alertSetting: UNNotificationSetting { storage.alertSetting }
  /// Whether notifications show in Notification Center.
  open var notificationCenterSetting: UNNotificationSetting { storage.notificationCenterSetting }
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
  open var scheduledDeliverySetting: UNNotificationSetting { storage.scheduledDeliverySetting }
  /// Whether direct messages break through Focus.
  open var directMessagesSetting: UNNotificationSetting { storage.directMessagesSetting }
  /// How alerts are shown.
  open var alertStyle: UNAlertStyle { storage.alertStyle }
  /// When previews are shown.
  open var showPreviewsSetting: UNShowPreviewsSetting { storage.showPreviewsSetting }
  /// Whether the system shows a button for the app's own notification settings.
  open var providesAppNotificationSettings: Bool { storage.providesAppNotificationSettings }

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
      .key("authorizationStatus", \.authorizationStatus),
      .key("soundSetting", \.soundSetting),
      .key("badgeSetting", \.badgeSetting),
      .key("alertSetting", \.alertSetting),
      .key("notificationCenterSetting", \.notificationCenterSetting),
      .key("lockScreenSetting", \.lockScreenSetting),
      .key("carPlaySetting", \.carPlaySetting),
      .key("criticalAlertSetting", \.criticalAlertSetting),
      .key("announcementSetting", \.announcementSetting),
      .key("timeSensitiveSetting", \.timeSensitiveSetting),
      .key("scheduledDeliverySetting", \.scheduledDeliverySetting),
      .key("directMessagesSetting", \.directMessagesSetting),
      .key("alertStyle", \.alertStyle),
      .key("showPreviewsSetting", \.showPreviewsSetting),
      .key("providesAppNotificationSettings", \.providesAppNotificationSettings),
    ])
}
