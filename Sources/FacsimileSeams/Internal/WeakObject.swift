import Foundation

/// A weak reference that may cross threads: the object is only compared and handed back, never
/// used through the box, and the reference itself is read and written under a lock.
package final class WeakObject: Sendable {
  private let reference: LockedState<Reference>

  private struct Reference: @unchecked Sendable {
    weak var object: AnyObject?
  }

  package init(_ object: AnyObject) {
    reference = LockedState(Reference(object: object))
  }

  /// The object, while it lives.
  package var object: AnyObject? {
    reference.withLock { $0.object }
  }
}
