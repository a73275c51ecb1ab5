// Test doubles and assertions for code that handles framework objects. This is the only target
// that imports XCTest or Testing; its doubles arrive with the test-doubles issue.
@_exported public import Facsimile
