import Foundation

#if canImport(UIKit)
  import UIKit
  import UserNotifications
#else
  import Facsimile  // Facsimile's models of UIKit and UserNotifications
#endif

/// An app delegate that keeps the app's router, where the scene delegate finds it.
public protocol AppRouting {
  /// Where the app goes, and what it tells analytics.
  var router: AppRouter { get }
}

/// Where the app goes, and what it tells analytics, whichever delegate UIKit calls: the app
/// delegate before the scene migration (`LegacyAppDelegate`), the scene delegate after it, and
/// the notification center's delegate in both. Each hands it what it was given, so the two life
/// cycles of the app take the same routes, open the same URLs and record the same analytics,
/// which the tests check.
public final class AppRouter: @unchecked Sendable {
  // `@unchecked Sendable`: the notification center calls its delegate, which calls the router,
  // on a queue of its own; the router's state is behind the lock.

  public static let inboxShortcut = "com.example.NotificationApp.inbox"
  public static let websiteShortcut = "com.example.NotificationApp.website"
  public static let articleCategory = "ARTICLE"
  public static let markReadAction = "MARK_READ"
  public static let replyAction = "REPLY"

  private let lock = NSLock()
  private var takenRoutes: [Route] = []
  private var events: [String] = []

  public init() {}

  /// Every route taken, oldest first.
  public var routes: [Route] { lock.withLock { takenRoutes } }

  /// The article on screen: the last one a route opened, if any.
  public var currentArticleID: String? {
    lock.withLock {
      takenRoutes.reversed().lazy.compactMap { route -> String? in
        if case .article(let id) = route { id } else { nil }
      }.first
    }
  }

  /// The type of the activity that saves and restores the article on screen.
  public static let articleActivityType = "com.example.NotificationApp.article"

  /// The activity that brings the article on screen back, for state restoration; `nil` when no
  /// article is on screen.
  public func stateRestorationActivity() -> NSUserActivity? {
    guard let id = currentArticleID else { return nil }
    let activity = NSUserActivity(activityType: Self.articleActivityType)
    activity.userInfo = ["articleId": id]
    return activity
  }

  /// Brings back the article a state restoration activity saved; `false` for another activity.
  @discardableResult
  public func restore(from activity: NSUserActivity) -> Bool {
    guard activity.activityType == Self.articleActivityType,
      let id = activity.userInfo?["articleId"] as? String
    else { return false }
    take(.article(id: id), from: "restoration")
    return true
  }

  /// Every analytics event recorded, oldest first.
  public var analytics: [String] { lock.withLock { events } }

  /// The route for one of the app's URLs: `myapp://article/42`, `myapp://inbox`, or the
  /// universal link `https://example.com/articles/42`.
  public func route(for url: URL) -> Route? {
    let path = url.pathComponents.filter { $0 != "/" }
    switch (url.scheme, url.host) {
    case ("myapp", "article"):
      return path.first.map { .article(id: $0) }
    case ("myapp", "inbox"):
      return .inbox
    case ("https", "example.com") where path.count == 2 && path[0] == "articles":
      return .article(id: path[1])
    default:
      return nil
    }
  }

  /// Opens one of the app's URLs; `false` for a URL it does not know.
  @discardableResult
  public func open(_ url: URL, from source: String) -> Bool {
    guard let route = route(for: url) else {
      record("unknown url \(url.absoluteString)")
      return false
    }
    take(route, from: source)
    return true
  }

  /// Continues a universal link; `false` for any other activity.
  @discardableResult
  public func continueActivity(_ activity: NSUserActivity) -> Bool {
    guard activity.activityType == NSUserActivityTypeBrowsingWeb, let url = activity.webpageURL
    else { return false }
    return open(url, from: "universal link")
  }

  /// Performs a Home Screen quick action: the inbox, or the website in the browser.
  @MainActor
  @discardableResult
  public func perform(_ shortcutItem: UIApplicationShortcutItem) -> Bool {
    switch shortcutItem.type {
    case Self.inboxShortcut:
      take(.inbox, from: "quick action")
      return true
    case Self.websiteShortcut:
      record("website from quick action")
      return ExternalLinks().openWebsite()  // UIApplication.shared opens it
    default:
      return false
    }
  }

  /// Handles a response to a notification: marking it read stays in the background, anything
  /// else opens its route.
  public func handle(_ response: UNNotificationResponse, route: Route) {
    let identifier = response.notification.request.identifier
    if response.actionIdentifier == Self.markReadAction {
      record("mark read \(identifier)")
    } else {
      take(route, from: "notification")
    }
  }

  /// How a notification that arrives while the app is active shows.
  public func presentation(for notification: UNNotification) -> UNNotificationPresentationOptions {
    record("foreground notification \(notification.request.identifier)")
    return [.banner, .list, .sound]
  }

  /// Refreshes the article a silent push names.
  public func refresh(with userInfo: [AnyHashable: Any]) -> UIBackgroundFetchResult {
    guard let aps = userInfo["aps"] as? [String: Any], aps["content-available"] as? Int == 1,
      let articleID = userInfo["articleId"] as? String
    else { return .noData }
    record("refresh \(articleID)")
    return .newData
  }

  /// The categories the app registers: an article can be marked read or replied to, in the
  /// background.
  public static var categories: Set<UNNotificationCategory> {
    [
      UNNotificationCategory(
        identifier: articleCategory,
        actions: [
          UNNotificationAction(identifier: markReadAction, title: "Mark as Read", options: []),
          UNTextInputNotificationAction(
            identifier: replyAction, title: "Reply", options: [], textInputButtonTitle: "Send",
            textInputPlaceholder: "Message"),
        ],
        intentIdentifiers: [], options: [])
    ]
  }

  /// The quick actions the app publishes.
  public static var shortcutItems: [UIApplicationShortcutItem] {
    [
      UIApplicationShortcutItem(type: inboxShortcut, localizedTitle: "Inbox"),
      UIApplicationShortcutItem(type: websiteShortcut, localizedTitle: "Website"),
    ]
  }

  /// Records an analytics event.
  public func record(_ event: String) {
    lock.withLock { events.append(event) }
  }

  private func take(_ route: Route, from source: String) {
    lock.withLock {
      takenRoutes.append(route)
      events.append("route \(route) from \(source)")
    }
  }
}
