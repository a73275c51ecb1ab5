public import Facsimile
public import Testing

/// A trait that gives each test its own `UIApplication.shared` and
/// `UNUserNotificationCenter.current()`, so code that calls the singletons directly runs in
/// parallel tests without seeing another test's delegate, categories, requests or opened URLs.
///
/// ```swift
/// @Test(.perTestSingletons) @MainActor func remindersAreScheduled() async throws {
///   let center = UNUserNotificationCenter.current()   // this test's own center
///   center.delegate = NotificationRouter()
///   ReminderScheduler().scheduleStandUp()              // calls .current() itself
///   #expect(await center.pendingNotificationRequests().map(\.identifier) == ["stand-up"])
/// }
/// ```
///
/// Each test case (each argument of a parameterized test) gets a new application
/// (`UIApplication.fabricate()`) and a new center. On a suite, the trait applies to every test in
/// it. The instances are carried by a task-local value, so they are the test's own:
///
/// - in the test's task and its child tasks (`async let`, task groups), and in a `Task {}` the
///   test or the code under test starts, which inherits task-local values;
/// - **not** in a `Task.detached`, a `DispatchQueue` block (`DispatchQueue.main.async`
///   included) or a `Thread`, which start with no task-local values: there the singletons are the
///   process-wide ones, as outside any test. Code that hops like that should read the singleton
///   before it hops and take the instance with it.
///
/// Outside a test with this trait, both are the process-wide instances, as before. XCTest has
/// no traits: wrap `invokeTest()` in `withPerTestSingletons`.
public struct PerTestSingletons: TestTrait, SuiteTrait, TestScoping {
  /// Applies to every test of a suite the trait is on.
  public var isRecursive: Bool { true }

  /// Makes the trait's scope once per test case, never around a whole suite or a whole
  /// parameterized test.
  ///
  /// - Parameters:
  ///   - test: The test or suite.
  ///   - testCase: The test case, `nil` for a suite or a parameterized test as a whole.
  /// - Returns: The trait for a test case, `nil` otherwise.
  public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    testCase == nil ? nil : self
  }

  /// Runs one test case with an application and a notification center of its own.
  ///
  /// - Parameters:
  ///   - test: The test.
  ///   - testCase: The test case.
  ///   - function: The test case's body.
  /// - Throws: What the test throws.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await withPerTestSingletons { try await function() }
  }
}

extension Trait where Self == PerTestSingletons {
  /// Gives each test its own `UIApplication.shared` and `UNUserNotificationCenter.current()`.
  ///
  /// ```swift
  /// @Test(.perTestSingletons) func addsTheReminder() async { ... }
  /// @Suite(.perTestSingletons) struct ReminderTests { ... }
  /// ```
  public static var perTestSingletons: Self { Self() }
}

/// Runs `body` with a new `UIApplication.shared` and a new `UNUserNotificationCenter.current()`
/// of its own, in its task and the tasks it starts (not in a `Task.detached`, a `DispatchQueue`
/// block or a `Thread`).
///
/// The `.perTestSingletons` trait calls it around each Swift Testing test case; an XCTest case
/// calls it around `invokeTest()`:
///
/// ```swift
/// final class ReminderXCTests: XCTestCase {
///   override func invokeTest() {
///     withPerTestSingletons { super.invokeTest() }
///   }
/// }
/// ```
///
/// - Parameters:
///   - application: The application `UIApplication.shared` answers with; a new
///     `UIApplication.fabricate()` unless given (`nil`).
///   - center: The center `UNUserNotificationCenter.current()` answers with; a new one unless
///     given (`nil`).
///   - body: What runs with them.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func withPerTestSingletons<Result>(
  application: UIApplication? = nil, center: UNUserNotificationCenter? = nil,
  _ body: () throws -> Result
) rethrows -> Result {
  try DriverSingletons.$current.withValue(DriverSingletons()) {
    try UIApplication.Scope.$current.withValue(UIApplication.Scope(application ?? .fabricate())) {
      try UNUserNotificationCenter.$scoped.withValue(center ?? .fabricated(), operation: body)
    }
  }
}

/// Runs `body` with a new `UIApplication.shared` and a new `UNUserNotificationCenter.current()`
/// of its own: the `async` form of `withPerTestSingletons(application:center:_:)`.
///
/// ```swift
/// try await withPerTestSingletons {
///   UNUserNotificationCenter.current().delegate = router
///   try await scheduler.scheduleStandUp()
/// }
/// ```
///
/// - Parameters:
///   - application: The application `UIApplication.shared` answers with; a new one unless given.
///   - center: The center `UNUserNotificationCenter.current()` answers with; a new one unless
///     given (`nil`).
///   - isolation: The caller's actor, where `body` runs.
///   - body: What runs with them.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func withPerTestSingletons<Result>(
  application: UIApplication? = nil, center: UNUserNotificationCenter? = nil,
  isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
) async rethrows -> Result {
  try await withScopedSingletons(
    application: application, center: center, claim: DriverSingletons(), body)
}

/// Runs `body` with `UIApplication.shared` and `UNUserNotificationCenter.current()` set, and
/// `claim` as the lifecycle drivers' claim on them.
func withScopedSingletons<Result>(
  application: UIApplication?, center: UNUserNotificationCenter?, claim: DriverSingletons,
  isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
) async rethrows -> Result {
  try await DriverSingletons.$current.withValue(claim) {
    try await UIApplication.Scope.$current.withValue(
      UIApplication.Scope(application ?? .fabricate())
    ) {
      try await UNUserNotificationCenter.$scoped.withValue(center ?? .fabricated(), operation: body)
    }
  }
}

// `@unchecked Sendable`: the claim is read and written under the lock.
/// Whose the per-test singletons of a scope are: the first lifecycle driver made in the scope
/// takes them (and `UIApplication.shared` and `UNUserNotificationCenter.current()` in the test
/// are that driver's); a later one makes its own, so two drivers never share an application or a
/// center.
final class DriverSingletons: @unchecked Sendable {
  /// The claim on the current scope's singletons; `nil` outside every scope.
  @TaskLocal static var current: DriverSingletons?

  private let lock = NSLock()
  private var claimed: Bool

  /// A claim, taken already (`claimed`) inside a driver's own events.
  init(claimed: Bool = false) {
    self.claimed = claimed
  }

  /// The current scope's application and center, for a driver being made, if no driver took
  /// them before; `nil` otherwise (the driver then makes its own).
  @MainActor
  static func claim() -> (application: UIApplication, center: UNUserNotificationCenter)? {
    guard let scope = UIApplication.Scope.current, let center = UNUserNotificationCenter.scoped,
      let claim = current, claim.take()
    else { return nil }
    return (scope.application, center)
  }

  private func take() -> Bool {
    lock.withLock {
      defer { claimed = true }
      return !claimed
    }
  }
}

extension UNUserNotificationCenter {
  /// A new center of a test's own, with the defaults `current()` starts with.
  package static func fabricated() -> UNUserNotificationCenter {
    UNUserNotificationCenter(blank: ())
  }
}
