public import FacsimileCore
import Foundation

/// The app's notification center: authorization, categories, pending and delivered
/// notifications, and the delegate.
///
/// As on Apple platforms, get the shared center with ``current()``; there is no public
/// initializer. Nothing is ever shown or scheduled on Linux: the center keeps what the app asks
/// for, so tests can check it, and ``deliver(_:)`` (a Facsimile addition) puts notifications in
/// the delivered list.
///
/// A method changes the center's state before it returns, and calls its completion handler
/// later, on the center's own serial queue (a background thread), as Apple's does ("This block
/// may be executed on a background thread"): code that reads what a handler set right after the
/// call has an ordering bug, on iOS and in its tests. Handlers run in the order of their calls,
/// and an `async` form (``pendingNotificationRequests()``, ``add(_:)``, ...) awaits its
/// completion-handler form, so awaiting one runs every handler of the calls made before it.
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

  /// The keys, each declared once: name, type, default and rules.
  struct Keys: KeySet {
    let supportsContentExtensions = Key(false)
    let authorizationGranted = Key(true)
    let requestedAuthorizationOptions = Key<UNAuthorizationOptions>([])
    let notificationSettings = Key { UNNotificationSettings(blank: ()) }
    let pendingNotificationRequests = Key<[UNNotificationRequest]>([])
    let deliveredNotifications = Key<[UNNotification]>([])
    let notificationCategories = Key<Set<UNNotificationCategory>>([])
    let badgeCount = Key(0)
    /// The delegate, held weakly: not a key.
    let delegate = Key<(any UNUserNotificationCenterDelegate)?>.unlistedWeak()
    /// The pending and delivered lists' indexes and the additions' serials: not a key.
    let book = Key.unlisted(CenterBook())
    static let layout = KeyLayout<Keys>()
  }

  let storage = Keys.storage()

  /// Where completion handlers are called: one serial queue per center, so a center's handlers
  /// run in the order of their calls.
  let completionQueue = DispatchQueue(label: "UNUserNotificationCenter.completionHandlers")

  /// A blank center, for this package's tables and helpers: as on Apple platforms, there is no
  /// public initializer (use ``current()``, or `InstanceHelper.create` for a center of a test's
  /// own).
  package init(blank: Void) {
    super.init()
  }

  private static let shared = UNUserNotificationCenter(blank: ())

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
    scoped ?? ProcessWideAccess.center.reached(shared)
  }

  /// The object that handles foreground notifications and responses; held weakly.
  ///
  /// ```swift
  /// let delegate = ArticleCenterDelegate()
  /// UNUserNotificationCenter.current().delegate = delegate
  /// ```
  open var delegate: (any UNUserNotificationCenterDelegate)? {
    get { storage.delegate }
    // The app's object, not a value: no door sets it, and no rule applies to it.
    set { storage.withUncheckedAccess { $0[\.delegate] = newValue } }
  }

  /// Whether the device supports notification content extensions.
  open var supportsContentExtensions: Bool { storage.supportsContentExtensions }

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
  ///   - completionHandler: Called once, later, on the center's queue, with the answer and
  ///     `nil`; the settings have changed by the time this method returns.
  open func requestAuthorization(
    options: UNAuthorizationOptions = [],
    completionHandler: @escaping (Bool, (any Error)?) -> Void
  ) {
    let granted = authorize(options)
    callLater { completionHandler(granted, nil) }
  }

  /// Asks for permission to post notifications; the answer is the `authorizationGranted` key.
  ///
  /// ```swift
  /// let granted = try await center.requestAuthorization(options: [.alert, .sound])
  /// ```
  ///
  /// - Parameter options: The kinds of interaction to ask for.
  /// - Returns: Whether the app may post notifications.
  /// - Throws: The error the completion-handler form answers with; nothing on Linux, where
  ///   Apple's throws when the request cannot be made.
  open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
    let (granted, error) = await answer(ifDropped: (false, nil)) { handler in
      requestAuthorization(options: options) { handler(($0, $1)) }
    }
    if let error { throw error }
    return granted
  }

  /// Gets a snapshot of the app's notification settings.
  ///
  /// ```swift
  /// center.getNotificationSettings { settings in
  ///   print(settings.authorizationStatus)
  /// }
  /// ```
  ///
  /// - Parameter completionHandler: Called once, later, on the center's queue, with the
  ///   settings the `notificationSettings` key held when this was called (settings are immutable;
  ///   a change replaces them).
  open func getNotificationSettings(
    completionHandler: @escaping (UNNotificationSettings) -> Void
  ) {
    let settings = settingsSnapshot()
    callLater { completionHandler(settings) }
  }

  /// A snapshot of the app's notification settings.
  ///
  /// ```swift
  /// let status = await center.notificationSettings().authorizationStatus
  /// ```
  ///
  /// - Returns: The settings the `notificationSettings` key holds now.
  open func notificationSettings() async -> UNNotificationSettings {
    await answer(ifDropped: settingsSnapshot()) { getNotificationSettings(completionHandler: $0) }
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
    storage.set(\.notificationCategories, categories, on: self)
  }

  /// Gets the registered categories.
  ///
  /// ```swift
  /// center.getNotificationCategories { categories in print(categories.count) }
  /// ```
  ///
  /// - Parameter completionHandler: Called once, later, on the center's queue, with the
  ///   categories registered when this was called.
  open func getNotificationCategories(
    completionHandler: @escaping (Set<UNNotificationCategory>) -> Void
  ) {
    let categories = storage.notificationCategories
    callLater { completionHandler(categories) }
  }

  /// The registered categories.
  ///
  /// ```swift
  /// let categories = await center.notificationCategories()
  /// ```
  ///
  /// - Returns: The categories.
  open func notificationCategories() async -> Set<UNNotificationCategory> {
    await answer(ifDropped: []) { getNotificationCategories(completionHandler: $0) }
  }

  // MARK: Pending requests

  /// Schedules a request: its copy (the request itself, since requests are immutable) goes into
  /// the pending requests, replacing any pending request with the same identifier, before this
  /// returns.
  ///
  /// Nothing fires by itself on Linux, not even a request whose trigger is `nil`: a
  /// `NotificationClock` (FacsimileTesting) delivers what comes due, or ``deliver(_:)`` puts a
  /// notification in the delivered list. When the settings' `authorizationStatus` is `.denied`,
  /// the request is not added and the handler gets ``UNError/Code/notificationsNotAllowed``.
  ///
  /// ```swift
  /// center.add(request) { error in
  ///   print(error as Any)  // nil, later, on the center's queue
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - request: The request.
  ///   - completionHandler: Called once, later, on the center's queue, with `nil` or the error.
  open func add(
    _ request: UNNotificationRequest,
    withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil
  ) {
    let error = schedule(request)
    guard let completionHandler else { return }
    callLater { completionHandler(error) }
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
    let error = await answer(ifDropped: nil) { handler in
      add(request, withCompletionHandler: handler)
    }
    if let error { throw error }
  }

  /// Gets the requests that have not been delivered.
  ///
  /// ```swift
  /// center.getPendingNotificationRequests { requests in print(requests.map(\.identifier)) }
  /// ```
  ///
  /// - Parameter completionHandler: Called once, later, on the center's queue, with the
  ///   requests pending when this was called, in the order they were added.
  open func getPendingNotificationRequests(
    completionHandler: @escaping ([UNNotificationRequest]) -> Void
  ) {
    let requests = storage.pendingNotificationRequests
    callLater { completionHandler(requests) }
  }

  /// The requests that have not been delivered, in the order they were added.
  ///
  /// ```swift
  /// let identifiers = await center.pendingNotificationRequests().map(\.identifier)
  /// ```
  ///
  /// - Returns: The requests.
  open func pendingNotificationRequests() async -> [UNNotificationRequest] {
    await answer(ifDropped: []) { getPendingNotificationRequests(completionHandler: $0) }
  }

  /// Removes the pending requests with the given identifiers.
  ///
  /// ```swift
  /// center.removePendingNotificationRequests(withIdentifiers: ["stand-up"])
  /// ```
  ///
  /// - Parameter identifiers: The identifiers of the requests to remove.
  open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
    withLists { lists, _ in
      lists.removePending(Set(identifiers).flatMap(lists.book.pending.elements(withIdentifier:)))
    }
  }

  /// Removes every pending request.
  ///
  /// ```swift
  /// center.removeAllPendingNotificationRequests()
  /// ```
  open func removeAllPendingNotificationRequests() {
    withLists { lists, _ in
      lists.book.pending.removeAll(from: &lists.pending)
      lists.book.recordRemovedAll()
    }
  }

  // MARK: Delivered notifications

  /// Gets the notifications in Notification Center.
  ///
  /// ```swift
  /// center.getDeliveredNotifications { notifications in print(notifications.count) }
  /// ```
  ///
  /// - Parameter completionHandler: Called once, later, on the center's queue, with the
  ///   notifications delivered when this was called, in the order they were delivered.
  open func getDeliveredNotifications(completionHandler: @escaping ([UNNotification]) -> Void) {
    let notifications = storage.deliveredNotifications
    callLater { completionHandler(notifications) }
  }

  /// The notifications in Notification Center, in the order they were delivered.
  ///
  /// ```swift
  /// let delivered = await center.deliveredNotifications()
  /// ```
  ///
  /// - Returns: The notifications.
  open func deliveredNotifications() async -> [UNNotification] {
    await answer(ifDropped: []) { getDeliveredNotifications(completionHandler: $0) }
  }

  /// Removes the delivered notifications whose requests have the given identifiers.
  ///
  /// ```swift
  /// center.removeDeliveredNotifications(withIdentifiers: ["article-1"])
  /// ```
  ///
  /// - Parameter identifiers: The request identifiers of the notifications to remove.
  open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
    withLists { lists, _ in
      let notifications = Set(identifiers).flatMap(lists.book.delivered.elements(withIdentifier:))
      lists.book.delivered.remove(notifications, from: &lists.delivered)
    }
  }

  /// Removes every delivered notification.
  ///
  /// ```swift
  /// center.removeAllDeliveredNotifications()
  /// ```
  open func removeAllDeliveredNotifications() {
    withLists { lists, _ in lists.book.delivered.removeAll(from: &lists.delivered) }
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
  ///   - completionHandler: Called once, later, on the center's queue, with `nil`; the number is
  ///     kept by the time this method returns.
  open func setBadgeCount(
    _ newBadgeCount: Int, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil
  ) {
    storage.set(\.badgeCount, newBadgeCount, on: self)
    guard let completionHandler else { return }
    callLater { completionHandler(nil) }
  }

  /// Sets the app's badge number, as ``setBadgeCount(_:withCompletionHandler:)`` does.
  ///
  /// ```swift
  /// try await center.setBadgeCount(0)
  /// ```
  ///
  /// - Parameter newBadgeCount: The number; `0` hides the badge.
  /// - Throws: The error the completion-handler form answers with; nothing on Linux.
  open func setBadgeCount(_ newBadgeCount: Int) async throws {
    let error = await answer(ifDropped: nil) { handler in
      setBadgeCount(newBadgeCount, withCompletionHandler: handler)
    }
    if let error { throw error }
  }

  // MARK: Keys

  /// The center's keys; see the table in the type's overview.
  open override class var keyTable: KeyTable { table }

  private static let table = KeyTable(\UNUserNotificationCenter.storage) {
    UNUserNotificationCenter(blank: ())
  }
}

