import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if os(Linux)
  /// glibc's `malloc_trim`, which the Glibc module does not export.
  @_silgen_name("malloc_trim")
  private func releaseFreeMemory(_ pad: Int) -> Int32
#endif

/// Peak memory per path: each path runs alone in a child process (this executable with
/// `--memory`), which reports how far its peak resident size rose while the path ran, after its
/// input was ready.
enum MemoryProbe {
  /// Runs a child for one path over one workload and returns the rise in kilobytes.
  ///
  /// The child resets its peak after it has prepared its input, so the rise is what the path
  /// itself allocated at its peak, the objects it built included, not the input it started from.
  static func measure(_ kind: Workload.Kind, pathIndex: Int, count: Int) -> Int? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executablePath)
    process.arguments = ["--memory", kind.rawValue, "\(pathIndex)", "\(count)"]
    let pipe = Pipe()
    process.standardOutput = pipe
    do {
      try process.run()
    } catch {
      return nil
    }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return output.split(separator: " ").last.flatMap {
      Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
  }

  /// The child's side (`--memory KIND PATH-INDEX COUNT`): prepare the input the path needs,
  /// reset the peak, run the path, report.
  static func runChild(_ arguments: [String]) -> Int32 {
    guard arguments.count == 4, let kind = Workload.Kind(rawValue: arguments[1]),
      let index = Int(arguments[2]), BenchmarkPath.all.indices.contains(index),
      let count = Int(arguments[3])
    else { return 2 }
    do {
      let path = BenchmarkPath.all[index]
      let workload = Workload(kind, count: count, preparing: path.input)
      let before = resetPeak()
      let built = try path.build(workload)
      let after = peakKilobytes()
      print("peak-kb \(max(0, after - before))")
      _ = built.count
      return 0
    } catch {
      return 1
    }
  }

  private static var executablePath: String {
    #if os(Linux)
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        ?? CommandLine.arguments[0]
    #else
      Bundle.main.executablePath ?? CommandLine.arguments[0]
    #endif
  }

  /// Returns memory no longer in use to the system and, on Linux, resets the peak resident size
  /// (`echo 5 > /proc/self/clear_refs`), so the peak measured next belongs to the path alone.
  /// Returns the resident size to measure from.
  private static func resetPeak() -> Int {
    #if os(Linux)
      _ = releaseFreeMemory(0)
      if (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8))
        != nil,
        let resident = status("VmRSS")
      {
        return resident
      }
    #endif
    return peakKilobytes()
  }

  /// A field of `/proc/self/status`, in kilobytes.
  private static func status(_ field: String) -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
      return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }
    return nil
  }

  private static func peakKilobytes() -> Int {
    #if os(Linux)
      if let peak = status("VmHWM") { return peak }
    #endif
    var usage = rusage()
    #if os(Linux)
      getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
      getrusage(RUSAGE_SELF, &usage)
    #endif
    #if os(Linux)
      return usage.ru_maxrss
    #else
      return usage.ru_maxrss / 1024
    #endif
  }
}
