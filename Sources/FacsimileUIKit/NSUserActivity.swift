// Foundation on Linux has no `NSUserActivity`; on Apple platforms Foundation's own is used.
#if !canImport(ObjectiveC)
  public import FacsimileCore
  public import Foundation

  /// The type of ``NSUserActivity/persistentIdentifier``, as in Apple's Foundation.
  public typealias NSUserActivityPersistentIdentifier = String

  /// A representation of the state of the app at a moment in time: what Handoff, Spotlight and
  /// state restoration pass between devices and launches.
  ///
  /// Not `Sendable`, as a class whose subclasses may add state of their own: make it inside the
  /// task that uses it, and send its fixture across tasks instead (Docs/Fidelity.md, "Sendable").
  ///
  /// Foundation on Linux has no `NSUserActivity`, so Facsimile defines this one with Apple's
  /// properties. It is a model only: ``becomeCurrent()``, ``resignCurrent()`` and
  /// ``invalidate()`` do nothing.
  ///
  /// ```swift
  /// let activity = NSUserActivity(activityType: "com.example.article")
  /// activity.userInfo = ["articleID": 42]
  ///
  /// let fromFixture = try InstanceHelper.create(NSUserActivity.self, properties: [
  ///   "activityType": "com.example.article",
  ///   "webpageURL": "https://example.com/articles/42",
  /// ])
  /// ```
  open class NSUserActivity: KeyedObject {
    struct Values {
      var activityType = ""
      var title: String?
      var userInfo: [AnyHashable: Any]?
      var requiredUserInfoKeys: Set<String>?
      var needsSave = false
      var webpageURL: URL?
      var referrerURL: URL?
      var expirationDate: Date?
      var keywords: Set<String> = []
      var targetContentIdentifier: String?
      var isEligibleForHandoff = true
      var isEligibleForSearch = false
      var isEligibleForPublicIndexing = false
      var isEligibleForPrediction = false
      var persistentIdentifier: NSUserActivityPersistentIdentifier?
    }

    /// The keys, each declared once: the getters below read them, and the key table lists them.
    enum Keys {
      static let activityType = StoredKey.key("activityType", \Values.activityType)
      static let title = StoredKey.key("title", \Values.title)
      static let userInfo = StoredKey.key("userInfo", \Values.userInfo)
      static let requiredUserInfoKeys = StoredKey.key(
        "requiredUserInfoKeys", \Values.requiredUserInfoKeys)
      static let needsSave = StoredKey.key("needsSave", \Values.needsSave)
      static let webpageURL = StoredKey.key("webpageURL", \Values.webpageURL)
      static let referrerURL = StoredKey.key("referrerURL", \Values.referrerURL)
      static let expirationDate = StoredKey.key("expirationDate", \Values.expirationDate)
      static let keywords = StoredKey.key("keywords", \Values.keywords)
      static let targetContentIdentifier = StoredKey.key(
        "targetContentIdentifier", \Values.targetContentIdentifier)
      static let isEligibleForHandoff = StoredKey.key(
        "eligibleForHandoff", \Values.isEligibleForHandoff)
      static let isEligibleForSearch = StoredKey.key(
        "eligibleForSearch", \Values.isEligibleForSearch)
      static let isEligibleForPublicIndexing = StoredKey.key(
        "eligibleForPublicIndexing", \Values.isEligibleForPublicIndexing)
      static let isEligibleForPrediction = StoredKey.key(
        "eligibleForPrediction", \Values.isEligibleForPrediction)
      static let persistentIdentifier = StoredKey.key(
        "persistentIdentifier", \Values.persistentIdentifier)
    }

    let storage = KeyedStorage(Values())

    /// Creates an activity of the given type.
    ///
    /// ```swift
    /// let activity = NSUserActivity(activityType: "com.example.article")
    /// ```
    ///
    /// - Parameter activityType: The activity's type, usually a reverse-DNS string listed under
    ///   `NSUserActivityTypes` in the app's Info.plist.
    public init(activityType: String) {
      super.init()
      storage[Keys.activityType] = activityType
    }

    /// Creates an activity of the first type in the main bundle's `NSUserActivityTypes`, or of
    /// the empty type when there is none (as there usually is none on Linux).
    ///
    /// ```swift
    /// let activity = NSUserActivity()
    /// ```
    @available(*, deprecated, message: "Use init(activityType:)")
    public override init() {
      super.init()
      let types = Bundle.main.object(forInfoDictionaryKey: "NSUserActivityTypes") as? [String]
      storage[Keys.activityType] = types?.first ?? ""
    }

    /// Makes an activity from a coder, as `KeyedObject.init(coder:)` does.
    ///
    /// - Parameter coder: The coder to read keys from, usually a `KeyedCoder`.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// The activity's type.
    open var activityType: String { storage[Keys.activityType] }

    /// A title the user sees, for example in Spotlight.
    open var title: String? {
      get { storage[Keys.title] }
      set { storage[Keys.title] = newValue }
    }

    /// The state needed to continue the activity; property-list values.
    open var userInfo: [AnyHashable: Any]? {
      get { storage[Keys.userInfo] }
      set { storage[Keys.userInfo] = newValue }
    }

    /// The keys of ``userInfo`` the activity needs in order to be continued.
    open var requiredUserInfoKeys: Set<String>? {
      get { storage[Keys.requiredUserInfoKeys] }
      set { storage[Keys.requiredUserInfoKeys] = newValue }
    }

    /// Whether the activity's state changed and should be saved before it is sent.
    open var needsSave: Bool {
      get { storage[Keys.needsSave] }
      set { storage[Keys.needsSave] = newValue }
    }

    /// A web page to open when the activity is continued on a device without the app.
    open var webpageURL: URL? {
      get { storage[Keys.webpageURL] }
      set { storage[Keys.webpageURL] = newValue }
    }

    /// The page that led to the activity.
    open var referrerURL: URL? {
      get { storage[Keys.referrerURL] }
      set { storage[Keys.referrerURL] = newValue }
    }

    /// When the activity stops being useful.
    open var expirationDate: Date? {
      get { storage[Keys.expirationDate] }
      set { storage[Keys.expirationDate] = newValue }
    }

    /// Words for search.
    open var keywords: Set<String> {
      get { storage[Keys.keywords] }
      set { storage[Keys.keywords] = newValue }
    }

    /// An identifier that picks which scene continues the activity.
    open var targetContentIdentifier: String? {
      get { storage[Keys.targetContentIdentifier] }
      set { storage[Keys.targetContentIdentifier] = newValue }
    }

    /// Whether Handoff may send the activity to another device; `true` by default.
    ///
    /// Its key is `eligibleForHandoff`, as Objective-C key-value coding spells it.
    open var isEligibleForHandoff: Bool {
      get { storage[Keys.isEligibleForHandoff] }
      set { storage[Keys.isEligibleForHandoff] = newValue }
    }

    /// Whether Spotlight may index the activity. Its key is `eligibleForSearch`.
    open var isEligibleForSearch: Bool {
      get { storage[Keys.isEligibleForSearch] }
      set { storage[Keys.isEligibleForSearch] = newValue }
    }

    /// Whether the activity may be indexed publicly. Its key is `eligibleForPublicIndexing`.
    open var isEligibleForPublicIndexing: Bool {
      get { storage[Keys.isEligibleForPublicIndexing] }
      set { storage[Keys.isEligibleForPublicIndexing] = newValue }
    }

    /// Whether Siri may suggest the activity. Its key is `eligibleForPrediction`.
    open var isEligibleForPrediction: Bool {
      get { storage[Keys.isEligibleForPrediction] }
      set { storage[Keys.isEligibleForPrediction] = newValue }
    }

    /// An identifier for deleting the activity's donations later.
    open var persistentIdentifier: NSUserActivityPersistentIdentifier? {
      get { storage[Keys.persistentIdentifier] }
      set { storage[Keys.persistentIdentifier] = newValue }
    }

    /// Marks the activity as current. Does nothing on Linux, where there is no Handoff.
    ///
    /// ```swift
    /// activity.becomeCurrent()
    /// ```
    open func becomeCurrent() {}

    /// Marks the activity as no longer current. Does nothing on Linux.
    ///
    /// ```swift
    /// activity.resignCurrent()
    /// ```
    open func resignCurrent() {}

    /// Ends the activity. Does nothing on Linux.
    ///
    /// ```swift
    /// activity.invalidate()
    /// ```
    open func invalidate() {}

    /// The activity's keys: Apple's property names, with `eligibleFor...` for the
    /// `isEligibleFor...` properties as Objective-C key-value coding spells them.
    open override class var keyTable: KeyTable { keys }

    private static let keys = KeyTable(
      storage: \NSUserActivity.storage,
      [
        Keys.activityType, Keys.title, Keys.userInfo, Keys.requiredUserInfoKeys, Keys.needsSave,
        Keys.webpageURL, Keys.referrerURL, Keys.expirationDate, Keys.keywords,
        Keys.targetContentIdentifier, Keys.isEligibleForHandoff, Keys.isEligibleForSearch,
        Keys.isEligibleForPublicIndexing, Keys.isEligibleForPrediction, Keys.persistentIdentifier,
      ])
  }
#endif
