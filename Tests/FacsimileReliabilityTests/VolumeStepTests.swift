import Foundation
import Testing

/// The README's `swift test` skips the volume tests (``Testing/Trait/volume``); CI runs them in a
/// step of its own, whose `--filter` names each. A volume test left out of that filter would run
/// nowhere: this test fails instead.
@Suite struct VolumeStepTests {
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func everyVolumeTestIsInCIsVolumeStep() throws {
    let marked = try Self.volumeTests()
    #expect(marked.count >= 7, "\(marked)")
    let ci = try String(contentsOf: Self.root.appendingPathComponent(".ci/run"), encoding: .utf8)
    let step = try #require(
      ci.components(separatedBy: "\n").first { $0.contains("FACSIMILE_VOLUME_TESTS=1 swift test") },
      "no volume step in .ci/run")
    let filter = try #require(step.firstRange(of: "--filter '").map { step[$0.upperBound...] })
    let named = Set(
      filter.prefix { $0 != "'" }.split(separator: "|").map {
        String($0).trimmingCharacters(in: CharacterSet(charactersIn: "()\\"))
      })
    #expect(Set(marked).subtracting(named).isEmpty, "not in .ci/run's volume step")
    #expect(named.subtracting(marked).isEmpty, "in .ci/run's volume step, but not a volume test")
  }

  /// The names of the tests and suites marked `.volume` under Tests/: the function or type
  /// declared after each attribute that holds the trait.
  private static func volumeTests() throws -> [String] {
    let tests = root.appendingPathComponent("Tests")
    guard let files = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)
    else { return [] }
    var names: [String] = []
    for case let file as URL in files where file.pathExtension == "swift" {
      let text = try String(contentsOf: file, encoding: .utf8)
      var rest = text[...]
      while let mark = rest.range(of: #"@(Test|Suite)\(\.volume\b"#, options: .regularExpression) {
        rest = rest[mark.upperBound...]
        guard
          let declaration = rest.range(
            of: #"(func|struct|final class|class)\s+[A-Za-z0-9_]+"#, options: .regularExpression)
        else { break }
        names.append(String(rest[declaration].split(whereSeparator: \.isWhitespace).last ?? ""))
        rest = rest[declaration.upperBound...]
      }
    }
    return names.sorted()
  }
}
