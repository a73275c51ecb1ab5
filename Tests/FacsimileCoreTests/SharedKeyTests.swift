import FacsimileCore
import Foundation
import Testing

// A declaration reused from a shared constant: one `Key` instance in the `KeySet`s of two types,
// or under two properties of one. Each type keeps its own value; two properties of one type that
// name the same `Key` are a declaration problem every door throws, and reading them is safe.

/// Declarations an app shares between its types.
enum SharedDeclarations {
  static let title = Key("untitled")
  static let count = Key(0, clampedTo: 0...10)
}

final class SharedHeadline: KeyedObject, KeyedProperties {
  struct Keys: KeySet {
    let title = SharedDeclarations.title
    let views = Key(0)
    let count = SharedDeclarations.count
    static let layout = KeyLayout<Keys>()
  }
  let storage = Keys.storage()

  override class var keyTable: KeyTable { table }
  private static let table = KeyTable(\SharedHeadline.storage) { SharedHeadline() }
}

final class SharedCaption: KeyedObject, KeyedProperties {
  struct Keys: KeySet {
    let label = Key("")
    let count = SharedDeclarations.count
    let tags = Key<[String]>([])
    let title = SharedDeclarations.title
    static let layout = KeyLayout<Keys>()
  }
  let storage = Keys.storage()

  var title: String {
    get { storage.title }
    set { storage.set(\.title, newValue, on: self) }
  }

  override class var keyTable: KeyTable { table }
  private static let table = KeyTable(\SharedCaption.storage) { SharedCaption() }
}

/// Two properties of one type that name one `Key`.
final class TwiceDeclared: KeyedObject, KeyedProperties {
  static let shared = Key("")
  struct Keys: KeySet {
    let title = TwiceDeclared.shared
    let subtitle = TwiceDeclared.shared
    let body = Key<[String]>(["x"])
    static let layout = KeyLayout<Keys>()
  }
  let storage = Keys.storage()

  override class var keyTable: KeyTable { table }
  private static let table = KeyTable(\TwiceDeclared.storage) { TwiceDeclared() }
}

@Suite struct SharedKeyTests {
  @Test func aKeySharedByTwoTypesGivesEachItsOwnValue() throws {
    let headline = try InstanceHelper.create(
      SharedHeadline.self, properties: ["title": "Spring", "views": 3, "count": 12])
    let caption = try InstanceHelper.create(
      SharedCaption.self, properties: ["label": "L", "title": "Photo", "tags": ["a"]])
    #expect(headline.title == "Spring" && headline.views == 3 && headline.count == 10)
    #expect(caption.title == "Photo" && caption.label == "L" && caption.tags == ["a"])
    #expect(caption.count == 0)

    caption.title = "Renamed"
    try headline.setValue(-4, forKey: "count")
    #expect(headline.title == "Spring" && headline.count == 0)
    #expect(caption.title == "Renamed" && caption.count == 0)
    #expect(SharedCaption.keyTable.names == ["label", "count", "tags", "title"])
    #expect(try SharedHeadline.fabricate(from: headline.fixture()) == headline)
    #expect(try SharedCaption.fabricate(from: caption.fixture()) == caption)
    #expect(SharedHeadline().title == "untitled" && SharedCaption().title == "untitled")
  }

