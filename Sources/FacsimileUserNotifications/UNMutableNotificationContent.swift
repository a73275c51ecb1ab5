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
    get { storage.attachments }
    set { storage.set(\.attachments, newValue, on: self) }
  }

  /// The number to show on the app's icon; `nil` leaves it unchanged and `0` hides it.
  open override var badge: NSNumber? {
    get { storage.badge }
    set { storage.set(\.badge, newValue, on: self) }
  }

  /// The notification's main text.
  open override var body: String {
    get { storage.body }
    set { storage.set(\.body, newValue, on: self) }
  }

  /// The identifier of the ``UNNotificationCategory`` whose actions the notification offers.
  open override var categoryIdentifier: String {
    get { storage.categoryIdentifier }
    set { storage.set(\.categoryIdentifier, newValue, on: self) }
  }

  /// The launch image to show when the app opens from the notification.
  open override var launchImageName: String {
    get { storage.launchImageName }
    set { storage.set(\.launchImageName, newValue, on: self) }
  }

  /// The sound to play, or `nil` for none. Like Apple's `@NSCopying` property, it keeps a copy
  /// (the key is declared `copying`).
  open override var sound: UNNotificationSound? {
    get { storage.sound }
    set { storage.set(\.sound, newValue, on: self) }
  }

  /// The line under the title.
  open override var subtitle: String {
    get { storage.subtitle }
    set { storage.set(\.subtitle, newValue, on: self) }
  }

  /// The identifier that groups related notifications into one thread.
  open override var threadIdentifier: String {
    get { storage.threadIdentifier }
    set { storage.set(\.threadIdentifier, newValue, on: self) }
  }

  /// The notification's title.
  open override var title: String {
    get { storage.title }
    set { storage.set(\.title, newValue, on: self) }
  }

  /// Custom data: what the app scheduled, or the payload of a remote notification.
  open override var userInfo: [AnyHashable: Any] {
    get { storage.userInfo }
    set { storage.set(\.userInfo, newValue, on: self) }
  }

  /// The text inserted into a category's summary format.
  @available(*, deprecated, message: "summaryArgument is ignored")
  open override var summaryArgument: String {
    get { storage.summaryArgument }
    set { storage.set(\.summaryArgument, newValue, on: self) }
  }

  /// How many items the notification adds to a category's summary.
  @available(*, deprecated, message: "summaryArgumentCount is ignored")
  open override var summaryArgumentCount: Int {
    get { storage.summaryArgumentCount }
    set { storage.set(\.summaryArgumentCount, newValue, on: self) }
  }

  /// The identifier of the content the app should show when it opens, such as a scene's.
  open override var targetContentIdentifier: String? {
    get { storage.targetContentIdentifier }
    set { storage.set(\.targetContentIdentifier, newValue, on: self) }
  }

  /// How urgently the notification asks for attention.
  open override var interruptionLevel: UNNotificationInterruptionLevel {
    get { storage.interruptionLevel }
    set { storage.set(\.interruptionLevel, newValue, on: self) }
  }

  /// How relevant the notification is among the app's others, from `0.0` to `1.0`.
  ///
  /// The key clamps a score to `0...1`, as iOS's setter does, whatever sets it (this setter,
  /// `setValue(_:forKey:)`, a fixture, JSON, a push payload or a coder): a score above `1` (even
  /// `.infinity`) becomes `1`, one below `0` (or `.nan`) becomes `0`.
  ///
  /// ```swift
  /// content.relevanceScore = 5
  /// print(content.relevanceScore)  // 1.0
  /// ```
  open override var relevanceScore: Double {
    get { storage.relevanceScore }
    set { storage.set(\.relevanceScore, newValue, on: self) }
  }

  /// The Focus filter criteria that decide whether the notification shows.
  open override var filterCriteria: String? {
    get { storage.filterCriteria }
    set { storage.set(\.filterCriteria, newValue, on: self) }
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
    copyProperties(to: immutable)
    return immutable
  }

  /// The content's keys, the same as ``UNNotificationContent``'s.
  open override class var keyTable: KeyTable { table }

  private static let table = KeyTable(
    empty: UNMutableNotificationContent.self, inheriting: UNNotificationContent.keyTable
  ) { UNMutableNotificationContent() }
}
