// The test doubles of FacsimileTesting, recording from many threads at once. This target does not
// depend on FacsimileTesting yet (Package.swift lists only Facsimile and FacsimileCommand), so the
// suite compiles only where the module can be imported; add "FacsimileTesting" to the target's
// dependencies to run it everywhere.
#if canImport(FacsimileTesting)
  import FacsimileTesting
  import Foundation
  import Testing

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// An observer object for the recorders: it counts what it is sent.
  private final class Listener: @unchecked Sendable {
    // `received` is only touched while `lock` is held.
    private let lock = NSLock()
    private var received = 0

    var count: Int { lock.withLock { received } }

    @Sendable func receive(_: Notification) {
      lock.withLock { received += 1 }
    }
  }

  @Suite(.volume) struct DoublesStressTests {
    private let threads = 8
    private let rounds = 250

    /// Runs `body(thread, round)` on `threads` threads at once, `rounds` times each, off Swift
    /// concurrency's shared pool.
    private func hammer(_ body: @escaping @Sendable (Int, Int) -> Void) async {
      let (threads, rounds) = (threads, rounds)
      await onOwnThread(isLarge: false) {
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
          for round in 0..<rounds { body(thread, round) }
        }
      }
    }

    @Test func aNotificationCenterRecorderRecordsFromManyThreads() async {
      let center = NotificationCenterRecorder()
      let name = Notification.Name("Stress")
      let listener = Listener()
      let token = center.addObserver(
        forName: name, object: nil, queue: nil, using: listener.receive)
      let threads = threads
      let rounds = rounds
      await hammer { thread, round in
        let own = center.addObserver(
          forName: Notification.Name("T\(thread)"), object: nil, queue: nil
        ) { _ in }
        center.post(name: name, object: nil, userInfo: ["round": round])
        _ = center.observations
        _ = center.postedNotifications(named: name).count
        center.removeObserver(own)
      }
      #expect(center.postedNotifications(named: name).count == threads * rounds)
      #expect(listener.count == threads * rounds)
      #expect(center.observations.count == 1)
      center.removeObserver(token)
      #expect(center.observations.isEmpty)
    }

    @Test func aNotificationCenterSpyRecordsFromManyThreads() async {
      let spy = NotificationCenterSpy()
      let threads = threads
      let rounds = rounds
      await hammer { thread, round in
        let token = spy.addObserver(
          forName: Notification.Name("T\(thread)"), object: nil, queue: nil
        ) { _ in }
        spy.post(name: Notification.Name("P\(round)"), object: nil)
        spy.removeObserver(token)
        _ = spy.addedObservations.count
        _ = spy.removals.count
      }
      #expect(spy.addedObservations.count == threads * rounds)
      #expect(spy.removals.count == threads * rounds)
      #expect(spy.postedNotifications.count == threads * rounds)
    }

    @Test func aManualTimerSchedulerTakesTimersAndAdvancesFromManyThreads() async {
      let scheduler = ManualTimerScheduler()
      let listener = Listener()
      let threads = threads
      let rounds = rounds
      await hammer { thread, round in
        let timer = Timer(timeInterval: 0, repeats: false) { _ in
          listener.receive(Notification(name: .init("fired")))
        }
        scheduler.add(timer, forMode: .default)
        if round.isMultiple(of: 10) { scheduler.advance(by: 1) }
        _ = scheduler.scheduledTimers.count
        _ = thread
      }
      scheduler.fireAll()
      #expect(listener.count == threads * rounds)
    }

    @Test func aStubURLSessionAnswersAndRecordsFromManyTasks() async throws {
      let stub = StubURLSession()
      stub.respond(with: .json(#"{"ok": true}"#))
      let total = 64
      let answered = await withTaskGroup(of: Int.self) { group in
        for index in 0..<total {
          group.addTask {
            let url = URL(string: "https://example.com/items/\(index)")
            guard let url, let (data, _) = try? await stub.session.data(from: url) else {
              return 0
            }
            _ = stub.requests.count
            return data.isEmpty ? 0 : 1
          }
        }
        return await group.reduce(0, +)
      }
      #expect(answered == total)
      #expect(stub.requests.count == total)
      #expect(stub.unansweredRequests.isEmpty)
    }
  }
#endif
