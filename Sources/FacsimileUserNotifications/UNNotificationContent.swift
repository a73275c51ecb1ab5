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

  /// The keys, each declared once: name, type, default and rules.
  struct Keys: KeySet {
    let attachments = Key<[UNNotificationAttachment]>([])
    let badge = Key<NSNumber?>(nil)
    let body = Key("")
    let categoryIdentifier = Key("")
    let launchImageName = Key("")
    let sound = Key<UNNotificationSound?>(nil, copying: true)
    let subtitle = Key("")
    let threadIdentifier = Key("")
    let title = Key("")
    let userInfo = Key<[AnyHashable: Any]>([:])
    let summaryArgument = Key("")
    let summaryArgumentCount = Key(0)
    let targetContentIdentifier = Key<String?>(nil)
    let interruptionLevel = Key(UNNotificationInterruptionLevel.active)
    let relevanceScore = Key(0.0, clampedTo: 0...1)
    let filterCriteria = Key<String?>(nil)
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

  /// Gives `content` every value of this one, read through the (overridable) properties as
  /// Apple's copies read them (the two deprecated summary values from storage).
  func copyProperties(to content: UNNotificationContent) {
    let keys = content.storage
    keys.set(\.attachments, attachments, on: content)
    keys.set(\.badge, badge, on: content)
    keys.set(\.body, body, on: content)
    keys.set(\.categoryIdentifier, categoryIdentifier, on: content)
    keys.set(\.launchImageName, launchImageName, on: content)
    keys.set(\.sound, sound, on: content)
    keys.set(\.subtitle, subtitle, on: content)
    keys.set(\.threadIdentifier, threadIdentifier, on: content)
    keys.set(\.title, title, on: content)
    keys.set(\.userInfo, userInfo, on: content)
    keys.set(\.summaryArgument, storage.summaryArgument, on: content)
    keys.set(\.summaryArgumentCount, storage.summaryArgumentCount, on: content)
    keys.set(\.targetContentIdentifier, targetContentIdentifier, on: content)
    keys.set(\.interruptionLevel, interruptionLevel, on: content)
    keys.set(\.relevanceScore, relevanceScore, on: content)
    keys.set(\.filterCriteria, filterCriteria, on: content)
  }

  /// The content's keys, named after its properties.
  open override class var keyTable: KeyTable { table }

  private static let table = KeyTable(
    \UNNotificationContent.storage, subtypes: [UNMutableNotificationContent.self]
  ) { UNNotificationContent() }
}
