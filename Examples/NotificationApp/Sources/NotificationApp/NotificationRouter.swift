import FacsimileSeams
import Foundation

#if canImport(UIKit)
  import UIKit
  import UserNotifications
#else
  import Facsimile  // Facsimile's models of UIKit and UserNotifications
#endif

/// Where a notification takes the user.
public enum Route: Equatable, Sendable {
  case article(id: String)
  case reply(threadID: String, text: String)
  case inbox
}

/// The app's notification center delegate (seed 000's `ArticleCenterDelegate`): it turns each
/// response into a route and remembers the last one, and hands responses and foreground
/// notifications to the app's router, if it has one.
public final class NotificationRouter: NSObject, UNUserNotificationCenterDelegate, @unchecked Sendable {
  private let lock = NSLock()
  private var routes: [Route] = []

  /// The app's router, which each response goes to as well; `nil` for a router on its own.
  public let appRouter: AppRouter?

  public init(appRouter: AppRouter? = nil) {
    self.appRouter = appRouter
    super.init()
  }

  /// Every route taken, oldest first.
  public var takenRoutes: [Route] { lock.withLock { routes } }

  /// The route for a response: an article push opens the article, a text reply replies.
  public func route(for response: UNNotificationResponse) -> Route {
    let userInfo = response.notification.request.content.userInfo
    if let reply = response as? UNTextInputNotificationResponse {
      return .reply(threadID: response.notification.request.content.threadIdentifier, text: reply.userText)
    }
    if let data = userInfo["data"] as? [String: Any], data["type"] as? String == "OPEN_ARTICLE",
      let id = data["articleId"] as? String
    {
      return .article(id: id)
    }
    if let id = userInfo["articleId"] as? String { return .article(id: id) }
    return .inbox
  }

  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    let route = route(for: response)
    lock.withLock { routes.append(route) }
    appRouter?.handle(response, route: route)
    completionHandler()
  }

  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    completionHandler(appRouter?.presentation(for: notification) ?? [])
  }
}
