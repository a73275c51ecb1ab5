import FacsimileCore
import Foundation
import Testing

@Suite struct FixtureDecoderTests {
  struct Article: Decodable, Equatable {
    enum Section: String, Decodable { case news, sport }
    let id: Int
    let title: String
    let published: Date
    let link: URL?
    let section: Section
    let tags: [String]
    let author: Author?
  }

  struct Author: Decodable, Equatable {
    let name: String
    let followers: UInt8
  }

  @Test func aPlainDecodableStructDecodesFromAFixture() throws {
    let article = try FixtureDecoder().decode(
      Article.self,
      from: [
        "id": 7, "title": "Hello", "published": "2026-11-21T10:00:00Z",
        "link": "https://example.com/7", "section": "news", "tags": ["a", "b"],
        "author": ["name": "Ana", "followers": 200],
      ])
    #expect(
      article
        == Article(
          id: 7, title: "Hello", published: Date(timeIntervalSince1970: 1_795_255_200),
          link: URL(string: "https://example.com/7"), section: .news, tags: ["a", "b"],
          author: Author(name: "Ana", followers: 200)))
  }

  @Test func optionalsMayBeMissingOrNull() throws {
    let article = try FixtureDecoder().decode(
      Article.self,
      from: [
        "id": 1, "title": "", "published": 0, "link": nil, "section": "sport", "tags": [],
      ])
    #expect(article.link == nil)
    #expect(article.author == nil)
  }

  @Test func aWrongTypeIsATypeMismatchWithTheCodingPath() throws {
    let fixture: Fixture = [
      "id": 1, "title": "", "published": 0, "section": "news", "tags": [],
      "author": ["name": "Ana", "followers": "many"],
    ]
    do {
      _ = try FixtureDecoder().decode(Article.self, from: fixture)
      Issue.record("decoding succeeded")
    } catch DecodingError.typeMismatch(_, let context) {
      #expect(context.codingPath.map(\.stringValue) == ["author", "followers"])
      #expect(context.debugDescription == #"expected UInt8, found String "many""#)
    }
  }

  @Test func aNumberThatDoesNotFitIsDataCorruptedAtItsCodingPath() throws {
    let fixture: Fixture = [
      "id": 1, "title": "", "published": 0, "section": "news", "tags": [],
      "author": ["name": "Ana", "followers": 300],
    ]
    do {
      _ = try FixtureDecoder().decode(Article.self, from: fixture)
      Issue.record("decoding succeeded")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.codingPath.map(\.stringValue) == ["author", "followers"])
      #expect(context.debugDescription == "Number <300> does not fit in UInt8.")
    }
  }

  @Test func aMissingKeyIsKeyNotFoundWithASuggestion() throws {
    do {
      _ = try FixtureDecoder().decode(Author.self, from: ["nmae": "Ana", "followers": 1])
      Issue.record("decoding succeeded")
    } catch DecodingError.keyNotFound(let key, let context) {
      #expect(key.stringValue == "name")
      #expect(context.debugDescription == #"no value for key "name"; the fixture has "nmae""#)
    }
  }

  @Test func nullForARequiredValueIsValueNotFound() throws {
    do {
      _ = try FixtureDecoder().decode(Author.self, from: ["name": nil, "followers": 1])
      Issue.record("decoding succeeded")
    } catch DecodingError.valueNotFound(_, let context) {
      #expect(context.codingPath.map(\.stringValue) == ["name"])
    }
  }

  @Test func keyValueCodableObjectsInsideAPlainStructAreFabricated() throws {
    struct Shelf: Decodable { let parts: [Part] }
    let shelf = try FixtureDecoder().decode(Shelf.self, from: ["parts": [["serial": "A"]]])
    #expect(shelf.parts.first?.serial == "A")
  }
}

/// Where `FixtureDecoder` deliberately differs from `JSONDecoder`, as its documentation lists;
/// everything else is `FixtureDecoderDifferentialTests`.
@Suite struct FixtureDecoderDifferenceTests {
  struct Stamp: Codable, Equatable { let at: Date }

  @Test func datesDefaultToTheFormsFixturesWrite() throws {
    let decoder = FixtureDecoder()
    #expect(
      try decoder.decode(Stamp.self, from: ["at": "2026-11-21T10:00:00Z"]).at
        == Date(timeIntervalSince1970: 1_795_255_200))
    #expect(try decoder.decode(Stamp.self, from: ["at": 0]).at == Date(timeIntervalSince1970: 0))
    let object = try JSONFixture(data: Data(#"{"at": 1.5}"#.utf8)).value
    guard case .fixture(let fixture) = object else { return }
    #expect(try decoder.decode(Stamp.self, from: fixture).at == Date(timeIntervalSince1970: 1.5))
  }

  @Test func deferredToDateReadsWhatJSONEncoderWritesWithItsDefaults() throws {
    let written = try JSONEncoder().encode(Stamp(at: Date(timeIntervalSince1970: 1_795_255_200)))
    var decoder = FixtureDecoder()
    decoder.dateDecodingStrategy = .deferredToDate
    #expect(
      try decoder.decode(Stamp.self, from: written)
        == JSONDecoder().decode(Stamp.self, from: written))
    // With the default, the same number is seconds since 1970: 31 years early.
    let early = try FixtureDecoder().decode(Stamp.self, from: written).at
    #expect(early.timeIntervalSince1970 == 1_795_255_200 - 978_307_200)
  }

