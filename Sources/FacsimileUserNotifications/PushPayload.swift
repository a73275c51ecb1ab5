public import FacsimileCore
public import Foundation

/// An APNs payload, to become the notification a device presents when it arrives: its content,
/// the delivered notification, and the user's response to it.
///
/// Load a payload your server sends, then hand the app the objects the system would:
///
/// ```swift
/// let payload = try PushPayload(json: """
///   {"aps": {"alert": {"title": "Breaking", "body": "A new article is out."}, "badge": 1},
///    "articleId": "1"}
///   """)
/// let response = try payload.response()
/// delegate.userNotificationCenter(.current(), didReceive: response, withCompletionHandler: {})
/// #expect(response.notification.request.content.title == "Breaking")
/// #expect(response.notification.request.content.userInfo["articleId"] as? String == "1")
/// ```
///
/// The `aps` dictionary maps to ``UNNotificationContent`` as a device presents it: `alert` (a
/// string is the body; a dictionary gives `title`, `subtitle`, `body`, `launch-image`,
/// `summary-arg` and `summary-arg-count`), `badge`, `sound` (a name, `"default"`, or a
/// critical-alert dictionary), `category`, `thread-id`, `target-content-id`,
/// `interruption-level`, `relevance-score` (any number, clamped to 0...1 as iOS does) and
/// `filter-criteria`. The whole payload, `aps` included, is the content's `userInfo`.
/// `facsimile types` lists every field with its type and the content property it sets.
///
/// Localization keys (`title-loc-key`, `subtitle-loc-key`, `loc-key`) take the place of the
/// plain text, as on a device. There is no strings table on Linux, so the text is what a device
/// shows for a key its `Localizable.strings` lacks: the key itself, with `%@` and `%n$@` replaced
/// by the `...-loc-args`. `content-available` and `mutable-content` have no content property;
/// read them with ``isContentAvailable`` and ``isMutableContent``.
///
/// `Sendable`: a value. Send a payload (or its fixture) across tasks, and make the models, which are
/// not `Sendable`, inside the task that uses them.
public struct PushPayload: Sendable {
  /// The request identifier that ``notification(identifier:date:)`` gives unless told otherwise:
  /// a fixed UUID, `00000000-0000-0000-0000-000000000000`, so that two fabrications of one
  /// payload are equal.
  public static let defaultIdentifier = "00000000-0000-0000-0000-000000000000"

  /// The delivery date that every fabrication helper gives unless told otherwise:
  /// `1970-01-01T00:00:00Z`, the date of a blank ``UNNotification``, so that tests are
  /// repeatable.
  ///
  /// ``notification(identifier:date:)``, `UNNotification.fabricate(content:identifier:date:trigger:)`
  /// and `UNNotificationResponse.fabricate(userInfo:actionIdentifier:)` all use it, so two
  /// fabrications from equal input are equal:
  ///
  /// ```swift
  /// let response = try UNNotificationResponse.fabricate(userInfo: ["articleId": "1"])
  /// #expect(response.notification.date == PushPayload.defaultDate)
  /// ```
  public static let defaultDate = Date(timeIntervalSince1970: 0)

  /// The payload, keys in the order written.
  ///
  /// Edit it to make variations, then wrap the result again:
  ///
  /// ```swift
  /// let cleared = PushPayload(try payload.fixture.setting("aps.badge", to: 0))
  /// ```
  public let fixture: Fixture

  /// The JSON the payload was parsed from, to give problems a line and column, and its
  /// numbers' digits to ``decodeCustomKeys(as:using:)``.
  let document: JSONFixture?

  /// Creates a payload from a fixture, such as a dictionary literal.
  ///
  /// ```swift
  /// let payload = PushPayload(["aps": ["alert": "Your order has shipped."], "orderId": 42])
  /// ```
  ///
  /// A fixture is not checked here (this initializer does not throw, so that a payload can be
  /// edited key by key): ``content()``, and every helper built on it, checks its values and
  /// throws. Payloads read from JSON (``init(json:)-(Data)``, ``init(contentsOf:)``,
  /// `init(resource:in:subdirectory:)`) are checked as they are read.
  ///
  /// - Parameter fixture: The payload's keys and values.
  public init(_ fixture: Fixture) {
    self.fixture = fixture
    self.document = nil
  }

