import Dispatch
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
    await presentedOutcome(for: request, timeLimit: timeLimit).content ?? request.content
  }

  /// Runs the extension on a request the way the system does (as
  /// ``presentedContent(for:timeLimit:)`` does, which this is), and says how it went: the content
  /// handed over in time (`nil`: none, the original shows), and whether the deadline passed
  /// (``serviceExtensionTimeWillExpire()`` was called).
  func presentedOutcome(
    for request: UNNotificationRequest, timeLimit: Duration,
    isolation: isolated (any Actor)? = #isolation
  ) async -> (content: UNNotificationContent?, expired: Bool) {
    let waiter = ContentHandlerWaiter()
    let system = SystemHeldExtension(service: self, request: request)
    // The extension's methods are the main actor's (as Apple's may be, imported from a framework
    // not audited for concurrency); the caller waits here meanwhile.
    await MainActor.run {
      // The time limit runs from the hand-over, on a Dispatch timer armed here, on the main
      // actor: not on a task, which a busy cooperative pool would hold back, and never before
      // `didReceive` has begun.
      waiter.startDeadline(after: timeLimit, grace: timeLimit / 10) {
        // On the main queue, the main actor's: its own thread, not the cooperative pool, and
        // after `didReceive` has returned. The grace period starts once the extension has been
        // told.
        DispatchQueue.main.sync {
          MainActor.assumeIsolated { system.service.serviceExtensionTimeWillExpire() }
        }
      }
      system.service.didReceive(system.request, withContentHandler: waiter.handler)
    }
    let content = await waiter.content()
    return (content, waiter.expired)
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

// `@unchecked Sendable`: the system calls an extension on the main actor while the caller of
// `presentedContent(for:timeLimit:)` waits; nothing else touches the two meanwhile.
/// The extension and its request as the system holds them.
private struct SystemHeldExtension: @unchecked Sendable {
  let service: UNNotificationServiceExtension
  let request: UNNotificationRequest
}
