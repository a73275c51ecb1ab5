public import FacsimileCore
import Foundation

/// The app's notification center: authorization, categories, pending and delivered
/// notifications, and the delegate.
///
/// As on Apple platforms, get the shared center with ``current()``; there is no public
/// initializer. Nothing is ever shown or scheduled on Linux: the center keeps what the app asks
/// for, so tests can check it, and ``deliver(_:)`` (a Facsimile addition) puts notifications in
/// the delivered list. Completion handlers are called before the method returns.
///
/// The center is key-value codable, and its state lives in keys that tests may set:
///
/// | Key | Type | Meaning |
/// | --- | --- | --- |
/// | `authorizationGranted` | `Bool` | What ``requestAuthorization(options:completionHandler:)`` answers; `true` unless set. Facsimile's. |
/// | `requestedAuthorizationOptions` | ``UNAuthorizationOptions`` | Every option requested so far. Facsimile's. |
/// | `notificationSettings` | ``UNNotificationSettings`` | What ``getNotificationSettings(completionHandler:)`` answers. |
/// | `pendingNotificationRequests` | `[UNNotificationRequest]` | Requests added and not yet delivered. |
/// | `deliveredNotifications` | `[UNNotification]` | Notifications in Notification Center. |
/// | `notificationCategories` | `Set<UNNotificationCategory>` | The registered categories. |
/// | `badgeCount` | `Int` | The last ``setBadgeCount(_:withCompletionHandler:)``. Facsimile's. |
/// | `supportsContentExtensions` | `Bool` | Apple's property of that name. |
///
/// ``current()`` is shared by every test in the process. Tests that run in parallel and look at
/// the center's state should each fabricate their own:
///
/// ```swift
/// let center = try InstanceHelper.create(UNUserNotificationCenter.self, properties: [
///   "authorizationGranted": false,
/// ])
/// let granted = try await center.requestAuthorization(options: [.alert, .sound])
/// #expect(granted == false)
/// #expect(await center.notificationSettings().authorizationStatus == .denied)
/// ```
// `@unchecked Sendable`: every piece of state is in `storage`, a lock-protected box; that is
// what lets `current()` return one shared instance. Apple's class is not marked Sendable.
open class UNUserNotificationCenter: KeyedObject, @unchecked Sendable {
  struct Values {
    var supportsContentExtensions = false
    var authorizationGranted = true
    var requestedAuthorizationOptions: UNAuthorizationOptions = []
    var notificationSettings = UNNotificationSettings()
    var pendingNotificationRequests: [UNNotificationRequest] = []
    var deliveredNotifications: [UNNotification] = []
    var notificationCategories: Set<UNNotificationCategory> = []
    var badgeCount = 0
    weak var delegate: (any UNUserNotificationCenterDelegate)?
  }

  /// The keys, each declared once: the getter and the methods below read and write them, and
  /// the key table lists them.
  enum Keys {
    static let supportsContentExtensions = StoredKey.key(
      "supportsContentExtensions", \Values.supportsContentExtensions)
    static let authorizationGranted = StoredKey.key(
      "authorizationGranted", \Values.authorizationGranted)
    static let requestedAuthorizationOptions = StoredKey.key(
      "requestedAuthorizationOptions", \Values.requestedAuthorizationOptions)
    static let notificationSettings = StoredKey.key(
      "notificationSettings", \Values.notificationSettings)
    static let pendingNotificationRequests = StoredKey.key(
      "pendingNotificationRequests", \Values.pendingNotificationRequests)
    static let deliveredNotifications = StoredKey.key(
      "deliveredNotifications", \Values.deliveredNotifications)
    static let notificationCategories = StoredKey.key(
      "notificationCategories", \Values.notificationCategories)
    static let badgeCount = StoredKey.key("badgeCount", \Values.badgeCount)
  }

  let storage = KeyedStorage(Values())

  private static let shared = UNUserNotificationCenter()

