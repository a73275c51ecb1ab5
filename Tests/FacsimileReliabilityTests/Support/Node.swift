import Facsimile
import Foundation

/// A model for reliability tests: one key per kind of value the engine coerces, and keys that
/// nest (an optional child, an array of children), so that depth and cycles can be built on
/// purpose.
final class Node: KeyedObject, NSCoding {
  enum Level: String, CaseIterable { case low, high }

  /// Exactly `FacsimileLimits.maximumDepth` characters long, for the limit on suggestions.
  static let longKey = String(repeating: "k", count: 60) + "Long"

  struct Keys: KeySet {
    let name = Key("")
    let count = Key(0)
    let small = Key<Int8>(0)
    let ratio = Key(0.0)
    let flag = Key(false)
    let date = Key(Date(timeIntervalSince1970: 0))
    let link = Key<URL?>(nil)
    let id = Key<UUID?>(nil)
    let bytes = Key<Data?>(nil)
    let level = Key(Level.low)
    let tags = Key<[String]>([])
    let child = Key<Node?>(nil)
    let children = Key<[Node]>([])
    let info = Key<[AnyHashable: Any]>([:])
    let scores = Key<[String: Int]>([:])
    let kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkLong = Key("")
    static let layout = KeyLayout<Keys>()
  }
  let storage = Keys.storage()

  var name: String { storage.name }
  var count: Int { storage.count }
  var ratio: Double { storage.ratio }
  var date: Date { storage.date }
  var tags: [String] { storage.tags }
  var child: Node? { storage.child }
  var children: [Node] { storage.children }
  var info: [AnyHashable: Any] { storage.info }

  override init() {
    super.init()
  }

  /// The keyed coder's door, as a type of a user's that adopts `NSCoding` writes it.
  init?(coder: NSCoder) {
    super.init()
    guard KeyedCoder.decodeKeys(of: self, from: coder) else { return nil }
  }

  override class var keyTable: KeyTable { keys }
  private static let keys = KeyTable(\Node.storage) { Node() }
}

/// A model that reports each instance to the ``InstanceTracker`` of the task that made it, so a
/// test can tell whether a failed fabrication left any object alive.
final class Tracked: KeyedObject, NSCoding {
  struct Keys: KeySet {
    let name = Key("")
    let count = Key(0)
    let child = Key<Tracked?>(nil)
    let children = Key<[Tracked]>([])
    static let layout = KeyLayout<Keys>()
  }
  let storage = Keys.storage()
  /// Made before any initializer's body runs, so even an instance whose `init?(coder:)` fails is
  /// counted; it lives exactly as long as the instance.
  private let lifetime = Lifetime()

  var child: Tracked? { storage.child }

  override init() {
    super.init()
  }

  init?(coder: NSCoder) {
    super.init()
    guard KeyedCoder.decodeKeys(of: self, from: coder) else { return nil }
  }

  override class var keyTable: KeyTable { keys }
  private static let keys = KeyTable(\Tracked.storage) { Tracked() }
}

/// One per ``Tracked`` instance, registered with the current ``InstanceTracker``.
final class Lifetime {
  init() {
    InstanceTracker.current?.register(self)
  }
}

/// Weak references to the ``Lifetime`` of every ``Tracked`` made while it is the task's current
/// tracker.
final class InstanceTracker: @unchecked Sendable {
  // `lifetimes` is only touched while `lock` is held.
  @TaskLocal static var current: InstanceTracker?

  private let lock = NSLock()
  private var lifetimes: [WeakReference] = []

  private struct WeakReference {
    weak var lifetime: Lifetime?
  }

  func register(_ lifetime: Lifetime) {
    lock.withLock { lifetimes.append(WeakReference(lifetime: lifetime)) }
  }

  /// How many objects were made, and how many of them are still alive.
  var counts: (made: Int, alive: Int) {
    lock.withLock { (lifetimes.count, lifetimes.filter { $0.lifetime != nil }.count) }
  }

  /// Runs `body` with this tracker collecting the objects it makes.
  func track<Result>(_ body: () throws -> Result) rethrows -> Result {
    try InstanceTracker.$current.withValue(self) { try body() }
  }
}

/// Hands one object to many tasks. Like Apple's, Facsimile's models are not `Sendable`; their
/// keyed state sits behind each object's storage lock, which is what the stress tests exercise.
struct Shared<Object>: @unchecked Sendable {
  let object: Object
}

/// Keeps a value alive for the rest of the process: Swift releases nested values recursively,
/// so dropping a structure 100,000 levels deep overflows the stack in the test itself, whatever
/// Facsimile does with it.
func keepForever(_ value: Any) {
  final class Box {
    let value: Any
    init(_ value: Any) { self.value = value }
  }
  _ = Unmanaged.passRetained(Box(value))
}

/// Nested keyed dictionaries, `levels` objects below the top: `["child": ["child": [...]]]`.
func nestedProperties(_ levels: Int, key: String = "child", leaf: [String: Any] = [:])
  -> [String: Any]
{
  var properties = leaf
  for _ in 0..<levels { properties = [key: properties] }
  return properties
}

/// The same, as a fixture.
func nestedFixture(_ levels: Int, key: String = "child", leaf: Fixture = [:]) -> Fixture {
  var fixture = leaf
  for _ in 0..<levels { fixture = Fixture(entries: [(key, .fixture(fixture))]) }
  return fixture
}

/// JSON text with `levels` objects nested below the top one: `{"child":{"child":{}}}`.
func nestedJSON(_ levels: Int, key: String = "child", leaf: String = "{}") -> Data {
  let open = Array(repeating: "{\"\(key)\":", count: levels).joined()
  return Data((open + leaf + String(repeating: "}", count: levels)).utf8)
}
