import FacsimileCore
public import Foundation

/// What a ``StubURLSession`` answers a request with: data, an HTTP status and headers, JSON, a JSON
/// fixture, or an error.
///
/// ```swift
/// stub.respond(toPath: "/locations", with: .json(#"[{"name": "MyPointOfInterest"}]"#))
/// stub.respond(toPath: "/missing", with: .status(404))
/// stub.respond(toPath: "/offline", with: .failure(URLError(.notConnectedToInternet)))
/// stub.respond(toPath: "/points", with: try .jsonFixture(named: "points", in: .module, subdirectory: "Fixtures/http"))
/// ```
///
/// `Sendable`: a value (a delayed one holds a `Sendable` scheduler).
public struct StubURLResponse: Sendable {
  /// The HTTP status code, or `nil` for an error response.
  public let statusCode: Int?

  /// The HTTP header fields, or empty for an error response.
  public let headers: [String: String]

  /// The body, or empty for an error response.
  public let body: Data

  /// The error the task fails with, or `nil` for an HTTP response.
  public let error: (any Error)?

  /// How many seconds pass before the stub answers: `0` unless ``delayed(by:)`` or
  /// ``delayed(by:on:)`` set it.
  public let delay: TimeInterval

  /// The scheduler whose clock counts ``delay``, or `nil` for the real clock.
  let scheduler: (any TimerScheduler & Sendable)?

  private init(
    statusCode: Int?, headers: [String: String], body: Data, error: (any Error)?,
    delay: TimeInterval = 0, scheduler: (any TimerScheduler & Sendable)? = nil
  ) {
    self.statusCode = statusCode
    self.headers = headers
    self.body = body
    self.error = error
    self.delay = delay
    self.scheduler = scheduler
  }

  /// The same response, answered after `seconds` of real time: the request stays in flight
  /// meanwhile, as over a slow network, and is answered on a thread of its own.
  ///
  /// ```swift
  /// stub.respond(with: .json("[]").delayed(by: 0.5))
  /// ```
  ///
  /// A task cancelled meanwhile fails with `URLError(.cancelled)` and gets no answer. For a test
  /// that controls time itself, use ``delayed(by:on:)`` with a `ManualTimerScheduler`.
  ///
  /// - Parameter seconds: The delay; negative values count as zero.
  /// - Returns: The delayed response.
  public func delayed(by seconds: TimeInterval) -> StubURLResponse {
    StubURLResponse(
      statusCode: statusCode, headers: headers, body: body, error: error,
      delay: max(0, seconds), scheduler: nil)
  }

  /// The same response, answered when a scheduler's timer of `seconds` fires: with a
  /// ``ManualTimerScheduler``, when the test advances it that far, with no real waiting.
  ///
  /// ```swift
  /// let scheduler = ManualTimerScheduler()
  /// stub.respond(with: .json("[]").delayed(by: 30, on: scheduler))
  /// let load = Task { try await loader.load(coordinate) }
  /// try await stub.requireRequest(toPath: "/locations", within: .seconds(1))
  /// scheduler.advance(by: 30)  // the answer arrives now
  /// _ = try await load.value
  /// ```
  ///
  /// The stub adds the timer while it handles the request, so advance the scheduler once the
  /// request has arrived
  /// (``StubURLSession/requireRequest(toPath:method:within:isolation:_:fileID:filePath:line:column:)``
  /// waits for that). A task cancelled meanwhile fails with `URLError(.cancelled)`.
  ///
  /// - Parameters:
  ///   - seconds: The delay, on the scheduler's clock; negative values count as zero.
  ///   - scheduler: The scheduler to add the timer to, such as a ``ManualTimerScheduler``.
  /// - Returns: The delayed response.
  public func delayed(by seconds: TimeInterval, on scheduler: some TimerScheduler & Sendable)
    -> StubURLResponse
  {
    StubURLResponse(
      statusCode: statusCode, headers: headers, body: body, error: error,
      delay: max(0, seconds), scheduler: scheduler)
  }

  /// An HTTP response with a body.
  ///
  /// ```swift
  /// stub.respond(with: .data(Data("hello".utf8), headers: ["Content-Type": "text/plain"]))
  /// ```
  ///
  /// - Parameters:
  ///   - body: The body.
  ///   - statusCode: The status code; 200 unless given.
  ///   - headers: The header fields.
  /// - Returns: The response.
  public static func data(
    _ body: Data, statusCode: Int = 200, headers: [String: String] = [:]
  ) -> StubURLResponse {
    StubURLResponse(statusCode: statusCode, headers: headers, body: body, error: nil)
  }

  /// An HTTP response with a status code, headers and no body.
  ///
  /// ```swift
  /// stub.respond(with: .status(304, headers: ["ETag": "\"v2\""]))
  /// ```
  ///
  /// - Parameters:
  ///   - statusCode: The status code.
  ///   - headers: The header fields.
  /// - Returns: The response.
  public static func status(
    _ statusCode: Int, headers: [String: String] = [:]
  ) -> StubURLResponse {
    StubURLResponse(statusCode: statusCode, headers: headers, body: Data(), error: nil)
  }

