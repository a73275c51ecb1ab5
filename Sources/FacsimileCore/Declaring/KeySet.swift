import Foundation
public import Synchronization

/// A type's keys: a struct whose stored properties are ``Key``s, one per key, each named after
/// the key. It is the one place a key's name, value type, default and rules are written; the
/// getters read it (`reader.name`), and the ``KeyTable`` is made from it.
///
/// ```swift
/// final class Reader: KeyedModel<Reader.Keys> {
///   struct Keys: KeySet {
///     let name = Key("")
///     let rating = Key(0, clampedTo: 0...5)
///   }
/// }
/// ```
public protocol KeySet: Sendable {
  /// The declarations, each with its default and rules.
  init()

  /// Where each key's value sits in a ``KeyedStorage``, made once from the declarations, the
  /// first time it is needed. A key set may declare it, `static let layout = KeyLayout<Keys>()`,
  /// as the models do: making a storage then looks up nothing.
  static var layout: KeyLayout<Self> { get }
}

extension KeySet {
  /// The layout of these declarations, made the first time it is needed.
  public static var layout: KeyLayout<Self> {
    OncePerType.value(for: Self.self) { KeyLayout() }
  }

  /// A new storage holding each key's default: what an object keeps its keys in.
  ///
  /// ```swift
  /// let storage = Keys.storage()
  /// ```
  ///
  /// - Returns: The storage.
  public static func storage() -> KeyedStorage<Self> {
    KeyedStorage.make(layout)
  }
}

// `@unchecked Sendable`: immutable once made.
/// Where the values of a ``KeySet``'s keys sit in a ``KeyedStorage``: each key's name (its
/// property's, or its Objective-C name) and its offset, found once from the declarations.
///
/// ```swift
/// struct Keys: KeySet {
///   let title = Key("")
///   static let layout = KeyLayout<Keys>()
/// }
/// ```
public final class KeyLayout<Keys: KeySet>: @unchecked Sendable {
  /// The declarations, as the getters reach them.
  @usableFromInline let prototype: Keys
  /// The placed keys, as every storage of `Keys` holds them.
  @usableFromInline let storage: StorageLayout

  /// Reads the declarations of `Keys` and places each key's value.
  public init() {
    let prototype = Keys()
    self.prototype = prototype
    self.storage = StorageLayout(
      Mirror(reflecting: prototype).children.enumerated().map { index, child in
        (child.label ?? "#\(index)", child.value)
      },
      of: KeyTable.name(of: Keys.self))
    // Every storage made with it holds it unretained: it lives as long as the process, as its
    // defaults do, however a key set keeps it.
    _ = Unmanaged.passRetained(self)
  }

  /// Each key, in declaration order, with the name of its property and where it sits.
  var keys: [StorageLayout.Placement] { storage.keys }
  /// What is wrong with the declarations, one line each, naming the type and the property; every
  /// door of a table made from them throws it (`Docs/Extending.md`).
  var problems: [String] { storage.problems }

  /// The declaration a getter names: inlined where the getter is, so that a key path literal
  /// becomes a field's load.
  @inlinable @inline(__always)
  func declaration<Value>(_ key: KeyPath<Keys, Key<Value>>) -> Key<Value> {
    prototype[keyPath: key]
  }

  /// Where `key`'s value sits in a storage of `Keys`, and its bit: those the key holds, where
  /// this layout placed it first; else (a `Key` shared with another ``KeySet``) this layout's.
  @inlinable @inline(__always)
  func position<Value>(of key: Key<Value>) -> SlotPosition {
    key.placement == storage.id
      ? SlotPosition(offset: key.offset, index: key.index) : storage.sharedPosition(of: key)
  }
}

// `@unchecked Sendable`: immutable once made.
/// The placed keys of a ``KeyLayout``, whatever its ``KeySet``: what a storage's buffer needs to
/// make and release its values. Not generic, so that making a storage looks up no type.
@usableFromInline
final class StorageLayout: @unchecked Sendable {
  /// One key where a layout placed it: its property, its name, and its value's offset.
  struct Placement {
    let property: String
    let key: any AnyKey
    let offset: Int
    /// Which of the storage's values it is: its bit in the storage's record of the values set.
    let index: Int
    /// The key's name: the Objective-C name, or the property's.
    let name: String
  }

  /// This layout, among every layout made in the process (from 1): what a ``Key`` placed by it
  /// first holds, so a getter reads the key's own offset after one comparison.
  @usableFromInline let id: Int
  /// Each key, in declaration order.
  let keys: [Placement]
  /// Where each key (by identity) is in ``keys``.
  private let positions: [ObjectIdentifier: Int]
  /// What is wrong with the declarations, one line each.
  let problems: [String]
  /// The bytes a storage holds: its lock, then each key's value.
  let byteCount: Int
  /// Every key's default, where a storage would hold it: a value a storage has not set yet is
  /// its default, copied from here when first read or written. Made once per layout, which
  /// lives as long as the process (a `static let`).
  @usableFromInline let defaults: UnsafeMutableRawPointer
  /// Where a storage records which values are set, a bit per key, after the lock.
  @inlinable static var setBitsOffset: Int {
    (MemoryLayout<StorageLock>.size + MemoryLayout<UInt64>.alignment - 1)
      / MemoryLayout<UInt64>.alignment * MemoryLayout<UInt64>.alignment
  }
  /// How many words of bits a storage records its set values in.
  let setBitWords: Int
  /// Where the first value sits.
  let firstValueOffset: Int
  /// The values that hold references, which releasing a storage must release where set.
  let referenceSlots: ContiguousArray<ReferenceSlot>

