import FacsimileCore
import FacsimileUIKit
import Foundation
import Testing

// Apps' fake applications, as their tests write them for iOS: a `UIApplication` subclass that
// overrides one method and keeps what it saw in stored `var`s with defaults, declares no
// initializer and no key table, and is made with `InstanceHelper.create` (the Objective-C
// helper's `[[cls alloc] init]`). The only change for Linux is `try`.

private class OpenURLApplicationSpy: UIApplication {
  var openedURLs: [URL] = []

  override func open(
    _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: ((Bool) -> Void)? = nil
  ) {
    openedURLs.append(url)
    completion?(true)
  }
}

private final class CanOpenURLApplicationStub: UIApplication {
  var installedSchemes: Set<String> = ["comgooglemaps"]

  override func canOpenURL(_ url: URL) -> Bool {
    url.scheme.map(installedSchemes.contains) ?? false
  }
}

/// The app code under test: opens a place in Google Maps when it is installed, else in Maps.
@MainActor
private func showPlace(_ query: String, in application: UIApplication) {
  guard let google = URL(string: "comgooglemaps://?q=\(query)"),
    let apple = URL(string: "https://maps.apple.com/?q=\(query)")
  else { return }
  application.open(application.canOpenURL(google) ? google : apple)
}

@MainActor
@Suite struct FakeApplicationTests {
  @Test func aSpyApplicationWithNoInitializerIsMadeAsItsOwnClass() throws {
    let application = try InstanceHelper.create(OpenURLApplicationSpy.self)
    #expect(type(of: application) == OpenURLApplicationSpy.self)
    showPlace("cafe", in: application)
    #expect(application.openedURLs.map(\.absoluteString) == ["https://maps.apple.com/?q=cafe"])
  }

  @Test func aStubApplicationIsMadeWithTheKeysOfUIApplication() throws {
    let application = try InstanceHelper.create(
      CanOpenURLApplicationStub.self, properties: ["applicationState": "background"])
    #expect(application.applicationState == .background)
    #expect(application.installedSchemes == ["comgooglemaps"])
    showPlace("cafe", in: application)
    #expect(application.requestedURLs == ["comgooglemaps://?q=cafe"])
  }
}

extension UIApplication {
  /// The URLs the application was asked to open, as text.
  fileprivate var requestedURLs: [String] {
    ((try? value(forKey: "requestedURLs")) as? [URL] ?? []).map(\.absoluteString)
  }
}
