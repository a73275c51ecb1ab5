import FacsimileTesting
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct StubURLSessionTests {
  let stub = StubURLSession()
  let url: URL

  init() throws {
    url = try #require(URL(string: "https://example.com/locations?lat=1"))
  }

  @Test func answersWithDataStatusAndHeaders() async throws {
    stub.respond(with: .data(Data("hello".utf8), statusCode: 201, headers: ["X-Answer": "42"]))

    let (data, response) = try await stub.session.data(from: url)

    let http = try #require(response as? HTTPURLResponse)
    #expect(String(decoding: data, as: UTF8.self) == "hello")
    #expect(http.statusCode == 201)
    #expect(http.value(forHTTPHeaderField: "X-Answer") == "42")
    #expect(http.url == url)
  }

  @Test func answersWithAStatusAlone() async throws {
    stub.respond(with: .status(404))
    let (data, response) = try await stub.session.data(from: url)
    #expect((response as? HTTPURLResponse)?.statusCode == 404)
    #expect(data.isEmpty)
  }

  @Test func answersWithJSON() async throws {
    stub.respond(with: .json(#"{"ok": true}"#))
    let (data, response) = try await stub.session.data(from: url)
    #expect(
      (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type")
        == "application/json")
    #expect(String(decoding: data, as: UTF8.self) == #"{"ok": true}"#)
  }

  @Test func answersWithAnEncodedValue() async throws {
    stub.respond(with: try .json(encoding: [PointOfInterest(name: "Coit Tower")]))
    let (data, _) = try await stub.session.data(from: url)
    #expect(
      try JSONDecoder().decode([PointOfInterest].self, from: data) == [
        PointOfInterest(name: "Coit Tower")
      ])
  }

  @Test func failsWithTheGivenError() async {
    stub.respond(with: .failure(URLError(.notConnectedToInternet)))
    await #expect(throws: URLError(.notConnectedToInternet)) {
      _ = try await stub.session.data(from: url)
    }
  }

  @Test func failsFastWithAClearErrorWhenNoHandlerAnswers() async throws {
    stub.respond(toPath: "/other", with: .status(200))

    let error = await #expect(throws: UnansweredRequestError.self) {
      _ = try await stub.session.data(from: url)
    }

    // The error's type is what shows it failed fast: a request no handler answers would otherwise
    // wait for URLSession's 60-second timeout and end in `URLError(.timedOut)` (the WWDC sample
    // hangs). No clock: under the thread sanitizer on a loaded machine, a wall-clock bound failed
    // a run in which the stub had answered at once.
    #expect(error?.reason == .noMatchingHandler)
    #expect(
      error?.description
        == "StubURLSession: no handler answered GET https://example.com/locations?lat=1 "
        + "(1 handler registered); add one with respond(with:) or handle(_:)")
    #expect(error?.localizedDescription == error?.description)
    #expect(stub.unansweredRequests.map(\.url) == [url])
  }

  @Test func aReleasedStubFailsItsSessionsRequests() async {
    var stub: StubURLSession? = StubURLSession()
    stub?.respond(with: .status(200))
    guard let session = stub?.session else { return }
    stub = nil

    let error = await #expect(throws: UnansweredRequestError.self) {
      _ = try await session.data(from: url)
    }
    #expect(error?.reason == .stubReleased)
  }

  @Test func exposesTheRequestBody() async throws {
    stub.respond(with: .status(201))
    var request = URLRequest(url: url)
    request.httpMethod = "POST"
    request.httpBody = Data(#"{"name":"Ada"}"#.utf8)

    _ = try await stub.session.data(for: request)

    let recorded = try stub.requireRequest(toPath: "/locations", method: "post")
    #expect(recorded.httpBody == Data(#"{"name":"Ada"}"#.utf8))
  }

  @Test func readsABodyStreamIntoTheBody() async throws {
    stub.respond(with: .status(201))
    var request = URLRequest(url: url)
    request.httpMethod = "PUT"
    request.httpBodyStream = InputStream(data: Data("streamed body".utf8))

    _ = try await stub.session.data(for: request)

    let recorded = try stub.requireRequest(method: "PUT")
    #expect(recorded.httpBody == Data("streamed body".utf8))
    #expect(recorded.httpBodyStream == nil)
  }

  @Test func handlersAreAskedNewestFirstAndMayDecline() async throws {
    stub.respond(with: .status(500))
    stub.respond(toPath: "/locations", with: .status(200))
    stub.handle { request in
      request.url?.query == "lat=2" ? .status(204) : nil
    }

    let (_, first) = try await stub.session.data(from: url)
    let (_, second) = try await stub.session.data(
      from: URL(string: "https://example.com/locations?lat=2")!)
    let (_, third) = try await stub.session.data(
      from: URL(string: "https://example.com/elsewhere")!)

    #expect((first as? HTTPURLResponse)?.statusCode == 200)
    #expect((second as? HTTPURLResponse)?.statusCode == 204)
    #expect((third as? HTTPURLResponse)?.statusCode == 500)
    #expect(stub.requests.count == 3)
  }

  @Test func aThrowingHandlerFailsTheRequest() async {
    struct Refused: Error, Equatable {}
    stub.handle { _ in throw Refused() }
    await #expect(throws: Refused()) {
      _ = try await stub.session.data(from: url)
    }
  }

  @Test func answersThroughTheWWDCRequestHandler() async throws {
    stub.requestHandler = { request in
      guard
        let url = request.url,
        let response = HTTPURLResponse(
          url: url, statusCode: 200, httpVersion: nil, headerFields: nil)
      else { throw URLError(.badURL) }
      return (response, Data("from handler".utf8))
    }
    let (data, _) = try await stub.session.data(from: url)
    #expect(String(decoding: data, as: UTF8.self) == "from handler")
    #expect(stub.requestHandler != nil)
  }

  @Test func configuresASessionTheCodeMakesItself() async throws {
    let configuration = URLSessionConfiguration.default
    stub.configure(configuration)
    let session = URLSession(configuration: configuration)
    stub.respond(with: .status(202))

    let (_, response) = try await session.data(from: url)

    #expect((response as? HTTPURLResponse)?.statusCode == 202)
    #expect(stub.requests.count == 1)
  }

  @Test func stubsRunningAtOnceNeverSeeEachOthersRequests() async throws {
    try await withThrowingTaskGroup(of: Void.self) { group in
      for index in 0..<20 {
        group.addTask {
          let stub = StubURLSession()
          stub.respond(with: .data(Data("\(index)".utf8)))
          let url = URL(string: "https://example.com/same/path")!
          let (data, _) = try await stub.session.data(from: url)
          #expect(String(decoding: data, as: UTF8.self) == "\(index)")
          #expect(stub.requests.count == 1)
        }
      }
      try await group.waitForAll()
    }
  }

  // MARK: - JSON fixtures

  @Test func answersWithAJSONFixtureFromABundle() async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fixtures = folder.appendingPathComponent("Fixtures")
    try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
    try Data(#"[{"name": "Fixture Point"}]"#.utf8).write(
      to: fixtures.appendingPathComponent("points.json"))
    let bundle = try #require(Bundle(path: folder.path))

    stub.respond(with: try .jsonFixture(named: "points", in: bundle, subdirectory: "Fixtures"))
    let (data, _) = try await stub.session.data(from: url)

    #expect(
      try PointsOfInterestRequest().parseResponse(data: data) == [
        PointOfInterest(name: "Fixture Point")
      ])
  }

  @Test func aMissingFixtureNamesTheFileAndTheBundle() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let bundle = try #require(Bundle(path: folder.path))

    let error = #expect(throws: StubURLResponse.FixtureError.self) {
      _ = try StubURLResponse.jsonFixture(named: "missing.json", in: bundle)
    }
    #expect(error?.file == "missing.json")
    #expect(
      error?.description.hasPrefix("JSON fixture missing.json: no such file in the bundle at")
        == true)
  }

  /// A fixture path that names a FIFO with nothing writing to it is an error at once, as for
  /// `Fixture(contentsOf:)` (HostileFixtureFileTests), not a wait for a writer: a watchdog lets
  /// a read that waits go after 10 seconds, and the test fails on the time.
  @Test func aFixtureThatIsAFIFOWithNoWriterIsAnErrorAtOnce() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("pipe.json")
    #expect(mkfifo(file.path, 0o600) == 0)
    Thread {
      usleep(10_000_000)
      let writer = open(file.path, O_WRONLY | O_NONBLOCK)
      if writer >= 0 { close(writer) }
    }.start()
    let started = ContinuousClock.now

    let error = #expect(throws: StubURLResponse.FixtureError.self) {
      _ = try StubURLResponse.jsonFixture(contentsOf: file)
    }

    #expect(ContinuousClock.now - started < .seconds(10))
    #expect(
      error?.problem
        == "cannot be read: is a FIFO (named pipe) with nothing writing to it, so there is "
        + "nothing to read (start the writer first)")
  }

  @Test func aMalformedFixtureIsRejectedWhenTheStubIsSetUp() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("broken.json")
    try Data(#"[{"name": "#.utf8).write(to: file)

    let error = #expect(throws: StubURLResponse.FixtureError.self) {
      _ = try StubURLResponse.jsonFixture(contentsOf: file)
    }
    #expect(error?.problem.hasPrefix("is not valid JSON") == true)
  }

  private func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("FacsimileTestingTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}

/// Each of the stub's assertions fails at the caller's line.
@Suite struct StubURLSessionFailureTests {
  let stub = StubURLSession()

  @Test func requireRequestFailsWhenNothingWasSent() throws {
    let line = #line + 2
    try withKnownIssue {
      _ = try stub.requireRequest(toPath: "/locations")
      Issue.record("requireRequest returned instead of throwing")
    } matching: { issue in
      isIssue(
        issue, atLine: line,
        containing: "Expected a request to /locations, but the session sent none")
    }
  }

  @Test func requireRequestListsWhatWasSent() async throws {
    stub.respond(with: .status(200))
    _ = try? await stub.session.data(from: URL(string: "https://example.com/other")!)
    let line = #line + 2
    try withKnownIssue {
      _ = try stub.requireRequest(toPath: "/locations", method: "POST")
    } matching: { issue in
      isIssue(
        issue, atLine: line, containing: "Expected a POST request to /locations",
        "the session sent: GET https://example.com/other")
    }
  }

  @Test func expectNoUnansweredRequestsFailsAfterAnUnansweredRequest() async {
    _ = try? await stub.session.data(from: URL(string: "https://example.com/nobody")!)
    let line = #line + 2
    withKnownIssue {
      stub.expectNoUnansweredRequests("during refresh")
    } matching: { issue in
      isIssue(
        issue, atLine: line,
        containing: "no handler answered 1 request: GET https://example.com/nobody",
        "during refresh")
    }
  }
}
