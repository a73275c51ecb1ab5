import Facsimile
import Foundation

/// Runs every path over every workload and size, interleaving repetitions after a warm-up,
/// checks each path's objects against the floor's, then prints the table and the targets of each
/// workload and the scaling of fixture operations.
struct Benchmark {
  let counts: [Int]
  let repetitions: Int
  let scalingSizes: [Int]

  struct Row {
    let name: String
    var nanosecondsPerObject: [Int: [Double]] = [:]
    var peakKilobytes: Int?
    var isFacsimile = false

    func median(_ count: Int) -> Double? {
      guard let values = nanosecondsPerObject[count], !values.isEmpty else { return nil }
      return values.sorted()[values.count / 2]
    }
  }

  /// One workload's figures.
  struct Measured {
    let kind: Workload.Kind
    var rows: [Row]
    var operations: [Row]
    var jsonSizes: [Int: Int] = [:]
    var leaked = 0
    var problems: [String] = []
  }

  struct Report {
    var text: String
    var passedChecks: Bool
  }

  var largest: Int { counts.max() ?? 0 }

  func run() throws -> Report {
    var lines = [
      "facsimile-bench: \(repetitions) interleaved repetitions after a warm-up; ns per object "
        + "(median, min-max); peak memory at N = \(largest), each path alone in a child process."
    ]
    var passed = true
    for kind in Workload.Kind.allCases {
      let measured = try measure(kind)
      lines += [""] + format(measured)
      passed = passed && measured.problems.isEmpty && measured.leaked == 0
    }
    lines += [""] + (try Scaling.run(sizes: scalingSizes))
    return Report(text: lines.joined(separator: "\n"), passedChecks: passed)
  }

  private func measure(_ kind: Workload.Kind) throws -> Measured {
    var measured = Measured(
      kind: kind, rows: BenchmarkPath.all.map { Row(name: $0.name, isFacsimile: $0.isFacsimile) },
      operations: SingleOperations.names.map { Row(name: $0, isFacsimile: !$0.hasPrefix("floor")) })
    for count in counts {
      let workload = Workload(kind, count: count)
      measured.jsonSizes[count] = workload.jsonSize
      let floor = try BenchmarkPath.all[0].build(workload).digest()

      // Warm-up, and the check that every path built the same objects.
      for path in BenchmarkPath.all {
        let built = try path.build(workload)
        let expected = path.withoutUserInfo ? floorDigestWithoutUserInfo(workload) : floor
        let actual = built.digest()
        if actual != expected {
          measured.problems.append(
            "\(kind), \(path.name), N = \(count): built \(actual), expected \(expected)")
        }
        if path.isFacsimile {
          let sample = built.sample
          _ = consume built
          measured.leaked += sample.filter { $0.object != nil }.count
        }
      }
      measured.problems += try SingleOperations.checkRoundTrip(workload)

      for repetition in 0..<repetitions {
        // Rotate the order so no path always runs right after the same neighbour.
        let order = Array(BenchmarkPath.all.indices)
        let shift = repetition % order.count
        for index in order[shift...] + order[..<shift] {
          let path = BenchmarkPath.all[index]
          let start = DispatchTime.now().uptimeNanoseconds
          let built = try path.build(workload)
          let elapsed = DispatchTime.now().uptimeNanoseconds - start
          measured.rows[index].nanosecondsPerObject[count, default: []].append(
            Double(elapsed) / Double(built.count))
        }
        let operations = try SingleOperations.measure(workload)
        for (offset, value) in operations.enumerated() {
          measured.operations[offset].nanosecondsPerObject[count, default: []].append(value)
        }
      }
    }
    for index in measured.rows.indices {
      measured.rows[index].peakKilobytes = MemoryProbe.measure(
        kind, pathIndex: index, count: largest)
    }
    return measured
  }

  /// The floor's digest with `userInfo` left out, for the `JSONDecoder` path without it.
  private func floorDigestWithoutUserInfo(_ workload: Workload) -> Digest {
    var digest = Digest()
    for input in workload.inputs {
      digest.add(
        actionIdentifier: input.actionIdentifier, date: Date(timeIntervalSince1970: input.date),
        identifier: input.identifier, title: input.title, body: input.body, badge: input.badge,
        sound: input.sound, userInfo: .absent)
    }
    return digest
  }

  // MARK: Formatting

  private func format(_ measured: Measured) -> [String] {
    var lines = ["## \(measured.kind.title)", ""]
    var header = "| path |"
    var rule = "|---|"
    for count in counts {
      header += " N = \(count) |"
      rule += "---|"
    }
    header += " x floor (N = \(largest)) | peak memory (N = \(largest)) |"
    rule += "---|---|"
    lines += [header, rule]
    let floorMedian = measured.rows.first?.median(largest) ?? 1
    for row in measured.rows {
      var line = "| \(row.name) |"
      for count in counts { line += " \(summary(row.nanosecondsPerObject[count])) |" }
      line += " \(String(format: "%.1f", (row.median(largest) ?? 0) / floorMedian)) |"
      line += " \(row.peakKilobytes.map(megabytes) ?? "n/a") |"
      lines.append(line)
    }
    for row in measured.operations {
      var line = "| \(row.name) |"
      for count in counts { line += " \(summary(row.nanosecondsPerObject[count])) |" }
      lines.append(line + " | |")
    }
    lines += ["", "Targets (\(measured.kind), ratios of medians within this run, N = \(largest)):"]
    lines += targets(measured)
    return lines
  }

