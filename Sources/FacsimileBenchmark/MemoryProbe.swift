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
  /// Runs a child for `pathIndex` (or for the input alone, when `nil`) and returns the rise in
  /// kilobytes.
  static func measure(pathIndex: Int?, count: Int) -> Int? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executablePath)
    process.arguments = ["--memory", pathIndex.map(String.init) ?? "none", "\(count)"]
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

  /// The child's side: prepare the input the path needs, note the peak, run the path, report.
  static func runChild(_ arguments: [String]) -> Int32 {
    guard arguments.count == 3, let count = Int(arguments[2]) else { return 2 }
    let index = Int(arguments[1])
    do {
      let path = index.map { BenchmarkPath.all[$0] }
      let workload = try Workload(count: count, preparing: path?.input)
      defer { try? FileManager.default.removeItem(at: workload.jsonFile) }
      let before = resetPeak()
      var built: Built?
      if let path { built = try path.build(workload) }
      let after = peakKilobytes()
      print("peak-kb \(max(0, after - before))")
      _ = built?.count
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
