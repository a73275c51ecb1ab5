import Facsimile
public import Testing

/// A trait that gives tests written for an app-hosted test bundle what the host app gave them:
/// the app launched, its app delegate in `UIApplication.shared.delegate`, its scene in
/// `UIApplication.shared.connectedScenes`, and `UNUserNotificationCenter.current()` the app's.
///
/// On iOS, a test bundle hosted by the app runs after the app launched: Xcode's templates and
/// many apps' scene delegate tests take their scene from
/// `UIApplication.shared.connectedScenes.first!`. Here no app runs unless a test launches one,
/// so that set is empty. The trait launches the app's own delegate through a
/// ``LifecycleDriver`` the closure makes, from the icon, before the test runs, and runs the test
/// with the driver's application and center as the singletons:
///
/// ```swift
/// @MainActor
/// @Suite(.hostApplication {
///   LifecycleDriver(
///     appDelegate: AppDelegate(), lifecycle: .scenes, makeSceneDelegate: { _ in SceneDelegate() })
/// })
/// struct SceneDelegateHostedTests {
///   @Test func theSceneShowsAWindow() throws {
///     let scene = UIApplication.shared.connectedScenes.first!
///     let sceneDelegate = try #require(scene.delegate as? SceneDelegate)
///     #expect(sceneDelegate.window?.isKeyWindow == true)
///   }
/// }
/// ```
///
/// On a suite, one app is launched for the suite's run, and its tests share it, as the tests of
/// a hosted bundle share their host (they may run in parallel: a test that changes the app's
/// state should run `.serialized`, or put the trait on itself). On a test, each test case gets an
/// app launched for it alone. ``LifecycleDriver/host`` is the driver, for a test that plays
/// events on the host (`await LifecycleDriver.host?.open(url)`).
///
/// The singletons are carried by a task-local value, as `.perTestSingletons` carries them: the
/// test's task and the tasks it starts see the host's, a `Task.detached`, a `DispatchQueue` block
/// or a `Thread` see the process-wide ones. XCTest has no traits: call
/// `withHostApplication(_:_:)` in the test method.
public struct HostApplication: TestTrait, SuiteTrait, TestScoping {
  let makeDriver: @MainActor @Sendable () -> LifecycleDriver

  /// The trait belongs to the suite it is on: its tests share that suite's host.
  public var isRecursive: Bool { false }

  /// Provides a host once around a suite, or once per test case for a test.
  ///
  /// - Parameters:
  ///   - test: The test or suite.
  ///   - testCase: The test case, `nil` for a suite or a parameterized test as a whole.
  /// - Returns: The trait where it launches a host, `nil` elsewhere.
  public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    test.isSuite ? self : (testCase == nil ? nil : self)
  }

  /// Launches the app and runs the suite or the test case with it as the host.
  ///
  /// - Parameters:
  ///   - test: The test or suite.
  ///   - testCase: The test case.
  ///   - function: What runs with the host.
  /// - Throws: What the tests throw.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await withHostApplication(makeDriver) { _ in try await function() }
  }
}

extension Trait where Self == HostApplication {
  /// Launches the app a lifecycle driver plays as the host of the suite's tests (or of each of
  /// the test's cases): `UIApplication.shared`, its delegate and its connected scene are the
  /// app's, as in an app-hosted test bundle.
  ///
  /// ```swift
  /// @MainActor
  /// @Suite(.hostApplication {
  ///   LifecycleDriver(
  ///     appDelegate: AppDelegate(), lifecycle: .scenes, makeSceneDelegate: { _ in SceneDelegate() })
  /// })
  /// struct SceneDelegateHostedTests {
  ///   @Test func theSceneShowsAWindow() throws {
  ///     let scene = UIApplication.shared.connectedScenes.first!
  ///     let sceneDelegate = try #require(scene.delegate as? SceneDelegate)
  ///     #expect(sceneDelegate.window?.isKeyWindow == true)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter makeDriver: Makes the driver of the app, not launched yet; the trait launches it
  ///   from the icon.
  /// - Returns: The trait.
  public static func hostApplication(
    _ makeDriver: @escaping @MainActor @Sendable () -> LifecycleDriver
  ) -> Self {
    HostApplication(makeDriver: makeDriver)
  }
}

extension LifecycleDriver {
  /// The driver of the app that hosts the current test (`.hostApplication`,
  /// `withHostApplication(_:_:)`); `nil` elsewhere.
  ///
  /// ```swift
  /// await LifecycleDriver.host?.moveToBackground()
  /// ```
  nonisolated public static var host: LifecycleDriver? { HostScope.current }
}

/// The host's driver, carried by the task.
enum HostScope {
  @TaskLocal static var current: LifecycleDriver?
}

/// Launches the app a lifecycle driver plays, as the host app of an app-hosted test bundle is
/// launched before its tests, and runs `body` with it as the host: `UIApplication.shared` is the
/// driver's application (its delegate the app's, its connected scene the app's scene), and
/// `UNUserNotificationCenter.current()` the driver's center, in `body`'s task and the tasks it
/// starts.
///
/// The `.hostApplication` trait calls it around a suite or a test case; an XCTest test method
/// calls it itself:
///
/// ```swift
/// func testTheSceneShowsAWindow() async throws {
///   try await withHostApplication {
///     LifecycleDriver(
///       appDelegate: AppDelegate(), lifecycle: .scenes, makeSceneDelegate: { _ in SceneDelegate() })
///   } _: { _ in
///     let scene = try XCTUnwrap(UIApplication.shared.connectedScenes.first)
///     XCTAssertTrue(scene.delegate is SceneDelegate)
///   }
/// }
/// ```
///
/// - Parameters:
///   - makeDriver: Makes the driver of the app, not launched yet; it is launched from the icon.
///   - body: What runs with the app as the host, given its driver.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
@MainActor
public func withHostApplication<Result>(
  _ makeDriver: @MainActor () -> LifecycleDriver,
  _ body: (LifecycleDriver) async throws -> Result
) async rethrows -> Result {
  try await withPerTestSingletons {
    let driver = makeDriver()
    await driver.launch()
    return try await HostScope.$current.withValue(driver) { try await body(driver) }
  }
}
