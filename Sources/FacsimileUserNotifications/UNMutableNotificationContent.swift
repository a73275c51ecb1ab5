public import FacsimileCore
public import Foundation

/// Editable notification content, for scheduling local notifications.
///
/// Not `Sendable`, as a class whose subclasses may add state of their own: make it inside the
/// task that uses it, and send its fixture or payload across tasks instead (Docs/Fidelity.md,
/// "Sendable").
///
/// Every property of ``UNNotificationContent`` is settable. `copy()` returns an immutable
/// ``UNNotificationContent``, as on Apple platforms; `mutableCopy()` returns another mutable one.
///
/// ```swift
/// let content = UNMutableNotificationContent()
/// content.title = "Breaking"
/// content.body = "A new article is out."
/// content.sound = .default
/// content.badge = 1
/// content.userInfo = ["articleId": "1"]
/// let request = UNNotificationRequest(identifier: "article-1", content: content, trigger: nil)
/// ```
open class UNMutableNotificationContent: UNNotificationContent {
  /// The files shown with the notification: images, audio or video.
  open override var attachments: [UNNotificationAttachment] {
    get { storage[Keys.attachments] }
    set { storage[Keys.attachments] = newValue }
  }

  /// The number to show on the app's icon; `nil` leaves it unchanged and `0` hides it.
  open override var badge: NSNumber? {
    get { storage[Keys.badge] }
    set { storage[Keys.badge] = newValue }
  }

  /// The notification's main text.
  open override var body: String {
    get { storage[Keys.body] }
    set { storage[Keys.body] = newValue }
  }

  /// The identifier of the ``UNNotificationCategory`` whose actions the notification offers.
  open override var categoryIdentifier: String {
    get { storage[Keys.categoryIdentifier] }
    set { storage[Keys.categoryIdentifier] = newValue }
  }

  /// The launch image to show when the app opens from the notification.
  open override var launchImageName: String {
    get { storage[Keys.launchImageName] }
    set { storage[Keys.launchImageName] = newValue }
  }

  /// The sound to play, or `nil` for none. Like Apple's `@NSCopying` property, it keeps a copy.
  open override var sound: UNNotificationSound? {
    get { storage[Keys.sound] }
    set { storage[Keys.sound] = newValue.map { $0.copy() as? UNNotificationSound ?? $0 } }
  }

  /// The line under the title.
  open override var subtitle: String {
    get { storage[Keys.subtitle] }
    set { storage[Keys.subtitle] = newValue }
  }

  /// The identifier that groups related notifications into one thread.
  open override var threadIdentifier: String {
    get { storage[Keys.threadIdentifier] }
    set { storage[Keys.threadIdentifier] = newValue }
  }

  /// The notification's title.
  open override var title: String {
    get { storage[Keys.title] }
    set { storage[Keys.title] = newValue }
  }

  /// Custom data: what the app scheduled, or the payload of a remote notification.
  open override var userInfo: [AnyHashable: Any] {
    get { storage[Keys.userInfo] }
    set { storage[Keys.userInfo] = newValue }
  }

  /// The text inserted into a category's summary format.
  @available(*, deprecated, message: "summaryArgument is ignored")
  open override var summaryArgument: String {
    get { storage[Keys.summaryArgument] }
    set { storage[Keys.summaryArgument] = newValue }
  }

  /// How many items the notification adds to a category's summary.
  @available(*, deprecated, message: "summaryArgumentCount is ignored")
  open override var summaryArgumentCount: Int {
    get { storage[Keys.summaryArgumentCount] }
    set { storage[Keys.summaryArgumentCount] = newValue }
  }

  /// The identifier of the content the app should show when it opens, such as a scene's.
  open override var targetContentIdentifier: String? {
    get { storage[Keys.targetContentIdentifier] }
    set { storage[Keys.targetContentIdentifier] = newValue }
  }

  /// How urgently the notification asks for attention.
  open override var interruptionLevel: UNNotificationInterruptionLevel {
    get { storage[Keys.interruptionLevel] }
    set { storage[Keys.interruptionLevel] = newValue }
  }

  /// How relevant the notification is among the app's others, from `0.0` to `1.0`.
  ///
  /// Setting it clamps the value to `0...1`, as iOS's setter does: a score above `1` (even
  /// `.infinity`) becomes `1`, one below `0` becomes `0`, and `.nan` becomes `0`. So the content
  /// always holds a finite score, which its fixture, JSON and archive keep.
  ///
  /// ```swift
  /// content.relevanceScore = .infinity
  /// print(content.relevanceScore)  // 1.0
  /// ```
  open override var relevanceScore: Double {
    get { storage[Keys.relevanceScore] }
    set { storage[Keys.relevanceScore] = newValue.isNaN ? 0 : min(max(newValue, 0), 1) }
  }

  /// The Focus filter criteria that decide whether the notification shows.
  open override var filterCriteria: String? {
    get { storage[Keys.filterCriteria] }
    set { storage[Keys.filterCriteria] = newValue }
  }

  /// An immutable ``UNNotificationContent`` with this content's values, as on Apple platforms:
  /// always of that class, read through the properties (so a subclass's overrides carry over),
  /// and no initializer of a subclass of yours runs.
  ///
  /// ```swift
  /// let frozen = content.copy() as? UNNotificationContent
  /// print(frozen is UNMutableNotificationContent)  // false
  /// ```
  ///
  /// - Parameter zone: Ignored, as on Apple platforms.
  /// - Returns: The immutable copy.
  open override func copy(with zone: NSZone? = nil) -> Any {
    let immutable = UNNotificationContent()
    let values = valuesOfProperties()
    immutable.storage.withValues { $0 = values }
    return immutable
  }

  /// The content's keys, the same as ``UNNotificationContent``'s.
  open override class var keyTable: KeyTable { keys }

  private static let keys = KeyTable(
    empty: UNMutableNotificationContent.self, inheriting: UNNotificationContent.keyTable)
}
