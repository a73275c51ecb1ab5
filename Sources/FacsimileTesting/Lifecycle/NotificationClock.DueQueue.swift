import Facsimile

extension NotificationClock {
  /// One armed addition of a request: when it comes due next, and the order it was armed in,
  /// which breaks ties between equal dates.
  struct Armed {
    let request: UNNotificationRequest
    /// The center's serial for this addition: it is still pending while the center says so.
    let serial: Int
    let order: Int
    var due: Date

    /// Whether it comes due before `other`: the earlier date, or the earlier-armed of equals.
    func precedes(_ other: Armed) -> Bool {
      due != other.due ? due < other.due : order < other.order
    }
  }

  /// The armed requests as a binary min-heap by due date: the next one due is read in O(1),
  /// taken or added in O(log n), so an advance over n pending requests with k due costs
  /// O((n + k) log n), not a scan of every request per delivery.
  struct DueQueue {
    private(set) var entries: [Armed] = []

    var isEmpty: Bool { entries.isEmpty }
    var count: Int { entries.count }

    /// The entry due first, if any.
    var first: Armed? { entries.first }

    /// Adds an entry.
    mutating func insert(_ entry: Armed) {
      entries.append(entry)
      var child = entries.count - 1
      while child > 0 {
        let parent = (child - 1) / 2
        guard entries[child].precedes(entries[parent]) else { break }
        entries.swapAt(child, parent)
        child = parent
      }
    }

    /// Takes the entry due first.
    mutating func removeFirst() -> Armed? {
      guard !entries.isEmpty else { return nil }
      entries.swapAt(0, entries.count - 1)
      let first = entries.removeLast()
      siftDown(from: 0)
      return first
    }

    /// Keeps the entries `keep` answers `true` for, each changed by it, in O(n).
    mutating func update(_ keep: (inout Armed) -> Bool) {
      entries = entries.compactMap { entry in
        var entry = entry
        return keep(&entry) ? entry : nil
      }
      for index in stride(from: entries.count / 2 - 1, through: 0, by: -1) {
        siftDown(from: index)
      }
    }

    private mutating func siftDown(from start: Int) {
      var parent = start
      while true {
        let left = 2 * parent + 1
        let right = left + 1
        var first = parent
        if left < entries.count, entries[left].precedes(entries[first]) { first = left }
        if right < entries.count, entries[right].precedes(entries[first]) { first = right }
        guard first != parent else { return }
        entries.swapAt(parent, first)
        parent = first
      }
    }
  }
}
