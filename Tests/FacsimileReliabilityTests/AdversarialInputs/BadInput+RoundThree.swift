import Facsimile
import Foundation

/// Writes `text` to `name` in `folder` and returns the file's path.
private func write(_ text: String, to name: String, in folder: URL) throws -> String {
  let url = folder.appendingPathComponent(name)
  try Data(text.utf8).write(to: url)
  return url.path
}

/// What every door says of a date no calendar can show.
private let farDate =
  "Node.date: expected a Date from -4713-11-24T12:00:00Z to 506713-02-07T00:00:00Z "
  + "(the dates a calendar can show), found"

extension BadInput {
  /// Inputs found by the third round of probes.
  static let roundThree: [BadInput] = [
    // A date far outside what a calendar can show was accepted, and describing it trapped.
    BadInput(
      .keyedDictionary, "1e300 seconds for a date", .invalidValue, farDate + " Double 1e+300"
    ) {
      _ = try InstanceHelper.create(Node.self, properties: ["date": 1e300])
    },
    BadInput(
      .keyValueCoding, "a date of 1e300 seconds by key", .invalidValue,
      farDate + " Date 1e+300 seconds since 1970"
    ) {
      try Node.blank().setValue(Date(timeIntervalSince1970: 1e300), forKey: "date")
    },
    BadInput(.keyedCoder, "-1e300 seconds for a date", .invalidValue, farDate + " Double -1e+300") {
      try decode(Node.self, from: ["date": -1e300])
    },
    BadInput(
      .fixture, "a date one second past the last a calendar can show", .invalidValue,
      farDate + " Date 15928153804801.0 seconds since 1970"
    ) {
      _ = try Node.fabricate(
        from: ["date": .date(Date(timeIntervalSinceReferenceDate: 15_927_175_497_601))])
    },
    BadInput(.json, "1e300 seconds for a date", .invalidValue, "JSON:1:2: " + farDate) {
      try fabricate(Node.self, json: #"{"date": 1e300}"#)
    },
    // decodeObject(of:forKey:) handed back a value of a class not asked for, and lost the
    // problems of a nested object that failed.
    BadInput(
      .keyedCoder, "a string for decodeObject(of: [NSNumber.self])", .typeMismatch,
      #"KeyedCoder.badge: expected NSNumber, found String "three""#
    ) {
      try withCoder(["badge": "three"]) {
        _ = $0.decodeObject(of: [NSNumber.self], forKey: "badge")
      }
    },
    BadInput(
      .keyedCoder, "a string for decodeObject(of: [NSArray.self])", .typeMismatch,
      #"KeyedCoder.ids: expected NSArray, found String "1, 2""#
    ) {
      try withCoder(["ids": "1, 2"]) { _ = $0.decodeObject(of: [NSArray.self], forKey: "ids") }
    },
    BadInput(
      .keyedCoder, "a nested object that fails in decodeObject(of: [UNNotificationRequest.self])",
      .typeMismatch, "KeyedCoder.request.identifier: expected String, found Int 7"
    ) {
      try withCoder(["request": ["identifier": 7]]) {
        _ = $0.decodeObject(of: [UNNotificationRequest.self], forKey: "request")
      }
    },
    BadInput(
      command: "show of a fixture whose date is 1e300 seconds", status: 1, .standardError,
      "date: expected a Date from -4713-11-24T12:00:00Z to 506713-02-07T00:00:00Z"
    ) { folder in
      [
        "show",
        try write(
          #"{"$type": "UNNotification", "date": 1e300, "request": {"identifier": "a"}}"#,
          to: "far.json", in: folder),
      ]
    },
  ]
}
