/// Makes instances of types that have no public initializer, as the Objective-C
/// `InstanceHelper` does with `[[cls alloc] init]` and `setValue:forKey:`.
///
/// ```swift
/// func createScene() throws -> UIWindowScene {
///   let session = try InstanceHelper.create(UISceneSession.self)
///   let scene = try InstanceHelper.create(UIWindowScene.self, properties: [
///     "session": session
///   ])
///   return scene
/// }
/// ```
public enum InstanceHelper {
  /// A blank instance of `type` with the given properties set by key.
  ///
  /// Values are coerced to each key's type; a nested dictionary becomes a nested object. All
  /// properties are checked before any is set, and every problem is reported at once. A
  /// top-level `"$type"` chooses a registered subclass, as in ``KeyValueCodable/fabricate(from:allowing:)->Self``.
  ///
  /// - Parameters:
  ///   - type: A key-value codable type.
  ///   - properties: Key names to values.
  /// - Returns: The new instance.
  /// - Throws: ``FacsimileError`` listing every unknown key and every value that does not fit.
  public static func create<T: KeyValueCodable>(
    _ type: T.Type, properties: [String: Any] = [:]
  ) throws -> T {
    // The same door as `fabricate(from:)`: a top-level "$type" chooses a registered subclass.
    try Fabricator.fabricate(type, from: properties, allowing: [])
  }
}
