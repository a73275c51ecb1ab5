import FacsimileCore
import Foundation
import Testing

// A type of a user's own written with `KeyedModel`: its keys and nothing else (Docs/Extending.md,
// "Declare a type of your own"), through every door, with the hostile classes that apply
// (/work/shared/HOSTILE.md: messages, sharing, users' subclasses, round trips, doors).

/// A type of a user's own, declared with its keys alone.
class Shelf: KeyedModel<Shelf.Keys> {
  struct Keys: KeySet {
    let label = Key("")
    let books = Key<[String]>([])
    let rating = Key(0, clampedTo: 0...5)
    let owner = Key<Shelf?>(nil)
    let room = Key { Room() }
  }
}

/// Another, held by `Shelf` and made when first read, whose key set declares its layout as the
/// previous release's did.
final class Room: KeyedModel<Room.Keys> {
  struct Keys: KeySet {
    let name = Key("hall")
    let floor = Key(0)
    static let layout = KeyLayout<Keys>()
  }
}

/// A subclass of it that declares no initializer and no keys.
final class LockedShelf: Shelf {
  var isLocked: Bool { true }
}

/// A subclass that declares keys of its own, one of them its superclass's again with another
/// default, as a `KeyedObject` subclass does (Docs/Extending.md, "Give a subclass keys of its own").
final class Bookcase: Shelf {
  struct CaseKeys: KeySet {
    let label = Key("bookcase")
    let doors = Key(2)
  }
  let caseStorage = CaseKeys.storage()
  var doors: Int { caseStorage.doors }

  override class var keyTable: KeyTable { table }
  private static let table = KeyTable(\Bookcase.caseStorage, inheriting: Shelf.keyTable) {
    Bookcase()
  }
}

/// A type with an initializer of its own and a public setter.
final class Ticket: KeyedModel<Ticket.Keys> {
  struct Keys: KeySet {
    let code = Key("")
    let seats = Key(1, clampedTo: 1...9)
  }

  var seats: Int {
    get { storage.seats }
    set { storage.set(\.seats, newValue, on: self) }
  }

  init(code: String) {
    super.init()
    storage.set(\.code, code, on: self)
  }

  required init() {
    super.init()
  }
}

/// Two types whose `KeySet`s name one `Key` constant.
enum SharedModelKeys {
  static let title = Key("untitled")
}

final class Poster: KeyedModel<Poster.Keys> {
  struct Keys: KeySet {
    let width = Key(0)
    let title = SharedModelKeys.title
  }
}

final class Flyer: KeyedModel<Flyer.Keys> {
  struct Keys: KeySet {
    let title = SharedModelKeys.title
  }
}

/// One key set that two classes are made of.
struct PairKeys: KeySet {
  let side = Key("")
  let weight = Key(0, clampedTo: 0...100)
}

final class LeftPan: KeyedModel<PairKeys> {}
final class RightPan: KeyedModel<PairKeys> {}

/// A type no other test touches, whose table and layout the concurrency test makes first.
final class Contended: KeyedModel<Contended.Keys> {
  struct Keys: KeySet {
    let count = Key(0)
    let tag = Key("")
  }
}

/// A key set with a property that is not a `Key`, and a default object every instance would share.
final class Misdeclared: KeyedModel<Misdeclared.Keys> {
  struct Keys: KeySet {
    let title = Key("")
    let note = "not a key"
    let rooms = Key([Room()])
  }
}

/// `KeyedModel`'s documented example, as written there.
final class Reader: KeyedModel<Reader.Keys> {
  struct Keys: KeySet {
    let name = Key("")
    let rating = Key(0, clampedTo: 0...5)
  }
}

@Suite struct KeyedModelTests {
  @Test func theDocumentedReaderIsItsKeys() throws {
    let reader = try InstanceHelper.create(Reader.self, properties: ["name": "Ada", "rating": 9])
    #expect("\(reader.name) \(reader.rating)" == "Ada 5")
  }

