import FacsimileCore
import Foundation
import Testing

/// A resource SwiftPM copied into the build folder is named, in problems, by the file the user
/// edits: `Tests/FacsimileCoreTests/Fixtures/part.json`, not the copy under `.build`.
@Suite struct ResourceSourceTests {
  let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/part.json").path

  @Test func aResourceIsNamedByItsSourceFile() throws {
    let document = try JSONFixture(resource: "part", in: .module, subdirectory: "Fixtures")

    #expect(document.file == source)
  }

  @Test func aProblemInAResourcePointsAtTheSourceLine() throws {
    let document = try JSONFixture(resource: "part", in: .module, subdirectory: "Fixtures")
    let error = try #require(throws: FacsimileError.self) {
      try document.fabricate(Gadget.self)
    }

    #expect(error.problems.map(\.file) == [source, source], "\(error)")
    #expect(error.description.contains("\(source):1:2: "), "\(error)")
    #expect(!error.description.contains(".build"))
  }

  @Test func theBundlesTargetFolderIsFoundFromAnyCaller() throws {
    let document = try JSONFixture(
      resource: "part", in: .module, subdirectory: "Fixtures", filePath: "/nowhere/Caller.swift")

    #expect(document.file == source)
  }

  @Test(arguments: [".build", ".build-tsan", "scratch/inner"])
  func theTargetFolderIsFoundWhateverTheBuildFolderIsCalled(_ scratch: String) throws {
    let package = FileManager.default.temporaryDirectory.appendingPathComponent("pkg-\(UUID())")
    defer { try? FileManager.default.removeItem(at: package) }
    let bytes = Data(#"{"serial": "A1"}"#.utf8)
    let source = package.appendingPathComponent("Tests/AppTests/Fixtures/part.json")
    let copy = package.appendingPathComponent(
      "\(scratch)/debug/App_AppTests.resources/Fixtures/part.json")
    for file in [source, copy] {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try bytes.write(to: file)
    }
    try Data("// swift-tools-version:6.0".utf8).write(
      to: package.appendingPathComponent("Package.swift"))

    let name = ResourceSource.name(
      forCopy: copy, bytes: bytes, relativePath: "Fixtures/part.json",
      callerFile: "/nowhere/Caller.swift")

    #expect(name == source.path)
  }

  @Test func aSourceEditedSinceTheBuildIsNamedBesideTheCopy() throws {
    let copy = try #require(
      Bundle.module.url(forResource: "part", withExtension: "json", subdirectory: "Fixtures"))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("src-\(UUID())")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Fixtures"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"{"serial": "edited"}"#.utf8).write(
      to: folder.appendingPathComponent("Fixtures/part.json"))

    let name = ResourceSource.name(
      forCopy: copy, bytes: try Data(contentsOf: copy), relativePath: "Fixtures/part.json",
      callerFile: folder.appendingPathComponent("Caller.swift").path)

    #expect(name == source)  // the target's own source, identical, wins over the edited one
    let edited = ResourceSource.name(
      forCopy: copy, bytes: Data("{}".utf8), relativePath: "Fixtures/part.json",
      callerFile: folder.appendingPathComponent("Caller.swift").path)
    #expect(edited.hasPrefix(copy.path + " (the copy of "))
    #expect(edited.hasSuffix(", which has changed since the build)"))
  }
}
