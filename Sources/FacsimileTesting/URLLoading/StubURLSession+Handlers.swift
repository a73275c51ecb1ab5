public import Foundation

#if canImport(FoundationNetworking)
  public import FoundationNetworking
#endif

extension StubURLSession {
  /// Answers every request with the same response.
  ///
  /// Handlers are asked newest first, so a later, narrower ``respond(to:with:)`` or
  /// ``handle(_:)`` takes precedence over this catch-all.
  ///
  /// ```swift
  /// stub.respond(with: .json(#"[{"name": "MyPointOfInterest"}]"#))
  /// ```
  ///
  /// - Parameter response: The response for every request.
  public func respond(with response: StubURLResponse) {
    handle { _ in response }
  }

  /// Answers the requests whose URL path is `path` (such as `/locations`, whatever the host and
  /// query).
  ///
  /// ```swift
  /// stub.respond(toPath: "/locations", with: .json("[]"))
  /// stub.respond(toPath: "/login", with: .status(401))
  /// ```
  ///
  /// - Parameters:
  ///   - path: The URL path to answer.
  ///   - response: The response.
  public func respond(toPath path: String, with response: StubURLResponse) {
    handle { request in request.url?.path == path ? response : nil }
  }

  /// Answers the requests a predicate accepts.
  ///
  /// ```swift
  /// stub.respond(to: { $0.httpMethod == "POST" }, with: .status(201))
  /// ```
  ///
  /// - Parameters:
  ///   - predicate: Whether to answer a request.
  ///   - response: The response.
  public func respond(
    to predicate: @escaping @Sendable (URLRequest) -> Bool, with response: StubURLResponse
  ) {
    handle { request in predicate(request) ? response : nil }
  }

  /// Adds a handler that answers a request, declines it (`nil`, so an older handler is asked), or
  /// throws (the task fails with the error).
  ///
  /// ```swift
  /// stub.handle { request in
  ///   guard request.url?.query?.contains("lat=37.3293") == true else { return nil }
  ///   return .json(#"[{"name": "MyPointOfInterest"}]"#)
  /// }
  /// ```
  ///
  /// - Parameter handler: Runs on the session's queue, outside any test's task.
  public func handle(_ handler: @escaping @Sendable (URLRequest) throws -> StubURLResponse?) {
    state.withLock { $0.handlers.append(handler) }
  }

  /// The WWDC sample's handler, kept per stub instead of in a `static var`: asked after every
  /// handler added with ``respond(with:)``, ``respond(to:with:)``, ``respond(toPath:with:)`` or
  /// ``handle(_:)`` has declined; answers with a response and data, or fails the request by
  /// throwing.
  ///
  /// ```swift
  /// stub.requestHandler = { request in
  ///   guard
  ///     let url = request.url,
  ///     let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: nil, headerFields: nil)
  ///   else { throw URLError(.badURL) }
  ///   return (response, Data(#"[{"name": "MyPointOfInterest"}]"#.utf8))
  /// }
  /// ```
  ///
  /// Linux has no `HTTPURLResponse()`; make one with `init(url:statusCode:httpVersion:headerFields:)`.
  public var requestHandler: (@Sendable (URLRequest) throws -> (HTTPURLResponse, Data))? {
    get { state.withLock { $0.requestHandler } }
    set { state.withLock { $0.requestHandler = newValue } }
  }

  /// Every request the session sent, in order, with its body in `httpBody` (however the loading
  /// system passed it), answered or not.
  ///
  /// ```swift
  /// #expect(stub.requests.map(\.httpMethod) == ["POST"])
  /// #expect(stub.requests.first?.httpBody == Data(#"{"name":"Ada"}"#.utf8))
  /// ```
  ///
  /// On Linux, the body of `uploadTask(with:from:)` does not reach any `URLProtocol`; send it as
  /// the request's `httpBody` with a data task to see it here.
  public var requests: [URLRequest] {
    state.withLock { $0.requests }
  }

  /// The requests that no handler answered (and that failed with ``UnansweredRequestError``).
  ///
  /// ```swift
  /// #expect(stub.unansweredRequests.isEmpty)
  /// ```
  public var unansweredRequests: [URLRequest] {
    state.withLock { $0.unanswered }
  }

  /// Records a request and asks the handlers for an answer, newest first, then
  /// ``requestHandler``. Called by the protocol class on the session's queue; the protocol calls
  /// ``didDispatch()`` once it has delivered or scheduled the answer.
  func answer(_ request: URLRequest) -> Outcome {
    let (handlers, requestHandler) = state.withLock { state in
      state.requests.append(request)
      state.dispatching += 1
      return (state.handlers, state.requestHandler)
    }
    // Outside the lock: handlers are the test's code and may use the stub.
    do {
      for handler in handlers.reversed() {
        guard let response = try handler(request) else { continue }
        return Self.outcome(of: response, for: request)
      }
      if let requestHandler {
        let (response, body) = try requestHandler(request)
        return Outcome(result: .success(response, body))
      }
    } catch {
      return Outcome(result: .failure(error))
    }
    let count = handlers.count + (requestHandler == nil ? 0 : 1)
    state.withLock { $0.unanswered.append(request) }
    return Outcome(
      result: .failure(
        UnansweredRequestError(request: request, reason: .noMatchingHandler, handlerCount: count)))
  }

  /// Marks a recorded request's answer as delivered or scheduled.
  func didDispatch() {
    state.withLock { $0.dispatching = max(0, $0.dispatching - 1) }
  }

  private static func outcome(of response: StubURLResponse, for request: URLRequest) -> Outcome {
    let result: Outcome.Result
    let url = request.url ?? URL(fileURLWithPath: "/")
    if let error = response.error {
      result = .failure(error)
    } else if let http = HTTPURLResponse(
      url: url, statusCode: response.statusCode ?? 200, httpVersion: "HTTP/1.1",
      headerFields: response.headers)
    {
      result = .success(http, response.body)
    } else {
      result = .failure(URLError(.cannotParseResponse))
    }
    return Outcome(result: result, delay: response.delay, scheduler: response.scheduler)
  }
}
