import Foundation
import Synchronization

/// A type's keys: a struct whose stored properties are ``Key``s, one per key, each named after
/// the key. It is the one place a key's name, value type, default and rules are written; the
/// getters read it (`storage.title`), and the ``KeyTable`` is made from it.
///
/// ```swift
/// final class Article: KeyedObject {
///   struct Keys: KeySet {
///     let title = Key("")
///     let views = Key(0)
///     static let layout = KeyLayout<Keys>()
///   }
///   let storage = Keys.storage()
///   var title: String { storage.title }
///   var views: Int { storage.views }
///
///   override class var keyTable: KeyTable { table }
///   private static let table = KeyTable(\Article.storage) { Article() }
/// }
/// ```
public protocol KeySet: Sendable {
  /// The declarations, each with its default and rules.
  init()

  /// Where each key's value sits in a ``KeyedStorage``, made once from the declarations:
  /// `static let layout = KeyLayout<Keys>()`.
  static var layout: KeyLayout<Self> { get }
}

extension KeySet {
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
  }

  /// Each key, in declaration order, with the name of its property and where it sits.
  var keys: [StorageLayout.Placement] { storage.keys }
  /// What is wrong with the declarations, one line each, naming the type and the property; every
  /// door of a table made from them throws it (`Docs/Extending.md`).
  var problems: [String] { storage.problems }

  /// The declaration a getter names: inlined where the getter is, so that a key path literal
  /// becomes a field's load.
  @inlinable
  func declaration<Value>(_ key: KeyPath<Keys, Key<Value>>) -> Key<Value> {
    prototype[keyPath: key]
  }

  /// Where `key`'s value sits in a storage of `Keys`: the offset the key holds, where this
  /// layout placed it first; else (a `Key` shared with another ``KeySet``) this layout's own.
  @inlinable
  func offset<Value>(of key: Key<Value>) -> Int {
    key.placement == storage.id ? key.offset : storage.sharedOffset(of: key)
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
  /// Whether any value needs releasing when a storage goes.
  let hasReferences: Bool

  /// The last layout's ``id``: a `Key` is placed first by one layout alone, under this lock.
  private static let lastID = Mutex(0)

  /// Places each declaration of the type named `typeName`, in order, after the lock.
  init(_ declarations: [(property: String, value: Any)], of typeName: String) {
    var keys: [Placement] = []
    var positions: [ObjectIdentifier: Int] = [:]
    var problems: [String] = []
    var offset = MemoryLayout<StorageLock>.size
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
          property: property, key: key, offset: offset, name: key.objectiveCName ?? property))
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
    self.id = Self.lastID.withLock { last in
      last += 1
      for placement in keys where placement.key.placement == 0 {
        placement.key.placement = last
        placement.key.offset = placement.offset
        placement.key.name = placement.name
      }
      return last
    }
    self.keys = keys
    self.positions = positions
    self.problems = problems
    self.byteCount = offset
    self.hasReferences = keys.contains { !$0.key.isTrivial }
  }

  /// The offset of a key this layout placed but another placed first.
  @usableFromInline
  func sharedOffset(of key: AnyObject) -> Int {
    positions[ObjectIdentifier(key)].map { keys[$0].offset } ?? 0
  }

  /// The name of a key this layout placed (the Objective-C name, or its first property's).
  func name(of key: AnyObject) -> String {
    positions[ObjectIdentifier(key)].map { keys[$0].name } ?? ""
  }
}
