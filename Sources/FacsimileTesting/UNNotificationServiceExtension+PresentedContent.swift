public import Facsimile

extension UNNotificationServiceExtension {
  /// Runs the extension on a request the way the system does, and returns the content a device
  /// would show.
  ///
  /// It calls ``didReceive(_:withContentHandler:)`` and waits for the content handler, on the
  /// real clock, for up to `timeLimit`. If the handler has not been called by then, it calls
  /// ``serviceExtensionTimeWillExpire()`` and waits a tenth of `timeLimit` more (the system's
  /// grace is not documented); if the handler is still not called, the device shows the
  /// request's original content, and so does this. The first content handed over counts, from
  /// whatever thread; later ones are ignored, as the system ignores them. The outcome is decided
  /// by 1.1 times `timeLimit`.
  ///
  /// What is shown is the content as it was when the handler was called: the system takes it
  /// then, so changes the extension makes to its object afterwards do not show.
  ///
  /// The deadline is kept by a Dispatch timer, not by a task, so a cooperative thread pool busy
  /// with blocking work does not postpone it: ``serviceExtensionTimeWillExpire()`` is called on
  /// that timer's queue (Apple does not document the thread; it is never the caller's task), and
  /// only the return to the caller waits for a free thread. Any `Duration` works: zero or less
  /// passes at once, and one longer than the clock counts (such as `.seconds(Int64.max)`) never
  /// passes.
  ///
  /// ```swift
  /// let stub = StubURLSession()
  /// stub.respond(toPath: "/cat.png", with: .data(png, headers: ["Content-Type": "image/png"]))
  /// let service = NotificationService()
  /// service.session = stub.session
  /// let content = await service.presentedContent(for: request, timeLimit: .seconds(2))
  /// #expect(content.attachments.count == 1)
  /// ```
  ///
  /// The system gives an extension about 30 seconds; a test gives it what its stubs need.
  ///
  /// - Parameters:
  ///   - request: The notification's request, as the system hands it to the extension.
  ///   - timeLimit: How long the extension has before ``serviceExtensionTimeWillExpire()``.
  /// - Returns: The content handed to the content handler (as an immutable copy made when it was
  ///   handed over), or the request's content if none came in time.
  public func presentedContent(
    for request: UNNotificationRequest, timeLimit: Duration = .seconds(30)
  ) async -> UNNotificationContent {
    let waiter = ContentHandlerWaiter()
    didReceive(request, withContentHandler: waiter.handler)
    let system = SystemHeldExtension(service: self)
    let content = await waiter.content(within: timeLimit, grace: timeLimit / 10) {
      system.service.serviceExtensionTimeWillExpire()
    }
    return content ?? request.content
  }

  /// Runs the extension on a push payload the way the system does, and returns the content a
  /// device would show: the extension runs only for a payload whose `aps` has
  /// `"mutable-content": 1` and an alert to show; for any other payload the device shows the
  /// payload's own content, and so does this.
  ///
  /// ```swift
  /// let payload = try PushPayload(resource: "photo", in: .module, subdirectory: "Fixtures")
  /// let content = try await NotificationService().presentedContent(for: payload)
  /// ```
  ///
  /// - Parameters:
  ///   - payload: The APNs payload.
  ///   - timeLimit: How long the extension has before ``serviceExtensionTimeWillExpire()``.
  /// - Returns: The content a device would show.
  /// - Throws: `FacsimileError` if the payload does not make a notification (see `PushPayload`).
  public func presentedContent(
    for payload: PushPayload, timeLimit: Duration = .seconds(30)
  ) async throws -> UNNotificationContent {
    let request = try payload.notification().request
    let content = request.content
    let hasAlert = !(content.title.isEmpty && content.subtitle.isEmpty && content.body.isEmpty)
    guard payload.isMutableContent, hasAlert else { return content }
    return await presentedContent(for: request, timeLimit: timeLimit)
  }
}

// `@unchecked Sendable`: the system calls an extension from threads of its own choosing, and so
// does `presentedContent(for:timeLimit:)` when the deadline passes.
/// The extension as the system holds it, for the deadline's queue.
private struct SystemHeldExtension: @unchecked Sendable {
  let service: UNNotificationServiceExtension
}
