import Dispatch

extension DispatchTime {
  /// The Dispatch time `delay` from now: at once for zero or less, never (`distantFuture`) for a
  /// delay past what the clock counts (about 292 years of nanoseconds), with no arithmetic that
  /// can trap, whatever the `Duration`.
  ///
  /// - Parameter delay: The delay.
  /// - Returns: The time.
  static func after(_ delay: Duration) -> DispatchTime {
    guard delay > .zero else { return .now() }
    let (seconds, attoseconds) = delay.components
    let total = Double(seconds) + Double(attoseconds) / 1e18
    guard total < Double(Int64.max) / 1e9 else { return .distantFuture }
    // In seconds as a `Double`: Dispatch clamps it to its range on every platform, where an
    // `Int` of nanoseconds has 32 bits on some.
    return .now() + total
  }
}
