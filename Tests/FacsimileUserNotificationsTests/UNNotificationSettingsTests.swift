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

  @Test func anUnknownRawValueIsRejectedWithThePath() throws {
    let error = #expect(throws: FacsimileError.self) {
      try InstanceHelper.create(
        UNNotificationSettings.self, properties: ["authorizationStatus": 9])
    }
    #expect(error?.kind == .invalidValue)
    #expect(error?.keyPath == "authorizationStatus")
  }
}
