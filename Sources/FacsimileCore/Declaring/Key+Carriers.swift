/// What a key's declaration carries for another target: the models' targets say there where
/// another form of document carries the key (a push payload's field) and which properties read
/// and write it, and read it back from the type's ``KeyLayout``, in declaration order. The engine
/// itself never reads it.
extension Key {
  /// The key, with `carrier` said of it: call it where the key is declared, before its
  /// ``KeyLayout`` is made (a key is immutable once placed).
  ///
  /// ```swift
  /// let badge = Key<NSNumber?>(nil).carried(by: PayloadField.count("aps.badge"))
  /// ```
  ///
  /// - Parameter carrier: What the declaring target says of the key.
  /// - Returns: The key.
  package func carried(by carrier: any Sendable) -> Key {
    self.carrier = carrier
    return self
  }
}

extension KeyLayout {
  /// Each listed key's name (Objective-C's, or the property's) and its ``Key/carried(by:)``
  /// value (`nil` for a key declared without one), in declaration order.
  package var carriers: [(name: String, carrier: (any Sendable)?)] {
    keys.filter(\.key.isListed).map { placement in
      (placement.name, (placement.key as? any CarryingKey)?.carrier)
    }
  }
}

/// A ``Key`` whatever its value type, for ``KeyLayout/carriers``.
private protocol CarryingKey: AnyObject {
  var carrier: (any Sendable)? { get }
}

extension Key: CarryingKey {}
