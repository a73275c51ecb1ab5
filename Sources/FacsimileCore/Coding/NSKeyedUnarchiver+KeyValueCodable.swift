public import Foundation

extension NSKeyedUnarchiver {
  /// Decodes a model archived with `NSKeyedArchiver`, as Foundation's method of the same name
  /// does, and throws when the archive holds an object of another class.
  ///
  /// ```swift
  /// let data = try NSKeyedArchiver.archivedData(withRootObject: content, requiringSecureCoding: true)
  /// let again = try NSKeyedUnarchiver.unarchivedObject(ofClass: UNNotificationContent.self, from: data)
  /// // An archive of a content read as a request throws: value for key 'root' was of unexpected class
  /// ```
  ///
  /// On Apple platforms, `unarchivedObject(ofClass:from:)` throws `CocoaError.coderReadCorrupt`
  /// when the archive's object is not of the class asked for. Linux's Foundation traps instead
  /// (`Fatal error: Value was of unexpected class`), which would take a test process down. This
  /// overload, which Swift prefers for a model's class, checks the class the archive names
  /// first and throws the error Apple's throws; then Foundation decodes as usual.
  ///
  /// - Parameters:
  ///   - cls: The class the archive's object must be (or be a subclass of).
  ///   - data: An archive made by `NSKeyedArchiver`.
  /// - Returns: The decoded object, or `nil` if the archive holds none.
  /// - Throws: `CocoaError.coderReadCorrupt` for an object of another class, and whatever
  ///   Foundation's unarchiver throws (a damaged archive, an unknown class, a failed decode).
  public static func unarchivedObject<Object: NSObject & NSCoding & KeyValueCodable>(
    ofClass cls: Object.Type, from data: Data
  ) throws -> Object? {
    if let error = Archiving.unexpectedRootClass(in: data, allowing: [cls]) { throw error }
    return try unarchivedObject(ofClasses: [cls], from: data) as? Object
  }
}
