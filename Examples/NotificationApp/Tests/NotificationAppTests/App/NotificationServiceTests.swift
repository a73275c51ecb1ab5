import FacsimileTesting
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@testable import NotificationApp

/// The app's notification service extension, run against real payloads the way the system runs
/// it: the image comes through a StubURLSession, and the system's deadline is short. A deadline
/// that never passed would hold a test past the suite's time limit.
@Suite(.timeLimit(.minutes(1))) struct NotificationServiceTests {
  static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0])

  @Test func thePhotoIsDownloadedAndAttached() async throws {
    let stub = StubURLSession()
    stub.respond(
      toPath: "/coit-tower.png", with: .data(Self.png, headers: ["Content-Type": "image/png"]))
    let service = NotificationService()
    service.session = stub.session
    let payload = try PushPayload(resource: "photo", in: .module, subdirectory: "Fixtures")

    let content = try await service.presentedContent(for: payload, timeLimit: .seconds(10))

    #expect(content.title == "Coit Tower at dusk")
    let attachment = try #require(content.attachments.first)
    #expect(attachment.identifier == "image")
    #expect(try Data(contentsOf: attachment.url) == Self.png)
    #expect(try stub.requireRequest(toPath: "/coit-tower.png").url?.host == "images.example.com")
  }

  @Test func aDownloadThatTakesTooLongGoesOutWithoutThePhoto() async throws {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [SlowImageServer.self]
    let service = NotificationService()
    service.session = URLSession(configuration: configuration)
    let payload = try PushPayload(resource: "photo", in: .module, subdirectory: "Fixtures")

    let content = try await service.presentedContent(for: payload, timeLimit: .milliseconds(200))

    // serviceExtensionTimeWillExpire() sent the text; the image would come after two minutes.
    #expect(content.title == "Coit Tower at dusk")
    #expect(content.attachments.isEmpty)
  }

  @Test func aPushWithoutMutableContentNeverReachesTheExtension() async throws {
    let stub = StubURLSession()
    let service = NotificationService()
    service.session = stub.session
    let payload = try PushPayload(resource: "photo", in: .module, subdirectory: "Fixtures")
    let immutable = PushPayload(try payload.fixture.setting("aps.mutable-content", to: 0))

    let content = try await service.presentedContent(for: immutable, timeLimit: .seconds(1))

    #expect(content.attachments.isEmpty)
    #expect(stub.requests.isEmpty)
  }
}

/// A server that answers every request two minutes late, without holding a thread meanwhile.
private final class SlowImageServer: URLProtocol {
  override class func canInit(with request: URLRequest) -> Bool { true }
  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    let late = Late(protocol: self)
    DispatchQueue.global().asyncAfter(deadline: .now() + 120) { late.answer() }
  }

  override func stopLoading() {}

  // `@unchecked Sendable`: it hands the protocol to one later closure, which alone uses it.
  private struct Late: @unchecked Sendable {
    let `protocol`: URLProtocol

    func answer() {
      guard let url = `protocol`.request.url,
        let response = HTTPURLResponse(
          url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: nil)
      else { return }
      `protocol`.client?.urlProtocol(`protocol`, didReceive: response, cacheStoragePolicy: .notAllowed)
      `protocol`.client?.urlProtocol(`protocol`, didLoad: NotificationServiceTests.png)
      `protocol`.client?.urlProtocolDidFinishLoading(`protocol`)
    }
  }
}
