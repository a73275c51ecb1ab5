import Foundation

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
  let storage: StorageLayout

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

  /// Each key, in declaration order, with the name of its property.
  var keys: [(property: String, key: any AnyKey)] { storage.keys }
  /// What is wrong with the declarations, one line each, naming the type and the property; every
  /// door of a table made from them throws it (`Docs/Extending.md`).
  var problems: [String] { storage.problems }

  /// The declaration a getter names: inlined where the getter is, so that a key path literal
  /// becomes a field's load.
  @inlinable
  func declaration<Value>(_ key: KeyPath<Keys, Key<Value>>) -> Key<Value> {
    prototype[keyPath: key]
  }
}

// `@unchecked Sendable`: immutable once made.
/// The placed keys of a ``KeyLayout``, whatever its ``KeySet``: what a storage's buffer needs to
/// make and release its values. Not generic, so that making a storage looks up no type.
@usableFromInline
final class StorageLayout: @unchecked Sendable {
  /// Each key, in declaration order, with the name of its property.
  let keys: [(property: String, key: any AnyKey)]
  /// What is wrong with the declarations, one line each.
  let problems: [String]
  /// The bytes a storage holds: its lock, then each key's value.
  let byteCount: Int
  /// Whether any value needs releasing when a storage goes.
  let hasReferences: Bool

  /// Places each declaration of the type named `typeName`, in order, after the lock.
  init(_ declarations: [(property: String, value: Any)], of typeName: String) {
    var keys: [(property: String, key: any AnyKey)] = []
    var problems: [String] = []
    var offset = MemoryLayout<StorageLock>.size
    for (property, value) in declarations {
      guard let key = value as? any AnyKey else {
        problems.append(
          "\(typeName).\(property) is not a Key: declare each stored property of a KeySet as "
            + "`let \(property) = Key(...)`, and anything else outside it")
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
      key.offset = offset
      key.name = key.objectiveCName ?? property
      offset += key.size
      keys.append((property, key))
    }
    var names: Set<String> = []
    for (property, key) in keys {
      for name in [property, key.objectiveCName].compactMap({ $0 })
      where !names.insert(name).inserted {
        problems.append("\(typeName).\(property): the name \(quoted(name)) is another key's too")
      }
    }
    self.keys = keys
    self.problems = problems
    self.byteCount = offset
    self.hasReferences = keys.contains { !$0.key.isTrivial }
  }
}
