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
  struct Values {
    var attachments: [UNNotificationAttachment] = []
    var badge: NSNumber?
    var body = ""
    var categoryIdentifier = ""
    var launchImageName = ""
    var sound: UNNotificationSound?
    var subtitle = ""
    var threadIdentifier = ""
    var title = ""
    var userInfo = DeferredAnyHashableDictionary()
    var summaryArgument = ""
    var summaryArgumentCount = 0
    var targetContentIdentifier: String?
    var interruptionLevel = UNNotificationInterruptionLevel.active
    var relevanceScore = 0.0
    var filterCriteria: String?
  }

  /// The keys, each declared once: the getters below read them, and the key table lists them.
  enum Keys {
    static let attachments = StoredKey.key("attachments", \Values.attachments)
    static let badge = StoredKey.key("badge", \Values.badge)
    static let body = StoredKey.key("body", \Values.body)
    static let categoryIdentifier = StoredKey.key("categoryIdentifier", \Values.categoryIdentifier)
    static let launchImageName = StoredKey.key("launchImageName", \Values.launchImageName)
    static let sound = StoredKey.key("sound", \Values.sound)
    static let subtitle = StoredKey.key("subtitle", \Values.subtitle)
    static let threadIdentifier = StoredKey.key("threadIdentifier", \Values.threadIdentifier)
    static let title = StoredKey.key("title", \Values.title)
    static let userInfo = StoredKey.key("userInfo", \Values.userInfo)
    static let summaryArgument = StoredKey.key("summaryArgument", \Values.summaryArgument)
    static let summaryArgumentCount = StoredKey.key(
      "summaryArgumentCount", \Values.summaryArgumentCount)
    static let targetContentIdentifier = StoredKey.key(
      "targetContentIdentifier", \Values.targetContentIdentifier)
    static let interruptionLevel = StoredKey.key("interruptionLevel", \Values.interruptionLevel)
    static let relevanceScore = StoredKey.key("relevanceScore", \Values.relevanceScore)
    static let filterCriteria = StoredKey.key("filterCriteria", \Values.filterCriteria)
  }

  let storage = KeyedStorage(Values())

  /// Creates empty content.
  ///
  /// ```swift
  /// let content = UNNotificationContent()
  /// print(content.title.isEmpty)  // true
  /// ```
  public override init() {
    super.init()
  }

  /// Makes content from a coder; see `KeyedObject.init(coder:)`.
  ///
  /// ```swift
  /// let content = UNNotificationContent(coder: KeyedCoder(["title": "Hi", "badge": 3]))
  /// ```
  ///
  /// - Parameter coder: The coder to read keys from.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The files shown with the notification: images, audio or video.
  open var attachments: [UNNotificationAttachment] { storage[Keys.attachments] }

  /// The number to show on the app's icon; `nil` leaves it unchanged and `0` hides it.
  open var badge: NSNumber? { storage[Keys.badge] }

  /// The notification's main text.
  open var body: String { storage[Keys.body] }

  /// The identifier of the ``UNNotificationCategory`` whose actions the notification offers.
  open var categoryIdentifier: String { storage[Keys.categoryIdentifier] }

  /// The launch image to show when the app opens from the notification.
  open var launchImageName: String { storage[Keys.launchImageName] }

  /// The sound to play, or `nil` for none.
  open var sound: UNNotificationSound? { storage[Keys.sound] }

  /// The line under the title.
  open var subtitle: String { storage[Keys.subtitle] }

  /// The identifier that groups related notifications into one thread.
  open var threadIdentifier: String { storage[Keys.threadIdentifier] }

  /// The notification's title.
  open var title: String { storage[Keys.title] }

  /// Custom data: what the app scheduled, or the payload of a remote notification.
  open var userInfo: [AnyHashable: Any] { storage[Keys.userInfo] }

  /// The text inserted into a category's summary format.
  @available(*, deprecated, message: "summaryArgument is ignored")
  open var summaryArgument: String { storage[Keys.summaryArgument] }

  /// How many items the notification adds to a category's summary.
  @available(*, deprecated, message: "summaryArgumentCount is ignored")
  open var summaryArgumentCount: Int { storage[Keys.summaryArgumentCount] }

  /// The identifier of the content the app should show when it opens, such as a scene's.
  open var targetContentIdentifier: String? { storage[Keys.targetContentIdentifier] }

  /// How urgently the notification asks for attention; ``UNNotificationInterruptionLevel/active``
  /// unless set.
  open var interruptionLevel: UNNotificationInterruptionLevel { storage[Keys.interruptionLevel] }

  /// How relevant the notification is among the app's others, from `0.0` to `1.0`.
  open var relevanceScore: Double { storage[Keys.relevanceScore] }

  /// The Focus filter criteria that decide whether the notification shows.
  open var filterCriteria: String? { storage[Keys.filterCriteria] }

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
    let values = valuesOfProperties()
    mutable.storage.withValues { $0 = values }
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

  /// Every value, read through the (overridable) properties as Apple's copies read them; the
  /// two deprecated summary properties from storage.
  func valuesOfProperties() -> Values {
    var values = storage.withValues { $0 }
    values.attachments = attachments
    values.badge = badge
    values.body = body
    values.categoryIdentifier = categoryIdentifier
    values.launchImageName = launchImageName
    values.sound = sound
    values.subtitle = subtitle
    values.threadIdentifier = threadIdentifier
    values.title = title
    values.userInfo = DeferredAnyHashableDictionary(userInfo)
    values.targetContentIdentifier = targetContentIdentifier
    values.interruptionLevel = interruptionLevel
    values.relevanceScore = relevanceScore
    values.filterCriteria = filterCriteria
    return values
  }

  /// The content's keys, named after its properties.
  open override class var keyTable: KeyTable { keys }

  private static let keys = KeyTable(
    storage: \UNNotificationContent.storage, subtypes: [UNMutableNotificationContent.self],
    [
      Keys.attachments, Keys.badge, Keys.body, Keys.categoryIdentifier, Keys.launchImageName,
      Keys.sound, Keys.subtitle, Keys.threadIdentifier, Keys.title, Keys.userInfo,
      Keys.summaryArgument, Keys.summaryArgumentCount, Keys.targetContentIdentifier,
      Keys.interruptionLevel, Keys.relevanceScore, Keys.filterCriteria,
    ])
}
