import Foundation

/// Finds the ``StubURLSession`` that owns a request, from the `URLProtocol` class that received
/// it.
///
/// Every stub is given a fresh slot number, never reused, and with it a `URLProtocol` class of its
/// own (``StubURLProtocolSlot`` specialized with a tag type spelled from the number's binary
/// digits). The registry maps each class to its stub, weakly. Two stubs never share a class, so two
/// tests running in parallel can never answer, or record, each other's requests; a request that
/// reaches a released stub's class fails with ``UnansweredRequestError``.
///
/// This is the only process-wide object in FacsimileTesting: an immutable reference to a lock box
/// that only ever gains entries under fresh keys (and drops its own released ones).
final class StubURLRegistry: Sendable {
  static let shared = StubURLRegistry()

  private final class WeakStub {
    weak var stub: StubURLSession?
    init(_ stub: StubURLSession) { self.stub = stub }
  }

  private struct State {
    var nextSlot = 0
    var stubs: [ObjectIdentifier: WeakStub] = [:]
  }

  private let state = LockedState(State())

  /// A protocol class no stub has had, for a stub being made.
  func reserveProtocolClass() -> StubURLProtocol.Type {
    let slot = state.withLock { state in
      defer { state.nextSlot += 1 }
      return state.nextSlot
    }
    return Self.protocolClass(forSlot: slot)
  }

  /// Makes `stub` the owner of a reserved class (called at the end of the stub's `init`).
  func attach(_ stub: StubURLSession, to protocolClass: StubURLProtocol.Type) {
    state.withLock { state in
      state.stubs[ObjectIdentifier(protocolClass)] = WeakStub(stub)
    }
  }

  /// Forgets a stub's class (called from the stub's `deinit`).
  func unregister(_ protocolClass: StubURLProtocol.Type) {
    state.withLock { state in
      _ = state.stubs.removeValue(forKey: ObjectIdentifier(protocolClass))
    }
  }

  /// The live stub that owns a protocol class, if any.
  func stub(for protocolClass: ObjectIdentifier) -> StubURLSession? {
    state.withLock { $0.stubs[protocolClass]?.stub }
  }

  /// The protocol class for a slot number: `StubURLProtocolSlot<SlotBit1<SlotBit0<SlotEnd>>>` for
  /// slot 2 (binary 10), and so on; distinct numbers give distinct classes.
  static func protocolClass(forSlot slot: Int) -> StubURLProtocol.Type {
    var tag: Any.Type = SlotEnd.self
    var remaining = max(slot, 0)
    repeat {
      tag = remaining & 1 == 0 ? prepend0(tag) : prepend1(tag)
      remaining >>= 1
    } while remaining > 0
    return protocolClass(tag)
  }

  private static func prepend0<Rest>(_: Rest.Type) -> Any.Type { SlotBit0<Rest>.self }
  private static func prepend1<Rest>(_: Rest.Type) -> Any.Type { SlotBit1<Rest>.self }
  private static func protocolClass<Tag>(_: Tag.Type) -> StubURLProtocol.Type {
    StubURLProtocolSlot<Tag>.self
  }
}

/// The end of a slot number spelled as a type.
enum SlotEnd {}
/// A binary 0 digit of a slot number spelled as a type.
enum SlotBit0<Rest> {}
/// A binary 1 digit of a slot number spelled as a type.
enum SlotBit1<Rest> {}
