extension UIApplication {
  // `@unchecked Sendable`: the box is immutable, and the application it holds is used only on the
  // main actor, as every member of `UIApplication` is.
  /// The application ``UIApplication/shared`` answers with inside a scope: a test's own, set by
  /// FacsimileTesting's per-test singletons or by a lifecycle driver while it calls the app.
  package final class Scope: @unchecked Sendable {
    package let application: UIApplication

    package init(_ application: UIApplication) {
      self.application = application
    }

    /// The scope of the current task, if any: inherited by child tasks and `Task {}`, not by
    /// `Task.detached`, a `DispatchQueue` block or a `Thread`.
    @TaskLocal package static var current: Scope?
  }
}
