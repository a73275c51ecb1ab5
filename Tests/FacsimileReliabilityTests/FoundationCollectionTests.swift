import Facsimile
import Foundation
import Testing

/// Foundation collections that a public setter stored (it cannot throw, so nothing measured them)
/// must not take descriptions, fixtures, equality or copies down: Foundation on Linux bridges
/// every level of an `NSArray` at once when one element is read.
@Suite struct FoundationCollectionTests {
  /// The setter now refuses the value (it goes through the engine) and says so on standard
  /// error, which the test reads in a child process, so that a passing run prints no line that
  /// reads as an error.
  @Test func aDeepOrSelfContainingCollectionInUserInfoIsDescribedSavedAndComparedSafely() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      let selfContaining = NSMutableArray()
      selfContaining.add(selfContaining)
      defer { selfContaining.removeAllObjects() }
      let content = UNMutableNotificationContent()
      content.userInfo = ["deep": deepNSArray(20_000), "self": selfContaining]

      #expect(content.description.contains("userInfo"))
      #expect(content.debugDescription.contains("userInfo"))
      #expect(!content.fixture().jsonData().isEmpty)
      // Values nested deeper than the limit compare unequal rather than exhausting the stack.
      #expect(!content.isEqual(content.copy()))
    }
    let logged = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(logged.hasPrefix("Facsimile: not set: UNMutableNotificationContent.userInfo: "))
  }

  @Test func aShallowFoundationCollectionIsAcceptedAndReadAsSwiftValues() throws {
    let info = NSDictionary(dictionary: ["ids": NSArray(array: [1, 2, 3]), "name": "x"])
    let node = try InstanceHelper.create(
      Node.self, properties: ["info": info, "tags": NSArray(array: ["a", "b"])])
    #expect(node.tags == ["a", "b"])
    let expected: Fixture = ["info": ["ids": [1, 2, 3], "name": "x"]]
    #expect(node.fixture().differences(fromPartial: expected).isEmpty)
    #expect((try node.value(forKeyPath: "info.name")) as? String == "x")
  }
}
