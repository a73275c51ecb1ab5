import Facsimile
import Foundation
import Testing

/// A `userInfo` nested 20,000 levels (a `[String: Any]` inside itself), through every door: the
/// keyed doors refuse it with `tooDeep` at its key path; the setter, which cannot throw, keeps it,
/// and every later read, copy, fixture and archive answers without overflowing the stack. Each
/// test runs in a child process, so a crash fails one test instead of ending the run.
///
/// Before the fix, a class-bound cast (`as? any KeyValueCodable`) in `fixture()`, descriptions and
/// key paths made the runtime bridge the whole dictionary to `NSDictionary`, recursively: SIGSEGV.
/// The value is built and dropped by ``LargeStackRelease``, since Swift releases nested
/// containers recursively; the door itself runs on the test's own thread.
@Suite struct DeepUserInfoTests {
  static let levels = 20_000

  /// Runs `body` with a mutable content whose `userInfo`, set through the setter, is nested
  /// ``levels`` deep, and releases it (and what `body` keeps) on a large stack.
  static func withDeepContent(_ body: (UNMutableNotificationContent, LargeStackRelease) -> Void) {
    let kept = LargeStackRelease()
    do {
      let content = UNMutableNotificationContent()
      content.userInfo = deepUserInfo(levels)
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

  /// The setter cannot throw, so it keeps what it is given, as Apple's does; every walk stops at
  /// the depth limit.
  @Test func theSetterKeepsItAndReadsDescriptionsAndEqualityAnswer() async {
    await #expect(processExitsWith: .success) {
      DeepUserInfoTests.withDeepContent { content, kept in
        #expect(content.userInfo.count == 1)
        #expect(content.userInfo["k"] is [String: Any])
        let read = try? content.value(forKey: "userInfo") as? [AnyHashable: Any]
        #expect(read?.count == 1)
        let below = try? content.value(forKeyPath: "userInfo.k.k") as? [String: Any]
        #expect(below?.count == 1)
        #expect(content.description.contains("UNMutableNotificationContent"))
        #expect(content.debugDescription.contains("userInfo"))
        #expect(content.isEqual(content))
        _ = content.hash
        let request = UNNotificationRequest(identifier: "a", content: content, trigger: nil)
        kept.keep(request)
        #expect(request.description.contains("UNNotificationRequest"))
      }
    }
  }

  @Test func aCopyKeepsItAndDescribes() async {
    await #expect(processExitsWith: .success) {
      DeepUserInfoTests.withDeepContent { content, kept in
        let copy = content.copy() as? UNNotificationContent
        let mutableCopy = content.mutableCopy() as? UNMutableNotificationContent
        kept.keep(copy as Any)
        kept.keep(mutableCopy as Any)
        #expect(copy?.userInfo.count == 1)
        #expect(mutableCopy?.userInfo.count == 1)
        #expect(copy?.description.contains("UNNotificationContent") == true)
        // Past the depth limit, values compare unequal rather than exhaust the stack.
        #expect(copy?.isEqual(content.copy()) == false)
      }
    }
  }

  /// A fixture is a tree the depth limit bounds: past it, the value is `null`, and the fixture
  /// saves as JSON that reads back.
  @Test func aFixtureEndsInNullPastTheLimitAndSavesAsJSON() async {
    await #expect(processExitsWith: .success) {
      DeepUserInfoTests.withDeepContent { content, kept in
        let fixture = content.fixture()
        var value = fixture["userInfo"]
        var levels = 0
        while case .fixture(let nested)? = value {
          value = nested["k"]
          levels += 1
        }
        // `userInfo` and 64 dictionaries below it: a dictionary may sit one level past the
        // depth limit, as in every door.
        #expect(value == .null)
        #expect(levels == FacsimileLimits.maximumDepth + 1)
        #expect((try? Fixture(json: fixture.jsonData())) != nil)
        #expect((try? JSONEncoder().encode(content)) != nil)
      }
    }
  }

  @Test func theArchiverRefusesItNamingTheKeyPath() async {
    await #expect(processExitsWith: .success) {
      DeepUserInfoTests.withDeepContent { content, kept in
        for secure in [true, false] {
          let error = #expect(throws: FacsimileError.self) {
            try NSKeyedArchiver.archivedData(withRootObject: content, requiringSecureCoding: secure)
          }
          #expect(error?.kind == .tooDeep)
          // The first dictionary past the limit: 65 levels below `userInfo`.
          let path = ["userInfo"] + Array(repeating: "k", count: FacsimileLimits.maximumDepth + 1)
          #expect(error?.keyPath == path.joined(separator: "."))
        }
        let request = UNNotificationRequest(identifier: "a", content: content, trigger: nil)
        kept.keep(request)
        let error = #expect(throws: FacsimileError.self) {
          try NSKeyedArchiver.archivedData(withRootObject: request, requiringSecureCoding: true)
        }
        #expect(error?.keyPath.hasPrefix("content.userInfo.k.k") == true)
      }
    }
  }
}
