/// Runs a test body once for each life cycle and expects what the app did to be the same each
/// time, recording a failure at the caller's line that shows only where the outcomes differ,
/// and continuing: one test, both life cycles, to show that a move to the scene life cycle
/// changed nothing.
///
/// The body makes its app and a ``LifecycleDriver`` for the life cycle it is given, plays the
/// events, and returns what the app did (the routes it took, the URLs it opened, the analytics
/// it recorded: any `Equatable` value). The outcomes are compared with the first life cycle's.
/// Each run has per-test singletons of its own (`withPerTestSingletons`), so the two runs never
/// share an application or a notification center, even inside a test with `.perTestSingletons`.
///
/// ```swift
/// @Test func aLinkOpensTheArticleFromEveryState() async throws {
///   try await expectSameOutcome { lifecycle in
///     let app = AppUnderTest(lifecycle)
///     await app.driver.open(try #require(URL(string: "myapp://article/42")))
///     return app.outcome
///   }
/// }
/// ```
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
) async rethrows -> Outcome? {
  var first: (lifecycle: LifecycleDriver.Lifecycle, outcome: Outcome)?
  for lifecycle in lifecycles {
    let outcome = try await withPerTestSingletons { try await body(lifecycle) }
    guard let first else {
      first = (lifecycle, outcome)
      continue
    }
    let prefix = message().map { "\($0): " } ?? ""
    expectNoDifference(
      outcome, first.outcome,
      "\(prefix)the app did something else with the \(lifecycle) life cycle than with the "
        + "\(first.lifecycle) one",
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
  return first?.outcome
}
