import FacsimileTesting
import Foundation
import Testing

@testable import NotificationApp

// The test target's fixture folder, checked inside the test suite: the models, the APNs payload,
// and a fixture of the app's own Article type; the HTTP bodies under http/ are not fixtures, and
// broken/ holds fixtures that are broken on purpose.

@Test func everyFixtureIsValid() {
  expectValidFixtures(in: "../Fixtures", allowing: [Article.self], excluding: ["http", "broken"])
}

// The push payloads' own keys, beside `aps`, read as the app reads them: alert.json's article and
// section, photo.json's image URL. A misspelt key in either would fail here.

struct PushKeys: Decodable {
  let articleId: String?
  let section: String?
  let imageURL: URL?

  enum CodingKeys: String, CodingKey {
    case articleId, section
    case imageURL = "image-url"
  }
}

@Test func everyPayloadsCustomKeysAreValid() {
  expectValidFixtures(
    in: "../Fixtures", allowing: [Article.self], excluding: ["http", "broken"],
    customKeys: .decoded(as: PushKeys.self))
}
