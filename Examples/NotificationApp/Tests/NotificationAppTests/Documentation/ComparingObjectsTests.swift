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