  private func targets(_ measured: Measured) -> [String] {
    let all = measured.rows + measured.operations
    func median(_ name: String, _ count: Int? = nil) -> Double {
      all.first { $0.name == name }?.median(count ?? largest) ?? .nan
    }
    var lines: [String] = []
    func target(_ text: String, _ value: Double, atMost limit: Double, _ shown: String) {
      let met = value <= limit
      lines.append(
        "- \(met ? "met   " : "MISSED") \(text): \(shown)"
          + (met ? "" : String(format: " (missed by %.2fx)", value / limit)))
    }
    func target(_ text: String, _ value: Double, atLeast limit: Double, _ shown: String) {
      let met = value >= limit
      lines.append(
        "- \(met ? "met   " : "MISSED") \(text): \(shown)"
          + (met ? "" : String(format: " (missed by %.2fx)", limit / value)))
    }
    let keyed = median(PathName.keyed)
    let hand = median(PathName.handWritten)
    target(
      "keyed dictionary -> graph at most 2x hand-written [String: Any]", keyed / hand, atMost: 2,
      String(format: "%.2fx (%@ against %@)", keyed / hand, time(keyed), time(hand)))
    // The keyed path defers making each `userInfo` a `[AnyHashable: Any]` to its first read:
    // the same target with that read counted.
    let keyedRead = median(PathName.keyedThenUserInfo)
    target(
      "keyed dictionary -> graph, then userInfo read, at most 2x hand-written [String: Any]",
      keyedRead / hand, atMost: 2,
      String(format: "%.2fx (%@ against %@)", keyedRead / hand, time(keyedRead), time(hand)))
    let json = median(PathName.json)
    let decoder = median(PathName.decoder)
    let plain = median(PathName.decoderWithoutUserInfo)
    target(
      "JSON bytes -> graph at least 4x faster than JSONDecoder with userInfo", decoder / json,
      atLeast: 4, String(format: "%.2fx (%@ against %@)", decoder / json, time(json), time(decoder))
    )
    target(
      "JSON bytes -> graph no slower than JSONDecoder without userInfo", json / plain, atMost: 1,
      String(format: "%.2fx (%@ against %@)", json / plain, time(json), time(plain)))
    let set = median(SingleOperations.setValue)
    let tableSet = median(SingleOperations.tableSet)
    target(
      "setValue(_:forKey:) with a coercion at most 150 ns", set, atMost: 150,
      String(format: "%@ (%.2fx the KeyPath table's %@)", time(set), set / tableSet, time(tableSet))
    )
    let get = median(SingleOperations.value)
    let tableGet = median(SingleOperations.tableGet)
    target(
      "value(forKey:) under 100 ns", get, atMost: 100,
      String(format: "%@ (%.2fx the KeyPath table's %@)", time(get), get / tableGet, time(tableGet))
    )
    let setter = median(SingleOperations.setter)
    let storedSet = median(SingleOperations.storedSet)
    target(
      "the public setter at most 2x a plain class's stored property", setter / storedSet, atMost: 2,
      String(format: "%.2fx (%@ against %@)", setter / storedSet, time(setter), time(storedSet)))
    let getter = median(SingleOperations.getter)
    let storedGet = median(SingleOperations.storedGet)
    lines.append(
      String(
        format: "- (for reference) the public getter / a plain class's stored property: "
          + "%.2fx (%@ against %@)", getter / storedGet, time(getter), time(storedGet)))
    if let size = measured.jsonSizes[largest],
      let peak = measured.rows.first(where: { $0.name == PathName.json })?.peakKilobytes
    {
      let ratio = Double(peak) * 1024 / Double(size)
      target(
        "peak memory of JSON -> graph at most 3x the JSON size", ratio, atMost: 3,
        String(
          format: "%.1fx (%@ for %.1f MB of JSON)", ratio, megabytes(peak),
          Double(size) / 1_048_576))
    }
    if let smallest = counts.min(), smallest != largest {
      for row in all where row.isFacsimile {
        let ratio = median(row.name, largest) / median(row.name, smallest)
        target(
          "cost per object flat from N = \(smallest) to \(largest) (at most 1.25), \(row.name)",
          ratio, atMost: 1.25, String(format: "%.2f", ratio))
      }
    }
    target(
      "0 objects leaked after the fabrication loops", Double(measured.leaked), atMost: 0,
      "\(measured.leaked)")
    if measured.problems.isEmpty {
      lines.append(
        "- met    every digest equal to the floor's, and every object read back equal from its JSON"
      )
    } else {
      lines.append("- MISSED every digest equal to the floor's:")
      lines += measured.problems.map { "  - \($0)" }
    }
    let table = median(PathName.setterTable)
    lines.append(
      String(
        format: "- (for reference) keyed dictionary / KeyPath setter table: %.2fx; "
          + "setter table / hand-written [String: Any]: %.2fx", keyed / table, table / hand))
    return lines
  }

  private func summary(_ values: [Double]?) -> String {
    guard let values, !values.isEmpty else { return "n/a" }
    let sorted = values.sorted()
    let median = sorted[sorted.count / 2]
    return "\(time(median)) (\(time(sorted[0]))-\(time(sorted[sorted.count - 1])))"
  }

  private func time(_ nanoseconds: Double) -> String {
    nanoseconds >= 10_000
      ? String(format: "%.1f us", nanoseconds / 1000) : String(format: "%.0f ns", nanoseconds)
  }

  private func megabytes(_ kilobytes: Int) -> String {
    String(format: "%.1f MB", Double(kilobytes) / 1024)
  }
}
