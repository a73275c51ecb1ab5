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
//   swift run -c release facsimile-bench --quick    CI: N = 1,000 and 5,000, fewer repetitions

let arguments = CommandLine.arguments.dropFirst()
if let index = arguments.firstIndex(of: "--memory") {
  exit(MemoryProbe.runChild(Array(arguments[index...])))
}
if let index = arguments.firstIndex(of: "--only") {
  // For profilers: one path, once. `--only PATH-INDEX COUNT`.
  let rest = Array(arguments[index...])
  guard rest.count == 3, let path = Int(rest[1]), let count = Int(rest[2]) else { exit(2) }
  do {
    let workload = try Workload(count: count)
    let built = try BenchmarkPath.all[path].build(workload)
    print(built.digest())
    exit(0)
  } catch {
    print("facsimile-bench: \(error)")
    exit(1)
  }
}
let quick = arguments.contains("--quick")
let counts = quick ? [1_000, 5_000] : [1_000, 10_000, 100_000]
let repetitions = quick ? 3 : 7

do {
  let report = try Benchmark(counts: counts, repetitions: repetitions).run()
  print(report.text)
  exit(report.passedChecks ? 0 : 1)
} catch {
  print("facsimile-bench: \(error)")
  exit(1)
}
