import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The `URLProtocol` that answers a ``StubURLSession``'s requests.
///
/// Each stub gets its own subclass, ``StubURLProtocolSlot``, made distinct by a generic argument,
/// and puts only that class in its session configuration's `protocolClasses`. The class itself is
/// the key the protocol looks its stub up by, in ``StubURLRegistry``; nothing in the request
/// carries it.
///
/// Why not a header: measured on Linux (swift-corelibs-foundation, Swift 6.3), a configuration's
/// `httpAdditionalHeaders` are not visible to `canInit(with:)` nor to `startLoading()` (they are
/// added later, by the HTTP protocol itself), so a token header never reaches the stub.
/// `protocolClasses` is honoured, `canonicalRequest(for:)` is not called, a data task's
/// `httpBody` arrives as is, an `httpBodyStream` arrives as a stream, and an upload task's body
/// (`uploadTask(with:from:)`) does not reach a custom protocol at all.
class StubURLProtocol: URLProtocol {
  override class func canInit(with request: URLRequest) -> Bool {
    // Only a stub's own session lists this class, so every request it sees is the stub's.
    true
  }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest {
    request
  }

  /// Whether the task was stopped (cancelled) before a delayed answer arrived.
  private let stopped = LockedState(false)

  override func startLoading() {
    let request = Self.readingBody(of: request)
    guard let stub = StubURLRegistry.shared.stub(for: ObjectIdentifier(type(of: self))) else {
      deliver(.failure(UnansweredRequestError(request: request, reason: .stubReleased)))
      return
    }
    let outcome = stub.answer(request)
    defer { stub.didDispatch() }
    let result = forDownloadTask(outcome.result, of: stub)
    guard outcome.delay > 0 || outcome.scheduler != nil else {
      deliver(result)
      return
    }
    // A URLProtocol's client may be called from any thread; the box only carries this protocol
    // object to the thread that answers, once.
    let answer = DelayedAnswer(self, result)
    if let scheduler = outcome.scheduler {
      scheduler.scheduledTimer(withTimeInterval: outcome.delay, repeats: false) { _ in
        answer.deliver()
      }
    } else {
      DispatchQueue.global().asyncAfter(deadline: .now() + outcome.delay) { answer.deliver() }
    }
  }

  override func stopLoading() {
    stopped.withLock { $0 = true }
  }

  /// The result for this task: for a download task on Linux, the body kept for its completion
  /// handler (see `StubDownloadingURLSession`), or a failure where corelibs Foundation would
  /// trap reporting a stubbed download to a delegate.
  private func forDownloadTask(
    _ result: StubURLSession.Outcome.Result, of stub: StubURLSession
  ) -> StubURLSession.Outcome.Result {
    #if canImport(FoundationNetworking)
      if case .success(_, let body) = result, let task = task as? URLSessionDownloadTask,
        (stub.session as? StubDownloadingURLSession)?.keep(body, for: task) != true
      {
        return .failure(
          URLError(
            .unsupportedURL,
            userInfo: [
              NSLocalizedDescriptionKey:
                "StubURLSession on Linux answers download tasks made with a completion handler "
                + "only; corelibs Foundation cannot report a stubbed download to a delegate"
            ]))
      }
    #endif
    return result
  }

  /// Hands a result to the loading system, unless the task was stopped.
  fileprivate func deliver(_ result: StubURLSession.Outcome.Result) {
    guard !stopped.withLock({ $0 }) else { return }
    switch result {
    case .success(let response, let body):
      client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
      if !body.isEmpty {
        client?.urlProtocol(self, didLoad: body)
      }
      client?.urlProtocolDidFinishLoading(self)
    case .failure(let error):
      client?.urlProtocol(self, didFailWithError: error)
    }
  }

  /// The request with its body in `httpBody`: the loading system may hand a protocol the body as
  /// an `httpBodyStream` (Apple platforms always do), which tests cannot compare.
  static func readingBody(of request: URLRequest) -> URLRequest {
    guard request.httpBody == nil, let stream = request.httpBodyStream else { return request }
    var body = Data()
    stream.open()
    defer { stream.close() }
    let size = 16 * 1024
    var buffer = [UInt8](repeating: 0, count: size)
    while true {
      let count = stream.read(&buffer, maxLength: size)
      guard count > 0 else { break }
      body.append(buffer, count: count)
    }
    var copy = request
    copy.httpBodyStream = nil
    copy.httpBody = body
    return copy
  }
}

/// A delayed answer on its way to the thread that delivers it: the protocol object and the result,
/// taken once.
private final class DelayedAnswer: Sendable {
  private struct Parts: @unchecked Sendable {
    let loader: StubURLProtocol
    let result: StubURLSession.Outcome.Result
  }

  private let parts: LockedState<Parts?>

  init(_ loader: StubURLProtocol, _ result: StubURLSession.Outcome.Result) {
    parts = LockedState(Parts(loader: loader, result: result))
  }

  func deliver() {
    guard let parts = parts.withLock({ $0.take() }) else { return }
    parts.loader.deliver(parts.result)
  }
}

/// One stub's own `URLProtocol` class: `Tag` is a type no other live stub uses (see
/// ``StubURLRegistry/protocolClass(forSlot:)``).
final class StubURLProtocolSlot<Tag>: StubURLProtocol {}
