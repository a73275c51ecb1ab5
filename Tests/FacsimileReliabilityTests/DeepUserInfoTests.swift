import Facsimile
import Foundation
import Testing

/// A `userInfo` nested 20,000 levels (a `[String: Any]` inside itself), through every door: the
/// keyed doors refuse it with `tooDeep` at its key path, and so does the setter, which goes
/// through the engine (it cannot throw: it keeps what the content held, and says so on standard
/// error). Each test runs in a child process, so a crash fails one test instead of ending the run.
///
/// Before the fix, a class-bound cast (`as? any KeyValueCodable`) in `fixture()`, descriptions and
/// key paths made the runtime bridge the whole dictionary to `NSDictionary`, recursively: SIGSEGV.
/// The value is built and dropped by ``LargeStackRelease``, since Swift releases nested
/// containers recursively; the door itself runs on the test's own thread.
@Suite struct DeepUserInfoTests {
  static let levels = 20_000

  /// Runs `body` with a mutable content whose setter was given a `userInfo` nested ``levels``
  /// deep, and releases what `body` keeps on a large stack.
  static func withDeepContent(_ body: (UNMutableNotificationContent, LargeStackRelease) -> Void) {
    let kept = LargeStackRelease()
    do {
      let content = UNMutableNotificationContent()
      content.userInfo = ["kept": 1]
      let deep = deepUserInfo(levels)
      kept.keep(deep)
      content.userInfo = deep
      kept.keep(content)
      body(content, kept)
    }
    kept.releaseOnLargeStack()
  }

  @Test func instanceHelperRefusesItNamingTheKeyPath() async {
    await #expect(processExitsWith: .success) {
      let kept = LargeStackRelease()
      do {
        let info = deepUserInfo(DeepUserInfoTests.levels)
        kept.keep(info)
        let error = #expect(throws: FacsimileError.self) {
          try InstanceHelper.create(UNNotificationContent.self, properties: ["userInfo": info])
        }
        #expect(error?.kind == .tooDeep)
        #expect(error?.keyPath == "userInfo")
      }
      kept.releaseOnLargeStack()
    }
  }

  @Test func fabricateFromAFixtureRefusesItNamingTheKeyPath() async {
    await #expect(processExitsWith: .success) {
      let kept = LargeStackRelease()
      do {
        let info = deepUserInfoFixture(DeepUserInfoTests.levels)
        kept.keep(info)
        let error = #expect(throws: FacsimileError.self) {
          try UNNotificationRequest.fabricate(from: ["content": ["userInfo": .fixture(info)]])
        }
        #expect(error?.kind == .tooDeep)
        #expect(error?.keyPath == "content.userInfo")
      }
      kept.releaseOnLargeStack()
    }
  }

  @Test func aKeyedCoderRefusesItNamingTheKeyPath() async {
    await #expect(processExitsWith: .success) {
      let kept = LargeStackRelease()
      do {
        let coder = KeyedCoder(["userInfo": deepUserInfo(DeepUserInfoTests.levels)])
        kept.keep(coder)
        #expect(UNMutableNotificationContent(coder: coder) == nil)
        let error = coder.error as? FacsimileError
        #expect(error?.kind == .tooDeep)
        #expect(error?.keyPath == "userInfo")
      }
      kept.releaseOnLargeStack()
    }
  }

  @Test func setValueRefusesItAndLeavesTheObjectAsItWas() async {
    await #expect(processExitsWith: .success) {
      let kept = LargeStackRelease()
      do {
        let info = deepUserInfo(DeepUserInfoTests.levels)
        kept.keep(info)
        let content = UNMutableNotificationContent()
        content.userInfo = ["kept": 1]
        let error = #expect(throws: FacsimileError.self) {
          try content.setValue(info, forKey: "userInfo")
        }
        #expect(error?.kind == .tooDeep)
        #expect(error?.keyPath == "userInfo")
        #expect(content.userInfo["kept"] as? Int == 1)
        let request = UNNotificationRequest(identifier: "a", content: content, trigger: nil)
        let pathError = #expect(throws: FacsimileError.self) {
          try request.setValue(info, forKeyPath: "content.userInfo")
        }
        #expect(pathError?.keyPath == "content.userInfo")
      }
      kept.releaseOnLargeStack()
    }
  }

  /// The setter refuses it as `setValue(_:forKey:)` does: the content keeps what it held, and
  /// every read, copy, fixture and archive of it answers. It says so on standard error, once.
  @Test func theSetterRefusesItAndTheContentAnswersAsBefore() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      DeepUserInfoTests.withDeepContent { content, kept in
        #expect(content.userInfo.count == 1)
        #expect(content.userInfo["kept"] as? Int == 1)
        #expect(content.description.contains("UNMutableNotificationContent"))
        let copy = content.copy() as? UNNotificationContent
        kept.keep(copy as Any)
        #expect(copy?.userInfo["kept"] as? Int == 1)
        #expect(content.fixture()["userInfo"] == ["kept": 1])
        #expect((try? JSONEncoder().encode(content)) != nil)
        #expect(
          (try? NSKeyedArchiver.archivedData(withRootObject: content, requiringSecureCoding: true))
            != nil)
      }
    }
    #expect(
      String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        == "Facsimile: not set: UNMutableNotificationContent.userInfo: nesting deeper than 64 "
        + "levels (FacsimileLimits.maximumDepth); is a value its own descendant?\n")
  }
}
