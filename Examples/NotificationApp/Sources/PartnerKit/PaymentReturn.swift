#if canImport(UIKit)
  import UIKit
#else
  import Facsimile  // Facsimile's models of UIKit
#endif

/// A payments SDK's code, written for Swift 5 as such SDKs are, and compiled in the Swift 5
/// language mode: it reads UIKit's `@MainActor` objects from functions that are not, which UIKit's
/// pre-concurrency import allows without a diagnostic.
public enum PaymentReturn {
  /// The URL that brings the user back from the payment page, among those a scene was asked to
  /// open.
  public static func returnURL(in contexts: Set<UIOpenURLContext>) -> URL? {
    contexts.first { $0.url.scheme == "partnerpay" }?.url
  }

  /// The app that opened the return URL, if the system says.
  public static func sourceApplication(of context: UIOpenURLContext) -> String? {
    context.options.sourceApplication
  }

  /// The return URL a scene connected with: in its URL contexts, or as a universal link.
  public static func returnURL(in options: UIScene.ConnectionOptions) -> URL? {
    returnURL(in: options.urlContexts)
      ?? options.userActivities.lazy.compactMap(\.webpageURL).first { $0.host == "pay.example.com" }
  }
}
