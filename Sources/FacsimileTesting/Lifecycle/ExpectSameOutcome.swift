/// Runs a test body once for each life cycle and expects what the app did to be the same each
/// time, recording a failure at the caller's line that shows only where the outcomes differ,
/// and continuing: one test, both life cycles, to show that a move to the scene life cycle
/// changed nothing.
///
/// The body makes its app and a ``LifecycleDriver`` for the life cycle it is given, plays the
/// events, and returns what the app did (the routes it took, the URLs it opened, the analytics
/// it recorded: any `Equatable` value). The outcomes are compared with the first life cycle's,
/// which is returned, so a test goes on to check it. Each run has per-test singletons of its own
/// (`withPerTestSingletons`), so the two runs never share an application or a notification
/// center, even inside a test with `.perTestSingletons`.
///
/// ```swift
/// @Test @MainActor func aLinkOpensTheArticleFromTheBackground() async throws {
///   let url = try #require(URL(string: "myapp://article/42"))
///   let routes = await expectSameOutcome { lifecycle in  // legacy, then scenes
///     let driver = LifecycleDriver(
///       appDelegate: lifecycle == .legacy ? LegacyAppDelegate() : AppDelegate(),
///       lifecycle: lifecycle, makeSceneDelegate: { _ in SceneDelegate() })
///     await driver.launch()
///     await driver.moveToBackground()
///     await driver.open(url)
///     return (driver.appDelegate as? any AppRouting)?.router.routes
///   }
///   #expect(routes == [.article(id: "42")])  // the legacy run's, the same as the scenes run's
/// }
/// ```
///
/// Fewer than two different life cycles compare nothing, which is reported: `across: []` runs
/// both life cycles after saying so, and one life cycle runs alone.
///
/// - Parameters:
///   - lifecycles: The life cycles to run, in order; both unless given.
///   - body: One run: given a life cycle, returns what the app did.
///   - message: Words to put before the failure.
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
/// - Returns: The outcome of the first life cycle.
/// - Throws: What `body` throws.
@MainActor
@discardableResult
public func expectSameOutcome<Outcome: Equatable>(
  across lifecycles: [LifecycleDriver.Lifecycle] = LifecycleDriver.Lifecycle.allCases,
  _ body: (LifecycleDriver.Lifecycle) async throws -> Outcome,
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) async rethrows -> Outcome {
  let prefix = message().map { "\($0): " } ?? ""
  var runs = lifecycles
  if Set(lifecycles).count < 2 {
    let given = lifecycles.map { ".\($0)" }.joined(separator: ", ")
    reportIssue(
      "\(prefix)expectSameOutcome(across: [\(given)]) compares nothing: it compares the "
        + "outcomes of two life cycles or more, and was given "
        + (lifecycles.isEmpty ? "none, so it runs both" : "one"),
      fileID: fileID, filePath: filePath, line: line, column: column)
    if lifecycles.isEmpty { runs = LifecycleDriver.Lifecycle.allCases }
  }
  let first = runs[0]
  let outcome = try await withPerTestSingletons { try await body(first) }
  for lifecycle in runs.dropFirst() {
    let other = try await withPerTestSingletons { try await body(lifecycle) }
    expectNoDifference(
      other, outcome,
      "\(prefix)the app did something else with the \(lifecycle) life cycle than with the "
        + "\(first) one",
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
  return outcome
}