  /// The app's notification center: the same instance on every call, except inside
  /// FacsimileTesting's per-test singletons (`@Test(.perTestSingletons)`), where it is the test's
  /// own center (in the test's task and the tasks it starts, not in a `Task.detached`, a
  /// `DispatchQueue` block or a `Thread`).
  ///
  /// ```swift
  /// UNUserNotificationCenter.current().delegate = appDelegate
  /// ```
  ///
  /// - Returns: The shared center.
  open class func current() -> UNUserNotificationCenter {
    scoped ?? shared
  }

  /// The object that handles foreground notifications and responses; held weakly.
  ///
  /// ```swift
  /// let delegate = ArticleCenterDelegate()
  /// UNUserNotificationCenter.current().delegate = delegate
  /// ```
  open var delegate: (any UNUserNotificationCenterDelegate)? {
    get { storage.delegate }
    set { storage.delegate = newValue }
  }

  /// Whether the device supports notification content extensions.
  open var supportsContentExtensions: Bool { storage[Keys.supportsContentExtensions] }

  // MARK: Authorization

  /// Asks for permission to post notifications; the answer is the `authorizationGranted` key.
  ///
  /// The center records the options in `requestedAuthorizationOptions` and updates its
  /// settings: `authorizationStatus` becomes `.authorized` (`.provisional` when asked for
  /// ``UNAuthorizationOptions/provisional``) or `.denied`, and each requested kind's setting
  /// becomes `.enabled` or `.disabled`.
  ///
  /// ```swift
  /// center.requestAuthorization(options: [.alert, .badge]) { granted, error in
  ///   print(granted)  // true unless the `authorizationGranted` key is false
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - options: The kinds of interaction to ask for.
  ///   - completionHandler: Called once, before the method returns, with the answer and `nil`.
  open func requestAuthorization(
    options: UNAuthorizationOptions = [],
    completionHandler: @escaping (Bool, (any Error)?) -> Void
  ) {
    completionHandler(authorize(options), nil)
  }

