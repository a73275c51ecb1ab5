extension LifecycleDriver {
  /// Which life cycle UIKit gives the app: what its Info.plist and app delegate tell UIKit.
  ///
  /// A parameterized test runs one body both ways:
  ///
  /// ```swift
  /// @Test(arguments: LifecycleDriver.Lifecycle.allCases) @MainActor
  /// func aLinkOpensTheArticleOnAColdLaunch(_ lifecycle: LifecycleDriver.Lifecycle) async throws {
  ///   let driver = LifecycleDriver(
  ///     appDelegate: lifecycle == .legacy ? LegacyAppDelegate() : AppDelegate(),
  ///     lifecycle: lifecycle, makeSceneDelegate: { _ in SceneDelegate() })
  ///   await driver.open(try #require(URL(string: "myapp://article/42")))
  ///   let router = try #require((driver.appDelegate as? any AppRouting)?.router)
  ///   #expect(router.routes == [.article(id: "42")])
  /// }
  /// ```
  public enum Lifecycle: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The app delegate life cycle (no `UIApplicationSceneManifest`): launch options,
    /// `application(_:open:options:)`, `application(_:continue:restorationHandler:)`,
    /// `application(_:performActionFor:completionHandler:)` and the app delegate's
    /// foreground and background methods.
    case legacy

    /// The scene life cycle (a `UIApplicationSceneManifest`, required by the iOS 27 SDK): the app
    /// delegate launches the process and configures scenes; each scene's delegate gets its
    /// connection options, URLs, activities, quick actions and foreground and background calls.
    case scenes

    /// `legacy` or `scenes`, as a test's name shows it.
    public var description: String { rawValue }
  }
}
