import FacsimileTesting
import Foundation
import Testing

@testable import NotificationApp

// The DocC examples that name files by a path relative to the test file, kept at the test target's
// root, as a user's tests are, so their paths (`Fixtures/...`) are the user's. DocCTestingTests
// has the others.

/// A push payload's own keys, beside `aps`: alert.json's article and section, photo.json's image.
struct ArticlePush: Decodable {
  let articleId: String?
  let section: String?
  let imageURL: URL?

  enum CodingKeys: String, CodingKey {
    case articleId, section
    case imageURL = "image-url"
  }
}

@Suite struct DocCTargetRootTests {
  @Test func everyFixtureIsValid() {
    expectValidFixtures(in: "Fixtures", allowing: [Article.self], excluding: ["http", "broken"])
  }

  @Test func everyPayloadsOwnKeysAreValid() {
    expectValidFixtures(
      in: "Fixtures", allowing: [Article.self], excluding: ["http", "broken"],
      customKeys: .decoded(as: ArticlePush.self))
  }

  @Test func aFixtureFileByItsPath() async throws {
    let stub = StubURLSession()
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/http/points.json")
    stub.respond(with: try .jsonFixture(contentsOf: url))
    let loader = APIRequestLoader(apiRequest: PointsOfInterestRequest(), urlSession: stub.session)
    let points = try await loader.load(Coordinate(latitude: 37.8, longitude: -122.4))
    #expect(points.count == 2)
  }
}
