import Foundation

/// Who an observer or a sender is, without keeping it alive.
///
/// Objects are compared by identity through a weak reference, so an index entry never matches a
/// new object that happens to reuse a released one's address. Values (a `String` sender, say) are
/// compared with `==` when they are `Hashable` and never match otherwise. Identities live only
/// inside a double's ``LockedState``.
struct ObjectIdentity {
  private enum Storage {
    case object(WeakObject, ObjectIdentifier)
    case value(AnyHashable?)
  }

  private final class WeakObject {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  private let storage: Storage

  /// How the observer or sender reads in a failure message: a type name such as `ViewController`
  /// for an object, the value (`"Berlin"`) otherwise.
  let description: String

  init(_ thing: Any) {
    let thing = Self.unwrapped(thing)
    if let object = Self.object(thing) {
      storage = .object(WeakObject(object), ObjectIdentifier(object))
    } else {
      storage = .value(thing as? AnyHashable)
    }
    description = Self.describe(thing)
  }

  /// How a thing reads in a failure message, without forming a weak reference to it (which an
  /// object in its `deinit` must not be asked for).
  static func describe(_ thing: Any) -> String {
    let thing = unwrapped(thing)
    if let object = object(thing) { return String(describing: type(of: object)) }
    return String(reflecting: thing)
  }

  /// Whether the object is still alive (always `true` for values).
  var isAlive: Bool {
    switch storage {
    case .object(let weak, _): weak.object != nil
    case .value: true
    }
  }

  /// Whether `other` is this live object (by identity) or an equal value.
  func matches(_ other: Any) -> Bool {
    switch storage {
    case .object(let weak, _):
      guard let object = weak.object, let otherObject = Self.object(other) else {
        return false
      }
      return object === otherObject
    case .value(let hashable):
      guard let hashable, let otherHashable = Self.unwrapped(other) as? AnyHashable else {
        return false
      }
      return hashable == otherHashable
    }
  }

  /// Whether a removal naming `other` applies: ``matches(_:)`` for a live object, and the same
  /// address for a released one (so `removeObserver(self)` in `deinit`, where weak references to
  /// `self` already read `nil`, still cleans up; a released entry is dead either way).
  func isTarget(of other: Any) -> Bool {
    if case .object(let weak, let identifier) = storage, weak.object == nil {
      guard let otherObject = Self.object(other) else { return false }
      return ObjectIdentifier(otherObject) == identifier
    }
    return matches(other)
  }

  /// The object `thing` is (through any `Optional` wrapping), or `nil` for a value.
  static func object(_ thing: Any) -> AnyObject? {
    let thing = unwrapped(thing)
    return type(of: thing) is AnyClass ? thing as AnyObject : nil
  }

  /// The wrapped value of an `Optional` passed as `Any` (`removeObserver(observer)` with an
  /// `AnyObject?`), or the thing itself.
  private static func unwrapped(_ thing: Any) -> Any {
    let mirror = Mirror(reflecting: thing)
    guard mirror.displayStyle == .optional else { return thing }
    guard let wrapped = mirror.children.first?.value else { return thing }
    return unwrapped(wrapped)
  }
}
