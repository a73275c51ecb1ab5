import FacsimileCore
import FacsimileUserNotifications
import Foundation
import Testing

@Suite struct UNNotificationSettingsTests {
  @Test func blankSettingsAreUndetermined() throws {
    let settings = try InstanceHelper.create(UNNotificationSettings.self)
    #expect(settings.authorizationStatus == .notDetermined)
    #expect(settings.alertSetting == .notSupported)
    #expect(settings.alertStyle == .none)
    #expect(settings.showPreviewsSetting == .always)
    #expect(settings.providesAppNotificationSettings == false)
  }

  @Test func fabricatesByKey() throws {
    let settings = try InstanceHelper.create(
      UNNotificationSettings.self, properties: ["authorizationStatus": 2])
    try settings.setValue(UNNotificationSetting.enabled, forKey: "timeSensitiveSetting")
    try settings.setValue(UNShowPreviewsSetting.never, forKey: "showPreviewsSetting")
    #expect(settings.authorizationStatus == .authorized)
    #expect(settings.timeSensitiveSetting == .enabled)
    #expect(settings.showPreviewsSetting == .never)
  }

  @Test func fabricatesByCoder() throws {
    let coder = KeyedCoder(["alertStyle": 2, "soundSetting": 1, "directMessagesSetting": 2])
    let settings = try #require(UNNotificationSettings(coder: coder))
    #expect(coder.error == nil)
    #expect(settings.alertStyle == .alert)
    #expect(settings.soundSetting == .disabled)
    #expect(settings.directMessagesSetting == .enabled)
  }

  @Test func fabricatesFromANestedDictionary() async throws {
    let center = try InstanceHelper.create(
      UNUserNotificationCenter.self,
      properties: ["notificationSettings": ["authorizationStatus": 3, "badgeSetting": 2]])
    let settings = await center.notificationSettings()
    #expect(settings.authorizationStatus == .provisional)
    #expect(settings.badgeSetting == .enabled)
  }

  @Test func anUnknownRawValueIsRejectedWithThePath() throws {
    let error = #expect(throws: FacsimileError.self) {
      try InstanceHelper.create(
        UNNotificationSettings.self, properties: ["authorizationStatus": 9])
    }
    #expect(error?.kind == .invalidValue)
    #expect(error?.keyPath == "authorizationStatus")
  }
}
