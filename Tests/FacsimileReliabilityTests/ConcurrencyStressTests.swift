import Facsimile
import Foundation
import Testing

/// Many tasks fabricating, setting and reading the same and different objects at once. Run under
/// `swift test --sanitize=thread` (Scripts/sanitizers.sh), these are the thread sanitizer's input.
@Suite(.volume) struct ConcurrencyStressTests {
  private let tasks = 8
  private let rounds = 200

  private static let fixture: Fixture = [
    "actionIdentifier": "OPEN",
    "notification": [
      "date": "2026-11-21T08:30:00Z",
      "request": [
        "identifier": "article-1",
        "content": ["title": "Hello", "badge": 3, "userInfo": ["articleId": "1"]],
        "trigger": ["$type": "UNTimeIntervalNotificationTrigger", "timeInterval": 60],
      ],
    ],
  ]

  @Test func fabricatingFromSharedFixturesOnEveryDoorAtOnce() async throws {
    let reference = try UNNotificationResponse.fabricate(from: Self.fixture)
    let document = try JSONFixture(data: Self.fixture.jsonData())
    let payload = try PushPayload(json: #"{"aps": {"alert": {"title": "Hi"}, "badge": 2}}"#)
    let expected = Shared(object: reference)
    let mismatches = await withTaskGroup(of: Int.self) { group in
      for task in 0..<tasks {
        group.addTask {
          var mismatches = 0
          for round in 0..<rounds {
            await Self.yieldNow(round)
            let made: UNNotificationResponse?
            switch (task + round) % 4 {
            case 0: made = try? UNNotificationResponse.fabricate(from: Self.fixture)
            case 1: made = try? document.fabricate(UNNotificationResponse.self)
            case 2: made = UNNotificationResponse(coder: KeyedCoder(Self.fixture.properties))
            default:
              made = try? payload.response()
              if made?.notification.request.content.title != "Hi" { mismatches += 1 }
              continue
            }
            if made?.isEqual(expected.object) != true { mismatches += 1 }
          }
          return mismatches
        }
      }
      return await group.reduce(0, +)
    }
    #expect(mismatches == 0)
  }

  @Test func settingAndReadingOneObjectFromManyTasks() async throws {
    let shared = Shared(object: try UNNotificationResponse.fabricate(from: Self.fixture))
    let titles = (0..<tasks).map { "title \($0)" }
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<tasks {
        group.addTask {
          let response = shared.object
          for round in 0..<rounds {
            await Self.yieldNow(round)
            switch (task + round) % 6 {
            case 0:
              try? response.setValue(titles[task], forKeyPath: "notification.request.content.title")
            case 1:
              try? response.setValue(round, forKeyPath: "notification.request.content.badge")
            case 2:
              // Replace a whole subtree while others read through it.
              try? response.setValue(
                ["request": ["identifier": "r\(round)", "content": ["title": titles[task]]]],
                forKey: "notification")
            case 3:
              _ = try? response.value(forKeyPath: "notification.request.content.title")
              _ = try? response.value(forKeyPath: "notification.request.content.userInfo.articleId")
            case 4:
              _ = response.fixture()
              _ = response.description
              _ = response.treeDescription
            default:
              let copy = response.copy()
              _ = response.isEqual(copy)
              _ = response.hash
              _ = try? JSONEncoder().encode(response)
            }
          }
        }
      }
    }
    let title = try shared.object.value(forKeyPath: "notification.request.content.title") as? String
    #expect(title.map(titles.contains) == true)
  }