  @Test func aDateNoCalendarCanShowIsRefusedByTheDefaultStrategy() throws {
    #expect {
      _ = try FixtureDecoder().decode(Stamp.self, from: ["at": 1e300])
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.codingPath.map(\.stringValue) == ["at"]
        && context.debugDescription.contains("expected a Date from -4713-11-24T12:00:00Z")
    }
  }

  @Test func valuesJSONCannotHoldDecodeAsTheirTypes() throws {
    struct Typed: Decodable, Equatable {
      let date: Date
      let bytes: Data
      let link: URL
      let linkText: String
      let id: UUID
      let idText: String
    }
    let url = URL(fileURLWithPath: "/tmp/a")
    let id = UUID()
    let typed = try FixtureDecoder().decode(
      Typed.self,
      from: [
        "date": .date(Date(timeIntervalSince1970: 3)), "bytes": .data(Data([1])), "link": .url(url),
        "linkText": .url(url), "id": .uuid(id), "idText": .uuid(id),
      ])
    #expect(
      typed
        == Typed(
          date: Date(timeIntervalSince1970: 3), bytes: Data([1]), link: url,
          linkText: url.absoluteString, id: id, idText: id.uuidString))
  }

  /// A key of a plain `Decodable` type, so that a keyed dictionary's Foundation numbers reach the
  /// decoder as they are.
  final class Reading: KeyedObject {
    struct Numbers: Decodable, Equatable {
      let flag: Bool
      let largest: UInt64
      let ratio: Double
      let count: Int
    }
    struct Keys: KeySet {
      let numbers = Key<Numbers?>(nil)
      static let layout = KeyLayout<Keys>()
    }
    let storage = Keys.storage()
    var numbers: Numbers? { storage.numbers }

    override class var keyTable: KeyTable { keys }
    private static let keys = KeyTable(\Reading.storage) { Reading() }
  }

  @Test func foundationNumbersDecodeAsWhatTheyHold() throws {
    let reading = try InstanceHelper.create(
      Reading.self,
      properties: [
        "numbers": [
          "flag": NSNumber(value: true), "largest": NSNumber(value: UInt64.max),
          "ratio": NSNumber(value: 2.5), "count": NSNumber(value: UInt64(7)),
        ]
      ])
    #expect(
      reading.numbers == Reading.Numbers(flag: true, largest: .max, ratio: 2.5, count: 7))
    // A Boolean is never a number, and a number never a Boolean, as in JSON.
    let valid: [String: Any] = ["flag": true, "largest": 1, "ratio": 1, "count": 1]
    let wrongs = [
      ("flag", NSNumber(value: 1), "found Number 1"),
      ("largest", NSNumber(value: true), "found Bool true"),
    ]
    for (key, wrong, found) in wrongs {
      let error = #expect(throws: FacsimileError.self) {
        try InstanceHelper.create(
          Reading.self, properties: ["numbers": valid.merging([key: wrong]) { $1 }])
      }
      let message = error.map { "\($0)" } ?? ""
      #expect(message.contains("Path: \(key)."), "\(message)")
      #expect(message.contains(found), "\(message)")
    }
  }

  @Test func aFloatThatAFixtureDoubleUnderflowsIsRefusedNotZero() throws {
    struct Level: Decodable { let value: Float }
    #expect {
      _ = try FixtureDecoder().decode(Level.self, from: ["value": .double(1e-46)])
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.codingPath.map(\.stringValue) == ["value"]
        && context.debugDescription == "Number <1e-46> does not fit in Float."
    }
  }

  @Test func aDecimalKeepsEveryDigitFromJSONBytesAndADoublesFromAFixture() throws {
    struct Price: Decodable { let amount: Decimal }
    let json = Data(#"{"amount": 12345678901234567890.123}"#.utf8)
    let exact = try #require(Decimal(string: "12345678901234567890.123"))
    #expect(try FixtureDecoder().decode(Price.self, from: json).amount == exact)
    #expect(try JSONDecoder().decode(Price.self, from: json).amount == exact)
    // A fixture holds the number as a Double: 17 significant digits.
    let fixture = try Fixture(json: json)
    #expect(
      try FixtureDecoder().decode(Price.self, from: fixture).amount
        == Decimal(string: "12345678901234567000"))
  }

  @Test func jsonBytesAreReadAsFixturesAre() throws {
    #expect {
      _ = try FixtureDecoder().decode([String: Int].self, from: Data(#"{"a": 1, "a": 2}"#.utf8))
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.codingPath.isEmpty && context.underlyingError is FacsimileError
        && context.debugDescription.contains(#"duplicate key "a" (first at line 1, column 2)"#)
    }
    // JSONDecoder keeps the first.
    #expect(
      try JSONDecoder().decode([String: Int].self, from: Data(#"{"a": 1, "a": 2}"#.utf8)) == [
        "a": 1
      ])
  }

  @Test func anUnkeyedContainerMovesOnlyPastWhatItDecoded() throws {
    // The issue's own case: [1, "x", 3, "y", 5] kept only [1].
    struct Numbers: Decodable {
      var values: [Int] = []
      init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        while !container.isAtEnd {
          if let value = try? container.decode(Int.self) {
            values.append(value)
          } else {
            _ = try? container.decode(String.self)
          }
        }
      }
    }
    struct Box: Decodable { let numbers: Numbers }
    let fixture: Fixture = ["numbers": [1, "x", 3, "y", 5]]
    #expect(try FixtureDecoder().decode(Box.self, from: fixture).numbers.values == [1, 3, 5])
  }
}

