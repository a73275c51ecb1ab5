extension UIApplication {
  /// A key of the options the app passes to
  /// ``UIApplication/open(_:options:completionHandler:)``.
  ///
  /// ```swift
  /// application.open(url, options: [.universalLinksOnly: true])
  /// ```
  public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's string, Apple's constant's value.
    public let rawValue: String

    /// Creates a key from its string.
    ///
    /// - Parameter rawValue: The key's string.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Creates a key from its string.
    ///
    /// - Parameter rawValue: The key's string.
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }
  }
}

extension UIApplication.OpenExternalURLOptionsKey {
  /// Open the URL only if it is a universal link that an installed app handles (a `Bool`).
  public static let universalLinksOnly = UIApplication.OpenExternalURLOptionsKey(
    rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
}
