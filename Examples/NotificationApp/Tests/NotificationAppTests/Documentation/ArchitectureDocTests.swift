import Facsimile
import Foundation
import Testing

// Docs/Architecture.md: a type of yours declaring each key once, as the models do.

final class Headline: KeyedObject {
  struct Keys: KeySet {
    let title = Key("")
    let views = Key(0, clampedTo: 0...Int.max)
    static let layout = KeyLayout<Keys>()
  }
  let storage = Keys.storage()
  var title: String { storage.title }
  var views: Int { storage.views }

  override class var keyTable: KeyTable { table }
  private static let table = KeyTable(\Headline.storage) { Headline() }
}

@Suite struct ArchitectureDocTests {
  @Test func aTypeThatDeclaresEachKeyOnceReadsThemThroughItsGetters() throws {
    let headline = try InstanceHelper.create(Headline.self, properties: ["title": "Hi", "views": 3])
    #expect(headline.title == "Hi")
    #expect(headline.views == 3)
    try headline.setValue(4, forKey: "views")
    #expect(headline.views == 4)
    #expect(Headline.keyTable.names == ["title", "views"])
  }

  @Test func aKeysRuleHoldsAtEveryDoor() throws {
    let headline = try InstanceHelper.create(Headline.self, properties: ["views": -3])
    #expect(headline.views == 0)  // clamped, as the key says
    try headline.setValue(-1, forKey: "views")
    #expect(headline.views == 0)
    let fromJSON = try Headline.fabricate(json: Data(#"{"views": -9}"#.utf8))
    #expect(fromJSON.views == 0)
  }
}
