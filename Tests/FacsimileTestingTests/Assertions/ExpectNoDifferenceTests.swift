import FacsimileTesting
import Foundation
import Testing

/// `expectNoDifference` passes silently on equal objects and otherwise fails at the caller's line
/// with exactly the key paths that differ.
@Suite struct ExpectNoDifferenceTests {
  static let openArticle: Fixture = [
    "actionIdentifier": "OPEN",
    "notification": [
      "date": .date(Date(timeIntervalSince1970: 1_700_000_000)),
      "request": [
        "identifier": "article-1",
        "content": ["title": "Hello", "badge": 3, "userInfo": ["articleId": "1"]],
      ],
    ],
  ]

  func response(_ edits: [String: Any] = [:]) throws -> UNNotificationResponse {
    let response = try InstanceHelper.create(
      UNNotificationResponse.self, properties: Self.openArticle.properties)
    for (keyPath, value) in edits { try response.setValue(value, forKeyPath: keyPath) }
    return response
  }

  @Test func passesSilentlyOnEqualObjects() throws {
    expectNoDifference(try response(), try response())
    let same = try response()
    expectNoDifference(same, same)
    expectNoDifference(
      try InstanceHelper.create(Article.self, properties: ["title": "Hi", "views": 3]),
      try requireFabricated(Article.self, ["title": "Hi", "views": NSNumber(value: 3)]))
  }

  @Test func passesSilentlyOnAFixtureThatNamesSomeKeys() throws {
    expectNoDifference(
      try response(),
      ["actionIdentifier": "OPEN", "notification": ["request": ["content": ["title": "Hello"]]]])
    expectNoDifference(try response(), [:])
    expectNoDifference(try response(), ["$type": "UNNotificationResponse"])
  }

  @Test func failsAtTheCallerLineWithOnlyTheDifferingKeyPaths() throws {
    let expected = try response()
    let actual = try response([
      "notification.request.content.title": "Hi", "notification.request.content.badge": 4,
    ])
    let line = #line + 2
    withKnownIssue {
      expectNoDifference(actual, expected)
    } matching: { issue in
      isIssue(
        issue, atLine: line,
        containing: "UNNotificationResponse differs at 2 key paths (expected → actual):\n"
          + "  notification.request.content.badge: 3 → 4\n"
          + #"  notification.request.content.title: "Hello" → "Hi""#)
        && differenceLines(of: issue) == [
          "  notification.request.content.badge: 3 → 4",
          #"  notification.request.content.title: "Hello" → "Hi""#,
        ]
    }
  }

  @Test func failsForObjectsOfDifferentClasses() throws {
    let expected = try response()
    var properties = Self.openArticle.properties
    properties["userText"] = "On my way"
    let actual = try InstanceHelper.create(
      UNTextInputNotificationResponse.self, properties: properties)
    let line = #line + 2
    withKnownIssue {
      expectNoDifference(actual, expected)
    } matching: { issue in
      isIssue(
        issue, atLine: line,
        containing: "Expected UNNotificationResponse but got UNTextInputNotificationResponse, "
          + "which differs at 2 key paths (expected → actual):")
        && differenceLines(of: issue) == [
          #"  $type: "UNNotificationResponse" → "UNTextInputNotificationResponse""#,
          #"  userText: (missing) → "On my way""#,
        ]
    }
  }

  @Test func failsWhereAnObjectDiffersFromAPartialFixture() throws {
    let actual = try response()
    let line = #line + 2
    withKnownIssue {
      expectNoDifference(
        actual,
        [
          "$type": "UNTextInputNotificationResponse",
          "actionIdentifier": "DISMISS",
          "notification": ["request": ["identifier": "article-1", "content": ["sound": "ping"]]],
        ])
    } matching: { issue in
      isIssue(issue, atLine: line, containing: "UNNotificationResponse differs at 3 key paths")
        && differenceLines(of: issue) == [
          #"  $type: "UNTextInputNotificationResponse" → "UNNotificationResponse""#,
          #"  actionIdentifier: "DISMISS" → "OPEN""#,
          #"  notification.request.content.sound: "ping" → null"#,
        ]
    }
  }

  @Test func failsForATypeOfTheTestsOwn() throws {
    let expected = try requireFabricated(Article.self, ["title": "Hi", "views": 3])
    let actual = try requireFabricated(Article.self, ["title": "Hi\nthere", "views": 3])
    let line = #line + 2
    withKnownIssue {
      expectNoDifference(actual, expected)
    } matching: { issue in
      isIssue(issue, atLine: line, containing: "Article differs at 1 key path (expected → actual):")
        && differenceLines(of: issue) == [#"  title: "Hi" → "Hi\nthere""#]
    }
  }

  @Test func putsTheCallersMessageFirst() throws {
    let actual = try response(["actionIdentifier": "DISMISS"])
    let expected = try response()
    let line = #line + 2
    withKnownIssue {
      expectNoDifference(actual, expected, "after tapping the banner")
    } matching: { issue in
      isIssue(
        issue, atLine: line,
        containing: "after tapping the banner - UNNotificationResponse differs at 1 key path")
    }
  }

  @Test func listsAtMostFiftyDifferences() throws {
    let userInfo = Dictionary(uniqueKeysWithValues: (0..<60).map { ("key\($0)", $0) })
    let actual = try response(["notification.request.content.userInfo": userInfo])
    let expected = try response()
    let line = #line + 2
    withKnownIssue {
      expectNoDifference(actual, expected)
    } matching: { issue in
      isIssue(
        issue, atLine: line, containing: "UNNotificationResponse differs at 61 key paths",
        "  … and 11 more")
        && differenceLines(of: issue).count == 51
    }
  }

  /// The indented lines of a failure: one per difference listed.
  private func differenceLines(of issue: Issue) -> [String] {
    let text = issue.comments.map(\.rawValue).joined(separator: "\n")
    return text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("  ") }
  }
}
