import Facsimile
import Foundation

/// The fixture the fixture rows edit.
private let openArticle: Fixture = [
  "actionIdentifier": "OPEN",
  "notification": ["request": ["identifier": "article-1", "content": ["title": "Hello"]]],
]

extension BadInput {
  /// `Fixture` editing and fabrication from fixtures.
  static let fixtures: [BadInput] = [
    BadInput(
      .fixture, "setting an empty segment", .invalidKeyPath,
      #"key path "notification..title" has an empty segment at position 2"#
    ) {
      _ = try openArticle.setting("notification..title", to: "Hi")
    },
    BadInput(
      .fixture, "setting a misspelt segment", .unknownKey,
      #"Fixture.notification.request.contnet: the fixture has no key "contnet" (its keys here: identifier, content); did you mean "content"?"#
    ) {
      _ = try openArticle.setting("notification.request.contnet.title", to: "Hi")
    },
    BadInput(
      .fixture, "setting through a string", .invalidKeyPath,
      #"Fixture.actionIdentifier: is String "OPEN", which has no keys"#
    ) {
      _ = try openArticle.setting("actionIdentifier.value", to: "Hi")
    },
    BadInput(
      // Found by the fuzzer: the value was shown as it was, control characters and all.
      .fixture, "a key path through a string with a control character", .invalidKeyPath,
      #"Fixture.name: is String "a\u{7f}\r\nb", which has no keys"#
    ) {
      _ = try (["name": "a\u{7F}\r\nb"] as Fixture).setting("name.first", to: 1)
    },
    BadInput(
      .fixture, "removing with an empty key path", .invalidKeyPath,
      #"key path "" has an empty segment at position 1"#
    ) {
      _ = try openArticle.removing("")
    },
    BadInput(
      .fixture, "setting 65 segments deep", .tooDeep, "key path has 65 segments, more than 64"
    ) {
      _ = try openArticle.setting(
        Array(repeating: "notification", count: 65).joined(separator: "."), to: 1)
    },
    BadInput(
      .fixture, "a root type discriminator of another family", .unregisteredType,
      #""UNNotification" is not registered for UNNotificationResponse"#
    ) {
      _ = try UNNotificationResponse.fabricate(from: ["$type": "UNNotification"])
    },
    BadInput(
      .fixture, "a bad element in an array of fixtures", .typeMismatch,
      "UNNotificationResponse.[1].actionIdentifier: expected String, found Int 2"
    ) {
      _ = try UNNotificationResponse.fabricate(from: [
        ["actionIdentifier": "A"], ["actionIdentifier": 2],
      ])
    },
    BadInput(
      .fixture, "null for a required object", .typeMismatch,
      "UNNotificationResponse.notification: expected UNNotification, found null"
    ) {
      _ = try UNNotificationResponse.fabricate(from: ["notification": nil])
    },
    BadInput(
      .fixture, "100,000 nested fixtures", .tooDeep, "nesting deeper than 64 levels"
    ) {
      let fixture = nestedFixture(100_000)
      defer { keepForever(fixture) }
      _ = try Node.fabricate(from: fixture)
    },
  ]
}
