/// Expects two values to be equal, recording a failure at the caller's line that shows only
/// where they differ, and continuing: swift-custom-dump's `expectNoDifference`, for any
/// `Equatable` value, in Swift Testing and XCTest alike.
///
/// The values are compared with `==`. When they differ, the failure shows where:
///
/// - Where a model is involved (a ``/FacsimileCore/KeyValueCodable`` object, such as every
///   framework-like model, on its own or inside arrays, sets, dictionaries or your own structs),
///   one line per key path that differs, expected value first, as
///   ``/FacsimileCore/Fixture/differences(from:)`` finds them:
///   `[1].notification.request.content.title: "Hello" → "Hi"`. Objects of different classes
///   show `$type` among the differences.
/// - Otherwise a line diff of the two values printed one property or element per line, `−`
///   before the expected side's lines and `+` before the actual side's; for a value too large to
///   print whole (more than 2,000 lines), one line per path that differs instead, the equal bulk
///   left out: `[99999]: 99999 → -1`.
///
/// ```swift
/// @Test func routes() throws {
///   let routes = try [openArticle, reply].map(router.route(for:))
///   expectNoDifference(routes, [.article(id: "1"), .reply(threadID: "t", text: "On my way")])
/// }
/// // Had the router routed the first response to article 2, the test would fail with:
/// // ✘ Array<Route> differs (expected −, actual +):
/// //     [
/// //       Route.article(
/// //   −     id: "1",
/// //   +     id: "2",
/// //       ),
/// ```
///
/// If evaluating either value throws, the error is the failure.
///
/// - Parameters:
///   - expression1: The value the code under test made (the actual value).
///   - expression2: The value it should equal (the expected value).
///   - message: Words to put before the failure.
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
public func expectNoDifference<T: Equatable>(
  _ expression1: @autoclosure () throws -> T,
  _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  compareEquatable(
    expression1, expression2, message,
    at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Expects two models to be equal, recording a failure at the caller's line that lists only the
/// key paths that differ, with both values, and continuing.
///
/// Both are compared with `==` (for a ``/FacsimileCore/KeyedObject``, key by key), and a failure
/// lists what ``/FacsimileCore/Fixture/differences(from:)`` finds between their fixtures: nested
/// objects key by key, arrays element by element, numbers by value. Objects of different classes
/// fail too: the failure says so first, and lists `$type` as one of the differing key paths. Two
/// scenes or other `UIResponder`s compare by identity, as on Apple platforms: different objects
/// with equal keys fail, and the failure says so.
///
/// ```swift
/// @Test func opensTheArticleAsExpected() throws {
///   let response = try UNNotificationResponse.fabricate(from: openArticle)
///   expectNoDifference(response, try UNNotificationResponse.fabricate(from: expectedArticle))
/// }
/// // Had expectedArticle's title been "Hi", the test would fail with:
/// // ✘ UNNotificationResponse differs at 1 key path (expected → actual):
/// //     notification.request.content.title: "Hi" → "Hello"
/// ```
///
/// - Parameters:
///   - expression1: The object the code under test made (the actual object).
///   - expression2: The object it should equal (the expected object).
///   - message: Words to put before the failure.
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
public func expectNoDifference<Object: KeyValueCodable & Equatable>(
  _ expression1: @autoclosure () throws -> Object,
  _ expression2: @autoclosure () throws -> Object,
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  compareEquatable(
    expression1, expression2, message,
    at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Expects two objects of a ``/FacsimileCore/KeyValueCodable`` type that is not `Equatable` to
/// hold equal values at every key, recording a failure at the caller's line that lists only the
/// key paths that differ.
///
/// For a class of yours that adopts ``/FacsimileCore/KeyValueCodable`` directly, with no `==`:
/// the two are equal when their fixtures have no difference.
///
/// ```swift
/// expectNoDifference(author, try Author.fabricate(from: ["name": "Ada"]))
/// ```
///
/// - Parameters:
///   - expression1: The object the code under test made (the actual object).
///   - expression2: The object it should equal (the expected object).
///   - message: Words to put before the failure.
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
public func expectNoDifference<Object: KeyValueCodable>(
  _ expression1: @autoclosure () throws -> Object,
  _ expression2: @autoclosure () throws -> Object,
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  guard let (actual, expected) = evaluate(expression1, expression2, message, at: location),
    actual !== expected
  else { return }
  reportDifference(
    actual: actual, expected: expected, typeName: ValueDump.typeName(Object.self), message(),
    at: location, equalWithoutDifferences: true)
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
    actualFixture = ValueDifference.naming(actualType, in: actualFixture)
  }
  let differences = actualFixture.differences(fromPartial: expected)
  guard !differences.isEmpty else { return }
  reportIssue(
    failureMessage(
      keyPathFailure(actualType, differences.map(\.description)), message(), first: true),
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// How many differences a failure lists before it says how many more there are.
private let shownDifferences = 50

/// The one body of the `Equatable` overloads (the one for models exists only so that a model that
/// is both `Equatable` and `KeyValueCodable` has a most specific overload).
private func compareEquatable<T: Equatable>(
  _ expression1: () throws -> T, _ expression2: () throws -> T, _ message: () -> String?,
  at location: CallerLocation
) {
  guard let (actual, expected) = evaluate(expression1, expression2, message, at: location),
    actual != expected
  else { return }
  reportDifference(
    actual: actual, expected: expected, typeName: ValueDump.typeName(T.self), message(),
    at: location)
}

/// Both values, or `nil` after reporting the error one of them threw.
private func evaluate<T>(
  _ expression1: () throws -> T, _ expression2: () throws -> T, _ message: () -> String?,
  at location: CallerLocation
) -> (T, T)? {
  do {
    return (try expression1(), try expression2())
  } catch {
    reportIssue(
      failureMessage("expectNoDifference threw an error: \(error)", message()), at: location)
    return nil
  }
}

/// Reports how two unequal values differ: key paths where a model is involved, a line diff
/// otherwise.
///
/// - Parameter equalWithoutDifferences: Whether values with no difference count as equal (for
///   types with no `==`), instead of being reported as unequal values that print alike.
private func reportDifference(
  actual: Any, expected: Any, typeName: String, _ message: String?, at location: CallerLocation,
  equalWithoutDifferences: Bool = false
) {
  let walk = ValueDifference.between(expected: expected, actual: actual)
  let failure: String
  if walk.sawModel {
    if walk.lines.isEmpty {
      guard !equalWithoutDifferences else { return }
      failure =
        "\(subject(actual, expected, typeName)) is not equal (==), but holds equal values at every "
        + "key path: they are different objects of a class that compares by identity (as "
        + "UIResponder subclasses do on Apple platforms); compare their keys, or the same object"
    } else {
      failure = keyPathFailure(subject(actual, expected, typeName), walk.lines)
    }
  } else if let lineDiff = lineDiffFailure(actual: actual, expected: expected, typeName: typeName) {
    failure = lineDiff
  } else if !walk.lines.isEmpty {
    // Too large to print whole: the differing elements, by their paths, and nothing else.
    failure = keyPathFailure(typeName, walk.lines)
  } else {
    failure =
      "\(typeName): the values are not equal (==), and too large to print whole "
      + "(\(ValueDump.maximumLines) lines); no difference was found in what could be walked "
      + "(\(ValueDifference.maximumDepth) levels)"
  }
  reportIssue(failureMessage(failure, message, first: true), at: location)
}

/// `UNNotificationResponse`, or `Expected UNNotificationResponse but got
/// UNTextInputNotificationResponse, which` for models of different classes.
private func subject(_ actual: Any, _ expected: Any, _ typeName: String) -> String {
  guard let actualModel = actual as? any KeyValueCodable,
    let expectedModel = expected as? any KeyValueCodable
  else { return typeName }
  let actualType = type(of: actualModel).keyTable.typeName
  let expectedType = type(of: expectedModel).keyTable.typeName
  guard ObjectIdentifier(type(of: actualModel)) != ObjectIdentifier(type(of: expectedModel)) else {
    return actualType
  }
  return "Expected \(expectedType) but got \(actualType), which"
}

/// `UNNotificationResponse differs at 2 key paths (expected → actual):`, then one indented line
/// per difference.
private func keyPathFailure(_ subject: String, _ differences: [String]) -> String {
  let count = differences.count
  let more = count >= ValueDifference.maximumDifferences ? "\(count) or more" : "\(count)"
  var lines = [
    "\(subject) differs at \(more) key path\(count == 1 ? "" : "s") (expected → actual):"
  ]
  lines += differences.prefix(shownDifferences).map { "  \($0)" }
  if count > shownDifferences {
    lines.append("  … and \(count - shownDifferences) more")
  }
  return lines.joined(separator: "\n")
}

/// `Array<Route> differs (expected −, actual +):`, then the line diff of the two dumps (of the
/// strings' own lines, for two strings); `nil` when either dump was cut at
/// ``ValueDump/maximumLines``, where a difference past the cut would not show.
private func lineDiffFailure(actual: Any, expected: Any, typeName: String) -> String? {
  let old: [String]
  let new: [String]
  if let expected = expected as? String, let actual = actual as? String,
    expected.contains("\n") || actual.contains("\n")
  {
    old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  } else {
    old = ValueDump.lines(expected)
    new = ValueDump.lines(actual)
    guard old.count < ValueDump.maximumLines, new.count < ValueDump.maximumLines else { return nil }
  }
  guard old != new else {
    return
      "\(typeName): the values are not equal (==), but print the same: \(ValueDump.line(actual))"
  }
  return
    (["\(typeName) differs (expected −, actual +):"]
    + LineDiff.render(expected: old, actual: new).map { "  " + $0 }).joined(separator: "\n")
}
