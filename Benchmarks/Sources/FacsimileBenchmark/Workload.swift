import Foundation

/// The benchmark's input: N notification responses, four levels deep (response, notification,
/// request, content), generated deterministically, in every form a path starts from.
struct Workload {
  /// What the `userInfo` of each response looks like.
  enum Kind: String, CaseIterable {
    /// Five flat entries and one nested dictionary; the sound a `toneFileName` dictionary.
    case article
    /// A push's `userInfo`: the `aps` dictionary with a nested `alert`, a Boolean, numbers
    /// (one of them a `Double`), a string ID and a small nested dictionary; the sound the string
    /// `"default"`, as in an APNs payload.
    case push

    var title: String {
      switch self {
      case .article: "article workload (flat userInfo, sound as a toneFileName dictionary)"
      case .push: "push workload (userInfo with aps/alert, sound \"default\" as a string)"
      }
    }
  }

  /// Typed values, for the floor: direct initializers.
  struct Input {
    let actionIdentifier: String
    let date: Double
    let identifier: String
    let title: String
    let body: String
    let badge: Int?
    /// A file name, or `"default"` for the default sound (push workload).
    let sound: String?
    let articleId: String
    let rank: Int
    let breaking: Bool
    let score: Double
  }

  let kind: Kind
  let count: Int
  let inputs: [Input]
  /// Keyed dictionaries in Facsimile's fixture shape (also the hand-written baselines' input).
  let dictionaries: [[String: Any]]
  /// The same, as one JSON array (what a fixture file of N responses holds).
  let json: Data
  /// The size of the JSON, also when `json` was not prepared.
  let jsonSize: Int

  /// Generates the workload; `preparing` limits it to the one form a path starts from (for the
  /// memory probe, so other forms do not raise the peak before the path runs).
  init(_ kind: Kind, count: Int, preparing only: BenchmarkPath.Input? = nil) {
    self.kind = kind
    self.count = count
    let inputs = (0..<count).map { Workload.input($0, kind) }
    let needs = { (form: BenchmarkPath.Input) in only == nil || only == form }
    dictionaries = needs(.dictionaries) ? inputs.map { Workload.dictionary(for: $0, kind) } : []
    let json = Workload.json(for: inputs, kind)
    jsonSize = json.count
    self.json = needs(.json) ? json : Data()
    self.inputs = needs(.typed) ? inputs : []
  }

  /// The typed values of response `i`.
  static func input(_ i: Int, _ kind: Kind) -> Input {
    let sound: String?
    switch kind {
    case .article: sound = i % 2 == 0 ? "chime.caf" : nil
    case .push: sound = i % 3 == 0 ? nil : "default"
    }
    let action = i % 3 == 0 ? "com.apple.UNNotificationDefaultActionIdentifier" : "OPEN_ARTICLE"
    return Input(
      actionIdentifier: action, date: Double(1_700_000_000 + i), identifier: "article-\(i)",
      title: "Title \(i)", body: "Body of article \(i)", badge: i % 4 == 0 ? nil : i % 10,
      sound: sound, articleId: "\(i)", rank: i % 100, breaking: i % 7 == 0,
      score: Double(i % 8) * 0.25)
  }

  /// The `userInfo` of one response, built from typed values (the floor calls this too).
  static func userInfo(for input: Input, _ kind: Kind) -> [String: Any] {
    switch kind {
    case .article:
      [
        "articleId": input.articleId, "section": "news", "rank": input.rank,
        "breaking": input.breaking, "meta": ["source": "wire", "version": 2] as [String: Any],
      ]
    case .push:
      [
        "aps": [
          "alert": ["title": input.title, "body": input.body],
          "badge": input.badge ?? 0, "sound": "default",
        ] as [String: Any],
        "messageId": "msg-\(input.articleId)", "content-available": input.breaking,
        "priority": input.rank,
        "deepLink": ["screen": "article", "id": input.rank, "score": input.score]
          as [String: Any],
      ]
    }
  }

  static func dictionary(for input: Input, _ kind: Kind) -> [String: Any] {
    var content: [String: Any] = [
      "title": input.title, "body": input.body, "userInfo": userInfo(for: input, kind),
    ]
    if let badge = input.badge { content["badge"] = badge }
    if let sound = input.sound {
      content["sound"] = kind == .push ? sound : ["toneFileName": sound]
    }
    return [
      "actionIdentifier": input.actionIdentifier,
      "notification": [
        "date": input.date,
        "request": ["identifier": input.identifier, "content": content] as [String: Any],
      ] as [String: Any],
    ]
  }

  /// JSON text written by hand, so the bytes are the same for every reader.
  static func json(for inputs: [Input], _ kind: Kind) -> Data {
    var text = "["
    for (index, input) in inputs.enumerated() {
      if index > 0 { text += "," }
      text += "\n{\"actionIdentifier\":\"\(input.actionIdentifier)\",\"notification\":{"
      text += "\"date\":\(Int(input.date)),\"request\":{\"identifier\":\"\(input.identifier)\","
      text += "\"content\":{\"title\":\"\(input.title)\",\"body\":\"\(input.body)\""
      if let badge = input.badge { text += ",\"badge\":\(badge)" }
      if let sound = input.sound {
        text +=
          kind == .push ? ",\"sound\":\"\(sound)\"" : ",\"sound\":{\"toneFileName\":\"\(sound)\"}"
      }
      switch kind {
      case .article:
        text += ",\"userInfo\":{\"articleId\":\"\(input.articleId)\",\"section\":\"news\","
        text += "\"rank\":\(input.rank),\"breaking\":\(input.breaking),"
        text += "\"meta\":{\"source\":\"wire\",\"version\":2}}}}}}"
      case .push:
        text += ",\"userInfo\":{\"aps\":{\"alert\":{\"title\":\"\(input.title)\","
        text += "\"body\":\"\(input.body)\"},\"badge\":\(input.badge ?? 0),\"sound\":\"default\"},"
        text += "\"messageId\":\"msg-\(input.articleId)\",\"content-available\":\(input.breaking),"
        text += "\"priority\":\(input.rank),"
        text +=
          "\"deepLink\":{\"screen\":\"article\",\"id\":\(input.rank),\"score\":\(input.score)}}"
        text += "}}}}"
      }
    }
    text += "\n]\n"
    return Data(text.utf8)
  }
}
