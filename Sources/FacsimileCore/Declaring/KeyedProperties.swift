/// A type whose keys read as its properties: `campaign.name` reads the `name` key. Every
/// ``KeyedModel`` is one.
///
/// ```swift
/// final class Campaign: KeyedModel<Campaign.Keys> {
///   struct Keys: KeySet {
///     let name = Key("")
///     let priority = Key(0, clampedTo: 0...10)
///   }
/// }
///
/// let campaign = try Campaign.fabricate(from: ["name": "Spring", "priority": 12])
/// print(campaign.name, campaign.priority)  // Spring 10
/// ```
///
/// The models declare a property per key instead, as Apple's classes do (each is `open`, with
/// Apple's documentation); a type of yours may too.
@dynamicMemberLookup
public protocol KeyedProperties: KeyValueCodable {
  /// The type's keys.
  associatedtype Keys: KeySet

  /// Where the type keeps its keys' values.
  var storage: KeyedStorage<Keys> { get }
}

extension KeyedProperties {
  /// A key's value, read by the key's name: `campaign.name`.
  public subscript<Value>(dynamicMember key: KeyPath<Keys, Key<Value>>) -> Value {
    storage[dynamicMember: key]
  }
}
