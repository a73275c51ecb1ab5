import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import Facsimile  // Facsimile's models of UIKit
#endif

/// Opens what the app cannot show itself: an article's page in the browser, the app's settings.
///
/// It takes the application it talks to, `UIApplication.shared` unless told otherwise: the seam a
/// test uses to hand it an application of its own (Docs/Porting.md, "The application").
@MainActor
public struct ExternalLinks {
  let application: UIApplication

  public init(application: UIApplication = .shared) {
    self.application = application
  }

  /// Opens the article's web page if a browser can; `false` if none can.
  @discardableResult
  public func openArticleInBrowser(id: String) -> Bool {
    guard let url = URL(string: "https://example.com/articles/\(id)"), application.canOpenURL(url)
    else { return false }
    application.open(url)
    return true
  }

  /// Opens the website in the browser; `false` if no browser can.
  @discardableResult
  public func openWebsite() -> Bool {
    guard let url = URL(string: "https://example.com"), application.canOpenURL(url) else {
      return false
    }
    application.open(url)
    return true
  }

  /// Opens the app's page in Settings, where the user turns notifications back on.
  public func openNotificationSettings() async -> Bool {
    guard let url = URL(string: UIApplication.openSettingsURLString) else { return false }
    return await application.open(url)
  }
}
