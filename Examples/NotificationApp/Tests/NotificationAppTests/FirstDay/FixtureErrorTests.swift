import FacsimileTesting
import Foundation
import Testing

@testable import NotificationApp

// A payload with a value a device would not accept fails where it is loaded, and the error names
// the file to fix: the one in Tests/, not SwiftPM's copy under .build.

@Test func aBadPayloadFailsWhereItIsLoadedNamingTheFileToFix() throws {
  let error = try #require(throws: FacsimileError.self) {
    try PushPayload(resource: "badge-as-text", in: .module, subdirectory: "Fixtures/broken")
  }
  #expect(error.description.contains(#"PushPayload.aps.badge: expected Int, found String "2""#))
  #expect(error.description.contains("NotificationAppTests/Fixtures/broken/badge-as-text.json:1:"))
  #expect(!error.description.contains(".build"))
}
