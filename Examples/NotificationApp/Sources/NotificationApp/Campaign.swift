import FacsimileCore
import Foundation

/// A campaign the app promotes in its inbox: a type of the app's own, declared once, with one
/// line per key. It ships on iOS, where it links only FacsimileCore, and tests fabricate it from
/// fixtures on any platform.
public final class Campaign: KeyedModel<Campaign.Keys> {
  /// The campaign's keys: name, type, default and rules, each written once.
  public struct Keys: KeySet {
    public let name = Key("")
    public let priority = Key(0, clampedTo: 0...10)
    public let audience = Key<[String]>([])
    public let endsAt = Key<Date?>(nil)
    public init() {}
  }

  /// A campaign with every key at its default: how Facsimile makes a blank one.
  public required init() {
    super.init()
  }

  /// A campaign as the app makes one; `priority` is kept within 0 to 10, as the key says.
  public init(name: String, priority: Int) {
    super.init()
    storage.set(\.name, name, on: self)
    storage.set(\.priority, priority, on: self)
  }
}

/// The inbox's order: the highest priority first, then by name.
public func promoted(_ campaigns: [Campaign]) -> [Campaign] {
  campaigns.sorted { ($0.priority, $1.name) > ($1.priority, $0.name) }
}