  @Test func aTypeDeclaredWithItsKeysAloneIsMadeByEveryDoor() throws {
    let shelf = try InstanceHelper.create(
      Shelf.self,
      properties: [
        "label": "Poetry", "books": ["Odes"], "rating": 9,
        "owner": ["label": "Ada's", "room": ["name": "study"]],
      ])
    #expect(shelf.label == "Poetry" && shelf.books == ["Odes"])
    #expect(shelf.rating == 5)  // the key's clamp
    #expect(shelf.owner?.label == "Ada's" && shelf.owner?.room.name == "study")
    #expect(shelf.room.name == "hall")
    #expect(Shelf.keyTable.names == ["label", "books", "rating", "owner", "room"])

    let json = try Shelf.fabricate(json: Data(#"{"label": "Prose", "rating": -2}"#.utf8))
    #expect(json.label == "Prose" && json.rating == 0)
    let fabricated = try Shelf.fabricate(from: ["label": "Plays", "room": ["floor": 2]])
    #expect(fabricated.room.floor == 2)
  }

  @Test func keyValueCodingAndKeyPathsReadAndWriteTheKeys() throws {
    let shelf = Shelf()
    try shelf.setValue(7, forKey: "rating")
    try shelf.setValue(["label": "Ada's"], forKey: "owner")
    try shelf.setValue("Ada", forKeyPath: "owner.label")
    try shelf.setValue(3, forKeyPath: "room.floor")
    #expect(try shelf.value(forKey: "rating") as? Int == 5)
    #expect(try shelf.value(forKeyPath: "owner.label") as? String == "Ada")
    #expect(shelf[keyPath: \Shelf.room.floor] == 3)
    #expect(try shelf.value(forKey: "owner") as? Shelf === shelf.owner)

    let ticket = Ticket(code: "A1")
    ticket.seats = 40
    #expect(ticket.code == "A1" && ticket.seats == 9)
    #expect(try Ticket.fabricate(from: ["seats": 0]).seats == 1)
  }

  @Test func fixturesCopiesEqualityAndDescriptionsComeFromTheKeys() throws {
    let shelf = try Shelf.fabricate(
      from: ["label": "Poetry", "books": ["Odes"], "owner": ["label": "Ada's"]])
    #expect(try Shelf.fabricate(from: shelf.fixture()) == shelf)
    let copy = try #require(shelf.copy() as? Shelf)
    #expect(copy == shelf && copy !== shelf && copy.owner !== shelf.owner)
    try copy.setValue("Ben's", forKeyPath: "owner.label")
    #expect(copy != shelf && shelf.owner?.label == "Ada's")
    #expect(shelf.description.hasPrefix(#"<Shelf label: "Poetry""#))
    #expect(shelf.debugDescription.contains("Ada's"))
    #expect(
      try JSONDecoder().decode(Fabricated<Shelf>.self, from: JSONEncoder().encode(shelf))
        .object == shelf)
  }

  @Test func aSubclassThatDeclaresNothingIsMadeAsItself() throws {
    let locked = try InstanceHelper.create(LockedShelf.self, properties: ["label": "Locked"])
    #expect(type(of: locked) == LockedShelf.self && locked.label == "Locked" && locked.isLocked)
    let named = try Shelf.fabricate(
      from: ["$type": "LockedShelf", "label": "Named"], allowing: [LockedShelf.self])
    #expect(named is LockedShelf && named.label == "Named")
    #expect(type(of: try #require(locked.copy() as? Shelf)) == LockedShelf.self)
    #expect(LockedShelf.keyTable === LockedShelf.keyTable)
    #expect(LockedShelf.keyTable !== Shelf.keyTable)
    #expect(LockedShelf.keyTable.typeName == "LockedShelf")
  }

  @Test func aSubclassThatDeclaresItsSuperclassKeyAgainHoldsOneValue() throws {
    let blank = try Bookcase.fabricate(from: [:])
    #expect(blank.label == "bookcase" && blank.doors == 2)
    let oak = try Bookcase.fabricate(from: ["label": "Oak", "doors": 4, "rating": 3])
    #expect(oak.label == "Oak" && oak.doors == 4 && oak.rating == 3)
    #expect(try oak.value(forKey: "label") as? String == "Oak")
    #expect(Bookcase.keyTable.names == ["label", "books", "rating", "owner", "room", "doors"])
    #expect(try Bookcase.fabricate(from: oak.fixture()) == oak)
  }

  @Test(
    arguments: [
      (
        ["lable": "x"],
        #"Shelf.lable: Shelf has no key "lable"; did you mean "label"? "#
          + "Valid keys: label, books, rating, owner, room"
      ),
      (["rating": "five"], #"Shelf.rating: expected Int, found String "five""#),
      (
        ["owner": ["bokos": []]],
        #"Shelf.owner.bokos: Shelf has no key "bokos"; did you mean "books"? "#
          + "Valid keys: label, books, rating, owner, room"
      ),
      (
        ["room": ["flor": 1]],
        #"Shelf.room.flor: Room has no key "flor"; did you mean "floor"? Valid keys: name, floor"#
      ),
    ] as [(Fixture, String)])
  func aWrongKeyOrTypeNamesThePathAndTheNearestKey(fixture: Fixture, message: String) throws {
    let error = try #require(throws: FacsimileError.self) {
      try Shelf.fabricate(from: fixture)
    }
    #expect(error.description == message)
    let set = try #require(throws: FacsimileError.self) {
      try Shelf().setValue("x", forKey: "lable")
    }
    #expect(set.description.contains(#"did you mean "label"?"#))
  }

