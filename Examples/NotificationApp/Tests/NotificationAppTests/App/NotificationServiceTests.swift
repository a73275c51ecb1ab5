import FacsimileTesting
import Foundation
import Testing

@testable import NotificationApp

/// The app's notification service extension, run against real payloads the way the system runs
/// it: the image comes through a StubURLSession, and the system's deadline is short.
@Suite struct NotificationServiceTests {
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
    let stub = StubURLSession()
    let release = DispatchSemaphore(value: 0)
    stub.handle { _ in
      _ = release.wait(timeout: .now() + 5)  // the server answers after the deadline
      return .data(Self.png)
    }
    let service = NotificationService()
    service.session = stub.session
    let payload = try PushPayload(resource: "photo", in: .module, subdirectory: "Fixtures")

    let started = ContinuousClock.now
    let content = try await service.presentedContent(for: payload, timeLimit: .milliseconds(200))
    release.signal()

    #expect(ContinuousClock.now - started < .seconds(2))
    #expect(content.title == "Coit Tower at dusk")  // serviceExtensionTimeWillExpire's content
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
