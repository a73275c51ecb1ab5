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

    /// The keys, each declared once: name, type, default and rules.
    struct Keys: KeySet {
      let activityType = Key("").property(readOnly: { \NSUserActivity.activityType })
      let title = Key<String?>(nil).property { \NSUserActivity.title }
      let userInfo = Key<[AnyHashable: Any]?>(nil).property { \NSUserActivity.userInfo }
      let requiredUserInfoKeys = Key<Set<String>?>(nil)
        .property { \NSUserActivity.requiredUserInfoKeys }
      let needsSave = Key(false).property { \NSUserActivity.needsSave }
      let webpageURL = Key<URL?>(nil).property { \NSUserActivity.webpageURL }
      let referrerURL = Key<URL?>(nil).property { \NSUserActivity.referrerURL }
      let expirationDate = Key<Date?>(nil).property { \NSUserActivity.expirationDate }
      let keywords = Key<Set<String>>([]).property { \NSUserActivity.keywords }
      let targetContentIdentifier = Key<String?>(nil)
        .property { \NSUserActivity.targetContentIdentifier }
      let isEligibleForHandoff = Key(true, objectiveC: "eligibleForHandoff")
        .property { \NSUserActivity.isEligibleForHandoff }
      let isEligibleForSearch = Key(false, objectiveC: "eligibleForSearch")
        .property { \NSUserActivity.isEligibleForSearch }
      let isEligibleForPublicIndexing = Key(false, objectiveC: "eligibleForPublicIndexing")
        .property { \NSUserActivity.isEligibleForPublicIndexing }
      let isEligibleForPrediction = Key(false, objectiveC: "eligibleForPrediction")
        .property { \NSUserActivity.isEligibleForPrediction }
      let persistentIdentifier = Key<NSUserActivityPersistentIdentifier?>(nil)
        .property { \NSUserActivity.persistentIdentifier }
      static let layout = KeyLayout<Keys>()
    }

    let storage = Keys.storage()

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
      storage.set(\.activityType, activityType, on: self)
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
      storage.set(\.activityType, types?.first ?? "", on: self)
    }

    /// The activity's type.
    open var activityType: String { storage.activityType }

    /// A title the user sees, for example in Spotlight.
    open var title: String? {
      get { storage.title }
      set { storage.set(\.title, newValue, on: self) }
    }

    /// The state needed to continue the activity; property-list values.
    open var userInfo: [AnyHashable: Any]? {
      get { storage.userInfo }
      set { storage.set(\.userInfo, newValue, on: self) }
    }

    /// The keys of ``userInfo`` the activity needs in order to be continued.
    open var requiredUserInfoKeys: Set<String>? {
      get { storage.requiredUserInfoKeys }
      set { storage.set(\.requiredUserInfoKeys, newValue, on: self) }
    }

    /// Whether the activity's state changed and should be saved before it is sent.
    open var needsSave: Bool {
      get { storage.needsSave }
      set { storage.set(\.needsSave, newValue, on: self) }
    }

    /// A web page to open when the activity is continued on a device without the app.
    open var webpageURL: URL? {
      get { storage.webpageURL }
      set { storage.set(\.webpageURL, newValue, on: self) }
    }

    /// The page that led to the activity.
    open var referrerURL: URL? {
      get { storage.referrerURL }
      set { storage.set(\.referrerURL, newValue, on: self) }
    }

    /// When the activity stops being useful.
    open var expirationDate: Date? {
      get { storage.expirationDate }
      set { storage.set(\.expirationDate, newValue, on: self) }
    }

    /// Words for search.
    open var keywords: Set<String> {
      get { storage.keywords }
      set { storage.set(\.keywords, newValue, on: self) }
    }

    /// An identifier that picks which scene continues the activity.
    open var targetContentIdentifier: String? {
      get { storage.targetContentIdentifier }
      set { storage.set(\.targetContentIdentifier, newValue, on: self) }
    }

    /// Whether Handoff may send the activity to another device; `true` by default.
    ///
    /// Its key is `eligibleForHandoff`, as Objective-C key-value coding spells it.
    open var isEligibleForHandoff: Bool {
      get { storage.isEligibleForHandoff }
      set { storage.set(\.isEligibleForHandoff, newValue, on: self) }
    }

    /// Whether Spotlight may index the activity. Its key is `eligibleForSearch`.
    open var isEligibleForSearch: Bool {
      get { storage.isEligibleForSearch }
      set { storage.set(\.isEligibleForSearch, newValue, on: self) }
    }

    /// Whether the activity may be indexed publicly. Its key is `eligibleForPublicIndexing`.
    open var isEligibleForPublicIndexing: Bool {
      get { storage.isEligibleForPublicIndexing }
      set { storage.set(\.isEligibleForPublicIndexing, newValue, on: self) }
    }

    /// Whether Siri may suggest the activity. Its key is `eligibleForPrediction`.
    open var isEligibleForPrediction: Bool {
      get { storage.isEligibleForPrediction }
      set { storage.set(\.isEligibleForPrediction, newValue, on: self) }
    }

    /// An identifier for deleting the activity's donations later.
    open var persistentIdentifier: NSUserActivityPersistentIdentifier? {
      get { storage.persistentIdentifier }
      set { storage.set(\.persistentIdentifier, newValue, on: self) }
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
    open override class var keyTable: KeyTable { table }

    private static let table = KeyTable(\NSUserActivity.storage) {
      NSUserActivity(activityType: "")
    }
  }
#endif
