public import Foundation

/// The entry point of a notification service app extension: it changes a remote notification's
/// content before the system shows it, for example to download an image and attach it.
///
/// An app subclasses it, as Xcode's template does; the system makes it with `init()`, calls
/// ``didReceive(_:withContentHandler:)`` for each push whose `aps` has `"mutable-content": 1`,
/// and, if the content handler has not been called in time (about 30 seconds),
/// ``serviceExtensionTimeWillExpire()``. FacsimileTesting's `presentedContent(for:timeLimit:)`
/// plays the system's part in a test.
///
/// ```swift
/// final class NotificationService: UNNotificationServiceExtension {
///   override func didReceive(
///     _ request: UNNotificationRequest,
///     withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void
///   ) {
///     let content = request.content.mutableCopy() as? UNMutableNotificationContent
///     content?.title = "[Edited] " + request.content.title
///     contentHandler(content ?? request.content)
///   }
/// }
/// ```
///
/// It is not a model: it has no keys, and `init()` is public, as on Apple platforms.
open class UNNotificationServiceExtension: NSObject {
  /// Creates the extension, as the system does.
  ///
  /// ```swift
  /// let service = NotificationService()
  /// ```
  public override init() {
    super.init()
  }

  /// Asks the extension to change a notification's content, and to hand the content to show to
  /// `contentHandler`, once, from any thread.
  ///
  /// Override it. This default hands over the request's content unchanged, which is what the
  /// system shows when an extension does nothing.
  ///
  /// ```swift
  /// service.didReceive(request) { content in print(content.title) }
  /// ```
  ///
  /// It is `@preconcurrency @MainActor`, so that an override may be `@MainActor` or not, as with
  /// Apple's, which Swift imports from a framework not audited for concurrency: a plain
  /// override compiles, and so does `@MainActor override func didReceive(...)`. Calling it from
  /// code that is not on the main actor is a warning in the Swift 6 language mode (none in Swift
  /// 5); a test that calls it directly is `@MainActor`, or awaits `presentedContent(for:)`.
  ///
  /// - Parameters:
  ///   - request: The notification's request, with its original content.
  ///   - contentHandler: Call it with the content to show.
  @preconcurrency @MainActor
  open func didReceive(
    _ request: UNNotificationRequest,
    withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void
  ) {
    contentHandler(request.content)
  }

  /// Tells the extension that its time is nearly up: the last chance to call the content
  /// handler, with the best content it has.
  ///
  /// Override it. This default does nothing.
  ///
  /// ```swift
  /// service.serviceExtensionTimeWillExpire()
  /// ```
  ///
  /// `@preconcurrency @MainActor`, as ``didReceive(_:withContentHandler:)`` is.
  @preconcurrency @MainActor
  open func serviceExtensionTimeWillExpire() {}
}