  @Test func manyParentsSharingOneChildWhileItChanges() async throws {
    let child = Shared(object: try InstanceHelper.create(Node.self, properties: ["name": "child"]))
    let parents = Shared(
      object: try (0..<tasks).map { _ in try InstanceHelper.create(Node.self) })
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<tasks {
        group.addTask {
          let parent = parents.object[task]
          let neighbour = parents.object[(task + 1) % parents.object.count]
          for round in 0..<rounds {
            await Self.yieldNow(round)
            switch round % 5 {
            case 0: try? parent.setValue(child.object, forKey: "child")
            case 1: try? child.object.setValue(round, forKey: "count")
            case 2: try? child.object.setValue(["t\(task)"], forKey: "tags")
            case 3:
              _ = try? neighbour.value(forKeyPath: "child.count")
              _ = try? neighbour.value(forKeyPath: "child.tags")
            default:
              _ = neighbour.copy()
              _ = neighbour.fixture()
            }
          }
        }
      }
    }
    for parent in parents.object {
      #expect(parent.child === child.object)
    }
  }

  @Test func failedChangesFromManyTasksNeverShowHalfway() async throws {
    let shared = Shared(
      object: try InstanceHelper.create(
        Node.self, properties: ["name": "root", "child": ["name": "kept", "count": 1]]))
    let changed = await withTaskGroup(of: Int.self) { group in
      for task in 0..<tasks {
        group.addTask {
          let node = shared.object
          var changed = 0
          for round in 0..<rounds {
            await Self.yieldNow(round)
            if task.isMultiple(of: 2) {
              // Each of these fails, so nothing may ever change.
              try? node.setValue(["name": "half", "count": "bad"], forKey: "child")
              try? node.setValue("x", forKeyPath: "child.count")
              try? node.setValue(node, forKeyPath: "child.child")
            } else {
              let name = try? node.value(forKeyPath: "child.name") as? String
              let count = try? node.value(forKeyPath: "child.count") as? Int
              if name != "kept" || count != 1 { changed += 1 }
            }
          }
          return changed
        }
      }
      return await group.reduce(0, +)
    }
    #expect(changed == 0)
    #expect(shared.object.child?.child == nil)
  }

  @Test func fabricatingDifferentObjectsOfEveryModelAtOnce() async throws {
    let examples = try FileManager.default.contentsOfDirectory(
      at: Self.examples.appendingPathComponent("fixtures"), includingPropertiesForKeys: nil)
    let documents = Shared(object: try examples.map { try JSONFixture(contentsOf: $0) })
    let failures = await withTaskGroup(of: Int.self) { group in
      for task in 0..<tasks {
        group.addTask {
          var failures = 0
          for round in 0..<rounds {
            await Self.yieldNow(round)
            let document = documents.object[(task + round) % documents.object.count]
            do {
              let response = try document.fabricate(UNNotificationResponse.self)
              try response.setValue("t\(task)", forKeyPath: "notification.request.content.title")
              _ = try Self.refabricate(response)
            } catch {
              failures += 1
            }
          }
          return failures
        }
      }
      return await group.reduce(0, +)
    }
    #expect(failures == 0)
  }

  @Test func twoThreadsSettingEachOtherAsChildNeverMakeACycle() async throws {
    // Two threads doing `a.child = b` and `b.child = a` at once must not both pass the cycle
    // check before either writes (before the check and the write shared one lock, 1 to 15 pairs
    // in 20,000 ended as cycles). The threads walk the same list of pairs side by side, so they
    // meet on the same pair often.
    let cycles = await onOwnThread(isLarge: false) { () -> Int in
      for _ in 0..<5 {
        let pairs = Shared(
          object: (0..<20_000).compactMap { _ -> (Node, Node)? in
            guard let a = try? Node.blank(), let b = try? Node.blank() else { return nil }
            return (a, b)
          })
        DispatchQueue.concurrentPerform(iterations: 2) { side in
          for (a, b) in pairs.object {
            if side == 0 {
              try? a.setValue(b, forKey: "child")
            } else {
              try? b.setValue(a, forKey: "child")
            }
          }
        }
        let cycles = pairs.object.filter { $0.0.child === $0.1 && $0.1.child === $0.0 }.count
        // Break every cycle, or the pairs leak.
        for (a, _) in pairs.object { try? a.setValue(nil, forKey: "child") }
        if cycles > 0 { return cycles }
      }
      return 0
    }
    #expect(cycles == 0)
  }

  /// Lets other tests' tasks run every few rounds: the shared pool has only a thread per core.
  private static func yieldNow(_ round: Int) async {
    if round.isMultiple(of: 10) { await Task.yield() }
  }

  /// Fabricates `object` again from its fixture, as its own class.
  private static func refabricate(_ object: any KeyValueCodable) throws -> any KeyValueCodable {
    func open<T: KeyValueCodable>(_: T.Type) throws -> any KeyValueCodable {
      try T.fabricate(from: object.fixture())
    }
    let type: any KeyValueCodable.Type = Swift.type(of: object)
    return try open(type)
  }

  /// The repository's Examples folder.
  private static let examples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples")
}
