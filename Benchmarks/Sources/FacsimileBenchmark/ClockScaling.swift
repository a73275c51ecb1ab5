import Facsimile
import FacsimileTesting
import Foundation

/// How scheduling and the notification clock grow with the number of requests: each operation
/// at n and 10n, timed (best of three runs on fresh centers). Linear growth is about 10x per
/// step, quadratic 100x; a step above 30x (halfway on a log scale) is flagged SUPER-LINEAR.
@MainActor
enum ClockScaling {
  /// A step of growth above this is reported as super-linear.
  static let flaggedGrowth = 30.0

  /// One timed operation: prepares a center for n requests and returns the work to time, which
  /// answers whether its result was the expected one.
  struct Operation {
    let name: String
    let sizes: [Int]
    let prepare: @MainActor (Int) async throws -> @MainActor () async -> Bool
  }

  private static func request(_ index: Int, after seconds: TimeInterval) -> UNNotificationRequest {
    UNNotificationRequest(
      identifier: "request-\(index)", content: UNMutableNotificationContent(),
      trigger: UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: false))
  }

  private static func operations(quick: Bool) -> [Operation] {
    let many = quick ? [1_000, 10_000] : [2_000, 20_000]
    return [
      Operation(name: "add n requests (new identifiers)", sizes: many) { n in
        let center = try InstanceHelper.create(UNUserNotificationCenter.self)
        let requests = (0..<n).map { request($0, after: 60) }
        return {
          for request in requests { center.add(request, withCompletionHandler: nil) }
          return await center.pendingNotificationRequests().count == n
        }
      },
      Operation(name: "first advance with n pending, none due (arms them)", sizes: many) { n in
        let center = try InstanceHelper.create(UNUserNotificationCenter.self)
        for index in 0..<n {
          center.add(request(index, after: 1e9), withCompletionHandler: nil)
        }
        let clock = NotificationClock(center: center)
        return {
          await clock.advance(by: 60)
          return clock.deliveries.isEmpty
        }
      },
      Operation(name: "next advance with n pending, none due", sizes: many) { n in
        let center = try InstanceHelper.create(UNUserNotificationCenter.self)
        for index in 0..<n {
          center.add(request(index, after: 1e9), withCompletionHandler: nil)
        }
        let clock = NotificationClock(center: center)
        await clock.advance(by: 1)  // arms them: a test's first advance
        return {
          await clock.advance(by: 60)
          return clock.deliveries.isEmpty
        }
      },
      Operation(name: "advance delivering n due at once", sizes: [500, 5_000]) { n in
        let center = try InstanceHelper.create(UNUserNotificationCenter.self)
        for index in 0..<n {
          center.add(request(index, after: 60), withCompletionHandler: nil)
        }
        let clock = NotificationClock(center: center)
        return {
          await clock.advance(by: 60)
          return clock.deliveries.count == n
        }
      },
    ]
  }

  /// Times every operation at its sizes and returns the section's lines.
  static func run(quick: Bool) async throws -> [String] {
    var lines = [
      "## Scaling of scheduling and the notification clock with n requests (time per request; "
        + "growth per 10x of n: linear is about 10x, quadratic 100x)",
      "",
      "| operation | n | 10n | time at n | time at 10n | per request at 10n | growth |",
      "|---|---|---|---|---|---|---|",
    ]
    var flagged: [String] = []
    for operation in operations(quick: quick) {
      var seconds: [Double] = []
      for n in operation.sizes {
        var best = Double.infinity
        for _ in 0..<3 {
          let work = try await operation.prepare(n)
          let start = DispatchTime.now().uptimeNanoseconds
          let correct = await work()
          let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
          guard correct else { throw Scaling.ScalingError(operation: operation.name, n: n) }
          best = min(best, elapsed)
        }
        seconds.append(best)
      }
      let growth = (seconds.last ?? 0) / max(seconds.first ?? 1, 1e-9)
      let largest = Double(operation.sizes.last ?? 1)
      lines.append(
        String(
          format: "| %@ | %d | %d | %.3f s | %.3f s | %.1f µs | %.1fx |", operation.name,
          operation.sizes.first ?? 0, operation.sizes.last ?? 0, seconds.first ?? 0,
          seconds.last ?? 0, (seconds.last ?? 0) / largest * 1e6, growth))
      if growth > flaggedGrowth {
        flagged.append(
          String(format: "- SUPER-LINEAR: %@ grows %.1fx per 10x of n", operation.name, growth))
      }
    }
    lines.append("")
    lines +=
      flagged.isEmpty
      ? [String(format: "- every operation grows at most %.0fx per 10x of n", flaggedGrowth)]
      : flagged
    return lines
  }
}
