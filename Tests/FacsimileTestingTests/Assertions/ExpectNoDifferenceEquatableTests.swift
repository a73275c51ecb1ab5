import FacsimileTesting
import Foundation
import Synchronization
import Testing

/// `expectNoDifference` for any `Equatable`: key paths where models are involved, wherever they
/// are nested; a line diff for plain values.
@Suite struct ExpectNoDifferenceEquatableTests {
  struct PointOfInterest: Hashable {
    var name: String
    var rating: Int
  }

  enum Route: Equatable {
    case article(id: String)
    case inbox
  }

  struct Inbox: Equatable {
    var owner: String
    var latest: UNNotificationResponse?
  }

  func response(title: String, action: String = "OPEN") throws -> UNNotificationResponse {
    try UNNotificationResponse.fabricate(from: [
      "actionIdentifier": .string(action),
      "notification": [
        "request": ["identifier": "article-1", "content": ["title": .string(title)]]
      ],
    ])
  }

  /// The text of the issues `body` records.
  func failure(_ body: () throws -> Void) throws -> String {
    let texts = Mutex<[String]>([])
    try withKnownIssue {
      try body()
    } matching: { issue in
      texts.withLock { $0.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
      return true
    }
    return texts.withLock { $0.joined(separator: "\n\n") }
  }

  @Test func equalValuesPass() throws {
    expectNoDifference(
      [PointOfInterest(name: "Coit Tower", rating: 4)],
      [
        PointOfInterest(name: "Coit Tower", rating: 4)
      ])
    expectNoDifference([try response(title: "Hi")], [try response(title: "Hi")])
    expectNoDifference(["a": 1], ["a": 1])
    expectNoDifference(Set([1, 2]), Set([2, 1]))
    expectNoDifference(Route.article(id: "1"), .article(id: "1"))
  }

  @Test func modelsInAnArrayShowKeyPaths() throws {
    let text = try failure {
      expectNoDifference(
        [try response(title: "Hi"), try response(title: "Hello")],
        [try response(title: "Hi"), try response(title: "Bonjour")])
    }
    #expect(
      text == """
        Array<UNNotificationResponse> differs at 1 key path (expected → actual):
          [1].notification.request.content.title: "Bonjour" → "Hello"
        """)
  }

  @Test func modelsInADictionaryShowKeyPaths() throws {
    let text = try failure {
      expectNoDifference(
        ["inbox": try response(title: "Hi", action: "DISMISS")],
        ["inbox": try response(title: "Hi")])
    }
    #expect(text.contains(#"["inbox"].actionIdentifier: "OPEN" → "DISMISS""#), "\(text)")
  }

  @Test func modelsInASetShowKeyPaths() throws {
    let text = try failure {
      expectNoDifference(
        Set([try response(title: "Same"), try response(title: "Hello")]),
        Set([try response(title: "Same"), try response(title: "Bonjour")]))
    }
    #expect(
      text.contains(#"{0}.notification.request.content.title: "Bonjour" → "Hello""#), "\(text)")
    #expect(!text.contains("Same"))
  }

  @Test func modelsInsideAStructShowKeyPaths() throws {
    let text = try failure {
      expectNoDifference(
        Inbox(owner: "Ada", latest: try response(title: "Hello")),
        Inbox(owner: "Bob", latest: try response(title: "Hi")))
    }
    #expect(text.contains("Inbox differs at 2 key paths (expected → actual):"), "\(text)")
    #expect(text.contains(#".owner: "Bob" → "Ada""#), "\(text)")
    #expect(
      text.contains(#".latest.notification.request.content.title: "Hi" → "Hello""#), "\(text)")
  }

  @Test func plainValuesShowALineDiff() throws {
    let text = try failure {
      expectNoDifference(
        [
          PointOfInterest(name: "Coit Tower", rating: 4),
          PointOfInterest(name: "Pier 39", rating: 3),
        ],
        [
          PointOfInterest(name: "Coit Tower", rating: 4),
          PointOfInterest(name: "Pier 39", rating: 5),
        ])
    }
    #expect(
      text == """
        Array<PointOfInterest> differs (expected −, actual +):
            …
              PointOfInterest(
                name: "Pier 39",
          −     rating: 5,
          +     rating: 3,
              ),
            ]
        """)
  }

  @Test func enumsShowTheirCases() throws {
    let text = try failure {
      expectNoDifference(Route.article(id: "2"), Route.article(id: "1"))
    }
    #expect(text.contains(#"−   id: "1","#), "\(text)")
    #expect(text.contains(#"+   id: "2","#), "\(text)")
  }

  @Test func multilineStringsDiffTheirLines() throws {
    let text = try failure {
      expectNoDifference("one\ntwo\nthree", "one\n2\nthree")
    }
    #expect(text == "String differs (expected −, actual +):\n    one\n  − 2\n  + two\n    three")
  }

  /// A value too large to print whole (its dump is cut at 2,000 lines, and a line diff of what
  /// was printed showed nothing) lists the elements that differ, by index, and leaves the equal
  /// bulk out.
  @Test func aLargeArrayShowsTheDifferingElementAndNotTheBulk() throws {
    let expected = Array(0..<100_000)
    var actual = expected
    actual[99_999] = -1
    let line = #line + 2
    withKnownIssue {
      expectNoDifference(actual, expected)
    } matching: { issue in
      isIssue(
        issue, atLine: line,
        containing: "Array<Int> differs at 1 key path (expected → actual):\n  [99999]: 99999 → -1")
        && !String(describing: issue).contains("[99998]")
    }
    let text = try failure {
      var nested = (0..<3_000).map { PointOfInterest(name: "place \($0)", rating: 3) }
      let unchanged = nested
      nested[2_999].rating = 4
      nested[17].name = "Coit Tower"
      expectNoDifference(nested, unchanged)
    }
    #expect(
      text == """
        Array<PointOfInterest> differs at 2 key paths (expected → actual):
          [17].name: "place 17" → "Coit Tower"
          [2999].rating: 3 → 4
        """)
  }

