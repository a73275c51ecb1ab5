// Test doubles and assertions for code that handles framework objects: notification observing
// (NotificationCenterProtocol, NotificationCenterRecorder, NotificationCenterSpy,
// NotificationExpectation), URL loading (StubURLSession), time (TimerScheduler,
// ManualTimerScheduler) and requireFabricated. This is the only target that imports XCTest or
// Testing; see Docs/TestDoubles.md.
@_exported public import Facsimile
