#if canImport(FoundationNetworking)
  import Foundation
  public import FoundationNetworking
#else
  public import Foundation
#endif

/// A `URLSession` whose requests are answered by handlers that belong to this stub alone: the
/// WWDC 2018 `MockURLProtocol`, made safe for tests that run in parallel.
///
/// The WWDC sample keeps its handler in a `static var`, which two tests running at once overwrite.
/// Here each stub registers its own `URLProtocol` class, and only its ``session`` (or a
/// configuration passed to ``configure(_:)``) uses that class, so each test's requests reach only
/// that test's handlers. A request no handler answers fails at once with
/// ``UnansweredRequestError``. Every request is recorded, with its body in `httpBody`.
///
/// ```swift
/// @Test func loaderSuccess() async throws {
///   let stub = StubURLSession()
///   stub.respond(with: .json(#"[{"name": "MyPointOfInterest"}]"#))
///   let loader = APIRequestLoader(apiRequest: PointsOfInterestRequest(), urlSession: stub.session)
///
///   let points = try await loader.load(Coordinate(latitude: 37.3293, longitude: -121.8893))
///
///   #expect(points == [PointOfInterest(name: "MyPointOfInterest")])
///   let request = try stub.requireRequest(toPath: "/locations")
///   #expect(request.url?.query?.contains("lat=37.3293") == true)
/// }
/// ```
///
/// Handlers run on the session's queue, outside any test's task: record what they see and assert
/// on ``requests`` afterwards, or throw from the handler to fail the request. Keep the stub alive
/// while its session is in use; a request that arrives after it is released fails with
/// ``UnansweredRequestError/Reason/stubReleased``.
///
/// `Sendable`: handlers and recorded requests sit behind one lock, and handlers must be `@Sendable`.
public final class StubURLSession: Sendable {
  /// What a handler decided, as the `URLProtocol` delivers it, and when.
  struct Outcome {
    enum Result {
      case success(HTTPURLResponse, Data)
      case failure(any Error)
    }

    var result: Result
    var delay: TimeInterval = 0
    var scheduler: (any TimerScheduler & Sendable)? = nil
  }

  typealias Handler = @Sendable (URLRequest) throws -> StubURLResponse?
  typealias RequestHandler = @Sendable (URLRequest) throws -> (HTTPURLResponse, Data)

  struct State {
    var handlers: [Handler] = []
    var requestHandler: RequestHandler?
    var requests: [URLRequest] = []
    var unanswered: [URLRequest] = []
    /// Requests recorded whose answer is not yet delivered or scheduled.
    var dispatching = 0
  }

  let state = LockedState(State())
  private let protocolClass: StubURLProtocol.Type

  /// A session that sends every request to this stub: an ephemeral configuration (or the one
  /// given to ``init(configuration:)``) opted in with ``configure(_:)``.
  ///
  /// ```swift
  /// let loader = APIRequestLoader(apiRequest: request, urlSession: stub.session)
  /// ```
  public let session: URLSession

  /// Makes a stub and its ``session``.
  ///
  /// ```swift
  /// let stub = StubURLSession()
  /// let custom = StubURLSession(configuration: .default)
  /// ```
  ///
  /// - Parameter configuration: The configuration to base the session on; ephemeral unless given.
  ///   It is changed in place, as ``configure(_:)`` changes it.
  public init(configuration: URLSessionConfiguration = .ephemeral) {
    let protocolClass = StubURLRegistry.shared.reserveProtocolClass()
    self.protocolClass = protocolClass
    Self.configure(configuration, with: protocolClass)
    #if canImport(FoundationNetworking)
      self.session = StubDownloadingURLSession(configuration: configuration)
    #else
      self.session = URLSession(configuration: configuration)
    #endif
    StubURLRegistry.shared.attach(self, to: protocolClass)
  }

  deinit {
    StubURLRegistry.shared.unregister(protocolClass)
  }

  /// Opts a configuration into this stub: its sessions' requests are answered by this stub's
  /// handlers and recorded in its ``requests``.
  ///
  /// Use it for a session the code under test builds itself, or one with a delegate:
  ///
  /// ```swift
  /// let configuration = URLSessionConfiguration.default
  /// stub.configure(configuration)
  /// let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
  /// ```
  ///
  /// - Parameter configuration: The configuration to change; this stub's protocol class goes first
  ///   in its `protocolClasses`.
  public func configure(_ configuration: URLSessionConfiguration) {
    Self.configure(configuration, with: protocolClass)
  }

  private static func configure(
    _ configuration: URLSessionConfiguration, with protocolClass: StubURLProtocol.Type
  ) {
    // Another stub's class is dropped: a configuration belongs to one stub.
    let others = (configuration.protocolClasses ?? []).filter { !($0 is StubURLProtocol.Type) }
    configuration.protocolClasses = [protocolClass] + others
  }
}
