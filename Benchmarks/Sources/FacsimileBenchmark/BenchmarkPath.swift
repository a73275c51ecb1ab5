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

/// The paths' names, for the targets.
enum PathName {
  static let floor = "floor: direct initializers"
  static let handWritten = "hand-written [String: Any] + as?"
  static let setterTable = "hand-written KeyPath setter table"
  static let keyed = "Facsimile: keyed dictionary"
  static let keyedThenUserInfo = "Facsimile: keyed dictionary, then userInfo read"
  static let serialization = "JSONSerialization + hand-written"
  static let decoder = "JSONDecoder, userInfo as JSON enum"
  static let decoderWithoutUserInfo = "JSONDecoder, without userInfo"
  static let json = "Facsimile: JSON bytes"
  static let jsonThroughFixtures = "Facsimile: JSON bytes through [Fixture]"
}

extension BenchmarkPath {
  static var all: [BenchmarkPath] {
    [
      BenchmarkPath(name: PathName.floor, input: .typed) { workload in
        let kind = workload.kind
        let built = workload.inputs.map { input in
          PlainResponse(
            actionIdentifier: input.actionIdentifier,
            notification: PlainNotification(
              date: Date(timeIntervalSince1970: input.date),
              request: PlainRequest(
                identifier: input.identifier,
                content: PlainContent(
                  title: input.title, body: input.body, badge: input.badge, sound: input.sound,
                  userInfo: Workload.userInfo(for: input, kind)))))
        }
        return Built(count: built.count) { digest(built) }
      },
      BenchmarkPath(name: PathName.handWritten, input: .dictionaries) { workload in
        let built = workload.dictionaries.compactMap(PlainResponse.init)
        return Built(count: built.count) { digest(built) }
      },
      BenchmarkPath(name: PathName.setterTable, input: .dictionaries) { workload in
        let built = workload.dictionaries.compactMap(TableResponse.make)
        return Built(count: built.count) {
          var digest = Digest()
          built.forEach { $0.add(to: &digest) }
          return digest
        }
      },
      BenchmarkPath(
        name: PathName.keyed, input: .dictionaries,
        build: { workload in
          let built = try workload.dictionaries.map {
            try InstanceHelper.create(UNNotificationResponse.self, properties: $0)
          }
          return Built(count: built.count, digest: { digest(built) }, sample: sample(built))
        }, isFacsimile: true),
      // The keyed path plus what a test then reads: each content's `userInfo`, which is made
      // a `[AnyHashable: Any]` on its first read (the keyed path stores the fixture's as is).
      BenchmarkPath(
        name: PathName.keyedThenUserInfo, input: .dictionaries,
        build: { workload in
          var entries = 0
          let built = try workload.dictionaries.map {
            let response = try InstanceHelper.create(UNNotificationResponse.self, properties: $0)
            entries += response.notification.request.content.userInfo.count
            return response
          }
          guard entries == 5 * built.count else { throw BenchmarkFailure.userInfoEntries(entries) }
          return Built(count: built.count, digest: { digest(built) }, sample: sample(built))
        }, isFacsimile: true),
      BenchmarkPath(name: PathName.serialization, input: .json) { workload in
        let objects =
          try JSONSerialization.jsonObject(with: workload.json) as? [[String: Any]] ?? []
        let built = objects.compactMap(PlainResponse.init)
        return Built(count: built.count) { digest(built) }
      },
      BenchmarkPath(name: PathName.decoder, input: .json) { workload in
        switch workload.kind {
        case .article: try decode(CodableResponse<ToneFile>.self, workload) { $0.add(to: &$1) }
        case .push: try decode(CodableResponse<String>.self, workload) { $0.add(to: &$1) }
        }
      },
      BenchmarkPath(
        name: PathName.decoderWithoutUserInfo, input: .json,
        build: { workload in
          switch workload.kind {
          case .article:
            try decode(CodableResponseWithoutUserInfo<ToneFile>.self, workload) { $0.add(to: &$1) }
          case .push:
            try decode(CodableResponseWithoutUserInfo<String>.self, workload) { $0.add(to: &$1) }
          }
        }, withoutUserInfo: true),
      BenchmarkPath(
        name: PathName.json, input: .json,
        build: { workload in
          let built = try UNNotificationResponse.fabricateArray(json: workload.json)
          return Built(count: built.count, digest: { digest(built) }, sample: sample(built))
        }, isFacsimile: true),
      BenchmarkPath(
        name: PathName.jsonThroughFixtures, input: .json,
        build: { workload in
          let built = try UNNotificationResponse.fabricate(from: Fixture.array(json: workload.json))
          return Built(count: built.count, digest: { digest(built) }, sample: sample(built))
        }, isFacsimile: true),
    ]
  }

  private static func decode<Response: Decodable>(
    _ type: Response.Type, _ workload: Workload, add: @escaping (Response, inout Digest) -> Void
  ) throws -> Built {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .secondsSince1970
    let built = try decoder.decode([Response].self, from: workload.json)
    return Built(count: built.count) {
      var digest = Digest()
      for response in built { add(response, &digest) }
      return digest
    }
  }

  private static func digest(_ responses: [PlainResponse]) -> Digest {
    var digest = Digest()
    responses.forEach { $0.add(to: &digest) }
    return digest
  }

  /// The digest of Facsimile's objects: the same fields as the hand-written models'.
  static func digest(_ responses: [UNNotificationResponse]) -> Digest {
    var digest = Digest()
    for response in responses {
      let request = response.notification.request
      let content = request.content
      digest.add(
        actionIdentifier: response.actionIdentifier, date: response.notification.date,
        identifier: request.identifier, title: content.title, body: content.body,
        badge: content.badge?.intValue, sound: content.sound.map(soundName),
        userInfo: .any(content.userInfo))
    }
    return digest
  }

  /// A sound's file name, or `"default"` for the default sound.
  private static func soundName(_ sound: UNNotificationSound) -> String {
    if let name = try? sound.value(forKey: "toneFileName") as? String { return name }
    let critical = (try? sound.value(forKey: "critical") as? Bool) ?? false
    let ringtone = (try? sound.value(forKey: "ringtone") as? Bool) ?? false
    return critical || ringtone ? "another default sound" : "default"
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

/// A path that built something other than the workload.
enum BenchmarkFailure: Error {
  /// The `userInfo`s read held this many entries in all, not 5 per graph.
  case userInfoEntries(Int)
}
