import Foundation

// The alternatives users reach for, built into the same binary and measured in the same run.

/// A hand-written model of the same graph: final classes with `let` properties.
final class PlainContent {
  let title: String
  let body: String
  let badge: Int?
  let sound: String?
  let userInfo: [String: Any]

  init(title: String, body: String, badge: Int?, sound: String?, userInfo: [String: Any]) {
    self.title = title
    self.body = body
    self.badge = badge
    self.sound = sound
    self.userInfo = userInfo
  }

  /// The hand-written construction from `[String: Any]` with `as?` casts.
  convenience init?(_ dictionary: [String: Any]) {
    guard let title = dictionary["title"] as? String, let body = dictionary["body"] as? String,
      let userInfo = dictionary["userInfo"] as? [String: Any]
    else { return nil }
    let sound =
      dictionary["sound"] as? String
      ?? (dictionary["sound"] as? [String: Any])?["toneFileName"] as? String
    self.init(
      title: title, body: body, badge: dictionary["badge"] as? Int, sound: sound, userInfo: userInfo
    )
  }
}

final class PlainRequest {
  let identifier: String
  let content: PlainContent

  init(identifier: String, content: PlainContent) {
    self.identifier = identifier
    self.content = content
  }

  convenience init?(_ dictionary: [String: Any]) {
    guard let identifier = dictionary["identifier"] as? String,
      let content = (dictionary["content"] as? [String: Any]).flatMap(PlainContent.init)
    else { return nil }
    self.init(identifier: identifier, content: content)
  }
}

final class PlainNotification {
  let date: Date
  let request: PlainRequest

  init(date: Date, request: PlainRequest) {
    self.date = date
    self.request = request
  }

  convenience init?(_ dictionary: [String: Any]) {
    guard let seconds = dictionary["date"] as? Double,
      let request = (dictionary["request"] as? [String: Any]).flatMap(PlainRequest.init)
    else { return nil }
    self.init(date: Date(timeIntervalSince1970: seconds), request: request)
  }
}

final class PlainResponse {
  let actionIdentifier: String
  let notification: PlainNotification

  init(actionIdentifier: String, notification: PlainNotification) {
    self.actionIdentifier = actionIdentifier
    self.notification = notification
  }

  convenience init?(_ dictionary: [String: Any]) {
    guard let actionIdentifier = dictionary["actionIdentifier"] as? String,
      let notification = (dictionary["notification"] as? [String: Any]).flatMap(
        PlainNotification.init)
    else { return nil }
    self.init(actionIdentifier: actionIdentifier, notification: notification)
  }

  func add(to digest: inout Digest) {
    let request = notification.request
    let content = request.content
    digest.add(
      actionIdentifier: actionIdentifier, date: notification.date,
      identifier: request.identifier, title: content.title, body: content.body,
      badge: content.badge, sound: content.sound, userInfo: .any(content.userInfo))
  }
}

/// Arbitrary JSON, for decoding `userInfo` with `JSONDecoder`.
///
/// `Decodable` cannot ask a value's kind, so a decoder of arbitrary JSON tries kinds until one
/// fits, and every miss throws a `DecodingError`. This one does it as a careful user would:
/// `decodeNil()` first (it answers without throwing), then the kinds in the order they occur in
/// push payloads (string, number, Boolean), and the containers last. That is 7 misses per graph
/// on the article workload and 15 on the push workload (strings never miss, a number misses
/// once, a Boolean twice, a dictionary three times), against 12 and 26 for the usual order
/// (Boolean, number, string, array, dictionary).
enum JSONValue: Codable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let string = try? container.decode(String.self) {
      self = .string(string)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else if let object = try? container.decode([String: JSONValue].self) {
      self = .object(object)
    } else {
      self = .array(try container.decode([JSONValue].self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }
}

/// How a `Codable` model spells its sound: a `{"toneFileName": ...}` dictionary (article
/// workload) or a string (push workload, as APNs does). Each workload gets the model a user would
/// write for its JSON, so no decoder pays for trying both.
protocol CodableSound: Codable {
  var name: String { get }
}

extension String: CodableSound {
  var name: String { self }
}

/// A sound as a dictionary naming its file.
struct ToneFile: CodableSound {
  let toneFileName: String
  var name: String { toneFileName }
}

/// The equivalent `Codable` model, as a user would write it for `JSONDecoder`.
struct CodableResponse<Sound: CodableSound>: Codable {
  struct Content: Codable {
    let title: String
    let body: String
    let badge: Int?
    let sound: Sound?
    let userInfo: [String: JSONValue]
  }
  struct Request: Codable {
    let identifier: String
    let content: Content
  }
  struct Notification: Codable {
    let date: Date
    let request: Request
  }
  let actionIdentifier: String
  let notification: Notification

  func add(to digest: inout Digest) {
    let content = notification.request.content
    digest.add(
      actionIdentifier: actionIdentifier, date: notification.date,
      identifier: notification.request.identifier, title: content.title, body: content.body,
      badge: content.badge, sound: content.sound?.name, userInfo: .json(content.userInfo))
  }
}

/// The same model without `userInfo`, the case `JSONDecoder` handles best.
struct CodableResponseWithoutUserInfo<Sound: CodableSound>: Codable {
  struct Content: Codable {
    let title: String
    let body: String
    let badge: Int?
    let sound: Sound?
  }
  struct Request: Codable {
    let identifier: String
    let content: Content
  }
  struct Notification: Codable {
    let date: Date
    let request: Request
  }
  let actionIdentifier: String
  let notification: Notification

  /// Without `userInfo` there is none to add; the floor's digest leaves it out too.
  func add(to digest: inout Digest) {
    let content = notification.request.content
    digest.add(
      actionIdentifier: actionIdentifier, date: notification.date,
      identifier: notification.request.identifier, title: content.title, body: content.body,
      badge: content.badge, sound: content.sound?.name, userInfo: .absent)
  }
}
