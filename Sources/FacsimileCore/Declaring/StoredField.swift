/// A stored property of a `Values` struct, reached at its offset (`MemoryLayout.offset(of:)`,
/// found once) rather than by applying its key path on every access: the one place where the
/// engine writes memory through a pointer. A key path with no offset is applied as usual.
///
/// Why a `weak` (or `unowned`) property is safe: its storage holds a weak reference, not a
/// `Stored`, and Swift does not make its key path a stored-property component (it reads and
/// writes it through the property's getter and setter), so `MemoryLayout.offset(of:)` is `nil`
/// for it and the key path is applied. A debug build checks, after every write through an offset
/// to a one-word property (a reference is one, weak or not), that the key path reads back the
/// same word.
@usableFromInline
struct StoredField<Values, Stored> {
  @usableFromInline let keyPath: WritableKeyPath<Values, Stored>
  @usableFromInline let offset: Int?

  @inlinable
  init(_ keyPath: WritableKeyPath<Values, Stored>) {
    self.keyPath = keyPath
    self.offset = MemoryLayout<Values>.offset(of: keyPath)
  }

  /// Runs `body` on the property in `values`.
  @inlinable
  func withValue<Result>(in values: inout Values, _ body: (inout Stored) -> Result) -> Result {
    guard let offset else { return body(&values[keyPath: keyPath]) }
    let result = withUnsafeMutablePointer(to: &values) { pointer in
      body(
        &(UnsafeMutableRawPointer(pointer) + offset).assumingMemoryBound(to: Stored.self).pointee)
    }
    assert(readsBack(from: &values, at: offset), "the offset of \(keyPath) is not its storage")
    return result
  }

  /// Whether the key path reads the word stored at `offset`: the invariant of every write
  /// through it, checked for one-word properties (references among them), which have no padding
  /// whose bytes a copy need not keep.
  @usableFromInline
  func readsBack(from values: inout Values, at offset: Int) -> Bool {
    guard MemoryLayout<Stored>.size == MemoryLayout<UInt>.size else { return true }
    let byKeyPath = values[keyPath: keyPath]
    return withUnsafeBytes(of: &values) { all in
      withUnsafeBytes(of: byKeyPath) { read in
        read.elementsEqual(all[offset..<offset + MemoryLayout<Stored>.size])
      }
    }
  }
}
