import Facsimile
import Foundation
import Testing

/// Walks through values (`userInfo`, `Any`) visit each object once, as walks through keys do, so
/// a graph that shares objects is described and saved in one step per object. A public setter
/// goes through the engine, so it cannot make an object its own descendant.
@Suite struct ValueWalkTests {
  /// The setter cannot throw: it says so on standard error, which the test reads (in a child
  /// process, so that a passing run prints no line that reads as an error).
  @Test func aSetterRefusesAUserInfoThatHoldsTheContentItself() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      let content = UNMutableNotificationContent()
      content.title = "Loop"
      content.userInfo = ["kept": 1]
      content.userInfo = ["a": content, "b": content]  // refused, as setValue refuses it

      #expect(content.userInfo["kept"] as? Int == 1)
      #expect(content.userInfo["a"] == nil)
      #expect(content.fixture()["userInfo"] == ["kept": 1])
    }
    #expect(
      String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        == "Facsimile: not set: UNMutableNotificationContent.userInfo: setting this "
        + "UNMutableNotificationContent would make it its own descendant\n")
  }

  @Test func aChainThatSharesEachObjectTwiceIsDescribedInOneStepPerObject() {
    // 24 levels, each content's userInfo holding the next one twice: 2^24 paths.
    let bottom = UNMutableNotificationContent()
    var top = bottom
    for level in 0..<24 {
      let next = UNMutableNotificationContent()
      next.title = "level \(level)"
      next.userInfo = ["left": top, "right": top]
      top = next
    }
    let clock = ContinuousClock()
    let start = clock.now
    let description = top.description
    let tree = top.debugDescription
    #expect(description.contains("shown before"))
    #expect(tree.contains("shown above"))
    // Descriptions are linear; saving writes a tree, converting each shared object once and
    // reusing its fixture on the other path, so the whole chain is there.
    let saved = top.fixture()
    #expect(saved["title"] == "level 23")
    var level = saved
    var depth = 0
    while case .fixture(let userInfo)? = level["userInfo"],
      case .fixture(let left)? = userInfo["left"],
      userInfo.keys == ["left", "right"]
    {
      level = left
      depth += 1
    }
    #expect(depth == 24)
    #expect(clock.now - start < .seconds(60))
  }
}
