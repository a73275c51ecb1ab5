import Facsimile
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// facsimile-bench: Facsimile against the alternatives, measured in one run. See Docs/Performance.md.
//
//   swift run -c release facsimile-bench            full: N = 1,000, 10,000, 100,000
//   swift run -c release facsimile-bench --quick    CI: N = 1,000 and 4,000, fewer repetitions
//   swift run -c release facsimile-bench --only PATH-INDEX COUNT [article|push]
//                                                    one path once, for a profiler
//   swift run -c release facsimile-bench --operations COUNT
//                                                    the single operations alone, COUNT times
//                                                    each, 5 repetitions: for a quick look
//   swift run -c release facsimile-bench --archiving [COUNT]
//                                                    the archiving scaling section alone; with
//                                                    COUNT, one content of COUNT userInfo values
//                                                    archived and unarchived once, for a profiler
//   swift run -c release facsimile-bench --clock     the scheduling and clock scaling section
//                                                    alone (with --quick, at smaller n)
//   swift run -c release facsimile-bench --trace [N] Architecture.md's example N times (2), for
//                                                    Scripts/trace-path.sh

let arguments = CommandLine.arguments.dropFirst()
let usage = """
  usage: facsimile-bench [--quick]
         facsimile-bench --only PATH-INDEX COUNT [article|push]
         facsimile-bench --operations COUNT
         facsimile-bench --archiving [COUNT]
         facsimile-bench --clock [--quick]
         facsimile-bench --trace [N]

  Measures Facsimile against hand-written code, JSONSerialization and JSONDecoder in one run
  (Docs/Performance.md). --quick is the CI smoke run; --only runs one path once, for a profiler;
  --operations times the single operations and their floors alone; --archiving times archiving
  alone; with COUNT, it archives one content once, for a profiler; --clock times scheduling and
  the notification clock alone; --trace makes Architecture.md's example N times (2), for the
  trace Scripts/trace-path.sh counts.
  """
if arguments.contains("--help") || arguments.contains("-h") {
  print(usage)
  exit(0)
}
let known: Set<String> = [
  "--quick", "--only", "--memory", "--archiving", "--clock", "--operations", "--trace",
]
if let unknown = arguments.first(where: { $0.hasPrefix("-") && !known.contains($0) }) {
  let message = "facsimile-bench: unknown option \(unknown)\n\(usage)\n"
  FileHandle.standardError.write(Data(message.utf8))
  exit(64)
}
if let index = arguments.firstIndex(of: "--memory") {
  exit(MemoryProbe.runChild(Array(arguments[index...])))
}
if let index = arguments.firstIndex(of: "--only") {
  let rest = Array(arguments[index...])
  guard rest.count == 3 || rest.count == 4, let path = Int(rest[1]),
    BenchmarkPath.all.indices.contains(path), let count = Int(rest[2]),
    let kind = rest.count == 4 ? Workload.Kind(rawValue: rest[3]) : .article
  else {
    FileHandle.standardError.write(Data("\(usage)\n".utf8))
    exit(64)
  }
  do {
    let workload = Workload(kind, count: count)
    let built = try BenchmarkPath.all[path].build(workload)
    print("\(BenchmarkPath.all[path].name): \(built.digest())")
    exit(0)
  } catch {
    print("facsimile-bench: \(error)")
    exit(1)
  }
}
if let index = arguments.firstIndex(of: "--trace") {
  // The first call makes the key tables; what each later call adds is the path of one value.
  let times = arguments[index...].dropFirst().first.flatMap { Int($0) } ?? 2
  do {
    for _ in 0..<times {
      let response = try InstanceHelper.create(
        UNNotificationResponse.self, properties: ["notification": ["date": 0]])
      print(response.notification.date.timeIntervalSince1970)
    }
    exit(0)
  } catch {
    print("facsimile-bench: \(error)")
    exit(1)
  }
}
if let index = arguments.firstIndex(of: "--operations") {
  guard let count = arguments[index...].dropFirst().first.flatMap(Int.init) else {
    FileHandle.standardError.write(Data("\(usage)\n".utf8))
    exit(64)
  }
  do {
    let workload = Workload(.push, count: count)
    var runs: [[Double]] = []
    for _ in 0..<5 { runs.append(try SingleOperations.measure(workload)) }
    for (offset, name) in SingleOperations.names.enumerated() {
      let sorted = runs.map { $0[offset] }.sorted()
      print(String(format: "%8.0f ns  %@", sorted[sorted.count / 2], name))
    }
    exit(0)
  } catch {
    print("facsimile-bench: \(error)")
    exit(1)
  }
}
if let index = arguments.firstIndex(of: "--archiving") {
  let count = arguments[index...].dropFirst().first
  guard count == nil || count.flatMap(Int.init) != nil else {
    FileHandle.standardError.write(Data("\(usage)\n".utf8))
    exit(64)
  }
  do {
    if let count = count.flatMap(Int.init) {
      let equal = try ArchivingScaling.roundTrip(ArchivingScaling.content(count))
      print("archiving \(count) values: equal \(equal)")
    } else {
      print(try ArchivingScaling.run(sizes: [1_000, 10_000, 100_000]).joined(separator: "\n"))
    }
    exit(0)
  } catch {
    print("facsimile-bench: \(error)")
    exit(1)
  }
}
let quick = arguments.contains("--quick")
if arguments.contains("--clock") {
  do {
    print(try await ClockScaling.run(quick: quick).joined(separator: "\n"))
    exit(0)
  } catch {
    print("facsimile-bench: \(error)")
    exit(1)
  }
}
let benchmark = Benchmark(
  counts: quick ? [1_000, 4_000] : [1_000, 10_000, 100_000], repetitions: quick ? 3 : 7,
  scalingSizes: quick ? [250, 1_000, 4_000] : [1_000, 4_000, 16_000])

do {
  let started = DispatchTime.now().uptimeNanoseconds
  let report = try benchmark.run()
  print(report.text)
  let archivingSizes = quick ? [1_000, 10_000] : [1_000, 10_000, 100_000]
  print("\n" + (try ArchivingScaling.run(sizes: archivingSizes)).joined(separator: "\n"))
  print("\n" + (try await ClockScaling.run(quick: quick)).joined(separator: "\n"))
  let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
  print(String(format: "\nfacsimile-bench: done in %.0f s", seconds))
  exit(report.passedChecks ? 0 : 1)
} catch {
  print("facsimile-bench: \(error)")
  exit(1)
}
