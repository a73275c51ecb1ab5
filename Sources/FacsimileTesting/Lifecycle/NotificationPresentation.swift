import Facsimile

/// What happens when a notification arrives, shared by the lifecycle driver and the notification
/// clock, in iOS's order:
///
/// 1. A push with `"mutable-content": 1` and an alert goes through the app's notification service
///    extension, if it has one, within the extension's time limit; what it hands over (or the
///    original content, if it hands over nothing in time) is what arrives.
/// 2. The request leaves the pending list (unless it repeats), before the app is asked anything:
///    a request the app adds from `willPresent` with the same identifier (a snooze) stays.
/// 3. While the app is in the foreground (active, or inactive: an interruption, a transition),
///    the center's delegate chooses how it shows
///    (`userNotificationCenter(_:willPresent:withCompletionHandler:)`); with no delegate at all,
///    it shows with its own options. It joins the delivered list only if the options include
///    `.list` (or the older `.alert`, which includes it). While the app is not in the foreground,
///    it joins the delivered list and the app is not told.
enum NotificationPresentation {
  /// The app's service extension, for a push that goes through it.
  struct ServiceExtension {
    /// Makes the app's extension (a new one for each push).
    let make: @MainActor () -> UNNotificationServiceExtension?
    /// How long the extension has before `serviceExtensionTimeWillExpire()`.
    let timeLimit: Duration
  }

  /// Presents or delivers one notification.
  ///
  /// - Parameters:
  ///   - notification: The notification, as it comes from the server or the clock.
  ///   - center: The center it arrives at.
  ///   - appIsInForeground: Whether the app is in the foreground, active or inactive.
  ///   - serviceExtension: The app's service extension, for pushes; `nil` if it has none.
  ///   - record: Told each app method's name just before it is called.
  /// - Returns: The notification as it arrived (the extension's content, for a push it changed),
  ///   and how it was shown while the app was in the foreground (the delegate's answer, or the
  ///   notification's own options with no delegate); `nil` options when the app was not.
  @MainActor
  static func present(
    _ notification: UNNotification, center: UNUserNotificationCenter, appIsInForeground: Bool,
    serviceExtension: ServiceExtension? = nil,
    record: (LifecycleDriver.Method) -> Void
  ) async -> (notification: UNNotification, options: UNNotificationPresentationOptions?) {
    var notification = notification
    if let serviceExtension, goesThroughServiceExtension(notification),
      let service = serviceExtension.make()
    {
      notification = await extended(
        notification, by: service, timeLimit: serviceExtension.timeLimit, record: record)
    }
    center.removeArrivingRequest(withIdentifier: notification.request.identifier)
    guard appIsInForeground else {
      center.list(notification)
      return (notification, nil)
    }
    let options: UNNotificationPresentationOptions
    if let delegate = center.delegate {
      record(.userNotificationCenterWillPresent)
      options = await CompletionAnswer.wait(ifDropped: []) { handler in
        delegate.userNotificationCenter(
          center, willPresent: notification, withCompletionHandler: handler)
      }
    } else {
      // "If you do not provide a delegate at all ... the system uses the notification's
      // original options to alert the user" (Apple, willPresent).
      options = ownOptions(of: notification)
    }
    // `.alert` (deprecated) is `.banner` and `.list` together.
    let listed = UNNotificationPresentationOptions(rawValue: 1 << 2).union(.list)
    if !options.isDisjoint(with: listed) { center.list(notification) }
    return (notification, options)
  }

  /// How a notification shows by itself, as it shows while the app is not in the foreground: a
  /// banner, listed in Notification Center, with its sound and its badge if it has them.
  static func ownOptions(of notification: UNNotification) -> UNNotificationPresentationOptions {
    let content = notification.request.content
    var options: UNNotificationPresentationOptions = [.banner, .list]
    if content.sound != nil { options.insert(.sound) }
    if content.badge != nil { options.insert(.badge) }
    return options
  }

  /// Whether a notification goes through the app's service extension: a push whose `aps` has
  /// `"mutable-content": 1` and an alert to show (a title, a subtitle or a body).
  static func goesThroughServiceExtension(_ notification: UNNotification) -> Bool {
    let request = notification.request
    guard request.trigger is UNPushNotificationTrigger else { return false }
    let content = request.content
    let aps = content.userInfo["aps"] as? [AnyHashable: Any]
    let mutable = (aps?["mutable-content"] as? NSNumber)?.intValue == 1
    let hasAlert = !(content.title.isEmpty && content.subtitle.isEmpty && content.body.isEmpty)
    return mutable && hasAlert
  }

  /// The notification as the extension leaves it: the same request identifier, trigger and date,
  /// with the content the extension handed over in time, or the original content.
  @MainActor
  private static func extended(
    _ notification: UNNotification, by service: UNNotificationServiceExtension,
    timeLimit: Duration, record: (LifecycleDriver.Method) -> Void
  ) async -> UNNotification {
    record(.serviceExtensionDidReceive)
    let request = notification.request
    let outcome = await service.presentedOutcome(for: request, timeLimit: timeLimit)
    if outcome.expired { record(.serviceExtensionTimeWillExpire) }
    guard let content = outcome.content, content !== request.content else { return notification }
    return
      (try? UNNotification.fabricate(
        content: content, identifier: request.identifier, date: notification.date,
        trigger: request.trigger)) ?? notification
  }
}
