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

/// The public properties a key's declaration names (``Key/property(_:)``): the getter that reads
/// the key and the setter that sets it, if the type has one. Read by the tests, which reach every
/// key through its getter and setter with no list of them; the engine never reads it.
///
/// The key paths are made on the main actor, where a UIKit model's properties are isolated, so
/// that the declaration (outside any actor) can name them.
package protocol KeyProperties: Sendable {
  /// The properties' type: the key's, or its optional for a `null_resettable` property.
  associatedtype Value
  /// Whether a public setter sets the key.
  var isSettable: Bool { get }
  /// The key's value read through the getter; `nil` for an object the getter does not read.
  @MainActor func get(from object: AnyObject) -> Value?
  /// Sets the key through the setter; `false` for an object it does not set, or no setter.
  @MainActor func set(_ value: Value, on object: AnyObject) -> Bool
}

/// A ``KeyProperties`` of key paths: a getter of `Reader`, and a setter of `Writer` (the same
/// class, or its mutable subclass).
package struct PublicProperties<Reader: AnyObject, Writer: AnyObject, Value>: KeyProperties {
  let getter: @MainActor @Sendable () -> KeyPath<Reader, Value>
  let setter: (@MainActor @Sendable () -> ReferenceWritableKeyPath<Writer, Value>)?

  package var isSettable: Bool { setter != nil }

  @MainActor package func get(from object: AnyObject) -> Value? {
    (object as? Reader).map { $0[keyPath: getter()] }
  }

  @MainActor package func set(_ value: Value, on object: AnyObject) -> Bool {
    guard let setter, let object = object as? Writer else { return false }
    object[keyPath: setter()] = value
    return true
  }
}

extension Key {
  /// The key, read and set by the public property `property` names: `.property { \UIView.tag }`.
  /// The compiler checks that the property exists, has the key's type and is settable.
  ///
  /// - Parameter property: Returns the property's key path.
  /// - Returns: The key.
  package func property<Root: AnyObject>(
    _ property: @escaping @MainActor @Sendable () -> ReferenceWritableKeyPath<Root, Value>
  ) -> Key {
    carried(by: PublicProperties(getter: property, setter: property))
  }

  /// The key, read by the get-only public property `getter` names:
  /// `.property(readOnly: { \UIScene.session })`.
  ///
  /// - Parameter getter: Returns the property's key path.
  /// - Returns: The key.
  package func property<Root: AnyObject>(
    readOnly getter: @escaping @MainActor @Sendable () -> KeyPath<Root, Value>
  ) -> Key {
    carried(by: PublicProperties<Root, Root, Value>(getter: getter, setter: nil))
  }

  /// The key, read by `getter` and set by a mutable subclass's `setter`:
  /// `.property({ \UIApplicationShortcutItem.type }, mutable: { \UIMutableApplicationShortcutItem.type })`.
  ///
  /// - Parameters:
  ///   - getter: Returns the getter's key path.
  ///   - setter: Returns the mutable subclass's property's key path.
  /// - Returns: The key.
  package func property<Root: AnyObject, Mutable: AnyObject>(
    _ getter: @escaping @MainActor @Sendable () -> KeyPath<Root, Value>,
    mutable setter: @escaping @MainActor @Sendable () -> ReferenceWritableKeyPath<Mutable, Value>
  ) -> Key {
    carried(by: PublicProperties(getter: getter, setter: setter))
  }

  /// The key of a `null_resettable` property (`String!`), read and set by it: setting `nil`
  /// resets the key to its default.
  ///
  /// - Parameter property: Returns the property's key path.
  /// - Returns: The key.
  package func property<Root: AnyObject>(
    nullResettable property:
      @escaping @MainActor @Sendable () -> ReferenceWritableKeyPath<
        Root, Value?
      >
  ) -> Key {
    carried(by: PublicProperties(getter: property, setter: property))
  }
}

extension KeyLayout {
  /// The public properties each listed key's declaration names (``Key/property(_:)``), by the
  /// key's name; a key declared without them is not here.
  package var properties: [String: any KeyProperties] {
    Dictionary(
      carriers.compactMap { key in (key.carrier as? any KeyProperties).map { (key.name, $0) } }
    ) { first, _ in first }
  }
}
