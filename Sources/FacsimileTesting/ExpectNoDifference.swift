/// Expects two objects to hold equal values at every key, recording a failure at the caller's line
/// that lists only the key paths that differ, with both values, and continuing.
///
/// Both objects are compared through their fixtures (``/FacsimileCore/KeyValueCodable/fixture()``)
/// with ``/FacsimileCore/Fixture/differences(from:)``: nested objects key by key, arrays element
/// by element, numbers by value. It works for every framework-like model and for any type of your
/// own that is ``/FacsimileCore/KeyValueCodable``. Objects of different classes fail too: the
/// failure says so first, and lists `$type` as one of the differing key paths.
///
/// ```swift
/// @Test func openArticle() throws {
///   let response = try UNNotificationResponse.fabricate(from: openArticle)
///   expectNoDifference(response, try UNNotificationResponse.fabricate(from: expectedArticle))
///   // ✘ UNNotificationResponse differs at 1 key path (expected → actual):
///   //     notification.request.content.title: "Hi" → "Hello"
/// }
/// ```
///
/// - Parameters:
///   - actual: The object the code under test made.
///   - expected: The object it should equal.
///   - message: Words to put before the failure.
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
public func expectNoDifference<Object: KeyValueCodable>(
  _ actual: Object, _ expected: Object,
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  guard actual !== expected else { return }
  let actualType = type(of: actual).keyTable.typeName
  let expectedType = type(of: expected).keyTable.typeName
  var actualFixture = actual.fixture()
  var expectedFixture = expected.fixture()
  let sameClass = ObjectIdentifier(type(of: actual)) == ObjectIdentifier(type(of: expected))
  if !sameClass {
    // Name both classes, so the `$type` line shows each rather than a missing value.
    actualFixture = naming(actualType, in: actualFixture)
    expectedFixture = naming(expectedType, in: expectedFixture)
  }
  let differences = actualFixture.differences(from: expectedFixture)
  guard !differences.isEmpty else { return }
  let subject =
    sameClass
    ? actualType : "Expected \(expectedType) but got \(actualType), which"
  reportIssue(
    differenceFailure(subject, differences, message()),
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Expects an object to hold the values a fixture names, recording a failure at the caller's line
/// that lists only the key paths that differ, with both values, and continuing.
///
/// A partial match: only the keys the fixture names are compared, at every level, so a fixture
/// written by hand lists just what the test cares about
/// (``/FacsimileCore/Fixture/differences(fromPartial:)``).
/// Arrays are compared element by element and must have the same length. To check the object's
/// class, name it with `"$type"` at the top.
///
/// ```swift
/// @Test func opensTheArticle() throws {
///   let response = try UNNotificationResponse.fabricate(from: openArticle)
///   expectNoDifference(
///     response,
///     ["actionIdentifier": "OPEN", "notification": ["request": ["content": ["title": "Hello"]]]])
/// }
/// ```
///
/// - Parameters:
///   - actual: The object the code under test made.
///   - expected: The keys to compare and the values they should hold.
///   - message: Words to put before the failure.
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
public func expectNoDifference<Object: KeyValueCodable>(
  _ actual: Object, _ expected: Fixture,
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  let actualType = type(of: actual).keyTable.typeName
  var actualFixture = actual.fixture()
  if expected.keys.contains(Fixture.typeKey) {
    // `fixture()` names the class only for a subclass; compare the class whatever it is.
    actualFixture = naming(actualType, in: actualFixture)
  }
  let differences = actualFixture.differences(fromPartial: expected)
  guard !differences.isEmpty else { return }
  reportIssue(
    differenceFailure(actualType, differences, message()),
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// How many differences a failure lists before it says how many more there are.
private let shownDifferences = 50

/// `UNNotificationResponse differs at 2 key paths (expected → actual):`, then one indented line
/// per difference; the caller's message first, as `message - `.
private func differenceFailure(
  _ subject: String, _ differences: [Fixture.Difference], _ message: String?
) -> String {
  let count = differences.count
  var lines = [
    "\(subject) differs at \(count) key path\(count == 1 ? "" : "s") (expected → actual):"
  ]
  lines += differences.prefix(shownDifferences).map { "  \($0)" }
  if count > shownDifferences {
    lines.append("  … and \(count - shownDifferences) more")
  }
  let failure = lines.joined(separator: "\n")
  guard let message, !message.isEmpty else { return failure }
  return "\(message) - \(failure)"
}

/// The fixture with `"$type"` set to `typeName`, first.
private func naming(_ typeName: String, in fixture: Fixture) -> Fixture {
  Fixture(
    entries: [(Fixture.typeKey, .string(typeName))]
      + fixture.entries.lazy.filter { $0.key != Fixture.typeKey }.map { ($0.key, $0.value) })
}
