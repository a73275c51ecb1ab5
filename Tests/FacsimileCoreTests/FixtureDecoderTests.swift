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
      "author": ["name": "Ana", "followers": 300],
    ]
    do {
      _ = try FixtureDecoder().decode(Article.self, from: fixture)
      Issue.record("decoding succeeded")
    } catch DecodingError.typeMismatch(_, let context) {
      #expect(context.codingPath.map(\.stringValue) == ["author", "followers"])
      #expect(context.debugDescription == "expected UInt8 (out of range), found Int 300")
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
}
