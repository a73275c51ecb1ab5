public import Foundation

/// `RunLoop` is the production ``TimerScheduler``: `RunLoop.add(_:forMode:)` is the requirement.
///
/// ```swift
/// let manager = FeaturedPlaceManager(timerScheduler: RunLoop.current)
/// ```
extension RunLoop: TimerScheduler {}
