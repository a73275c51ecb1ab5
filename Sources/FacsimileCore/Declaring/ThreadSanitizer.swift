#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Tells the thread sanitizer of a critical section when the process runs under it: on Linux it
/// does not see `Mutex`'s futexes, and would report each read under a ``KeyedStorage``'s lock as
/// a race. Its public interface (`__tsan_acquire`, `__tsan_release`) is looked up once; in any
/// other process both are `nil`.
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

  /// The lock guarding `object`'s state is now held.
  @inlinable
  func acquire(_ object: AnyObject) { acquireHook?(Unmanaged.passUnretained(object).toOpaque()) }

  /// The lock guarding `object`'s state is about to be released.
  @inlinable
  func release(_ object: AnyObject) { releaseHook?(Unmanaged.passUnretained(object).toOpaque()) }
}
