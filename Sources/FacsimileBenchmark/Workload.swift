import Foundation

/// The benchmark's input: N notification responses, four levels deep (response, notification,
/// request, content), generated deterministically, in every form a path starts from.
struct Workload {
  /// Typed values, for the floor: direct initializers.
  struct Input {
    let actionIdentifier: String
    let date: Double
    let identifier: String
    let title: String
    let body: String
    let badge: Int?
    let sound: String?
    let articleId: String
    let rank: Int
    let breaking: Bool
  }

  let count: Int
  let inputs: [Input]
  /// Keyed dictionaries in Facsimile's fixture shape (also the hand-written baseline's input).
  let dictionaries: [[String: Any]]
  /// The same, as one JSON array (what a fixture file of N responses holds).
  let json: Data
  /// The JSON, written to a file.
  let jsonFile: URL

  /// Generates the workload; `preparing` limits it to the one form a path starts from (for the
  /// memory probe, so other forms do not raise the peak before the path runs).
  init(count: Int, preparing only: BenchmarkPath.Input? = nil) throws {
    self.count = count
    let inputs = (0..<count).map { i in
      Input(
        actionIdentifier: i % 3 == 0
          ? "com.apple.UNNotificationDefaultActionIdentifier" : "OPEN_ARTICLE",
        date: Double(1_700_000_000 + i), identifier: "article-\(i)", title: "Title \(i)",
        body: "Body of article \(i)", badge: i % 4 == 0 ? nil : i % 10,
        sound: i % 2 == 0 ? "chime.caf" : nil, articleId: "\(i)", rank: i % 100,
        breaking: i % 7 == 0)
    }
    let needs = { (form: BenchmarkPath.Input) in only == nil || only == form }
    dictionaries = needs(.dictionaries) ? inputs.map(Workload.dictionary(for:)) : []
    let json = Workload.json(for: inputs)
    jsonFile = FileManager.default.temporaryDirectory
      .appendingPathComponent(
        "facsimile-bench-\(count)-\(ProcessInfo.processInfo.processIdentifier).json")
    try json.write(to: jsonFile)
    self.json = needs(.json) ? json : Data()
    self.inputs = needs(.typed) ? inputs : []
  }

  static func dictionary(for input: Input) -> [String: Any] {
    var content: [String: Any] = [
      "title": input.title, "body": input.body,
      "userInfo": [
        "articleId": input.articleId, "section": "news", "rank": input.rank,
        "breaking": input.breaking, "meta": ["source": "wire", "version": 2],
      ] as [String: Any],
    ]
    if let badge = input.badge { content["badge"] = badge }
    if let sound = input.sound { content["sound"] = ["toneFileName": sound] }
    return [
      "actionIdentifier": input.actionIdentifier,
      "notification": [
        "date": input.date,
        "request": ["identifier": input.identifier, "content": content] as [String: Any],
      ] as [String: Any],
    ]
  }

  /// JSON text written by hand, so the bytes are the same for every reader.
  static func json(for inputs: [Input]) -> Data {
    var text = "["
    for (index, input) in inputs.enumerated() {
      if index > 0 { text += "," }
      text += "\n{\"actionIdentifier\":\"\(input.actionIdentifier)\",\"notification\":{"
      text += "\"date\":\(Int(input.date)),\"request\":{\"identifier\":\"\(input.identifier)\","
      text += "\"content\":{\"title\":\"\(input.title)\",\"body\":\"\(input.body)\""
      if let badge = input.badge { text += ",\"badge\":\(badge)" }
      if let sound = input.sound { text += ",\"sound\":{\"toneFileName\":\"\(sound)\"}" }
      text += ",\"userInfo\":{\"articleId\":\"\(input.articleId)\",\"section\":\"news\","
      text += "\"rank\":\(input.rank),\"breaking\":\(input.breaking),"
      text += "\"meta\":{\"source\":\"wire\",\"version\":2}}}}}}"
    }
    text += "\n]\n"
    return Data(text.utf8)
  }
}

/// An order-independent fingerprint of built objects, to check that every path really built the
/// same graphs as the floor (FNV-1a over each object's fields, summed).
struct Digest: Equatable, CustomStringConvertible {
  private(set) var value: UInt64 = 0
  private(set) var objects = 0

  mutating func add(
    actionIdentifier: String, date: Double, identifier: String, title: String, body: String,
    badge: Int?, sound: String?, articleId: String?, userInfoCount: Int
  ) {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ text: String) {
      for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01b3
      }
      hash ^= 0xff
      hash = hash &* 0x100_0000_01b3
    }
    mix(actionIdentifier)
    mix(String(Int(date)))
    mix(identifier)
    mix(title)
    mix(body)
    mix(badge.map(String.init) ?? "-")
    mix(sound ?? "-")
    mix(articleId ?? "-")
    mix(String(userInfoCount))
    value = value &+ hash
    objects += 1
  }

  var description: String { "\(objects) objects, digest \(String(value, radix: 16))" }
}
