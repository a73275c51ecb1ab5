/// A weak reference to an object, for back-references such as a scene's windows.
///
/// Instances live inside a model's keyed storage and are only read or written under its lock.
final class WeakReference<Object: AnyObject> {
  weak var object: Object?

  init(_ object: Object?) {
    self.object = object
  }
}
