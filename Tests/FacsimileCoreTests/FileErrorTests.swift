import FacsimileCore
import Foundation
import Testing

/// Files that cannot be read, and how a ``FacsimileError`` reads outside a test.
@Suite struct FileErrorTests {
  private static func missingURL() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "facsimile-missing-\(UUID()).json")
  }

  @Test func aMissingFixtureFileIsAMissingFileErrorNamingThePath() throws {
    let url = Self.missingURL()
    let fixtureError = try #require(throws: FacsimileError.self) { try Fixture(contentsOf: url) }
    let arrayError = try #require(throws: FacsimileError.self) {
      try Fixture.array(contentsOf: url)
    }
    let documentError = try #require(throws: FacsimileError.self) {
      try JSONFixture(contentsOf: url)
    }
    for error in [fixtureError, arrayError, documentError] {
      #expect(error.kind == .missingFile)
      #expect(error.description.contains(url.path))
      #expect(error.description.contains("no such file"))
    }
  }

  @Test func aFolderIsAnUnreadableFileError() throws {
    let error = try #require(throws: FacsimileError.self) {
      try Fixture(contentsOf: FileManager.default.temporaryDirectory)
    }
    #expect(error.kind == .missingFile)
    #expect(error.description.contains(FileManager.default.temporaryDirectory.path))
  }

  @Test func localizedDescriptionIsTheOneLineDescription() throws {
    let error = try #require(throws: FacsimileError.self) {
      try InstanceHelper.create(Gadget.self, properties: ["int": "one"])
    }
    let anyError: any Error = error
    #expect(anyError.localizedDescription == error.description)
    #expect(anyError.localizedDescription == #"Gadget.int: expected Int, found String "one""#)
  }
}
