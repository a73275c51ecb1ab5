import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
#if canImport(UIKit)
  import UserNotifications
#else
  import Facsimile  // Facsimile's models of UserNotifications
#endif

/// The app's notification service extension: Xcode's template, plus what rich notifications
/// add. A push with `"mutable-content": 1` and an `image-url` gets the image attached, downloaded
/// through ``session``; if the download takes too long, the text goes out without it.
public final class NotificationService: UNNotificationServiceExtension, @unchecked Sendable {
  // `@unchecked Sendable`: the download's completion runs on the session's queue, and the
  // system may call `serviceExtensionTimeWillExpire()` on yet another thread; the state they
  // share is behind the lock.

  /// Where the image comes from: `URLSession.shared` in the extension, a stub in tests.
  public var session: URLSession = .shared

  private let lock = NSLock()
  private var contentHandler: ((UNNotificationContent) -> Void)?
  private var bestAttemptContent: UNMutableNotificationContent?

  override public func didReceive(
    _ request: UNNotificationRequest,
    withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void
  ) {
    guard let content = request.content.mutableCopy() as? UNMutableNotificationContent,
      let link = content.userInfo["image-url"] as? String, let url = URL(string: link)
    else {
      contentHandler(request.content)
      return
    }
    content.title = content.title.isEmpty ? "New photo" : content.title
    lock.withLock {
      self.contentHandler = contentHandler
      self.bestAttemptContent = content
    }
    session.downloadTask(with: url) { location, _, _ in
      if let location, let attachment = Self.attachment(movingDownloadAt: location, from: url) {
        self.lock.withLock { self.bestAttemptContent?.attachments = [attachment] }
      }
      self.deliver()
    }.resume()
  }

  override public func serviceExtensionTimeWillExpire() {
    deliver()  // the text, without the image
  }

  /// Hands the best content so far to the system, once.
  private func deliver() {
    let (handler, content) = lock.withLock { () -> (((UNNotificationContent) -> Void)?, UNNotificationContent?) in
      defer { contentHandler = nil }
      return (contentHandler, bestAttemptContent)
    }
    if let handler, let content { handler(content) }
  }

  /// The downloaded file as an attachment, moved where it survives the download's completion.
  private static func attachment(movingDownloadAt location: URL, from url: URL)
    -> UNNotificationAttachment?
  {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent(UUID().uuidString)
      .appendingPathExtension(url.pathExtension.isEmpty ? "png" : url.pathExtension)
    do {
      try FileManager.default.moveItem(at: location, to: file)
      return try UNNotificationAttachment(identifier: "image", url: file, options: nil)
    } catch {
      return nil
    }
  }
}
