import Foundation

/// A `Decodable` box that fabricates its object through the object's key table, so any `Decoder`
/// (`JSONDecoder`, `PropertyListDecoder`, ``FixtureDecoder``) can make a model.
///
/// Apple's classes are not `Decodable`, and the models are not either: a `Decodable` class needs a
/// `required init(from:)`, which every subclass with an initializer of its own would then have to
/// write, as iOS code never does. Decode the box instead; it costs a subclass nothing.
///
/// ```swift
/// let json = Data(#"{"actionIdentifier": "OPEN", "notification": {"request": {"identifier": "a"}}}"#.utf8)
/// let response = try JSONDecoder().decode(Fabricated<UNNotificationResponse>.self, from: json).object
///
/// struct Inbox: Decodable { let latest: Fabricated<UNNotificationResponse> }  // as a property
/// ```
///
/// A top-level `"$type"` chooses a registered subclass, as
/// ``KeyValueCodable/fabricate(from:allowing:)->Self`` does. Problems become
/// `DecodingError.dataCorrupted` with the coding path of the first problem and the full
/// ``FacsimileError`` as its underlying error.
public struct Fabricated<Object: KeyValueCodable>: Decodable {
  /// The fabricated object.
  public let object: Object

  /// Wraps an object that is already made.
  ///
  /// - Parameter object: The object.
  public init(_ object: Object) {
    self.object = object
  }

  /// Fabricates the object from the decoder's keyed container.
  ///
  /// - Parameter decoder: Any decoder whose value is a keyed container.
  /// - Throws: `DecodingError` naming the coding path of the first problem.
  public init(from decoder: any Decoder) throws {
    let properties = try FixtureValue.properties(
      of: Object.keyTable.typeName, from: decoder)
    do {
      object = try Fabricator.fabricate(Object.self, from: properties, allowing: [])
    } catch {
      throw error.decodingError(at: decoder.codingPath)
    }
  }
}
