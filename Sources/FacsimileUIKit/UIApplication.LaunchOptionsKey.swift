extension UIApplication {
  /// A key of the launch options UIKit passes to
  /// ``UIApplicationDelegate/application(_:didFinishLaunchingWithOptions:)``: why the app launched.
  ///
  /// ```swift
  /// if let payload = launchOptions?[.remoteNotification] as? [AnyHashable: Any] {
  ///   route(payload)
  /// }
  /// ```
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
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

extension UIApplication.LaunchOptionsKey {
  /// The URL the app was launched to open (a `URL`).
  public static let url = UIApplication.LaunchOptionsKey(
    rawValue: "UIApplicationLaunchOptionsURLKey")

  /// The bundle identifier of the app that launched this one (a `String`).
  public static let sourceApplication = UIApplication.LaunchOptionsKey(
    rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")

  /// The payload of the remote notification that launched the app (a `[AnyHashable: Any]`).
  public static let remoteNotification = UIApplication.LaunchOptionsKey(
    rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")

  /// A property list the source app passed with a URL.
  public static let annotation = UIApplication.LaunchOptionsKey(
    rawValue: "UIApplicationLaunchOptionsAnnotationKey")

  /// Set when the app was launched for a location event.
  public static let location = UIApplication.LaunchOptionsKey(
    rawValue: "UIApplicationLaunchOptionsLocationKey")

  /// The identifiers of the Bluetooth central managers to restore.
  public static let bluetoothCentrals = UIApplication.LaunchOptionsKey(
    rawValue: "UIApplicationLaunchOptionsBluetoothCentralsKey")

  /// The identifiers of the Bluetooth peripheral managers to restore.
  public static let bluetoothPeripherals = UIApplication.LaunchOptionsKey(
    rawValue: "UIApplicationLaunchOptionsBluetoothPeripheralsKey")

  /// The Home Screen quick action that launched the app (a ``UIApplicationShortcutItem``).
  public static let shortcutItem = UIApplication.LaunchOptionsKey(
    rawValue: "UIApplicationLaunchOptionsShortcutItemKey")

  /// The user activity the app was launched to continue.
  public static let userActivityDictionary = UIApplication.LaunchOptionsKey(
    rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")

  /// The type of the user activity the app was launched to continue (a `String`).
  public static let userActivityType = UIApplication.LaunchOptionsKey(
    rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")

  /// The CloudKit share the app was launched to accept.
  public static let cloudKitShareMetadata = UIApplication.LaunchOptionsKey(
    rawValue: "UIApplicationLaunchOptionsCloudKitShareMetadataKey")
}
