import Facsimile
import Foundation

/// Runs every path over every workload size, interleaving repetitions after a warm-up, and
/// checks each path's objects against the floor's.
struct Benchmark {
  let counts: [Int]
  let repetitions: Int

  struct Row {
    let name: String
    var nanosecondsPerObject: [Int: [Double]] = [:]
    var peakKilobytes: Int?
    var isFacsimile = false
  }

  struct Report {
    var text: String
    var passedChecks: Bool
  }

  func run() throws -> Report {
    var rows = BenchmarkPath.all.map { Row(name: $0.name, isFacsimile: $0.isFacsimile) }
    var operationRows = [
      Row(
        name: "Facsimile: setValue(Int, forKey: \"badge\") (Int to NSNumber?)", isFacsimile: true),
      Row(name: "Facsimile: value(forKey: \"title\")", isFacsimile: true),
      Row(name: "Facsimile: object -> fixture -> JSON", isFacsimile: true),
    ]
    var problems: [String] = []
    var leaked = 0
    var jsonSizes: [Int: Int] = [:]

    for count in counts {
      let workload = try Workload(count: count)
      defer { try? FileManager.default.removeItem(at: workload.jsonFile) }
      jsonSizes[count] = workload.json.count
      let floor = digestOfInputs(workload, withUserInfo: true)
      let floorWithoutUserInfo = digestOfInputs(workload, withUserInfo: false)

      // Warm-up, and the check that every path built the same objects.
      for path in BenchmarkPath.all {
        let built = try path.build(workload)
        let expected = path.withoutUserInfo ? floorWithoutUserInfo : floor
        let actual = built.digest()
        if actual != expected {
          problems.append("\(path.name), N = \(count): built \(actual), expected \(expected)")
        }
        if path.isFacsimile {
          let sample = built.sample
          _ = consume built
          leaked += sample.filter { $0.object != nil }.count
        }
      }

      for repetition in 0..<repetitions {
        // Rotate the order so no path always runs right after the same neighbour.
        let order = Array(BenchmarkPath.all.indices)
        let shift = repetition % order.count
        let rotated: [Int] = Array(order[shift...]) + Array(order[..<shift])
        for index in rotated {
          let path = BenchmarkPath.all[index]
          let start = DispatchTime.now().uptimeNanoseconds
          let built = try path.build(workload)
          let elapsed = DispatchTime.now().uptimeNanoseconds - start
          rows[index].nanosecondsPerObject[count, default: []].append(
            Double(elapsed) / Double(built.count))
        }
        let operations = try SingleOperations.measure(workload)
        for (offset, value) in operations.enumerated() {
          operationRows[offset].nanosecondsPerObject[count, default: []].append(value)
        }
      }
    }

    let largest = counts.max() ?? 0
    for index in rows.indices {
      rows[index].peakKilobytes = MemoryProbe.measure(pathIndex: index, count: largest)
    }
    let memoryOfInputs = MemoryProbe.measure(pathIndex: nil, count: largest)
    return Report(
      text: format(
        rows: rows, operations: operationRows, jsonSizes: jsonSizes, largest: largest,
        baselineKilobytes: memoryOfInputs, leaked: leaked, problems: problems),
      passedChecks: problems.isEmpty && leaked == 0)
  }

  private func digestOfInputs(_ workload: Workload, withUserInfo: Bool) -> Digest {
    var digest = Digest()
    for input in workload.inputs {
      digest.add(
        actionIdentifier: input.actionIdentifier, date: input.date, identifier: input.identifier,
        title: input.title, body: input.body, badge: input.badge, sound: input.sound,
        articleId: withUserInfo ? input.articleId : nil, userInfoCount: withUserInfo ? 5 : 0)
    }
    return digest
  }

  // MARK: Formatting

  private func format(
    rows: [Row], operations: [Row], jsonSizes: [Int: Int], largest: Int, baselineKilobytes: Int?,
    leaked: Int, problems: [String]
  ) -> String {
    var lines: [String] = []
    lines.append(
      "facsimile-bench: \(repetitions) interleaved repetitions after a warm-up; ns per object "
        + "(median, min-max); peak memory at N = \(largest) measured in a child process.")
    lines.append("")
    var header = "| path |"
    var rule = "|---|"
    for count in counts {
      header += " N = \(count) |"
      rule += "---|"
    }
    header += " x floor (N = \(largest)) | peak memory (N = \(largest)) |"
    rule += "---|---|"
    lines += [header, rule]
    let floorMedian = rows.first.flatMap { median($0.nanosecondsPerObject[largest]) } ?? 1
    for row in rows {
      var line = "| \(row.name) |"
      for count in counts { line += " \(summary(row.nanosecondsPerObject[count])) |" }
      let ratio = (median(row.nanosecondsPerObject[largest]) ?? 0) / floorMedian
      line += " \(String(format: "%.1f", ratio)) |"
      line += " \(row.peakKilobytes.map(megabytes) ?? "n/a") |"
      lines.append(line)
    }
    for row in operations {
      var line = "| \(row.name) |"
      for count in counts { line += " \(summary(row.nanosecondsPerObject[count])) |" }
      line += " | |"
      lines.append(line)
    }
    lines.append("")
    lines += targets(rows: rows, operations: operations, jsonSizes: jsonSizes, largest: largest)
    lines.append("- objects leaked after the fabrication loops: \(leaked)")
    if let baselineKilobytes {
      lines.append(
        "- peak memory of a child that only prepares the input: \(megabytes(baselineKilobytes)) (subtracted above)"
      )
    }
    if problems.isEmpty {
      lines.append("- every path built the same objects as the floor (digests match)")
    } else {
      lines.append("- DIGEST MISMATCH:")
      lines += problems.map { "  - \($0)" }
    }
    return lines.joined(separator: "\n")
  }

