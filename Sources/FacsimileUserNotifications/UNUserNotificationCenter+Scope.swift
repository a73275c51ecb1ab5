extension UNUserNotificationCenter {
  /// The center ``UNUserNotificationCenter/current()`` answers with inside a scope: a test's own,
  /// set by FacsimileTesting's per-test singletons or by a lifecycle driver while it calls the
  /// app. Inherited by child tasks and `Task {}`, not by `Task.detached`, a `DispatchQueue` block
  /// or a `Thread`.
  @TaskLocal package static var scoped: UNUserNotificationCenter?
}