  @Test func aKeySharedByTwoTypesIsSafeUnderLoad() async {
    // In a child process: aliased slots were freed twice (SIGSEGV) or read as the wrong type.
    await #expect(processExitsWith: .success) {
      for round in 0..<2_000 {
        let headline = SharedHeadline()
        let caption = SharedCaption()
        caption.title = "caption \(round)"
        try? headline.setValue("headline \(round)", forKey: "title")
        try? caption.setValue(["t\(round)"], forKey: "tags")
        guard headline.title == "headline \(round)", caption.title == "caption \(round)",
          caption.tags == ["t\(round)"], headline.views == 0
        else { exit(1) }
      }
    }
  }

  @Test func oneKeyUnderTwoPropertiesIsADeclarationProblemEveryDoorThrows() throws {
    func expectProblem(_ make: () throws -> Any) {
      let error = #expect(throws: FacsimileError.self) { _ = try make() }
      #expect(error?.kind == .invalidDeclaration)
      #expect(error?.description.contains("TwiceDeclared.Keys.subtitle") == true)
      #expect(error?.description.contains("title") == true)
    }
    expectProblem { try InstanceHelper.create(TwiceDeclared.self) }
    expectProblem { try TwiceDeclared.fabricate(from: ["title": "T"]) }
    expectProblem { try TwiceDeclared.fabricate(json: Data(#"{"title": "T"}"#.utf8)) }
    expectProblem { try TwiceDeclared().setValue("T", forKey: "title") }
  }

  @Test func readingTwoPropertiesOfOneKeyIsSafe() async {
    // In a child process: the two properties were placed at one offset and freed twice.
    await #expect(processExitsWith: .success) {
      for _ in 0..<2_000 {
        let twice = TwiceDeclared()
        guard twice.title == "", twice.subtitle == "", twice.body == ["x"] else { exit(1) }
      }
    }
  }
}

// A subclass that declares a key its parent declares (to give it another default, or a rule):
// one key, one value, whichever class's declaration reads or writes it. The subclass's
// declaration is the key's (its default and rules), and every write reaches the parent's place
// for it too, where the parent's getter reads.

class Story: KeyedObject {
  struct Keys: KeySet {
    let title = Key("")
    let views = Key(0)
    static let layout = KeyLayout<Keys>()
  }
  let storage = Keys.storage()
  var title: String { storage.title }
  var views: Int {
    get { storage.views }
    set { storage.set(\.views, newValue, on: self) }
  }

  override class var keyTable: KeyTable { table }
  private static let table = KeyTable(\Story.storage) { Story() }
}

final class FeaturedStory: Story {
  struct FeaturedKeys: KeySet {
    let views = Key(100, clampedTo: 0...1_000)
    let badge = Key("")
    static let layout = KeyLayout<FeaturedKeys>()
  }
  let featuredStorage = FeaturedKeys.storage()
  var badge: String { featuredStorage.badge }

  override class var keyTable: KeyTable { table }
  private static let table = KeyTable(
    \FeaturedStory.featuredStorage, inheriting: Story.keyTable
  ) { FeaturedStory() }
}

/// A subclass that redeclares its parent's key with another type.
final class MistypedStory: Story {
  struct MistypedKeys: KeySet {
    let views = Key("many")
    static let layout = KeyLayout<MistypedKeys>()
  }
  let mistypedStorage = MistypedKeys.storage()

  override class var keyTable: KeyTable { table }
  private static let table = KeyTable(
    \MistypedStory.mistypedStorage, inheriting: Story.keyTable
  ) { MistypedStory() }
}

@Suite struct RedeclaredKeyTests {
  @Test func aRedeclaredKeyHasOneValueWhicheverDeclarationReadsIt() throws {
    let story = try InstanceHelper.create(FeaturedStory.self, properties: ["title": "T"])
    // The subclass's default, through the parent's getter and by key.
    #expect(story.views == 100)
    #expect(try story.value(forKey: "views") as? Int == 100)

    try story.setValue(5_000, forKey: "views")  // the subclass's clamp
    #expect(story.views == 1_000)
    #expect(story.featuredStorage.views == 1_000)

    story.views = 7  // the parent's setter
    #expect(try story.value(forKey: "views") as? Int == 7)
    #expect(story.featuredStorage.views == 7)

    let again = try FeaturedStory.fabricate(from: story.fixture())
    #expect(again.views == 7 && again.featuredStorage.views == 7 && again.title == "T")
    let copy = try #require(story.copy() as? FeaturedStory)
    #expect(copy.views == 7 && copy.featuredStorage.views == 7)
    #expect(FeaturedStory.keyTable.names == ["title", "views", "badge"])
  }

  @Test func aKeyRedeclaredWithAnotherTypeIsADeclarationProblem() {
    let error = #expect(throws: FacsimileError.self) {
      try InstanceHelper.create(MistypedStory.self)
    }
    #expect(error?.kind == .invalidDeclaration)
    #expect(
      error?.description.contains(
        "MistypedStory.MistypedKeys.views: Story declares the key \"views\" as Int") == true)
  }
}

// A default that holds key-value codable objects in a collection is shared by every instance,
// as a default object alone is: a declaration problem, with the same message.

final class Leaf: KeyedObject, KeyedProperties {
  struct Keys: KeySet {
    let name = Key("")
    static let layout = KeyLayout<Keys>()
  }
  let storage = Keys.storage()

  override class var keyTable: KeyTable { table }
  private static let table = KeyTable(\Leaf.storage) { Leaf() }
}

final class Branch: KeyedObject, KeyedProperties {
  struct Keys: KeySet {
    let leaves = Key([Leaf()])
    let byName = Key(["first": Leaf()])
    let nested = Key<[[Leaf]]>([[], [Leaf()]])
    let optional = Key<[Leaf]?>([Leaf()])
    let empty = Key<[Leaf]>([])
    let made = Key { [Leaf()] }
    static let layout = KeyLayout<Keys>()
  }
  let storage = Keys.storage()

  override class var keyTable: KeyTable { table }
  private static let table = KeyTable(\Branch.storage) { Branch() }
}

@Suite struct SharedDefaultTests {
  @Test func aDefaultCollectionOfObjectsIsADeclarationProblemNamingEachProperty() {
    let error = #expect(throws: FacsimileError.self) { try InstanceHelper.create(Branch.self) }
    #expect(error?.problems.map(\.kind) == Array(repeating: .invalidDeclaration, count: 4))
    for property in ["leaves", "byName", "nested", "optional"] {
      #expect(
        error?.description.contains(
          "Branch.Keys.\(property): its default object would be shared by every instance; "
            + "declare it `let \(property) = Key { ... }`") == true, "\(property)")
    }
    // Made when first read, each instance has its own.
    #expect(Branch().made[0] !== Branch().made[0])
  }
}

/// An Objective-C name that is the property's own name: one name, said twice.
final class SameNamed: KeyedObject, KeyedProperties {
  struct Keys: KeySet {
    let title = Key("", objectiveC: "title")
    static let layout = KeyLayout<Keys>()
  }
  let storage = Keys.storage()

  override class var keyTable: KeyTable { table }
  private static let table = KeyTable(\SameNamed.storage) { SameNamed() }
}

@Suite struct SameNameTests {
  @Test func anObjectiveCNameThatIsThePropertysIsOneName() throws {
    let made = try InstanceHelper.create(SameNamed.self, properties: ["title": "T"])
    #expect(made.title == "T")
    #expect(SameNamed.keyTable.names == ["title"])
    #expect(SameNamed.keyTable.description == "SameNamed\n  title: String")
    #expect(try SameNamed.fabricate(from: made.fixture()).title == "T")
  }
}
