public import Foundation

/// The base class of key-value codable models: an `NSObject` whose keys come from its
/// ``KeyTable``.
///
/// A type of yours subclasses ``KeyedModel``, a `KeyedObject` that keeps its storage and makes
/// its table. A class that subclasses `KeyedObject` itself (as the models do) declares its keys
/// once, in a ``KeySet``, keeps them in a ``KeyedStorage``, reads each in a read-only property,
/// and makes its table. It inherits value equality, hashing,
/// copying, `description` and a tree-shaped `debugDescription`, all derived from the table, and
/// no required initializer: a subclass writes only the initializers it wants.
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
///
/// let article = try InstanceHelper.create(Article.self, properties: ["title": "Hi"])
/// ```
open class KeyedObject: NSObject, KeyValueCodable, Encodable {
  /// The type's keys. Subclasses override it to return their table.
  open class var keyTable: KeyTable {
    KeyTable(self, inheriting: nil, subtypes: [], make: { KeyedObject() }, problems: [], [])
  }

  /// Creates an object whose keys hold their defaults.
  ///
  /// A model whose Apple counterpart has no public initializer does not inherit it: it declares
  /// an initializer of this package's (`init(blank:)`), which its table makes blank instances
  /// with. (Swift does not let a subclass inherit an `@available(*, unavailable)` initializer with
  /// its own stored properties initialized, so a model never makes one through that.)
  public override init() {
    super.init()
  }

  /// Makes an instance from any `Decoder` through the key table: a blank instance, then
  /// ``KeyValueCodable/decodeKeys(from:)``. It is what the `init(from:)` of a type of yours that
  /// adopts `Decodable` calls.
  ///
  /// ```swift
  /// extension Article: Decodable {  // Article: a final KeyedObject subclass of yours
  ///   convenience init(from decoder: any Decoder) throws {
  ///     try self.init(keysFrom: decoder)  // a blank Article, then decodeKeys(from:)
  ///   }
  /// }
  /// ```
  ///
  /// To decode a model, or any type without its own `init(from:)`, decode ``Fabricated``.
  ///
  /// - Parameter decoder: The decoder passed to `init(from:)`.
  /// - Throws: `DecodingError` naming the coding path of the first problem.
  public convenience init(keysFrom decoder: any Decoder) throws {
    self.init()
    try decodeKeys(from: decoder)
  }

  /// Encodes every key with `encode(_:forKey:)`, so `NSKeyedArchiver` archives the object and
  /// `NSKeyedUnarchiver` makes an equal one, with or without secure coding.
  ///
  /// ```swift
  /// let data = try NSKeyedArchiver.archivedData(withRootObject: content, requiringSecureCoding: true)
  /// let again = try NSKeyedUnarchiver.unarchivedObject(
  ///   ofClass: UNMutableNotificationContent.self, from: data)
  /// ```
  ///
  /// A ``KeyedCoder`` gets each value as it is, nested objects as nested dictionaries. Any other
  /// coder gets each key's fixture value as Foundation property-list objects (`NSString`,
  /// `NSNumber`, `NSDate`, `NSData`, `NSArray`, `NSDictionary`), whatever the key's Swift type, so
  /// no value a user can set makes archiving trap; a model's `init?(coder:)` reads them back
  /// through the key table.
  ///
  /// - Parameter coder: The coder to write to.
  open func encode(with coder: NSCoder) {
    guard coder is KeyedCoder else { return Archiving.encode(self, with: coder) }
    for key in type(of: self).keyTable.keys {
      coder.encode(key.read(self), forKey: key.name)
    }
  }

  /// Checks a value before the engine writes it to `key`; see
  /// ``KeyValueCodable/validateValue(_:forKey:)``. Accepts every value unless overridden.
  ///
  /// - Parameters:
  ///   - value: The coerced value, of the key's type.
  ///   - key: The key about to be written.
  /// - Throws: Any error; the engine reports it as a problem at the key's path.
  open func validateValue(_ value: Any?, forKey key: String) throws {}

  /// Called after the engine wrote `key`, outside every storage lock, once every key of the
  /// fabrication fitted; see ``KeyValueCodable/didChangeValue(forKey:)``. Does nothing unless
  /// overridden.
  ///
  /// - Parameter key: The key that was written.
  open func didChangeValue(forKey key: String) {}

  /// A copy of the same class with equal keys; nested key-value codable objects are copied too,
  /// so changing the copy by key never changes the original.
  ///
  /// - Parameter zone: Ignored, as on Apple platforms.
  /// - Returns: The copy.
  open func copy(with zone: NSZone? = nil) -> Any {
    Fabricator.deepCopy(self)
  }

  /// Encodes every key, as ``KeyValueCodable/fixture()`` lists them, so `JSONEncoder` writes
  /// what a fixture file holds.
  ///
  /// - Parameter encoder: Any encoder.
  open func encode(to encoder: any Encoder) throws {
    try FixtureValue.fixture(FixtureConversion.fixture(of: self)).encode(to: encoder)
  }

  /// A copy, as ``copy(with:)``. (On Linux, `NSObject.copy()` returns `self` unless the class
  /// adopts `NSCopying`; a model's copy should be a copy whether or not Apple's adopts it.)
  ///
  /// - Returns: The copy.
  open override func copy() -> Any {
    copy(with: nil)
  }

  /// Whether `object` is of the same class and every key holds an equal value.
  ///
  /// - Parameter object: The object to compare with.
  /// - Returns: `true` if the two are equal key by key.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? KeyedObject else { return false }
    if other === self { return true }
    guard type(of: other) == type(of: self) else { return false }
    return EqualityWalk.compare(self, other) {
      type(of: self).keyTable.keys.allSatisfy { key in
        valuesEqual(key.read(self), key.read(other))
      }
    }
  }

  /// A hash consistent with ``isEqual(_:)``: the class and its `String` keys.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(ObjectIdentifier(type(of: self)))
    for key in type(of: self).keyTable.keys {
      if let string = key.read(self) as? String { hasher.combine(string) }
    }
    return hasher.finalize()
  }

  /// One line: `<Type key: value, ...>`.
  open override var description: String {
    TreeDescription.line(self)
  }

  /// The tree of keys and values, as ``KeyValueCodable/treeDescription``.
  open override var debugDescription: String {
    treeDescription
  }
}
