import FacsimileCore
import Foundation

/// What a key of ``UNNotificationContent`` declares beside its type, default and rules: the
/// public property that reads it, the ``UNMutableNotificationContent`` property that sets it, and
/// where a push payload carries it. Declared on the key's line:
///
/// ```swift
/// let badge = Key<NSNumber?>(nil).content(\.badge, mutable: \.badge, payload: .count("aps.badge"))
/// ```
///
/// The key paths make the compiler check that both properties exist with the key's type (a
/// missing setter is a get-only key path, which is not a `ReferenceWritableKeyPath`), and so do
/// the payload field's (``PayloadField/Of``). What is derived from them: the copies
/// (``UNNotificationContent/copyProperties(to:)``), the payload reader, its schema, and the
/// tests' getters, setters and door lists.
struct ContentProperty<Value>: ContentPropertyDeclaration {
  let getter: any KeyPath<UNNotificationContent, Value> & Sendable
  let setter: any ReferenceWritableKeyPath<UNMutableNotificationContent, Value> & Sendable
  let payload: PayloadField.Of<Value>?

  var payloadField: PayloadField? { payload?.field }

  func copy(_ name: String, from source: UNNotificationContent, to target: UNNotificationContent) {
    // Read through the getter, as Apple's copies read: a subclass's override carries over.
    let value = source[keyPath: getter]
    do {
      try target.setValue(value, forKey: name)
    } catch {
      FileHandle.standardError.write(Data("Facsimile: not copied: \(error)\n".utf8))
    }
  }
}

/// A ``ContentProperty`` whatever its value type: what reads the content's declarations.
package protocol ContentPropertyDeclaration: Sendable {
  /// The key's value type.
  associatedtype Value
  /// The public getter: `\UNNotificationContent.badge`.
  var getter: any KeyPath<UNNotificationContent, Value> & Sendable { get }
  /// The mutable content's public setter: `\UNMutableNotificationContent.badge`.
  var setter: any ReferenceWritableKeyPath<UNMutableNotificationContent, Value> & Sendable { get }
  /// Where a push payload carries the key; `nil` where none does (the attachments, which a
  /// service extension downloads).
  var payloadField: PayloadField? { get }
  /// Gives `target`'s key `name` the value `source`'s getter reads.
  func copy(_ name: String, from source: UNNotificationContent, to target: UNNotificationContent)
}

/// One of the content's keys with what it declares beside its type: its name and its
/// ``ContentPropertyDeclaration``.
package struct DeclaredContentKey: Sendable {
  /// The key's name.
  package let name: String
  /// Its properties and payload field.
  package let property: any ContentPropertyDeclaration
}

extension Key {
  /// The key of a ``UNNotificationContent`` property: `getter` reads it, the mutable content's
  /// `setter` sets it, and a push payload carries it at `payload` (`nil`: no payload carries
  /// it). Each argument is required, so none is forgotten.
  ///
  /// ```swift
  /// let title = Key("").content(\.title, mutable: \.title, payload: .string("aps.alert.title"))
  /// ```
  func content(
    _ getter: any KeyPath<UNNotificationContent, Value> & Sendable,
    mutable setter: any ReferenceWritableKeyPath<UNMutableNotificationContent, Value> & Sendable,
    payload: PayloadField.Of<Value>?
  ) -> Key {
    carried(by: ContentProperty(getter: getter, setter: setter, payload: payload))
  }
}

extension UNNotificationContent {
  /// Each key that declares its properties (``Key/content(_:mutable:payload:)``), in declaration
  /// order: a key declared without them is missing here, which
  /// `PushPayloadTests.everyContentKeyDeclaresItsPropertiesAndWhereAPayloadCarriesIt` reports.
  package static let declaredKeys: [DeclaredContentKey] = Keys.layout.carriers.compactMap {
    key in
    (key.carrier as? any ContentPropertyDeclaration).map {
      DeclaredContentKey(name: key.name, property: $0)
    }
  }

  /// Gives `content` every value of this one, read through the (overridable) properties, as
  /// Apple's copies read them.
  func copyProperties(to content: UNNotificationContent) {
    for key in Self.declaredKeys { key.property.copy(key.name, from: self, to: content) }
  }
}