  /// Parses a payload from JSON, as the body of an APNs request.
  ///
  /// ```swift
  /// let payload = try PushPayload(json: Data(#"{"aps": {"content-available": 1}}"#.utf8))
  /// ```
  ///
  /// The payload is checked as it is read, field by field as ``content()`` reads it: a value that
  /// does not fit (`"badge": "2"`, an `alert` that is a number) throws here, with the line and
  /// column of the key whose value is at fault, so a broken fixture fails where it is loaded.
  /// The content is made when asked for, once per call of ``content()`` or a helper built on it.
  ///
  /// - Parameter json: UTF-8 JSON whose top level is an object.
  /// - Throws: `FacsimileError` of kind `FacsimileError.Kind.malformedJSON` with the line and
  ///   column of the first syntax error, `FacsimileError.Kind.typeMismatch` if the top level is
  ///   not an object, or as ``content()`` for every value of `aps` that does not fit (or a
  ///   missing `aps`).
  public init(json: Data) throws {
    try self.init(document: JSONFixture(data: json))
  }

  /// Parses a payload from JSON text.
  ///
  /// ```swift
  /// let payload = try PushPayload(json: #"{"aps": {"alert": "Hello"}}"#)
  /// ```
  ///
  /// - Parameter json: JSON text whose top level is an object.
  /// - Throws: As ``init(json:)-(Data)``.
  public init(json: String) throws {
    try self.init(json: Data(json.utf8))
  }

  /// Reads a payload from a JSON file.
  ///
  /// ```swift
  /// let payload = try PushPayload(contentsOf: URL(fileURLWithPath: "Examples/payloads/alert.json"))
  /// ```
  ///
  /// The payload is checked as it is read, as ``init(json:)-(Data)`` checks it; problems carry
  /// the file's path, line and column.
  ///
  /// - Parameter url: A file URL.
  /// - Throws: `FacsimileError` as ``init(json:)-(Data)`` does, naming the file; of kind
  ///   `missingFile`, naming the path, when the file cannot be read.
  public init(contentsOf url: URL) throws {
    try self.init(document: JSONFixture(contentsOf: url))
  }

  init(document: JSONFixture) throws {
    guard case .fixture(let fixture) = document.value else {
      throw document.locate(
        FacsimileError([
          FacsimileError.Problem(
            .typeMismatch, typeName: APSReader.typeName, keyPath: [], expected: "a JSON object",
            found: FacsimileError.Problem.describing(document.value.engineValue))
        ]))
    }
    self.fixture = fixture
    self.document = document
    // Checked when loaded, where the file is named: a value that does not fit (`"badge": "2"`)
    // fails here, with its line and column, not later in `content()`. The fields are read as
    // `content()` reads them, each a value its key takes as it is, so the content, made once
    // when asked for, cannot fail where this passed.
    _ = try contentProperties()
  }

  /// The content's keys, read from the payload as ``content()`` reads them.
  func contentProperties() throws(FacsimileError) -> [String: Any] {
    do {
      return try APSReader.contentProperties(of: fixture)
    } catch {
      throw located(error)
    }
  }

  /// The whole payload, `aps` included, as a device gives it in the content's `userInfo`.
  ///
  /// ```swift
  /// let aps = payload.userInfo["aps"] as? [String: Any]
  /// let articleId = payload.userInfo["articleId"] as? String
  /// ```
  ///
  /// Keys are `String`s; nested objects are `[String: Any]`, arrays `[Any]`, numbers and
  /// Booleans `NSNumber` (as `JSONSerialization` gives them on a device, so both
  /// `as? Int` and `as? Bool` work on `content-available`), and `null` `NSNull`.
  public var userInfo: [AnyHashable: Any] {
    fixture.jsonObject
  }

  /// Whether the payload wakes the app in the background: `aps.content-available` is `1` (as
  /// iOS reads it, any number from 1 up; `0.5` or `0` leaves it unset).
  ///
  /// ```swift
  /// if payload.isContentAvailable { await app.refresh() }
  /// ```
  public var isContentAvailable: Bool {
    APSReader.isSet(aps?["content-available"])
  }

  /// Whether a notification service extension may change the content before it shows:
  /// `aps.mutable-content` is `1`.
  ///
  /// ```swift
  /// #expect(payload.isMutableContent)
  /// ```
  public var isMutableContent: Bool {
    APSReader.isSet(aps?["mutable-content"])
  }

  private var aps: Fixture? {
    guard case .fixture(let aps)? = fixture["aps"] else { return nil }
    return aps
  }

  /// The error, located in the JSON the payload came from, if any.
  func located(_ error: FacsimileError) -> FacsimileError {
    document?.locate(error) ?? error
  }
}