  /// An HTTP response with a JSON body, written as text; `Content-Type` is `application/json`
  /// unless the headers say otherwise.
  ///
  /// ```swift
  /// stub.respond(with: .json(#"[{"name": "MyPointOfInterest"}]"#))
  /// ```
  ///
  /// - Parameters:
  ///   - json: The body, as JSON text. It is sent as is, even if it is not valid JSON, so a test can
  ///     check how the code under test handles a malformed body.
  ///   - statusCode: The status code; 200 unless given.
  ///   - headers: The header fields.
  /// - Returns: The response.
  public static func json(
    _ json: String, statusCode: Int = 200, headers: [String: String] = [:]
  ) -> StubURLResponse {
    .data(Data(json.utf8), statusCode: statusCode, headers: withJSONContentType(headers))
  }

  /// An HTTP response with a value encoded as the JSON body.
  ///
  /// ```swift
  /// stub.respond(with: try .json(encoding: [PointOfInterest(name: "MyPointOfInterest")]))
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value to encode.
  ///   - encoder: The encoder; a plain `JSONEncoder` unless given.
  ///   - statusCode: The status code; 200 unless given.
  ///   - headers: The header fields.
  /// - Returns: The response.
  /// - Throws: The encoder's error.
  public static func json<Value: Encodable>(
    encoding value: Value, encoder: JSONEncoder = JSONEncoder(), statusCode: Int = 200,
    headers: [String: String] = [:]
  ) throws -> StubURLResponse {
    .data(try encoder.encode(value), statusCode: statusCode, headers: withJSONContentType(headers))
  }

  /// An HTTP response whose body is a JSON fixture file in a bundle, checked to be valid JSON.
  ///
  /// ```swift
  /// // Tests/AppTests/Fixtures/http/points.json; the test target copies Fixtures as a resource
  /// stub.respond(with: try .jsonFixture(named: "points", in: .module, subdirectory: "Fixtures/http"))
  /// ```
  ///
  /// - Parameters:
  ///   - name: The file name, with or without the `.json` extension.
  ///   - bundle: The bundle, usually the test target's `.module`.
  ///   - subdirectory: The folder inside the bundle's resources, if any.
  ///   - statusCode: The status code; 200 unless given.
  ///   - headers: The header fields.
  ///   - filePath: The calling file, whose folders are searched for the file you edit, which an
  ///     error then names instead of SwiftPM's copy of it.
  /// - Returns: The response.
  /// - Throws: ``FixtureError`` naming the file and the bundle when it is missing, unreadable or not
  ///   valid JSON.
  public static func jsonFixture(
    named name: String, in bundle: Bundle, subdirectory: String? = nil, statusCode: Int = 200,
    headers: [String: String] = [:], filePath: StaticString = #filePath
  ) throws -> StubURLResponse {
    let base = name.hasSuffix(".json") ? String(name.dropLast(5)) : name
    guard
      let url = bundle.url(forResource: base, withExtension: "json", subdirectory: subdirectory)
    else {
      let folder = subdirectory.map { " in \($0)" } ?? ""
      throw FixtureError(
        file: "\(base).json",
        problem: "no such file\(folder) in the bundle at \(bundle.bundlePath)")
    }
    let body = try readBody(url, name: url.path)
    let file = ResourceSource.name(
      forCopy: url, bytes: body,
      relativePath: ResourceSource.relativePath(name: base, subdirectory: subdirectory),
      callerFile: "\(filePath)")
    return try checkedJSON(body, file: file, statusCode: statusCode, headers: headers)
  }

  /// An HTTP response whose body is a JSON file, checked to be valid JSON.
  ///
  /// ```swift
  /// let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  ///   .appendingPathComponent("Fixtures/http/points.json")
  /// stub.respond(with: try .jsonFixture(contentsOf: url))
  /// ```
  ///
  /// - Parameters:
  ///   - url: The file's URL.
  ///   - statusCode: The status code; 200 unless given.
  ///   - headers: The header fields.
  /// - Returns: The response.
  /// - Throws: ``FixtureError`` naming the file when it is unreadable or not valid JSON.
  public static func jsonFixture(
    contentsOf url: URL, statusCode: Int = 200, headers: [String: String] = [:]
  ) throws -> StubURLResponse {
    try checkedJSON(
      readBody(url, name: url.path), file: url.path, statusCode: statusCode, headers: headers)
  }

  private static func readBody(_ url: URL, name: String) throws -> Data {
    switch FileReader.contents(of: url.path) {
    case .success(let data): return data
    case .failure(let failure):
      throw FixtureError(file: name, problem: "cannot be read: \(failure.reason)")
    }
  }

  private static func checkedJSON(
    _ body: Data, file: String, statusCode: Int, headers: [String: String]
  ) throws -> StubURLResponse {
    do {
      _ = try JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])
    } catch {
      throw FixtureError(file: file, problem: "is not valid JSON: \(error.localizedDescription)")
    }
    return .data(body, statusCode: statusCode, headers: withJSONContentType(headers))
  }

  /// A failure: the task completes with this error and no response.
  ///
  /// ```swift
  /// stub.respond(with: .failure(URLError(.notConnectedToInternet)))
  /// ```
  ///
  /// - Parameter error: The error the task fails with.
  /// - Returns: The response.
  public static func failure(_ error: any Error) -> StubURLResponse {
    StubURLResponse(statusCode: nil, headers: [:], body: Data(), error: error)
  }

  private static func withJSONContentType(_ headers: [String: String]) -> [String: String] {
    let hasContentType = headers.keys.contains { $0.lowercased() == "content-type" }
    guard !hasContentType else { return headers }
    return headers.merging(["Content-Type": "application/json"]) { given, _ in given }
  }
}