extension UNUserNotificationCenter {
  /// The settings as they are now: settings are immutable, and a change replaces them, so the
  /// object itself is the snapshot.
  private func settingsSnapshot() -> UNNotificationSettings {
    storage.notificationSettings
  }

  private func schedule(_ request: UNNotificationRequest) -> (any Error)? {
    let copy = request.copy() as? UNNotificationRequest ?? request
    // Checked and booked under one lock.
    return withLists { lists, values -> (any Error)? in
      if values[\.notificationSettings].authorizationStatus == .denied {
        return UNError(
          .notificationsNotAllowed,
          userInfo: [
            NSLocalizedDescriptionKey: "Notifications are not allowed for this application"
          ]
        )
      }
      lists.removePending(lists.book.pending.elements(withIdentifier: copy.identifier))
      lists.book.pending.append(copy, to: &lists.pending)
      lists.book.recordAdded([copy])
      return nil
    }
  }

  private func authorize(_ options: UNAuthorizationOptions) -> Bool {
    // Read and book the request under the center's lock; build the settings outside it, so no
    // other object's lock is taken while the center's is held.
    let (granted, requested, current) = storage.withUncheckedAccess { values in
      // The center's own record of what was asked, read with the answer under one lock.
      values[\.requestedAuthorizationOptions].formUnion(options)
      return (
        values[\.authorizationGranted], values[\.requestedAuthorizationOptions],
        values[\.notificationSettings]
      )
    }
    func setting(_ option: UNAuthorizationOptions) -> Int {
      guard requested.contains(option) else { return UNNotificationSetting.notSupported.rawValue }
      return (granted ? UNNotificationSetting.enabled : .disabled).rawValue
    }
    // New settings, never a change to the current ones: earlier snapshots stay as they were.
    var properties = current.fixture().properties
    let status: UNAuthorizationStatus =
      granted ? (options.contains(.provisional) ? .provisional : .authorized) : .denied
    properties["authorizationStatus"] = status.rawValue
    for (key, option) in [
      ("alertSetting", UNAuthorizationOptions.alert), ("badgeSetting", .badge),
      ("soundSetting", .sound), ("carPlaySetting", .carPlay),
      ("criticalAlertSetting", .criticalAlert), ("notificationCenterSetting", .alert),
      ("lockScreenSetting", .alert),
    ] {
      properties[key] = setting(option)
    }
    properties["alertStyle"] =
      (granted && requested.contains(.alert) ? UNAlertStyle.banner : .none).rawValue
    properties["providesAppNotificationSettings"] = requested.contains(
      .providesAppNotificationSettings)
    let settings =
      (try? InstanceHelper.create(UNNotificationSettings.self, properties: properties)) ?? current
    storage.set(\.notificationSettings, settings, on: self)
    return granted
  }
}
