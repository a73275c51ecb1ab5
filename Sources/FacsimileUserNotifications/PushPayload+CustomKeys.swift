public import FacsimileCore
import Foundation

extension PushPayload {
  /// The payload's custom keys: every top-level key but `aps`, the part your server adds and your
  /// app reads from `userInfo`.
  ///
  /// ```swift
  /// let payload = try PushPayload(json: #"{"aps": {"alert": "Hi"}, "articleId": "1"}"#)
  /// #expect(payload.customKeys == ["articleId": "1"])
  /// ```
  public var customKeys: Fixture {
    Fixture(entries: fixture.entries.filter { $0.key != "aps" })
  }

  /// Decodes the payload's custom keys as a `Decodable` type of yours, refusing a key it does not
  /// read, so that a misspelt key (`"articleID"` for `articleId`) fails here rather than reading
  /// as `nil` in the app.
  ///
  /// ```swift
  /// struct ArticlePush: Decodable { let articleId: String; let campaign: String? }
  /// let push = try payload.decodeCustomKeys(as: ArticlePush.self)
  /// ```
  ///
  /// The keys are read by a ``/FacsimileCore/FixtureDecoder`` whose
  /// ``/FacsimileCore/FixtureDecoder/refusesUnknownKeys`` is `true`; pass your own to change that
  /// or its strategies.
  ///
  /// - Parameters:
  ///   - type: Your type, whose coding keys are the payload's top-level keys but `aps`.
  ///   - decoder: The decoder to read them with.
  /// - Returns: The decoded value.
  /// - Throws: ``/FacsimileCore/FacsimileError`` naming the payload key path
  ///   (`PushPayload.articleID: ...`), located in the file for a payload read from JSON.
  public func decodeCustomKeys<T: Decodable>(
    as type: T.Type,
    using decoder: FixtureDecoder = {
      var decoder = FixtureDecoder()
      decoder.refusesUnknownKeys = true
      return decoder
    }()
  ) throws -> T {
    do {
      // From the JSON's text where the payload was read from JSON, so that a `Decimal` keeps
      // the digits a `Double` in the fixture has not.
      guard let document else { return try decoder.decode(type, from: customKeys) }
      return try decoder.decode(type, fromObjectIn: document, omitting: ["aps"])
    } catch {
      throw located(FacsimileError(decoding: error, typeName: APSReader.typeName))
    }
  }

  /// Fabricates the payload's custom keys as a key-value codable type of yours: every key must
  /// be one of its keys, as in every fixture.
  ///
  /// ```swift
  /// let campaign = try payload.fabricateCustomKeys(as: CampaignPush.self)  // a KeyedObject
  /// ```
  ///
  /// - Parameters:
  ///   - type: Your type, whose keys are the payload's top-level keys but `aps`.
  ///   - allowedTypes: Further subclasses `"$type"` may name.
  /// - Returns: The new instance.
  /// - Throws: ``/FacsimileCore/FacsimileError`` listing every problem, with key paths from your
  ///   type (`CampaignPush.campaignID: CampaignPush has no key ...`), located in the file for a
  ///   payload read from JSON.
  public func fabricateCustomKeys<T: KeyValueCodable>(
    as type: T.Type, allowing allowedTypes: [any KeyValueCodable.Type] = []
  ) throws -> T {
    do {
      return try T.fabricate(from: customKeys, allowing: allowedTypes)
    } catch let error as FacsimileError {
      throw located(error)
    }
  }

  /// How a check of many payloads (`expectValidFixtures(in:customKeys:)`) reads their custom
  /// keys: decoded as a `Decodable` type of yours, or fabricated as a key-value codable one.
  ///
  /// ```swift
  /// expectValidFixtures(in: "Payloads", customKeys: .decoded(as: ArticlePush.self))
  /// ```
  public struct CustomKeys: Sendable {
    /// The name of the type, for messages.
    public let typeName: String
    private let read: @Sendable (PushPayload) throws -> Void

    /// Checks that the custom keys decode as `type`, refusing keys it does not read (see
    /// ``PushPayload/decodeCustomKeys(as:using:)``).
    ///
    /// - Parameter type: Your `Decodable` type.
    /// - Returns: The check.
    public static func decoded<T: Decodable & SendableMetatype>(as type: T.Type) -> CustomKeys {
      CustomKeys(typeName: "\(T.self)") { _ = try $0.decodeCustomKeys(as: T.self) }
    }

    /// Checks that the custom keys fabricate as `type` (see
    /// ``PushPayload/fabricateCustomKeys(as:allowing:)``).
    ///
    /// - Parameter type: Your key-value codable type.
    /// - Returns: The check.
    public static func fabricated<T: KeyValueCodable & SendableMetatype>(as type: T.Type)
      -> CustomKeys
    {
      CustomKeys(typeName: T.keyTable.typeName) { _ = try $0.fabricateCustomKeys(as: T.self) }
    }

    private init(typeName: String, read: @escaping @Sendable (PushPayload) throws -> Void) {
      self.typeName = typeName
      self.read = read
    }

    /// Reads the custom keys of `payload`.
    ///
    /// - Parameter payload: A push payload.
    /// - Throws: ``/FacsimileCore/FacsimileError`` naming each problem's key path.
    public func check(_ payload: PushPayload) throws {
      try read(payload)
    }
  }
}
