import FacsimileCore
import Foundation
import Testing

/// Hands one object to many tasks. Like Apple's, Facsimile's models are not `Sendable`; their
/// keyed state sits behind each object's storage lock, which is what these tests exercise.
private struct Shared<Object>: @unchecked Sendable {
  let object: Object
}

@Suite struct ConcurrencyTests {
  @Test func readingAndSettingByKeyFromManyTasksIsSafe() async throws {
    let box = Shared(
      object: try InstanceHelper.create(Part.self, properties: ["child": ["serial": "start"]]))
    let rounds = 2_000
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<8 {
        group.addTask {
          let shared = box.object
          for round in 0..<rounds {
            if task.isMultiple(of: 2) {
              try? shared.setValue(round, forKey: "count")
              try? shared.setValue("task\(task)", forKeyPath: "child.serial")
            } else {
              _ = try? shared.value(forKey: "count")
              _ = try? shared.value(forKeyPath: "child.serial")
              _ = shared.description
            }
          }
        }
      }
    }
    #expect(box.object.count == rounds - 1)
    #expect(box.object.child?.serial.hasPrefix("task") == true)
  }

  @Test func fabricatingFromManyTasksAtOnceIsSafe() async throws {
    let made = await withTaskGroup(of: Int.self) { group in
      for task in 0..<8 {
        group.addTask {
          var count = 0
          for round in 0..<500 {
            let part = try? InstanceHelper.create(
              Part.self, properties: ["serial": "\(task)-\(round)", "child": ["count": round]])
            if part?.child?.count == round { count += 1 }
          }
          return count
        }
      }
      return await group.reduce(0, +)
    }
    #expect(made == 8 * 500)
  }
}