@Suite struct CodableTests {
  @Test func fixtureValuesDecodeFromJSONDecoderAndEncodeBack() throws {
    let json = Data(
      #"{"a": 1, "b": [true, null, 2.5, "x"], "c": {"d": 18446744073709551615}}"#.utf8)
    let value = try JSONDecoder().decode(FixtureValue.self, from: json)
    guard case .fixture(let fixture) = value else {
      Issue.record("not a fixture")
      return
    }
    #expect(fixture["a"] == 1)
    #expect(fixture["b"] == [true, nil, 2.5, "x"])
    #expect(fixture["c"] == ["d": .unsignedInteger(UInt64.max)])
    let encoded = try JSONEncoder().encode(value)
    #expect(try JSONDecoder().decode(FixtureValue.self, from: encoded) == value)
  }

  @Test func jsonDecoderMakesAKeyValueCodableTypeThroughItsKeyTable() throws {
    let part = try JSONDecoder().decode(
      Part.self,
      from: Data(#"{"serial": "A", "child": {"$type": "SpecialPart", "grade": "B"}}"#.utf8))
    #expect(part.serial == "A")
    #expect((part.child as? SpecialPart)?.grade == "B")
  }

  @Test func jsonDecoderReportsTheCodingPathOfAProblem() throws {
    do {
      _ = try JSONDecoder().decode(Part.self, from: Data(#"{"child": {"count": "x"}}"#.utf8))
      Issue.record("decoding succeeded")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.codingPath.map(\.stringValue) == ["child", "count"])
      #expect(context.debugDescription == #"Part.child.count: expected Int, found String "x""#)
      #expect(context.underlyingError is FacsimileError)
    }
  }

  @Test func anObjectEncodesWithJSONEncoderAsItsFixture() throws {
    let part = try Part.fabricate(from: ["serial": "A", "child": ["serial": "B"]])
    let data = try JSONEncoder().encode(part)
    #expect(try Fixture(json: data) == part.fixture())
  }

  // MARK: Unknown keys

  struct Campaign: Decodable, Equatable {
    let id: String
    let deepLink: URL?
    let links: [Link]
    let extra: [String: Int]?
  }

  struct Link: Decodable, Equatable {
    let title: String
    let position: Int?
  }

  @Test func unknownKeysAreIgnoredByDefaultAsJSONDecoderDoes() throws {
    let campaign = try FixtureDecoder().decode(
      Campaign.self, from: ["id": "c", "deeplink": "app://a", "links": []])
    #expect(campaign.deepLink == nil)
  }

  @Test func refusingUnknownKeysNamesEachWithTheNearestKeyTheTypeReads() throws {
    var decoder = FixtureDecoder()
    decoder.refusesUnknownKeys = true
    let fixture: Fixture = [
      "id": "c", "deeplink": "app://a",
      "links": [["title": "a"], ["title": "b", "postion": 2]],
      "extra": ["anything": 1],  // a dictionary reads every key it has
    ]
    let error = #expect(throws: DecodingError.self) {
      try decoder.decode(Campaign.self, from: fixture)
    }
    guard case .dataCorrupted(let context)? = error else {
      Issue.record("expected dataCorrupted, got \(String(describing: error))")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == ["deeplink"])
    #expect(
      context.debugDescription
        == #"deeplink: the type decoded here reads no key "deeplink"; did you mean "deepLink"? (and 1 more unknown keys)"#
    )
    let problems = (context.underlyingError as? FacsimileError)?.problems.map(\.description)
    #expect(
      problems == [
        #"deeplink: the type decoded here reads no key "deeplink"; did you mean "deepLink"?"#,
        #"links[1].postion: the type decoded here reads no key "postion"; did you mean "position"?"#,
      ])
    let fine = try decoder.decode(
      Campaign.self, from: ["id": "c", "links": [["title": "a", "position": 1]], "extra": [:]])
    #expect(fine.links == [Link(title: "a", position: 1)])
  }
}
