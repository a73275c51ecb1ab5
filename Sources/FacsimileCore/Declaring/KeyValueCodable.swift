import Foundation

/// A type whose read-only properties live in keyed storage that Facsimile can read and write.
///
/// Most types adopt it by subclassing ``KeyedObject``, which supplies equality, copying and
/// descriptions. A class that must keep another superclass can adopt it directly:
///
/// ```swift
/// final class Author: MyBaseClass, KeyValueCodable {
///   struct Keys: KeySet {
///     let name = Key("")
///     static let layout = KeyLayout<Keys>()
///   }
///   let storage = Keys.storage()
///   var name: String { storage.name }
///   static let keyTable = KeyTable(\Author.storage) { Author() }
/// }
/// ```
public protocol KeyValueCodable: AnyObject {
  /// The type's keys: name, value type, how to read and how to write each, and how to make a
  /// blank instance.
  static var keyTable: KeyTable { get }

  /// Checks a value before it is written to `key`, as Objective-C's `validateValue(_:forKey:)`
  /// does; the engine calls it for every key of a fabrication after coercion and before any write,
  /// so a refusal changes nothing. The default accepts everything.
  ///
  /// Override it for a rule that involves more than one object, such as a reply that belongs to
  /// its parent's thread:
  ///
  /// ```swift
  /// struct OtherThread: Error, CustomStringConvertible {
  ///   var description: String { "the reply belongs to another thread" }
  /// }
  ///
  /// override func validateValue(_ value: Any?, forKey key: String) throws {
  ///   if key == "inReplyTo", let parent = value as? Comment, parent.thread != thread {
  ///     throw OtherThread()
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - value: The coerced value, of the key's type.
  ///   - key: The key about to be written.
  /// - Throws: Any error; the engine reports it as a problem at the key's path.
  func validateValue(_ value: Any?, forKey key: String) throws

  /// Called after the engine wrote `key`, outside every storage lock, once every key of the
  /// fabrication fitted: the place for side effects on other objects (back-references), as a
  /// key-value observer would see the change.
  ///
  /// - Parameter key: The key that was written.
  func didChangeValue(forKey key: String)
}

extension KeyValueCodable {
  /// Accepts every value.
  public func validateValue(_ value: Any?, forKey key: String) throws {}

  /// Does nothing.
  public func didChangeValue(forKey key: String) {}
}

extension KeyValueCodable {
  /// Returns the value of the key, as Objective-C's `value(forKey:)` does.
  ///
  /// ```swift
  /// let title = try article.value(forKey: "title") as? String
  /// ```
  ///
  /// - Parameter key: The name of one of the type's keys.
  /// - Returns: The value, or `nil` for an optional key that holds none.
  /// - Throws: ``FacsimileError`` of kind ``FacsimileError/Kind/unknownKey`` where Objective-C
  ///   would raise `NSUndefinedKeyException`.
  public func value(forKey key: String) throws -> Any? {
    let table = type(of: self).keyTable
    guard let entry = table[key] else {
      throw FacsimileError(
        FabricationContext(rootTypeName: table.typeName).unknownKey(key, in: table))
    }
    return entry.read(self)
  }

  /// Returns the value at a dotted key path, through nested objects and dictionaries.
  ///
  /// ```swift
  /// let title = try response.value(forKeyPath: "notification.request.content.title") as? String
  /// let type = try response.value(forKeyPath: "notification.request.content.userInfo.type")
  /// ```
  ///
  /// - Parameter keyPath: Keys separated by dots, and an array's element by its index in
  ///   brackets, as errors print key paths (`actions[0].title`). Inside a dictionary, a segment
  ///   is a dictionary key, and a missing one reads as `nil`.
  /// - Returns: The value, or `nil` if an optional value on the way holds none.
  /// - Throws: ``FacsimileError`` for an unknown key, an empty segment, an index outside its
  ///   array (naming the valid range), or a segment that passes through a value with no keys.
  public func value(forKeyPath keyPath: String) throws -> Any? {
    let table = type(of: self).keyTable
    let segments = try FixtureKeyPath.segments(of: keyPath, typeName: table.typeName)
    return try Fabricator.resolve(segments[...], from: self, rootTypeName: table.typeName).value
  }

  /// Sets the value of the key, coercing it to the key's type, as Objective-C's
  /// `setValue(_:forKey:)` does for read-only properties.
  ///
  /// ```swift
  /// try notification.setValue(request, forKey: "request")
  /// try article.setValue(NSNumber(value: 3), forKey: "views")  // coerced to Int
  /// ```
  ///
  /// A value that fails leaves the object exactly as it was.
  ///
  /// - Parameters:
  ///   - value: The new value. A dictionary becomes a nested object of the key's type.
  ///   - key: The name of one of the type's keys.
  /// - Throws: ``FacsimileError`` for an unknown key, a value that does not fit, or an object
  ///   that would become its own descendant.
  public func setValue(_ value: Any?, forKey key: String) throws {
    let table = type(of: self).keyTable
    try Fabricator.set(
      value, forKey: key, on: self, table: table, ancestors: [self], in: table.rootContext)
  }

  /// Sets the value at a dotted key path, on the object the path's last segment belongs to.
  ///
  /// ```swift
  /// try response.setValue("Hi", forKeyPath: "notification.request.content.title")
  /// ```
  ///
  /// - Parameters:
  ///   - value: The new value, coerced as in ``setValue(_:forKey:)``.
  ///   - keyPath: Keys separated by dots, and an array's element by its index in brackets
  ///     (`actions[0].title`); every segment but the last must lead to an object, and the last
  ///     is one of its keys.
  /// - Throws: ``FacsimileError`` naming the full key path.
  public func setValue(_ value: Any?, forKeyPath keyPath: String) throws {
    let table = type(of: self).keyTable
    let segments = try FixtureKeyPath.segments(of: keyPath, typeName: table.typeName)
    let parentPath = segments.dropLast()
    let resolved = try Fabricator.resolve(parentPath, from: self, rootTypeName: table.typeName)
    let context = FabricationContext(
      rootTypeName: table.typeName, path: parentPath.map(\.text))
    guard case .key(let key) = segments[segments.count - 1] else {
      throw FacsimileError(
        context.appending(segments[segments.count - 1].text).problem(
          .invalidKeyPath,
          detail: "an array's element is not set by its index; set the array by its key, "
            + (parentPath.last?.text ?? "")))
    }
    guard let parent = resolved.value.flatMap(keyValueCodable) else {
      let detail =
        resolved.value == nil
        ? "is nil; set an object there first"
        : "is \(describe(resolved.value)), which has no keys"
      throw FacsimileError(context.problem(.invalidKeyPath, detail: detail))
    }
    try Fabricator.set(
      value, forKey: key, on: parent,
      table: Swift.type(of: parent).keyTable, ancestors: resolved.objects, in: context)
  }

  /// The object's keys and values as an indented tree, nested objects and collections expanded.
  ///
  /// ```swift
  /// print(response.treeDescription)
  /// // UNNotificationResponse
  /// // ├─ actionIdentifier: "OPEN"
  /// // └─ notification: UNNotification
  /// //    └─ ...
  /// ```
  public var treeDescription: String {
    TreeDescription.render(self)
  }
}
