import FacsimileCore
import FacsimileUserNotifications
import Foundation
import Testing

@Suite struct UNNotificationAttachmentTests {
  /// A file in a fresh temporary folder, removed when the test's `defer` runs.
  private func temporaryFile(named name: String, size: Int = 16) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("facsimile-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try Data(count: size).write(to: url)
    return url
  }

  private func remove(_ url: URL) {
    try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
  }

  @Test func publicInitializerReadsTheFileType() throws {
    let url = try temporaryFile(named: "photo.JPG")
    defer { remove(url) }
    let attachment = try UNNotificationAttachment(identifier: "photo", url: url)

    #expect(attachment.identifier == "photo")
    #expect(attachment.url == url)
    #expect(attachment.type == "public.jpeg")
  }

  @Test func emptyIdentifierBecomesAUUID() throws {
    let url = try temporaryFile(named: "clip.mp4")
    defer { remove(url) }
    let attachment = try UNNotificationAttachment(identifier: "", url: url, options: nil)
    #expect(UUID(uuidString: attachment.identifier) != nil)
    #expect(attachment.type == "public.mpeg-4")
  }

  @Test func typeHintOverridesTheExtension() throws {
    let url = try temporaryFile(named: "image.data")
    defer { remove(url) }
    let attachment = try UNNotificationAttachment(
      identifier: "a", url: url,
      options: [UNNotificationAttachmentOptionsTypeHintKey: "public.png"])
    #expect(attachment.type == "public.png")
  }

  @Test func missingFileThrowsInvalidURL() {
    let url = URL(fileURLWithPath: "/nonexistent/facsimile/photo.jpg")
    #expect(
      throws: UNError(
        .attachmentInvalidURL, userInfo: [NSLocalizedDescriptionKey: "Invalid attachment file URL"])
    ) {
      try UNNotificationAttachment(identifier: "a", url: url)
    }
  }

  @Test func remoteURLThrowsInvalidURLCatchableByCode() {
    var caught = false
    do {
      _ = try UNNotificationAttachment(
        identifier: "a", url: URL(string: "https://example.com/a.jpg") ?? URL(fileURLWithPath: "/"))
    } catch UNError.attachmentInvalidURL {
      caught = true
    } catch {
      Issue.record("unexpected error \(error)")
    }
    #expect(caught)
  }

  @Test func unknownTypeThrowsUnrecognizedType() throws {
    let url = try temporaryFile(named: "notes.txt")
    defer { remove(url) }
    let error = #expect(throws: UNError.self) {
      try UNNotificationAttachment(identifier: "a", url: url)
    }
    #expect(error?.code == .attachmentUnrecognizedType)
    #expect(error?.errorCode == 101)
    #expect(UNError.errorDomain == "UNErrorDomain")
  }

  @Test func oversizedAudioThrowsInvalidFileSize() throws {
    let url = try temporaryFile(named: "long.mp3", size: 5 * 1024 * 1024 + 1)
    defer { remove(url) }
    let error = #expect(throws: UNError.self) {
      try UNNotificationAttachment(identifier: "a", url: url)
    }
    #expect(error?.code == .attachmentInvalidFileSize)
  }

  @Test func urlKeyIsApplesObjectiveCNameAndTheSwiftNameIsAcceptedToo() throws {
    let attachment = try InstanceHelper.create(UNNotificationAttachment.self)
    try attachment.setValue("file:///tmp/x.gif", forKey: "URL")
    #expect(attachment.url.path == "/tmp/x.gif")
    try attachment.setValue("file:///tmp/y.gif", forKey: "url")
    #expect(try attachment.value(forKey: "url") as? URL == URL(fileURLWithPath: "/tmp/y.gif"))
    #expect(try attachment.value(forKey: "URL") as? URL == URL(fileURLWithPath: "/tmp/y.gif"))
    // Fixtures, the schema and messages name the key as Objective-C does.
    #expect(UNNotificationAttachment.keyTable.names.contains("URL"))
    #expect(attachment.fixture()["URL"] == "file:///tmp/y.gif")
  }
}
