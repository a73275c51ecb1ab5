import FacsimileTesting
import Foundation
import Testing

/// A model of the test's own, made the way the engine's documentation shows.
final class Article: KeyedObject {
  struct Keys: KeySet {
    let title = Key("")
    let views = Key(0)
    static let layout = KeyLayout<Keys>()
  }

  let storage = Keys.storage()
  var title: String { storage.title }
  var views: Int { storage.views }

  override class var keyTable: KeyTable { keys }
  private static let keys = KeyTable(\Article.storage) { Article() }
}

@Suite struct RequireFabricatedTests {
  @Test func returnsTheFabricatedInstance() throws {
    let article = try requireFabricated(Article.self, ["title": "Hi", "views": 3])
    #expect(article.title == "Hi")
    #expect(article.views == 3)
  }

  @Test func failsAtTheCallerLineWithEveryProblem() throws {
    let line = #line + 2
    try withKnownIssue {
      _ = try requireFabricated(Article.self, ["tittle": "Hi", "views": "many"], "front page")
      Issue.record("requireFabricated returned instead of throwing")
    } matching: { issue in
      isIssue(
        issue, atLine: line, containing: "Could not fabricate Article: 2 problems:",
        #"Article.tittle: Article has no key "tittle"; did you mean "title"?"#,
        #"Article.views: expected Int, found String "many""#, "front page")
    }
  }

  @Test func failsForAFrameworkModel() throws {
    let line = #line + 2
    try withKnownIssue {
      _ = try requireFabricated(UNNotificationContent.self, ["badge": "three"])
    } matching: { issue in
      isIssue(issue, atLine: line, containing: "Could not fabricate UNNotificationContent", "badge")
    }
  }
}