  /// Large sets with nothing in common are reported in time that grows about linearly (their
  /// elements were once weighed against each other: 17 s at 2,000 elements), each unmatched
  /// element paired in the order of its text, the first 50 of at most 1,000 differences listed.
  @Test func largeSetsWithNothingInCommonListTheirDifferences() throws {
    let text = try failure {
      expectNoDifference(Set(20_000..<40_000), Set(0..<20_000))
    }
    let lines = text.split(separator: "\n")
    #expect(lines.first == "Set<Int> differs at 1000 or more key paths (expected → actual):")
    #expect(lines.dropFirst().first == "  {0}: 0 → 20000")
    #expect(lines.last == "  … and 950 more")
    #expect(lines.count == 52)
  }

  /// Small sets weigh their unmatched elements against each other: each is paired with the most
  /// alike (one key differs), not the next in the order of their text (which would pair each with
  /// one that differs in both keys, whichever key the text starts with).
  @Test func smallSetsPairTheMostAlikeElements() throws {
    let text = try failure {
      expectNoDifference(
        Set([try response(title: "w", action: "A"), try response(title: "x", action: "0")]),
        Set([try response(title: "y", action: "A"), try response(title: "x", action: "B")]))
    }
    #expect(text.hasPrefix("Set<UNNotificationResponse> differs at 2 key paths"), "\(text)")
    #expect(text.contains(#".notification.request.content.title: "y" → "w""#), "\(text)")
    #expect(text.contains(#".actionIdentifier: "B" → "0""#), "\(text)")
  }

  @Test func aThrowingExpressionIsTheFailure() throws {
    struct Broken: Error {}
    func make() throws -> Int { throw Broken() }
    let line = #line + 2
    try withKnownIssue {
      expectNoDifference(try make(), 1)
    } matching: { issue in
      isIssue(issue, atLine: line, containing: "expectNoDifference threw an error: Broken()")
    }
  }

  @Test func theMessageComesFirst() {
    let line = #line + 2
    withKnownIssue {
      expectNoDifference(1, 2, "after refresh")
    } matching: { issue in
      isIssue(issue, atLine: line, containing: "after refresh - Int differs")
    }
  }

  @Test @MainActor func scenesCompareByIdentityAndTheFailureSaysSo() throws {
    // Two sessions with equal values: a session belongs to one scene at most.
    let first = UIWindowScene.fabricate(session: .fabricate(persistentIdentifier: "main"))
    let second = UIWindowScene.fabricate(session: .fabricate(persistentIdentifier: "main"))
    let text = try failure { expectNoDifference(first, second) }
    #expect(text.contains("UIWindowScene is not equal (==), but holds equal values"), "\(text)")
  }
}

/// A type of the test's own that adopts KeyValueCodable directly and has no `==`.
final class Author: KeyValueCodable {
  struct Keys: KeySet {
    let name = Key("")
    static let layout = KeyLayout<Keys>()
  }
  let storage = Keys.storage()
  var name: String { storage.name }
  static let keyTable = KeyTable(\Author.storage) { Author() }
}

@Suite struct ExpectNoDifferenceWithoutEqualityTests {
  /// The DocC example of `expectNoDifference` for a type with no `==`.
  @Test func anAuthorWithTheNameExpectedPasses() throws {
    let author = try Author.fabricate(from: ["name": "Ada"])
    expectNoDifference(author, try Author.fabricate(from: ["name": "Ada"]))
  }

  @Test func equalKeysPass() throws {
    expectNoDifference(
      try Author.fabricate(from: ["name": "Ada"]), try Author.fabricate(from: ["name": "Ada"]))
  }

  @Test func differentKeysFailWithTheirKeyPaths() throws {
    let line = #line + 2
    try withKnownIssue {
      expectNoDifference(
        try Author.fabricate(from: ["name": "Ada"]), try Author.fabricate(from: ["name": "Bob"]))
    } matching: { issue in
      isIssue(
        issue, atLine: line, containing: "Author differs at 1 key path (expected → actual):",
        #"name: "Bob" → "Ada""#)
    }
  }
}
