public import Synchronization

/// The lock at the start of every storage.
@usableFromInline typealias StorageLock = Mutex<Void>

/// The unit a storage's bytes are allocated in: its alignment is the most a key's value may need.
@usableFromInline typealias StorageChunk = SIMD2<UInt64>

// `@unchecked Sendable`: its buffer's bytes are only touched while the buffer's lock is held.
/// Where an object keeps the values of its keys, each where its ``KeyLayout`` placed it, behind
/// a lock, so reading and setting by key from many tasks at once is safe. A type reads each
/// property by its key's name:
///
/// ```swift
/// let storage = Keys.storage()
/// var title: String { storage.title }
/// ```
///
/// A mutable type's setter writes through the engine, so that every rule of the key applies:
///
/// ```swift
/// var title: String {
///   get { storage.title }
///   set { storage.set(\.title, newValue, on: self) }
/// }
/// ```
@dynamicMemberLookup
public struct KeyedStorage<Keys: KeySet>: @unchecked Sendable {
  /// The lock and the values, in one allocation.
  @usableFromInline let buffer: KeyedBuffer

  /// Where each key's value sits: the layout the storage was made with (layouts live as long as
  /// the process), found with no look-up.
  @usableFromInline unowned(unsafe) let layout: KeyLayout<Keys>

  /// A storage holding each key's default.
  static func make(_ layout: KeyLayout<Keys>) -> KeyedStorage {
    KeyedStorage(buffer: KeyedBuffer.make(layout.storage), layout: layout)
  }

  /// Reads one key's value under the lock, as its declaration presents it. Inlined into the
  /// getter, where the key path is a literal: the declaration is a field's load.
  @inlinable @inline(__always)
  public subscript<Value>(dynamicMember key: KeyPath<Keys, Key<Value>>) -> Value {
    let declaration = layout.declaration(key)
    let position = layout.position(of: declaration)
    let defaults = layout.storage.defaults
    return withLockedBytes { base in
      declaration.slot.get(
        KeyedBuffer.value(at: position, in: base, defaults: defaults, copy: declaration.slot.copy))
    }
  }

  /// Runs `body` with the storage's bytes, under its lock. `body` must not call back into the
  /// same storage.
  @inlinable @inline(__always)
  func withLockedBytes<Result>(_ body: (UnsafeMutableRawPointer) throws -> Result) rethrows
    -> Result
  {
    try buffer.withLockedBytes(body)
  }

  /// Runs `body` with the storage's bytes, under its lock if `locked` (else the storage's object
  /// is no one else's yet).
  @inlinable
  func withBytes<Result>(locked: Bool, _ body: (UnsafeMutableRawPointer) throws -> Result)
    rethrows -> Result
  {
    guard locked else {
      return try buffer.withUnsafeMutablePointerToElements { try body(UnsafeMutableRawPointer($0)) }
    }
    return try buffer.withLockedBytes(body)
  }

  /// Runs `body` with direct access to the values, under the lock, for a model's own
  /// bookkeeping that must change several keys together (a center's pending and delivered
  /// requests). It skips every rule and check of the engine: each use says why that is right.
  ///
  /// ```swift
  /// storage.withUncheckedAccess { values in
  ///   values[\.badgeCount] = count  // the center's own state, never a fixture's value
  /// }
  /// ```
  ///
  /// - Parameter body: Reads and writes values through its argument, which must not escape.
  /// - Returns: What `body` returns.
  @inlinable
  public func withUncheckedAccess<Result>(_ body: (inout UncheckedAccess) throws -> Result)
    rethrows -> Result
  {
    let layout = self.layout
    return try withLockedBytes { base in
      var access = UncheckedAccess(base: base, layout: layout)
      return try body(&access)
    }
  }

  /// The values of a storage, read and written without the engine: see
  /// ``KeyedStorage/withUncheckedAccess(_:)``.
  public struct UncheckedAccess {
    @usableFromInline let base: UnsafeMutableRawPointer
    @usableFromInline let layout: KeyLayout<Keys>

