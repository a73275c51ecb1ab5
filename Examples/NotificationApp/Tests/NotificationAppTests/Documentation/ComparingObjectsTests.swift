import Foundation

@testable import NotificationApp

// The snippet of Docs/TestDoubles.md starts here.
import FacsimileTesting
import Testing

let opened: Fixture = [
  "actionIdentifier": "OPEN",
  "notification": ["request": ["identifier": "article-1", "content": ["title": "Hello"]]],
]

@Test func respondsToTheArticle() throws {
  let response = try UNNotificationResponse.fabricate(from: opened)
  expectNoDifference(response, try UNNotificationResponse.fabricate(from: opened))
  expectNoDifference(response, ["actionIdentifier": "OPEN"])  // only the keys it names
}

@Test func plainValuesAndModelsInCollections() throws {
  let points = [PointOfInterest(name: "Coit Tower"), PointOfInterest(name: "Pier 39")]
  expectNoDifference(points, [PointOfInterest(name: "Coit Tower"), PointOfInterest(name: "Pier 39")])
  let inbox = ["latest": try UNNotificationResponse.fabricate(from: opened)]
  expectNoDifference(inbox, ["latest": try UNNotificationResponse.fabricate(from: opened)])
}

@Test func theFailuresAreAsDocumented() throws {
  let texts = Texts()
  try withKnownIssue {
    expectNoDifference(
      [PointOfInterest(name: "Coit Tower"), PointOfInterest(name: "Pier 39")],
      [PointOfInterest(name: "Coit Tower"), PointOfInterest(name: "Pier 33")])
    let hi = try UNNotificationResponse.fabricate(
      from: opened.setting("notification.request.content.title", to: "Hi"))
    expectNoDifference(["latest": hi], ["latest": try UNNotificationResponse.fabricate(from: opened)])
  } matching: { issue in
    texts.append(issue.comments.map(\.rawValue).joined(separator: "\n"))
    return true
  }
  let documented = Documentation.blocks(in: "Docs/TestDoubles.md", language: "text")
    .first { $0.lines.first?.hasPrefix("Array<PointOfInterest>") == true }?.lines ?? []
  #expect(texts.all.joined(separator: "\n") == documented.joined(separator: "\n"))
}

/// Issue texts collected from a known-issue matcher.
final class Texts: @unchecked Sendable {
  private let lock = NSLock()
  private var texts: [String] = []
  var all: [String] { lock.withLock { texts } }
  func append(_ text: String) { lock.withLock { texts.append(text) } }
}