  /// Asks for permission to post notifications; the answer is the `authorizationGranted` key.
  ///
  /// ```swift
  /// let granted = try await center.requestAuthorization(options: [.alert, .sound])
  /// ```
  ///
  /// - Parameter options: The kinds of interaction to ask for.
  /// - Returns: Whether the app may post notifications.
  /// - Throws: Nothing on Linux; Apple's throws when the request cannot be made.
  open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
    authorize(options)
  }

  /// Gets a snapshot of the app's notification settings.
  ///
  /// ```swift
  /// center.getNotificationSettings { settings in
  ///   print(settings.authorizationStatus)
  /// }
  /// ```
  ///
  /// - Parameter completionHandler: Called once, before the method returns, with the settings
  ///   the `notificationSettings` key holds now (settings are immutable; a change replaces them).
  open func getNotificationSettings(
    completionHandler: @escaping (UNNotificationSettings) -> Void
  ) {
    completionHandler(settingsSnapshot())
  }

  /// A snapshot of the app's notification settings.
  ///
  /// ```swift
  /// let status = await center.notificationSettings().authorizationStatus
  /// ```
  ///
  /// - Returns: The settings the `notificationSettings` key holds now.
  open func notificationSettings() async -> UNNotificationSettings {
    settingsSnapshot()
  }

  // MARK: Categories

  /// Registers the app's notification categories, replacing any registered before.
  ///
  /// ```swift
  /// center.setNotificationCategories([articleCategory])
  /// ```
  ///
  /// - Parameter categories: The categories.
  open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
    storage[Keys.notificationCategories] = categories
  }

  /// Gets the registered categories.
  ///
  /// ```swift
  /// center.getNotificationCategories { categories in print(categories.count) }
  /// ```
  ///
  /// - Parameter completionHandler: Called once, before the method returns.
  open func getNotificationCategories(
    completionHandler: @escaping (Set<UNNotificationCategory>) -> Void
  ) {
    completionHandler(storage[Keys.notificationCategories])
  }

  /// The registered categories.
  ///
  /// ```swift
  /// let categories = await center.notificationCategories()
  /// ```
  ///
  /// - Returns: The categories.
  open func notificationCategories() async -> Set<UNNotificationCategory> {
    storage[Keys.notificationCategories]
  }

  // MARK: Pending requests

  /// Schedules a request: its copy (the request itself, since requests are immutable) goes into
  /// the pending requests, replacing any pending request with the same identifier.
  ///
  /// Nothing fires on Linux, not even a request whose trigger is `nil`; use ``deliver(_:)``.
  /// When the settings' `authorizationStatus` is `.denied`, the request is not added and the
  /// handler gets ``UNError/Code/notificationsNotAllowed``.
  ///
  /// ```swift
  /// center.add(request) { error in
  ///   print(error as Any)  // nil
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - request: The request.
  ///   - completionHandler: Called once, before the method returns, with `nil` or the error.
  open func add(
    _ request: UNNotificationRequest,
    withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil
  ) {
    let error = schedule(request)
    completionHandler?(error)
  }

  /// Schedules a request, as ``add(_:withCompletionHandler:)`` does.
  ///
  /// ```swift
  /// try await center.add(request)
  /// ```
  ///
  /// - Parameter request: The request.
  /// - Throws: ``UNError`` with ``UNError/Code/notificationsNotAllowed`` when authorization was
  ///   denied.
  open func add(_ request: UNNotificationRequest) async throws {
    if let error = schedule(request) { throw error }
  }

  /// Gets the requests that have not been delivered.
  ///
  /// ```swift
  /// center.getPendingNotificationRequests { requests in print(requests.map(\.identifier)) }
  /// ```
  ///
  /// - Parameter completionHandler: Called once, before the method returns, in the order the
  ///   requests were added.
  open func getPendingNotificationRequests(
    completionHandler: @escaping ([UNNotificationRequest]) -> Void
  ) {
    completionHandler(storage[Keys.pendingNotificationRequests])
  }

  /// The requests that have not been delivered, in the order they were added.
  ///
  /// ```swift
  /// let identifiers = await center.pendingNotificationRequests().map(\.identifier)
  /// ```
  ///
  /// - Returns: The requests.
  open func pendingNotificationRequests() async -> [UNNotificationRequest] {
    storage[Keys.pendingNotificationRequests]
  }

  /// Removes the pending requests with the given identifiers.
  ///
  /// ```swift
  /// center.removePendingNotificationRequests(withIdentifiers: ["stand-up"])
  /// ```
  ///
  /// - Parameter identifiers: The identifiers of the requests to remove.
  open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
    let identifiers = Set(identifiers)
    storage.withValues { values in
      values.pendingNotificationRequests.removeAll { identifiers.contains($0.identifier) }
    }
  }

  /// Removes every pending request.
  ///
  /// ```swift
  /// center.removeAllPendingNotificationRequests()
  /// ```
  open func removeAllPendingNotificationRequests() {
    storage[Keys.pendingNotificationRequests] = []
  }

  // MARK: Delivered notifications

  /// Gets the notifications in Notification Center.
  ///
  /// ```swift
  /// center.getDeliveredNotifications { notifications in print(notifications.count) }
  /// ```
  ///
  /// - Parameter completionHandler: Called once, before the method returns, in the order the
  ///   notifications were delivered.
  open func getDeliveredNotifications(completionHandler: @escaping ([UNNotification]) -> Void) {
    completionHandler(storage[Keys.deliveredNotifications])
  }

  /// The notifications in Notification Center, in the order they were delivered.
  ///
  /// ```swift
  /// let delivered = await center.deliveredNotifications()
  /// ```
  ///
  /// - Returns: The notifications.
  open func deliveredNotifications() async -> [UNNotification] {
    storage[Keys.deliveredNotifications]
  }

  /// Removes the delivered notifications whose requests have the given identifiers.
  ///
  /// ```swift
  /// center.removeDeliveredNotifications(withIdentifiers: ["article-1"])
  /// ```
  ///
  /// - Parameter identifiers: The request identifiers of the notifications to remove.
  open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
    let identifiers = Set(identifiers)
    storage.withValues { values in
      values.deliveredNotifications.removeAll { identifiers.contains($0.request.identifier) }
    }
  }

  /// Removes every delivered notification.
  ///
  /// ```swift
  /// center.removeAllDeliveredNotifications()
  /// ```
  open func removeAllDeliveredNotifications() {
    storage[Keys.deliveredNotifications] = []
  }

  // MARK: Badge

  /// Sets the app's badge number; the center keeps it in the `badgeCount` key.
  ///
  /// ```swift
  /// center.setBadgeCount(3)
  /// ```
  ///
  /// - Parameters:
  ///   - newBadgeCount: The number; `0` hides the badge.
  ///   - completionHandler: Called once, before the method returns, with `nil`.
  open func setBadgeCount(
    _ newBadgeCount: Int, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil
  ) {
    storage[Keys.badgeCount] = newBadgeCount
    completionHandler?(nil)
  }

  /// Sets the app's badge number, as ``setBadgeCount(_:withCompletionHandler:)`` does.
  ///
  /// ```swift
  /// try await center.setBadgeCount(0)
  /// ```
  ///
  /// - Parameter newBadgeCount: The number; `0` hides the badge.
  /// - Throws: Nothing on Linux.
  open func setBadgeCount(_ newBadgeCount: Int) async throws {
    storage[Keys.badgeCount] = newBadgeCount
  }

  // MARK: Keys

  /// The center's keys; see the table in the type's overview.
  open override class var keyTable: KeyTable { keys }

  private static let keys = KeyTable(
    storage: \UNUserNotificationCenter.storage,
    [
      Keys.supportsContentExtensions, Keys.authorizationGranted, Keys.requestedAuthorizationOptions,
      Keys.notificationSettings, Keys.pendingNotificationRequests, Keys.deliveredNotifications,
      Keys.notificationCategories, Keys.badgeCount,
    ])
}

