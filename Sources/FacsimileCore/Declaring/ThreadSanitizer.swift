#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Tells the thread sanitizer of a critical section, when the process runs under it.
///
/// Synchronization's `Mutex` locks through futexes on Linux, which the sanitizer does not see:
/// without these calls it reports every read of a ``KeyedStorage``'s values under the lock as a
/// race. The sanitizer's runtime is found when the process starts (`__tsan_acquire` and
/// `__tsan_release` are its public interface); in any other process both are `nil`, and each
/// lock costs one test.
@usableFromInline
struct ThreadSanitizer: Sendable {
  @usableFromInline typealias Hook = @convention(c) (UnsafeMutableRawPointer?) -> Void

  @usableFromInline let acquireHook: Hook?
  @usableFromInline let releaseHook: Hook?

  /// The hooks of this process.
  @usableFromInline static let hooks: ThreadSanitizer = {
    let process = dlopen(nil, RTLD_NOW)
    func hook(_ name: String) -> Hook? {
      dlsym(process, name).map { unsafeBitCast($0, to: Hook.self) }
    }
    return ThreadSanitizer(acquireHook: hook("__tsan_acquire"), releaseHook: hook("__tsan_release"))
  }()

  /// Tells the sanitizer that the lock guarding `object`'s state is now held.
  @inlinable
  func acquire(_ object: AnyObject) {
    guard let acquireHook else { return }
    acquireHook(Unmanaged.passUnretained(object).toOpaque())
  }

  /// Tells the sanitizer that the lock guarding `object`'s state is about to be released.
  @inlinable
  func release(_ object: AnyObject) {
    guard let releaseHook else { return }
    releaseHook(Unmanaged.passUnretained(object).toOpaque())
  }
}
