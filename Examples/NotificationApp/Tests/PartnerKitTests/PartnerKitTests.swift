import Foundation
import PartnerKit
import Testing

#if canImport(UIKit)
  import UIKit
  import UserNotifications
#else
  import FacsimileTesting
#endif

// The SDK's tests, written for iOS and compiled in the Swift 5 language mode as the SDK is; on
// Linux the only change is `import FacsimileTesting` and `try` before `setValue`.

/// The SDK's mock of a URL context: it stores the URL and calls no `super.init`, relying on the
/// implicit `super.init()`, as the SDK's mock does on iOS.
final class MockOpenURLContext: UIOpenURLContext {
  private let _url: URL

  override var url: URL {
    return _url
  }

  init(url: URL) {
    self._url = url
  }
}

/// A real app's settings mock: it answers only what `UNNotificationSettings`' `initWithCoder:`
/// asks, integers and Booleans.
final class SettingsCoder: NSCoder {
  let status: UNAuthorizationStatus

  init(status: UNAuthorizationStatus) {
    self.status = status
    super.init()
  }

  override func decodeInt64(forKey key: String) -> Int64 {
    switch key {
    case "authorizationStatus": return Int64(status.rawValue)
    case "alertSetting", "soundSetting", "badgeSetting": return Int64(UNNotificationSetting.enabled.rawValue)
    default: return 0
    }
  }

  override func decodeBool(forKey key: String) -> Bool {
    key == "providesAppNotificationSettings"
  }
}

@Suite struct PartnerKitTests {
  @Test func aSubclassedContextIsReadFromCodeThatIsNotOnTheMainActor() throws {
    let url = try #require(URL(string: "partnerpay://return?order=7"))
    let context = MockOpenURLContext(url: url)
    #expect(PaymentReturn.returnURL(in: [context]) == url)
  }

  @Test func aFabricatedContextNamesItsSourceApplication() throws {
    let context = UIOpenURLContext.fabricate(
      url: try #require(URL(string: "partnerpay://return")),
      sourceApplication: "com.apple.mobilesafari")
    #expect(PaymentReturn.sourceApplication(of: context) == "com.apple.mobilesafari")
  }

  @Test func theConnectionOptionsKeyIsObjectiveCs() throws {
    let options = try InstanceHelper.create(UIScene.ConnectionOptions.self)
    let context = MockOpenURLContext(url: try #require(URL(string: "partnerpay://cold")))
    try options.setValue(Set([context]), forKey: "URLContexts")
    #expect(PaymentReturn.returnURL(in: options)?.host == "cold")
  }

  @Test func aSettingsStubThatAnswersIntegersAndBooleansIsRead() async {
    // In a child process: a stub that leaves a method to NSCoder, which traps there, must not be
    // asked through it.
    await #expect(processExitsWith: .success) {
      let settings = UNNotificationSettings(coder: SettingsCoder(status: .authorized))
      #expect(settings?.authorizationStatus == .authorized)
      #expect(settings?.alertSetting == .enabled)
      #expect(settings?.carPlaySetting == .notSupported)
      #expect(settings?.providesAppNotificationSettings == true)
    }
  }

  @Test func aMainActorOverrideOfTheServiceExtensionRuns() async throws {
    let payload = PushPayload([
      "aps": ["alert": "Receipt", "mutable-content": 1], "amount": "€12",
    ])
    let content = try await ReceiptService().presentedContent(for: payload)
    #expect(content.body == "Paid €12")
  }
}