  /// A value that holds references: where it sits, its bit, and how to release a value of its
  /// type.
  struct ReferenceSlot {
    let offset: Int
    let index: Int
    let type: any StoredValue.Type
  }

  /// The last layout's ``id``: a `Key` is placed first by one layout alone, under this lock,
  /// an `NSLock`, not a `Mutex`: on Linux a `Mutex` waits on a futex, which the thread
  /// sanitizer does not see, and two layouts of one key set made at once (a ``KeyedModel``'s
  /// first use from two tasks) would read as a race on the keys' placements.
  private static let placing = NSLock()
  /// The last layout's identifier, read and written under ``placing`` only.
  nonisolated(unsafe) private static var lastID = 0

  /// Places each declaration of the type named `typeName`, in order, after the lock.
  init(_ declarations: [(property: String, value: Any)], of typeName: String) {
    var keys: [Placement] = []
    var positions: [ObjectIdentifier: Int] = [:]
    var problems: [String] = []
    // The lock, then a bit per declaration (whether a storage's value for it is set), then the
    // values.
    let words = (declarations.count + 63) / 64
    let firstValueOffset = Self.setBitsOffset + words * MemoryLayout<UInt64>.size
    var offset = firstValueOffset
    for (property, value) in declarations {
      guard let key = value as? any AnyKey else {
        problems.append(
          "\(typeName).\(property) is not a Key: declare each stored property of a KeySet as "
            + "`let \(property) = Key(...)`, and anything else outside it")
        continue
      }
      if let first = positions[ObjectIdentifier(key)] {
        // One `Key` object under two properties: one place, whichever property reads it.
        problems.append(
          "\(typeName).\(property): its Key is \(typeName).\(keys[first].property)'s too, so "
            + "the two would hold one value; declare each with a Key of its own, `let "
            + "\(property) = Key(...)` (to share a declaration, make it in a function: "
            + "`static func \(property)() -> Key<...> { Key(...) }`)")
        continue
      }
      guard key.alignment <= MemoryLayout<StorageChunk>.alignment else {
        problems.append(
          "\(typeName).\(property): a \(key.valueType) needs an alignment of \(key.alignment) "
            + "bytes, more than a key's value may have (\(MemoryLayout<StorageChunk>.alignment))")
        continue
      }
      if key.sharesDefaultObject {
        problems.append(
          "\(typeName).\(property): its default object would be shared by every instance; "
            + "declare it `let \(property) = Key { ... }`, made when first read")
      }
      offset = (offset + key.alignment - 1) / key.alignment * key.alignment
      positions[ObjectIdentifier(key)] = keys.count
      keys.append(
        Placement(
          property: property, key: key, offset: offset, index: keys.count,
          name: key.objectiveCName ?? property))
      offset += key.size
    }
    var names: Set<String> = []
    for placement in keys {
      // An Objective-C name that is the property's own is one name, said twice.
      let spellings =
        placement.name == placement.property
        ? [placement.property] : [placement.property, placement.name]
      for name in spellings where !names.insert(name).inserted {
        problems.append(
          "\(typeName).\(placement.property): the name \(quoted(name)) is another key's too")
      }
    }
    // A key shared with another type's KeySet keeps the placement of the layout that placed it
    // first; this one finds its own in `positions`.
    self.id = Self.placing.withLock {
      Self.lastID += 1
      let last = Self.lastID
      for placement in keys where placement.key.placement == 0 {
        placement.key.placement = last
        placement.key.offset = placement.offset
        placement.key.index = placement.index
        placement.key.name = placement.name
      }
      return last
    }
    self.keys = keys
    self.positions = positions
    self.problems = problems
    self.byteCount = offset
    self.setBitWords = words
    self.firstValueOffset = firstValueOffset
    self.referenceSlots = ContiguousArray(
      keys.filter { !$0.key.isTrivial }.map { placement in
        ReferenceSlot(
          offset: placement.offset, index: placement.index, type: placement.key.storedType)
      })
    self.defaults = UnsafeMutableRawPointer.allocate(
      byteCount: max(offset, 1), alignment: MemoryLayout<StorageChunk>.alignment)
    for placement in keys { placement.key.initialize(defaults + placement.offset) }
  }

  /// The position of a key this layout placed but another placed first.
  @usableFromInline
  func sharedPosition(of key: AnyObject) -> SlotPosition {
    positions[ObjectIdentifier(key)].map {
      SlotPosition(offset: keys[$0].offset, index: keys[$0].index)
    }
      ?? SlotPosition(offset: 0, index: 0)
  }

  /// The name of a key this layout placed (the Objective-C name, or its first property's).
  func name(of key: AnyObject) -> String {
    positions[ObjectIdentifier(key)].map { keys[$0].name } ?? ""
  }
}

/// How code that does not know a stored value's type releases it: through the type's value
/// witnesses, with no closure to call or count.
@usableFromInline
protocol StoredValue {
  /// Releases the value at `pointer`.
  static func deinitialize(_ pointer: UnsafeMutableRawPointer)
}

/// ``StoredValue`` for values of type `Stored`.
@usableFromInline
enum StoredType<Stored>: StoredValue {
  @usableFromInline
  static func deinitialize(_ pointer: UnsafeMutableRawPointer) {
    pointer.assumingMemoryBound(to: Stored.self).deinitialize(count: 1)
  }
}

/// Where a key's value sits in a storage, and its bit in the storage's record of set values.
@usableFromInline
struct SlotPosition {
  @usableFromInline let offset: Int
  @usableFromInline let index: Int

  @usableFromInline
  init(offset: Int, index: Int) {
    self.offset = offset
    self.index = index
  }
}
