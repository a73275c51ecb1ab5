/// Finds which registration tokens an object holds in its stored properties: how a double tells
/// which object observes through the block API, whose observer is the returned token.
///
/// Code that observes with `addObserver(forName:object:queue:using:)` keeps the token to remove it
/// later, in a stored property (`var observer: (any NSObjectProtocol)?`, an array of tokens, a
/// struct of them). The search reads the object's stored properties with `Mirror`, its
/// superclasses' too, and looks through values (optionals, arrays, sets, dictionaries, structs,
/// tuples, enums) but never into another object, so a view model that holds a reference to a
/// second observer is not taken for the second observer. The walk visits at most
/// ``maximumVisits`` values and goes at most ``maximumDepth`` levels down, whatever the object
/// holds.
enum HeldTokens {
  static let maximumDepth = 8
  static let maximumVisits = 10_000

  /// The identifiers, among `candidates`, of the objects `holder` keeps in its stored properties
  /// (or that `holder` is).
  static func find(_ candidates: Set<ObjectIdentifier>, heldBy holder: AnyObject) -> Set<
    ObjectIdentifier
  > {
    guard !candidates.isEmpty else { return [] }
    var found: Set<ObjectIdentifier> = []
    if candidates.contains(ObjectIdentifier(holder)) { found.insert(ObjectIdentifier(holder)) }
    var visits = 0
    // (value, depth) pairs still to look at; the holder's own properties start at depth 1.
    var pending: [(value: Any, depth: Int)] = []
    var mirror: Mirror? = Mirror(reflecting: holder)
    while let current = mirror {
      for child in current.children { pending.append((child.value, 1)) }
      mirror = current.superclassMirror
    }
    while visits < maximumVisits, let (value, depth) = pending.popLast() {
      visits += 1
      if let object = ObjectIdentity.object(value) {
        let identifier = ObjectIdentifier(object)
        if candidates.contains(identifier) { found.insert(identifier) }
        continue  // another object: not looked into
      }
      guard depth < maximumDepth else { continue }
      for child in Mirror(reflecting: value).children {
        pending.append((child.value, depth + 1))
      }
    }
    return found
  }
}
