import Foundation

/// What a center keeps beside its pending and delivered lists, under the same lock: each list's
/// index by identifier, and a serial for every request that joined the pending list, which a
/// notification clock arms from (FacsimileTesting's `NotificationClock`).
///
/// A serial names one addition: a request removed and added again (the same object, since a
/// request is immutable and its copy is itself) is a new addition, with a new serial, and a
/// clock arms it again from the time it was added.
struct CenterBook {
  /// The pending requests by identifier.
  var pending = IdentifiedList<UNNotificationRequest> { $0.identifier }
  /// The delivered notifications by their request's identifier.
  var delivered = IdentifiedList<UNNotification> { $0.request.identifier }

  /// The serial of each pending request.
  private var serials: [ObjectIdentifier: Int] = [:]
  /// Additions, oldest first; those no longer pending are dropped from time to time.
  private var additions: [(serial: Int, request: UNNotificationRequest)] = []
  /// The last serial given.
  private(set) var lastSerial = 0

  /// Records requests that joined the pending list.
  ///
  /// - Parameter requests: The requests, in the order they joined.
  mutating func recordAdded(_ requests: [UNNotificationRequest]) {
    for request in requests {
      lastSerial += 1
      serials[ObjectIdentifier(request)] = lastSerial
      additions.append((lastSerial, request))
    }
    // Drop additions no longer pending once they outnumber the pending ones: O(1) amortized.
    if additions.count > 2 * serials.count + 64 {
      additions.removeAll { serials[ObjectIdentifier($0.request)] != $0.serial }
    }
  }

  /// Records requests that left the pending list.
  ///
  /// - Parameter requests: The requests.
  mutating func recordRemoved(_ requests: [UNNotificationRequest]) {
    for request in requests { serials[ObjectIdentifier(request)] = nil }
  }

  /// Forgets every pending request.
  mutating func recordRemovedAll() {
    serials = [:]
    additions = []
  }

  /// Whether the addition with `serial` is still pending.
  ///
  /// - Parameters:
  ///   - request: The request.
  ///   - serial: Its addition's serial.
  /// - Returns: `true` if it has not left the pending list since.
  func isPending(_ request: UNNotificationRequest, serial: Int) -> Bool {
    serials[ObjectIdentifier(request)] == serial
  }

  /// The additions after `serial` that are still pending, oldest first.
  ///
  /// - Parameter serial: The last serial the caller has seen.
  /// - Returns: The requests, each with its serial.
  func pendingAdditions(after serial: Int) -> [(request: UNNotificationRequest, serial: Int)] {
    var low = 0
    var high = additions.count
    while low < high {
      let middle = (low + high) / 2
      if additions[middle].serial <= serial { low = middle + 1 } else { high = middle }
    }
    return additions[low...].filter { isPending($0.request, serial: $0.serial) }.map {
      (request: $0.request, serial: $0.serial)
    }
  }
}
