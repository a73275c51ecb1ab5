public import FacsimileCore
public import Foundation

/// The content of a notification: title, body, sound, badge, attachments and custom data.
///
/// Not `Sendable`, as a class whose subclasses may add state of their own: make it inside the
/// task that uses it, and send its fixture or payload across tasks instead (Docs/Fidelity.md,
/// "Sendable").
///
/// Schedule notifications with a ``UNMutableNotificationContent``; this immutable class is what
/// requests and delivered notifications hold. Unlike most classes here it has a public `init()`,
/// as on Apple platforms, which makes empty content.
///
/// ```swift
/// let content = UNMutableNotificationContent()
/// content.title = "Breaking"
/// content.userInfo = ["articleId": "1"]
/// let frozen = content.copy() as? UNNotificationContent  // immutable, as on Apple platforms
/// let editable = frozen?.mutableCopy() as? UNMutableNotificationContent
/// print(frozen?.copy() as AnyObject === frozen)  // true: immutable content copies as itself
/// ```
open class UNNotificationContent: KeyedObject, NSCopying, NSMutableCopying,
  NSSecureCoding
{

  /// The keys, each declared once: name, type, default and rules, the properties that read and
  /// set it, and where a push payload carries it (`ContentProperty.swift`). Adding a property
  /// is this line, its getter below and its setter in ``UNMutableNotificationContent``, at the
  /// end of this file (Docs/Extending.md, "Add a property to a model").
  struct Keys: KeySet {
    // A service extension downloads the attachments: no payload field carries them.
    let attachments = Key<[UNNotificationAttachment]>([])
      .content(\.attachments, mutable: \.attachments, payload: nil)
    let badge = Key<NSNumber?>(nil)
      .content(\.badge, mutable: \.badge, payload: .count("aps.badge"))
    let body = Key("").content(
      \.body, mutable: \.body,
      payload: .text(
        "aps.alert.body", localizedBy: "loc-key", arguments: "loc-args",
        isTheAlertWhenAString: true))
    let categoryIdentifier = Key("").content(
      \.categoryIdentifier, mutable: \.categoryIdentifier, payload: .string("aps.category"))
    let launchImageName = Key("").content(
      \.launchImageName, mutable: \.launchImageName, payload: .string("aps.alert.launch-image"))
    let sound = Key<UNNotificationSound?>(nil, copying: true)
      .content(\.sound, mutable: \.sound, payload: .sound("aps.sound"))
    let subtitle = Key("").content(
      \.subtitle, mutable: \.subtitle,
      payload: .text(
        "aps.alert.subtitle", localizedBy: "subtitle-loc-key", arguments: "subtitle-loc-args"))
    let threadIdentifier = Key("")
      .content(\.threadIdentifier, mutable: \.threadIdentifier, payload: .string("aps.thread-id"))
    let title = Key("").content(
      \.title, mutable: \.title,
      payload: .text("aps.alert.title", localizedBy: "title-loc-key", arguments: "title-loc-args"))
    let userInfo = Key<[AnyHashable: Any]>([:])
      .content(\.userInfo, mutable: \.userInfo, payload: .wholePayload)
    @available(*, deprecated, message: "summaryArgument is ignored")
    let summaryArgument = Key("").content(
      \.summaryArgument, mutable: \.summaryArgument, payload: .string("aps.alert.summary-arg"))
    @available(*, deprecated, message: "summaryArgumentCount is ignored")
    let summaryArgumentCount = Key(0).content(
      \.summaryArgumentCount, mutable: \.summaryArgumentCount,
      payload: .count("aps.alert.summary-arg-count"))
    let targetContentIdentifier = Key<String?>(nil).content(
      \.targetContentIdentifier, mutable: \.targetContentIdentifier,
      payload: .string("aps.target-content-id"))
    let interruptionLevel = Key(UNNotificationInterruptionLevel.active).content(
      \.interruptionLevel, mutable: \.interruptionLevel,
      payload: .names(
        "aps.interruption-level", ["passive", "active", "time-sensitive", "critical"]))
    // Any number is accepted (a Live Activity update may give any); the key clamps it to 0...1,
    // as iOS's payload reader and `relevanceScore` setter do.
    let relevanceScore = Key(0.0, clampedTo: 0...1)
      .content(\.relevanceScore, mutable: \.relevanceScore, payload: .number("aps.relevance-score"))
    let filterCriteria = Key<String?>(nil)
      .content(\.filterCriteria, mutable: \.filterCriteria, payload: .string("aps.filter-criteria"))
    static let layout = KeyLayout<Keys>()
  }

  let storage = Keys.storage()

  /// Creates empty content.
  ///
  /// ```swift
  /// let content = UNNotificationContent()
  /// print(content.title.isEmpty)  // true
  /// ```
  public override init() {
    super.init()
  }

  /// Makes an instance from a coder, as `init?(coder:)` does on Apple platforms: a
  /// `KeyedCoder`'s fixture, an archive, or a stub read as Apple's reads it
  /// (`KeyedCoder.decodeKeys(of:from:)`).
  ///
  /// - Parameter coder: The coder to read keys from.
  public required init?(coder: NSCoder) {
    super.init()
    guard KeyedCoder.decodeKeys(of: self, from: coder) else { return nil }
  }

  /// The files shown with the notification: images, audio or video.
  open var attachments: [UNNotificationAttachment] { storage.attachments }

  /// The number to show on the app's icon; `nil` leaves it unchanged and `0` hides it.
  open var badge: NSNumber? { storage.badge }

  /// The notification's main text.
  open var body: String { storage.body }

  /// The identifier of the ``UNNotificationCategory`` whose actions the notification offers.
  open var categoryIdentifier: String { storage.categoryIdentifier }

  /// The launch image to show when the app opens from the notification.
  open var launchImageName: String { storage.launchImageName }

  /// The sound to play, or `nil` for none.
  open var sound: UNNotificationSound? { storage.sound }

  /// The line under the title.
  open var subtitle: String { storage.subtitle }

  /// The identifier that groups related notifications into one thread.
  open var threadIdentifier: String { storage.threadIdentifier }

  /// The notification's title.
  open var title: String { storage.title }

  /// Custom data: what the app scheduled, or the payload of a remote notification.
  open var userInfo: [AnyHashable: Any] { storage.userInfo }

  /// The text inserted into a category's summary format.
  @available(*, deprecated, message: "summaryArgument is ignored")
  open var summaryArgument: String { storage.summaryArgument }

  /// How many items the notification adds to a category's summary.
  @available(*, deprecated, message: "summaryArgumentCount is ignored")
  open var summaryArgumentCount: Int { storage.summaryArgumentCount }

  /// The identifier of the content the app should show when it opens, such as a scene's.
  open var targetContentIdentifier: String? { storage.targetContentIdentifier }

  /// How urgently the notification asks for attention; ``UNNotificationInterruptionLevel/active``
  /// unless set.
  open var interruptionLevel: UNNotificationInterruptionLevel { storage.interruptionLevel }

  /// How relevant the notification is among the app's others, from `0.0` to `1.0`.
  open var relevanceScore: Double { storage.relevanceScore }

  /// The Focus filter criteria that decide whether the notification shows.
  open var filterCriteria: String? { storage.filterCriteria }

  /// `true`: content can be archived with secure coding.
  public class var supportsSecureCoding: Bool { true }

  /// The content itself, as on Apple platforms: immutable content is never copied, whatever its
  /// class, so no initializer of a subclass of yours runs, and a subclass's overridden properties
  /// stay as they are. (``UNMutableNotificationContent`` makes an immutable copy instead.)
  ///
  /// ```swift
  /// let request = UNNotificationRequest(identifier: "id", content: content, trigger: nil)
  /// print(request.content === content)  // true for immutable content
  /// ```
  ///
  /// - Parameter zone: Ignored, as on Apple platforms.
  /// - Returns: `self`.
  open override func copy(with zone: NSZone? = nil) -> Any {
    self
  }

  /// A ``UNMutableNotificationContent`` with this content's values, read through its properties
  /// as Apple's does, so a subclass's overridden properties carry over. Nested objects (sound,
  /// attachments) are immutable and shared, as on Apple platforms.
  ///
  /// ```swift
  /// let editable = try #require(notification.request.content.mutableCopy()
  ///   as? UNMutableNotificationContent)
  /// editable.title = "Edited"
  /// ```
  ///
  /// - Parameter zone: Ignored, as on Apple platforms.
  /// - Returns: The mutable copy, always of class ``UNMutableNotificationContent``.
  open func mutableCopy(with zone: NSZone? = nil) -> Any {
    let mutable = UNMutableNotificationContent()
    copyProperties(to: mutable)
    return mutable
  }

  /// Content updated with what `provider` contributes, as for communication notifications.
  ///
  /// On Linux no provider contributes anything (the types that adopt
  /// ``UNNotificationContentProviding`` on Apple platforms live in the Intents framework), so the
  /// result is this content's immutable copy: itself if it is immutable.
  ///
  /// ```swift
  /// let updated = try content.updating(from: provider)
  /// ```
  ///
  /// - Parameter provider: The object that contributes content.
  /// - Returns: The updated content.
  /// - Throws: Nothing on Linux; Apple's throws ``UNError`` when the provider is not allowed.
  open func updating(from provider: any UNNotificationContentProviding) throws
    -> UNNotificationContent
  {
    copy() as? UNNotificationContent ?? self
  }

  /// The content's keys, named after its properties.
  open override class var keyTable: KeyTable { table }

  private static let table = KeyTable(
    \UNNotificationContent.storage, subtypes: [UNMutableNotificationContent.self]
  ) { UNNotificationContent() }
}

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
