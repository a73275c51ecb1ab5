import FacsimileUserNotifications
import Testing

/// Raw values are Apple's, so fixtures written as numbers mean the same thing everywhere.
@Suite struct OptionSetAndEnumTests {
  @Test func authorizationOptions() {
    let options: [UNAuthorizationOptions] = [
      .badge, .sound, .alert, .carPlay, .criticalAlert, .providesAppNotificationSettings,
      .provisional,
    ]
    #expect(options.map(\.rawValue) == [1, 2, 4, 8, 16, 32, 64])
    #expect(UNAuthorizationOptions(rawValue: 1 << 7).rawValue == 128)  // announcement
    #expect(UNAuthorizationOptions(rawValue: 1 << 8).rawValue == 256)  // timeSensitive
  }

  @Test func presentationOptions() {
    let options: [UNNotificationPresentationOptions] = [.badge, .sound, .list, .banner]
    #expect(options.map(\.rawValue) == [1, 2, 8, 16])
    #expect(UNNotificationPresentationOptions([.banner, .list]).rawValue == 24)
  }

  @Test func actionAndCategoryOptions() {
    let actions: [UNNotificationActionOptions] = [
      .authenticationRequired, .destructive, .foreground,
    ]
    #expect(actions.map(\.rawValue) == [1, 2, 4])
    let categories: [UNNotificationCategoryOptions] = [
      .customDismissAction, .allowInCarPlay, .hiddenPreviewsShowTitle, .hiddenPreviewsShowSubtitle,
    ]
    #expect(categories.map(\.rawValue) == [1, 2, 4, 8])
  }

  @Test func enums() {
    let levels: [UNNotificationInterruptionLevel] = [.passive, .active, .timeSensitive, .critical]
    #expect(levels.map(\.rawValue) == [0, 1, 2, 3])
    let statuses: [UNAuthorizationStatus] = [
      .notDetermined, .denied, .authorized, .provisional, .ephemeral,
    ]
    #expect(statuses.map(\.rawValue) == [0, 1, 2, 3, 4])
    #expect(
      [UNNotificationSetting.notSupported, .disabled, .enabled].map(\.rawValue) == [0, 1, 2])
    #expect([UNAlertStyle.none, .banner, .alert].map(\.rawValue) == [0, 1, 2])
    #expect(
      [UNShowPreviewsSetting.always, .whenAuthenticated, .never].map(\.rawValue) == [0, 1, 2])
  }

  @Test func actionIdentifiers() {
    #expect(
      UNNotificationDefaultActionIdentifier == "com.apple.UNNotificationDefaultActionIdentifier")
    #expect(
      UNNotificationDismissActionIdentifier == "com.apple.UNNotificationDismissActionIdentifier")
  }

  @Test func errorCodes() {
    let codes: [UNError.Code] = [
      .notificationsNotAllowed, .attachmentInvalidURL, .attachmentUnrecognizedType,
      .attachmentInvalidFileSize, .attachmentNotInDataStore, .attachmentMoveIntoDataStoreFailed,
      .attachmentCorrupt, .notificationInvalidNoDate, .notificationInvalidNoContent,
      .contentProvidingObjectNotAllowed, .contentProvidingInvalid, .badgeInputInvalid,
    ]
    #expect(
      codes.map(\.rawValue) == [1, 100, 101, 102, 103, 104, 105, 1400, 1401, 1500, 1501, 1600])
    #expect(UNError.attachmentCorrupt == .attachmentCorrupt)
  }
}
