import Facsimile
import Foundation

/// A `userInfo` nested `levels` times: `["k": ["k": [... ["leaf": 1]]]]`.
///
/// Building one is a loop, but Swift releases nested containers recursively, about 110 bytes of
/// stack a level (measured on this toolchain: 50,000 levels release on an 8 MB stack, 100,000
/// overflow it). So a test hands the value back to ``releaseOnLargeStack(_:)`` when done, and
/// the door under test runs on the test's own thread, whose stack is the one that matters.
func deepUserInfo(_ levels: Int) -> [String: Any] {
  var value: [String: Any] = ["leaf": 1]
  for _ in 0..<levels { value = ["k": value] }
  return value
}

/// The same nesting as a fixture.
func deepUserInfoFixture(_ levels: Int) -> Fixture {
  var fixture: Fixture = ["leaf": 1]
  for _ in 0..<levels { fixture = Fixture(entries: [("k", .fixture(fixture))]) }
  return fixture
}

/// Keeps values alive until ``releaseOnLargeStack()`` releases them on a thread with a 512 MB
/// stack. A test keeps in it the deep value and every object that may hold it, in a scope of its
/// own, so that when that scope ends the box holds the last references.
final class LargeStackRelease: @unchecked Sendable {
  private var values: [Any] = []

  /// Keeps `value` until ``releaseOnLargeStack()``.
  func keep(_ value: Any) {
    values.append(value)
  }

  /// Releases what was kept, on a thread with a 512 MB stack, and waits for it.
  func releaseOnLargeStack() {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      self.values = []
      done.signal()
    }
    thread.stackSize = 512 << 20
    thread.start()
    done.wait()
  }
}
