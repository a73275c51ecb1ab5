import FacsimileCore
import Foundation

/// A campaign the app promotes in its inbox: a type of the app's own, declared once, with one
/// line per key. It ships on iOS, where it links only FacsimileCore, and tests fabricate it from
/// fixtures on any platform.
public final class Campaign: KeyedObject, KeyedProperties {
  /// The campaign's keys: name, type, default and rules, each written once.
  public struct Keys: KeySet {
    public let name = Key("")
    public let priority = Key(0, clampedTo: 0...10)
    public let audience = Key<[String]>([])
    public let endsAt = Key<Date?>(nil)
    public static let layout = KeyLayout<Keys>()
    public init() {}
  }

  public let storage = Keys.storage()

  /// A campaign with every key at its default.
  public override init() {
    super.init()
  }

  /// A campaign as the app makes one; `priority` is kept within 0 to 10, as the key says.
  public init(name: String, priority: Int) {
    super.init()
    storage.set(\.name, name, on: self)
    storage.set(\.priority, priority, on: self)
  }

  public override class var keyTable: KeyTable { table }
  private static let table = KeyTable(\Campaign.storage) { Campaign() }
}

/// The inbox's order: the highest priority first, then by name.
public func promoted(_ campaigns: [Campaign]) -> [Campaign] {
  campaigns.sorted { ($0.priority, $1.name) > ($1.priority, $0.name) }
}
