import Facsimile
import Foundation

/// One way of building the workload's objects, timed as a whole and checked by digest.
struct BenchmarkPath {
  enum Input { case typed, dictionaries, json }

  let name: String
  let input: Input
  /// Builds the objects and returns something that keeps them alive until the digest.
  let build: (Workload) throws -> Built
  /// Whether the path's digest leaves out `userInfo` (only the JSONDecoder baseline without it).
  var withoutUserInfo = false
  /// Whether this is one of Facsimile's paths (checked for leaks, flat cost and targets).
  var isFacsimile = false
}

/// What a path built, kept alive so the timing does not include deallocation of the result.
struct Built {
  let count: Int
  let digest: () -> Digest
  /// Weak references to a sample of the built objects, for the leak check.
  var sample: [WeakBox] = []
}

final class WeakBox {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}

extension BenchmarkPath {
  static var all: [BenchmarkPath] {
    [
      BenchmarkPath(name: "floor: direct initializers", input: .typed) { workload in
        let built = workload.inputs.map { input in
          PlainResponse(
            actionIdentifier: input.actionIdentifier,
            notification: PlainNotification(
              date: Date(timeIntervalSince1970: input.date),
              request: PlainRequest(
                identifier: input.identifier,
                content: PlainContent(
                  title: input.title, body: input.body, badge: input.badge, sound: input.sound,
                  userInfo: [
                    "articleId": input.articleId, "section": "news", "rank": input.rank,
                    "breaking": input.breaking, "meta": ["source": "wire", "version": 2],
                  ]))))
        }
        return Built(count: built.count) { digest(built) }
      },
      BenchmarkPath(name: "hand-written [String: Any] + as?", input: .dictionaries) { workload in
        let built = workload.dictionaries.compactMap(PlainResponse.init)
        return Built(count: built.count) { digest(built) }
      },
      BenchmarkPath(
        name: "Facsimile: keyed dictionary", input: .dictionaries,
        build: { workload in
          let built = try workload.dictionaries.map {
            try InstanceHelper.create(UNNotificationResponse.self, properties: $0)
          }
          return Built(count: built.count, digest: { digest(built) }, sample: sample(built))
        }, isFacsimile: true),
      BenchmarkPath(name: "JSONSerialization + hand-written", input: .json) { workload in
        let data = try Data(contentsOf: workload.jsonFile)
        let objects = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
        let built = objects.compactMap(PlainResponse.init)
        return Built(count: built.count) { digest(built) }
      },
      BenchmarkPath(name: "JSONDecoder, userInfo as JSON enum", input: .json) { workload in
        let data = try Data(contentsOf: workload.jsonFile)
        let built = try decoder.decode([CodableResponse].self, from: data)
        return Built(count: built.count) {
          var digest = Digest()
          built.forEach { $0.add(to: &digest) }
          return digest
        }
      },
      BenchmarkPath(
        name: "JSONDecoder, without userInfo", input: .json,
        build: { workload in
          let data = try Data(contentsOf: workload.jsonFile)
          let built = try decoder.decode([CodableResponseWithoutUserInfo].self, from: data)
          return Built(count: built.count) {
            var digest = Digest()
            built.forEach { $0.add(to: &digest) }
            return digest
          }
        }, withoutUserInfo: true),
      BenchmarkPath(
        name: "Facsimile: JSON file", input: .json,
        build: { workload in
          let built = try UNNotificationResponse.fabricate(
            from: Fixture.array(contentsOf: workload.jsonFile))
          return Built(count: built.count, digest: { digest(built) }, sample: sample(built))
        }, isFacsimile: true),
    ]
  }

  private static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .secondsSince1970
    return decoder
  }

  private static func digest(_ responses: [PlainResponse]) -> Digest {
    var digest = Digest()
    responses.forEach { $0.add(to: &digest) }
    return digest
  }

  static func digest(_ responses: [UNNotificationResponse]) -> Digest {
    var digest = Digest()
    for response in responses {
      let request = response.notification.request
      let content = request.content
      digest.add(
        actionIdentifier: response.actionIdentifier,
        date: response.notification.date.timeIntervalSince1970, identifier: request.identifier,
        title: content.title, body: content.body, badge: content.badge?.intValue,
        sound: content.sound.flatMap { try? $0.value(forKey: "toneFileName") as? String },
        articleId: content.userInfo["articleId"] as? String, userInfoCount: content.userInfo.count)
    }
    return digest
  }

  /// Every object of every 10th graph: response, notification, request, content.
  private static func sample(_ responses: [UNNotificationResponse]) -> [WeakBox] {
    stride(from: 0, to: responses.count, by: 10).flatMap { index -> [WeakBox] in
      let response = responses[index]
      return [
        WeakBox(response), WeakBox(response.notification),
        WeakBox(response.notification.request), WeakBox(response.notification.request.content),
      ]
    }
  }
}