    @usableFromInline
    init(base: UnsafeMutableRawPointer, layout: KeyLayout<Keys>) {
      self.base = base
      self.layout = layout
    }

    /// A key's value.
    @inlinable @inline(__always)
    public subscript<Value>(key: KeyPath<Keys, Key<Value>>) -> Value {
      get {
        let declaration = layout.declaration(key)
        return declaration.slot.get(
          KeyedBuffer.value(
            at: layout.position(of: declaration), in: base, defaults: layout.storage.defaults,
            copy: declaration.slot.copy))
      }
      nonmutating set {
        let declaration = layout.declaration(key)
        declaration.slot.set(
          KeyedBuffer.value(
            at: layout.position(of: declaration), in: base, defaults: layout.storage.defaults,
            copy: declaration.slot.copy), newValue)
      }
    }
  }
}

/// The bytes of a ``KeyedStorage``: its lock, then each key's value, in one allocation.
@usableFromInline
final class KeyedBuffer: ManagedBuffer<StorageLayout, StorageChunk> {
  /// A buffer holding each key's default.
  static func make(_ layout: StorageLayout) -> KeyedBuffer {
    let chunks =
      (layout.byteCount + MemoryLayout<StorageChunk>.size - 1) / MemoryLayout<StorageChunk>.size
    let buffer = unsafeDowncast(
      create(minimumCapacity: chunks) { _ in layout }, to: KeyedBuffer.self)
    buffer.withUnsafeMutablePointerToElements { elements in
      let base = UnsafeMutableRawPointer(elements)
      base.assumingMemoryBound(to: StorageLock.self).initialize(to: StorageLock(()))
      // No value is set: each is its key's default until first read or written.
      (base + StorageLayout.setBitsOffset).initializeMemory(
        as: UInt64.self, repeating: 0, count: layout.setBitWords)
    }
    return buffer
  }

  deinit {
    let layout = header
    withUnsafeMutablePointerToElements { elements in
      let base = UnsafeMutableRawPointer(elements)
      let setBits = (base + StorageLayout.setBitsOffset).assumingMemoryBound(to: UInt64.self)
      layout.referenceSlots.withUnsafeBufferPointer { slots in
        for slot in slots where setBits[slot.index >> 6] & (1 << UInt64(slot.index & 63)) != 0 {
          slot.type.deinitialize(base + slot.offset)
        }
      }
      base.assumingMemoryBound(to: StorageLock.self).deinitialize(count: 1)
    }
  }

  /// The address of a value in a storage's bytes (`base`), set first to a copy of its key's
  /// default (at the same place in `defaults`) if it was not set yet.
  @inlinable @inline(__always)
  static func value(
    at position: SlotPosition, in base: UnsafeMutableRawPointer,
    defaults: UnsafeMutableRawPointer, copy: (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void
  ) -> UnsafeMutableRawPointer {
    let word =
      (base + StorageLayout.setBitsOffset).assumingMemoryBound(to: UInt64.self)
      + (position.index >> 6)
    let bit: UInt64 = 1 << UInt64(position.index & 63)
    let value = base + position.offset
    if word.pointee & bit == 0 {
      copy(value, defaults + position.offset)
      word.pointee |= bit
    }
    return value
  }

  /// Runs `body` with the bytes, under the lock. `body` must not call back into the same buffer.
  @inlinable @inline(__always)
  func withLockedBytes<Result>(_ body: (UnsafeMutableRawPointer) throws -> Result) rethrows
    -> Result
  {
    try withUnsafeMutablePointerToElements { elements in
      // The bytes' address crosses into the lock's closure as a number (never zero): a pointer
      // is not `Sendable`, and what the closure returns must be `sending`.
      let address = Int(bitPattern: elements)
      return try UnsafeMutableRawPointer(elements).assumingMemoryBound(to: StorageLock.self)
        .pointee.withLock { _ in
          let sanitizer = ThreadSanitizer.hooks
          sanitizer.acquire(self)
          defer { sanitizer.release(self) }
          return try body(UnsafeMutableRawPointer(bitPattern: address).unsafelyUnwrapped)
        }
    }
  }
}