extension UNUserNotificationCenter {
  /// The settings as they are now: settings are immutable, and a change replaces them, so the
  /// object itself is the snapshot.
  private func settingsSnapshot() -> UNNotificationSettings {
    storage[Keys.notificationSettings]
  }

  private func schedule(_ request: UNNotificationRequest) -> (any Error)? {
    let copy = request.copy() as? UNNotificationRequest ?? request
    return storage.withValues { values -> (any Error)? in
      if values.notificationSettings.authorizationStatus == .denied {
        return UNError(
          .notificationsNotAllowed,
          userInfo: [
            NSLocalizedDescriptionKey: "Notifications are not allowed for this application"
          ]
        )
      }
      values.pendingNotificationRequests.removeAll { $0.identifier == copy.identifier }
      values.pendingNotificationRequests.append(copy)
      return nil
    }
  }

  private func authorize(_ options: UNAuthorizationOptions) -> Bool {
    // Read and book the request under the center's lock; build the settings outside it, so no
    // other object's lock is taken while the center's is held.
    let (granted, requested, current) = storage.withValues { values in
      values.requestedAuthorizationOptions.formUnion(options)
      return (
        values.authorizationGranted, values.requestedAuthorizationOptions,
        values.notificationSettings
      )
    }
    // New settings, never a change to the current ones: earlier snapshots stay as they were.
    let settings = UNNotificationSettings()
    let currentValues = current.storage.withValues { $0 }
    settings.storage.withValues { $0 = currentValues }
    func setting(_ option: UNAuthorizationOptions) -> UNNotificationSetting {
      guard requested.contains(option) else { return .notSupported }
      return granted ? .enabled : .disabled
    }
    settings.storage.withValues { settings in
      settings.authorizationStatus =
        granted ? (options.contains(.provisional) ? .provisional : .authorized) : .denied
      settings.alertSetting = setting(.alert)
      settings.badgeSetting = setting(.badge)
      settings.soundSetting = setting(.sound)
      settings.carPlaySetting = setting(.carPlay)
      settings.criticalAlertSetting = setting(.criticalAlert)
      settings.notificationCenterSetting = setting(.alert)
      settings.lockScreenSetting = setting(.alert)
      settings.alertStyle = granted && requested.contains(.alert) ? .banner : .none
      settings.providesAppNotificationSettings =
        requested.contains(.providesAppNotificationSettings)
    }
    storage[Keys.notificationSettings] = settings
    return granted
  }
}
