// Test doubles and assertions for code that handles framework objects: notification observing
// (NotificationCenterRecorder, NotificationCenterSpy, NotificationExpectation), URL loading
// (StubURLSession), time (ManualTimerScheduler) and requireFabricated. The seams they stand in
// for (NotificationCenterProtocol, TimerScheduler) are in FacsimileSeams, which app code links.
// This is the only target that imports XCTest or Testing; see Docs/TestDoubles.md.
@_exported public import Facsimile
