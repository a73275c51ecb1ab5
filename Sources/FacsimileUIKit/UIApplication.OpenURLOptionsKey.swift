extension UIApplication {
  /// A key of the options UIKit passes to
  /// ``UIApplicationDelegate/application(_:open:options:)`` with a URL to open.
  ///
  /// ```swift
  /// let source = options[.sourceApplication] as? String
  /// ```
  public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
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

extension UIApplication.OpenURLOptionsKey {
  /// The bundle identifier of the app that asked to open the URL (a `String`).
  public static let sourceApplication = UIApplication.OpenURLOptionsKey(
    rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")

  /// A property list the source app passed with the URL.
  public static let annotation = UIApplication.OpenURLOptionsKey(
    rawValue: "UIApplicationOpenURLOptionsAnnotationKey")

  /// Whether the file can be opened where it is (a `Bool`); copy it first if not.
  public static let openInPlace = UIApplication.OpenURLOptionsKey(
    rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
}