  @Test func aMisdeclaredKeySetIsAProblemEveryDoorThrowsNamingTheProperty() throws {
    for make: () throws -> Misdeclared in [
      { try InstanceHelper.create(Misdeclared.self) },
      { try Misdeclared.fabricate(from: ["title": "T"]) },
      { try Misdeclared.fabricate(json: Data(#"{"title": "T"}"#.utf8)) },
      {
        let made = Misdeclared()
        try made.setValue("T", forKey: "title")
        return made
      },
    ] {
      let error = #expect(throws: FacsimileError.self) { _ = try make() }
      #expect(error?.problems.map(\.kind) == [.invalidDeclaration, .invalidDeclaration])
      #expect(error?.description.contains("Misdeclared.Keys.note is not a Key") == true)
      #expect(error?.description.contains("Misdeclared.Keys.rooms: its default object") == true)
    }
  }

  @Test func twoTypesThatShareAKeyConstantEachKeepTheirOwnValue() throws {
    let poster = try Poster.fabricate(from: ["title": "Gig", "width": 3])
    let flyer = try Flyer.fabricate(from: ["title": "Sale"])
    #expect(poster.title == "Gig" && poster.width == 3 && flyer.title == "Sale")
    try flyer.setValue("Fair", forKey: "title")
    #expect(poster.title == "Gig" && flyer.title == "Fair" && Poster().title == "untitled")
  }

  @Test func twoClassesOfOneKeySetAreEachMadeAsThemselves() throws {
    let left = try LeftPan.fabricate(from: ["side": "L", "weight": 140])
    let right = try InstanceHelper.create(RightPan.self, properties: ["side": "R"])
    #expect(left.side == "L" && left.weight == 100 && right.side == "R" && right.weight == 0)
    #expect(LeftPan.keyTable.typeName == "LeftPan" && RightPan.keyTable.typeName == "RightPan")
    #expect(left != LeftPan() && (left.copy() as? LeftPan) == left)
    #expect(try LeftPan.fabricate(from: right.fixture()).side == "R")
  }

  @Test func objectsMadeFromManyTasksShareOneTablePerClass() async throws {
    let results = try await withThrowingTaskGroup(of: (ObjectIdentifier, Int, String).self) {
      group in
      for index in 0..<200 {
        group.addTask {
          let table = Contended.keyTable
          let made = try InstanceHelper.create(
            Contended.self, properties: ["count": index, "tag": "t\(index)"])
          try made.setValue(index + 1, forKey: "count")
          return (ObjectIdentifier(table), made.count - index, made.tag)
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(Set(results.map { $0.0 }) == [ObjectIdentifier(Contended.keyTable)])
    #expect(results.allSatisfy { $0.1 == 1 })
    #expect(Set(results.map { $0.2 }).count == 200)
  }
}
