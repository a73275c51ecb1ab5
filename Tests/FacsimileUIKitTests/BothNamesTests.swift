import FacsimileCore
import FacsimileUIKit
import FacsimileUserNotifications
import Foundation
import Testing

/// A key given under both of its names at once (`URL` and `url`, Objective-C's and Swift's) is
/// refused by every door, naming both spellings and the key path: which value was meant cannot
/// be told, and keeping one (which one depended on a dictionary's order) lost the other.
@MainActor
@Suite struct BothNamesTests {
  static let bothURLs: [String: Any] = ["URL": "myapp://a", "url": "myapp://b"]

  private func expectBothNamesRefused(
    at path: String, _ names: (String, String), _ make: () throws -> Any,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let error = #expect(throws: FacsimileError.self, sourceLocation: sourceLocation) {
      _ = try make()
    }
    #expect(error?.kind == .duplicateKey, sourceLocation: sourceLocation)
    #expect(error?.keyPath == path, sourceLocation: sourceLocation)
    let message = error.map { "\($0)" } ?? ""
    #expect(
      message.contains("\"\(names.0)\"") && message.contains("\"\(names.1)\""),
      "\(message)", sourceLocation: sourceLocation)
  }

  @Test func aKeyedDictionaryWithBothNamesIsRefused() {
    for _ in 0..<20 {  // the order of a dictionary's keys changes from process to process
      expectBothNamesRefused(at: "URL", ("URL", "url")) {
        try InstanceHelper.create(UIOpenURLContext.self, properties: Self.bothURLs)
      }
    }
    expectBothNamesRefused(at: "URLContexts", ("URLContexts", "urlContexts")) {
      try InstanceHelper.create(
        UIScene.ConnectionOptions.self,
        properties: ["URLContexts": [["URL": "myapp://a"]], "urlContexts": []])
    }
  }

  @Test func aFixtureJSONAndACoderWithBothNamesAreRefused() throws {
    let fixture: Fixture = ["URL": "myapp://a", "url": "myapp://b"]
    expectBothNamesRefused(at: "URL", ("URL", "url")) {
      try UIOpenURLContext.fabricate(from: fixture)
    }
    expectBothNamesRefused(at: "URL", ("URL", "url")) {
      try UIOpenURLContext.fabricate(json: Data(#"{"url": "myapp://b", "URL": "myapp://a"}"#.utf8))
    }
    let coder = KeyedCoder(Self.bothURLs)
    #expect(UNNotificationAttachment(coder: coder) == nil)
    #expect((coder.error as? FacsimileError)?.kind == .duplicateKey)
  }

  @Test func bothNamesDeepInAFixtureAreRefusedAtTheirPath() {
    expectBothNamesRefused(at: "URLContexts[0].URL", ("URL", "url")) {
      try UIScene.ConnectionOptions.fabricate(
        from: ["URLContexts": [.fixture(["URL": "myapp://a", "url": "myapp://a"])]])
    }
  }

  @Test func eitherNameAloneIsTaken() throws {
    let swift = try InstanceHelper.create(UIOpenURLContext.self, properties: ["url": "myapp://s"])
    let objectiveC = try InstanceHelper.create(
      UIOpenURLContext.self, properties: ["URL": "myapp://o"])
    #expect(swift.url.absoluteString == "myapp://s")
    #expect(objectiveC.url.absoluteString == "myapp://o")
  }
}
