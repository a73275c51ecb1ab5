import Facsimile
import Foundation
import Testing

// Docs/Architecture.md: a type of yours declaring each key once, as the models do.

final class Headline: KeyedObject {
  struct Values { var title = ""; var views = 0 }
  enum Keys {
    static let title = StoredKey.key("title", \Values.title)
    static let views = StoredKey.key("views", \Values.views)
  }
  let storage = KeyedStorage(Values())
  var title: String { storage[Keys.title] }
  var views: Int { storage[Keys.views] }

  override class var keyTable: KeyTable { table }
  private static let table = KeyTable(storage: \Headline.storage, [Keys.title, Keys.views])
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
}
