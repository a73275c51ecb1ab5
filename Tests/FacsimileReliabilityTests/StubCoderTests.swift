import Facsimile
import Foundation
import Testing

/// A stub coder is read as Apple's `init?(coder:)` reads it: each key through the typed `NSCoder`
/// method the stub overrides. Foundation's `NSCoder` traps in every method a subclass leaves to
/// it (`decodeObject(forKey:) must be overriden`), so a stub must never be asked through a
/// method it does not override; each test runs in a child process, so a trap fails one test
/// instead of ending the run.
@Suite struct StubCoderTests {
  /// A real app's settings mock: integers and Booleans only, as `UNNotificationSettings`'
  /// `initWithCoder:` asks for them.
  final class IntegerSettingsCoder: NSCoder {
    override func decodeInt64(forKey key: String) -> Int64 {
      switch key {
      case "authorizationStatus": Int64(UNAuthorizationStatus.provisional.rawValue)
      case "alertSetting": Int64(UNNotificationSetting.enabled.rawValue)
      default: 0
      }
    }

    override func decodeBool(forKey key: String) -> Bool {
      key == "providesAppNotificationSettings"
    }
  }

  /// A stub that overrides nothing: every method it could be asked traps in Foundation.
  final class SilentCoder: NSCoder {}

  /// A stub that answers doubles and `decodeInteger(forKey:)` alone.
  final class NumberCoder: NSCoder {
    override func decodeInteger(forKey key: String) -> Int { key == "badge" ? 3 : 0 }
    override func decodeDouble(forKey key: String) -> Double {
      key == "relevanceScore" ? 7 : 0
    }
  }

  @Test func integersAndBooleansArriveThroughTheTypedMethods() async {
    await #expect(processExitsWith: .success) {
      let settings = UNNotificationSettings(coder: IntegerSettingsCoder())
      #expect(settings?.authorizationStatus == .provisional)
      #expect(settings?.alertSetting == .enabled)
      #expect(settings?.soundSetting == .notSupported)  // 0, as the stub answers
      #expect(settings?.providesAppNotificationSettings == true)
    }
  }

  @Test func aStubThatOverridesNothingGivesTheDefaults() async {
    await #expect(processExitsWith: .success) {
      let settings = UNNotificationSettings(coder: SilentCoder())
      #expect(settings?.authorizationStatus == .notDetermined)
      let content = UNNotificationContent(coder: SilentCoder())
      #expect(content?.title == "")
    }
  }

  @Test func aDoubleIsClampedAsTheKeySays() async {
    await #expect(processExitsWith: .success) {
      let content = UNNotificationContent(coder: NumberCoder())
      #expect(content?.relevanceScore == 1)  // 7, clamped to 0...1 by the key
    }
  }
}
