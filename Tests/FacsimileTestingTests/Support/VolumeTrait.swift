import Foundation
import Testing

extension Trait where Self == ConditionTrait {
  /// A volume test: tens of megabytes, a million elements, the largest limits, or many threads
  /// at once for seconds. It takes both cores for seconds, so the README's `swift test` skips
  /// it; `FACSIMILE_VOLUME_TESTS=1` runs it, as CI's "volume tests" step does (`.ci/run`, whose
  /// `--filter` names every volume test: `everyVolumeTestIsInCIsVolumeStep` checks that).
  static var volume: Self {
    .enabled(
      if: ProcessInfo.processInfo.environment["FACSIMILE_VOLUME_TESTS"] == "1",
      "a volume test: FACSIMILE_VOLUME_TESTS=1 runs it (CI does)")
  }
}
