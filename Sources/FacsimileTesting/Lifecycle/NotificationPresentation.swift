import Facsimile

/// What happens when a notification arrives, shared by the lifecycle driver and the notification
/// clock: while the app is active, the center's delegate chooses how it shows
/// (`userNotificationCenter(_:willPresent:withCompletionHandler:)`), and it joins the delivered
/// list only if the answer includes `.list` (or the older `.alert`, which includes it); while it
/// is not, it joins the delivered list and the app is not told. Either way a pending request of
/// the notification's that does not repeat is done.
enum NotificationPresentation {
  /// Presents or delivers one notification.
  ///
  /// - Parameters:
  ///   - notification: The notification.
  ///   - center: The center it arrives at.
  ///   - appIsActive: Whether the app is in the foreground and active.
  ///   - record: Told the delegate method's name just before it is called.
  /// - Returns: The delegate's answer, or `nil` if the app was not active.
  @MainActor
  static func present(
    _ notification: UNNotification, center: UNUserNotificationCenter, appIsActive: Bool,
    record: (String) -> Void
  ) async -> UNNotificationPresentationOptions? {
    guard appIsActive else {
      center.deliver(notification)
      return nil
    }
    var options: UNNotificationPresentationOptions = []
    if let delegate = center.delegate {
      record("userNotificationCenter(_:willPresent:withCompletionHandler:)")
      options = await CompletionAnswer.wait(ifDropped: []) { handler in
        delegate.userNotificationCenter(
          center, willPresent: notification, withCompletionHandler: handler)
      }
    }
    // `.alert` (deprecated) is `.banner` and `.list` together.
    let listed = UNNotificationPresentationOptions(rawValue: 1 << 2).union(.list)
    if !options.isDisjoint(with: listed) {
      center.deliver(notification)
    } else {
      let identifier = notification.request.identifier
      let pending = await center.pendingNotificationRequests()
      if pending.contains(where: { $0 === notification.request && $0.trigger?.repeats != true }) {
        center.removePendingNotificationRequests(withIdentifiers: [identifier])
      }
    }
    return options
  }
}
