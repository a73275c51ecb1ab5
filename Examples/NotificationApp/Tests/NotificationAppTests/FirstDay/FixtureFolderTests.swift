import FacsimileTesting
import Testing

@testable import NotificationApp

// The test target's fixture folder, checked inside the test suite: the models, the APNs payload,
// and a fixture of the app's own Article type; the HTTP bodies under http/ are not fixtures, and
// broken/ holds fixtures that are broken on purpose.

@Test func everyFixtureIsValid() {
  expectValidFixtures(in: "../Fixtures", allowing: [Article.self], excluding: ["http", "broken"])
}