  private func targets(rows: [Row], operations: [Row], jsonSizes: [Int: Int], largest: Int)
    -> [String]
  {
    func medianOf(_ name: String, _ count: Int) -> Double? {
      (rows + operations).first { $0.name.hasPrefix(name) }.flatMap {
        median($0.nanosecondsPerObject[count])
      }
    }
    var lines = ["Targets (same machine, same run, N = \(largest)):"]
    if let keyed = medianOf("Facsimile: keyed dictionary", largest),
      let hand = medianOf("hand-written", largest)
    {
      lines.append(
        String(
          format: "- keyed dictionary / hand-written [String: Any]: %.2fx (target: at most 2x)",
          keyed / hand))
    }
    if let json = medianOf("Facsimile: JSON file", largest),
      let decoder = medianOf("JSONDecoder, userInfo", largest),
      let plain = medianOf("JSONDecoder, without", largest)
    {
      lines.append(
        String(
          format: "- JSONDecoder with userInfo / Facsimile JSON: %.2fx (target: at least 2x)",
          decoder / json))
      lines.append(
        String(
          format: "- JSONDecoder without userInfo / Facsimile JSON: %.2fx (aim: at least 1x)",
          plain / json))
    }
    if let set = medianOf("Facsimile: setValue", largest) {
      lines.append(
        String(format: "- setValue(_:forKey:) with a coercion: %.0f ns (target: under 150 ns)", set)
      )
    }
    if let get = medianOf("Facsimile: value(forKey:", largest) {
      lines.append(String(format: "- value(forKey:): %.0f ns (target: under 100 ns)", get))
    }
    if let size = jsonSizes[largest],
      let json = rows.first(where: { $0.name == "Facsimile: JSON file" })?.peakKilobytes,
      let serialization = rows.first(where: { $0.name.hasPrefix("JSONSerialization") })?
        .peakKilobytes
    {
      let sizeKilobytes = Double(size) / 1024
      lines.append(
        String(
          format:
            "- peak memory / JSON size (%.1f MB): Facsimile %.1fx, JSONSerialization + hand-written %.1fx (target: at most 3x)",
          sizeKilobytes / 1024, Double(json) / sizeKilobytes, Double(serialization) / sizeKilobytes)
      )
    }
    if let smallest = counts.min(), smallest != largest {
      for row in rows + operations where row.isFacsimile {
        if let small = median(row.nanosecondsPerObject[smallest]),
          let large = median(row.nanosecondsPerObject[largest])
        {
          lines.append(
            String(
              format: "- cost per object at N = %d / at N = %d, %@: %.2f (flat is 1)", largest,
              smallest, row.name, large / small))
        }
      }
    }
    return lines
  }

  private func median(_ values: [Double]?) -> Double? {
    guard let values, !values.isEmpty else { return nil }
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
  }

  private func summary(_ values: [Double]?) -> String {
    guard let values, let median = median(values), let low = values.min(), let high = values.max()
    else { return "n/a" }
    return "\(format(median)) (\(format(low))-\(format(high)))"
  }

  private func format(_ nanoseconds: Double) -> String {
    nanoseconds >= 10_000
      ? String(format: "%.1f us", nanoseconds / 1000) : String(format: "%.0f ns", nanoseconds)
  }

  private func megabytes(_ kilobytes: Int) -> String {
    String(format: "%.1f MB", Double(kilobytes) / 1024)
  }
}

/// Single key-value operations and the round trip back to JSON, per operation.
enum SingleOperations {
  static func measure(_ workload: Workload) throws -> [Double] {
    let count = workload.count
    let responses = try workload.dictionaries.prefix(1_000).map {
      try InstanceHelper.create(UNNotificationResponse.self, properties: $0)
    }
    guard let content = responses.first?.notification.request.content else { return [0, 0, 0] }

    var start = DispatchTime.now().uptimeNanoseconds
    for index in 0..<count { try content.setValue(index & 7, forKey: "badge") }
    let set = Double(DispatchTime.now().uptimeNanoseconds - start) / Double(count)

    var found = 0
    start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<count where try content.value(forKey: "title") != nil { found += 1 }
    let get = Double(DispatchTime.now().uptimeNanoseconds - start) / Double(max(found, 1))

    var bytes = 0
    start = DispatchTime.now().uptimeNanoseconds
    for response in responses { bytes += response.fixture().jsonData(pretty: false).count }
    let roundTrip = Double(DispatchTime.now().uptimeNanoseconds - start) / Double(responses.count)
    if bytes == 0 { throw CocoaError(.coderInvalidValue) }
    return [set, get, roundTrip]
  }
}
