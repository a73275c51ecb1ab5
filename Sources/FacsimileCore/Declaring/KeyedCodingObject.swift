public import Foundation

/// The base of the immutable models Apple makes `NSSecureCoding` and gives no public
/// initializer (`UNNotification`, `UNNotificationRequest`, ...): what each of them would
/// otherwise write.
///
/// Its `init?(coder:)` reads a `KeyedCoder`'s fixture, an archive, or a stub coder as Apple's
/// reads it (``KeyedCoder/decodeKeys(of:from:)``), and subclasses inherit it, so a mock of yours
/// writes it only if it declares an initializer of its own, as on iOS:
///
/// ```swift
/// final class MockResponse: UNNotificationResponse {
///   override var actionIdentifier: String { "OPEN" }
/// }
/// let response = MockResponse(coder: KeyedCoder(["notification": [:]]))
/// let made = try InstanceHelper.create(MockResponse.self, properties: ["notification": [:]])
/// ```
///
/// Such a subclass needs no key table either: the engine makes it through the `init?(coder:)`
/// it inherits, then sets its keys with the model's table (Docs/Extending.md, "A subclass
/// with no table").
///
/// Its other initializer is this package's, for the models' key tables: as on Apple platforms, a
/// client cannot make a blank instance. Your own types subclass ``KeyedObject`` instead
/// (Docs/Extending.md).
open class KeyedCodingObject: KeyedObject, InheritedCoderInitializer {
  /// A blank instance, every key at its default: what a model's key table makes.
  package init(blank: Void) {
    super.init()
  }

  /// Makes an instance from a coder, as `init?(coder:)` does on Apple platforms: a
  /// `KeyedCoder`'s fixture, an archive, or a stub read as Apple's reads it.
  ///
  /// - Parameter coder: The coder to read keys from.
  public required init?(coder: NSCoder) {
    super.init()
    guard KeyedCoder.decodeKeys(of: self, from: coder) else { return nil }
  }

  /// `true`: these models archive with secure coding, as Apple's do.
  open class var supportsSecureCoding: Bool { true }

  /// The object itself, as on Apple platforms: these models are immutable, so a copy is the
  /// same object, whatever its class (no initializer of a subclass of yours runs).
  ///
  /// ```swift
  /// let same = trigger.copy() as AnyObject
  /// print(same === trigger)  // true
  /// ```
  ///
  /// - Parameter zone: Ignored, as on Apple platforms.
  /// - Returns: `self`.
  open override func copy(with zone: NSZone? = nil) -> Any {
    self
  }
}
