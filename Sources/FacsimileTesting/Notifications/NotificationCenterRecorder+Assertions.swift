public import Foundation

extension NotificationCenterRecorder {
  /// Expects an object to observe a name, optionally with a given handler or sender: the Linux form
  /// of `NLAssertObservingNotification` and `NLAssertObservingNotificationWithSelector`.
  ///
  /// The object observes through any registration it made: as an observer object with a handler,
  /// through a block or an async sequence whose code named it as the `observer:`, or through a
  /// block whose token it keeps in a stored property (as code does to remove the block later;
  /// once found, the block is remembered as that object's).
  /// An observer of every name (`name: nil`) observes `name` too. Records a failure at the
  /// caller's line, listing what the object does observe, and continues.
  ///
  /// ```swift
  /// sut.viewWillAppear(false)
  /// center.expectObserving(sut, .notificationName)
  /// center.expectObserving(sut, .notificationName, handler: "handleNotification")
  /// center.expectObserving(provider, .authChanged, sender: poster)
  /// ```
  ///
  /// - Parameters:
  ///   - observer: The observer object, or the token of a block registration.
  ///   - name: The notification name.
  ///   - handler: The handler name the registration must use, or `nil` for any handler.
  ///   - sender: The sender the registration must be limited to (an object, compared by identity,
  ///     or a `Hashable` value), or `nil` for any registration.
  ///   - message: Words to add to the failure.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func expectObserving(
    _ observer: AnyObject, _ name: Notification.Name, handler: String? = nil, sender: Any? = nil,
    _ message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let entries = registrations(of: observer)
    let matching = entries.filter { entry in
      guard entry.receives(name) else { return false }
      if let handler, entry.observation.handlerName != handler { return false }
      if let sender, !(entry.sender?.matches(sender) ?? false) { return false }
      return true
    }
    guard matching.isEmpty else { return }
    var wanted = "\(Self.describe(observer)) to observe \"\(name.rawValue)\""
    if let handler { wanted += " with \(handler)" }
    if let sender { wanted += " from \(ObjectIdentity.describe(sender))" }
    var found =
      entries.isEmpty
      ? "it observes nothing on this center"
      : "it has: " + entries.map { "\($0.observation)" }.joined(separator: "; ")
    let unknown = unattributed(receiving: name, besides: entries)
    if !unknown.isEmpty {
      found += ". " + Self.unattributedNote(unknown, name, observer)
    }
    reportIssue(
      failureMessage("Expected \(wanted), but \(found)", message()),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Expects an object no longer to observe a name: the Linux form of
  /// `NLAssertNotObservingNotification`.
  ///
  /// Fails if any live registration of the object receives `name` (see
  /// ``expectObserving(_:_:handler:sender:_:fileID:filePath:line:column:)`` for which are the
  /// object's), including one for every name. When the object has none but some block or async
  /// sequence receiving `name` belongs to no object the recorder can see (its code named no
  /// `observer:` and the object keeps none of their tokens), the recorder cannot tell whether the
  /// object observes, and records a failure that says so rather than passing. Records failures at
  /// the caller's line and continues.
  ///
  /// ```swift
  /// sut.viewWillDisappear(false)
  /// center.expectNotObserving(sut, .notificationName)
  /// ```
  ///
  /// - Parameters:
  ///   - observer: The observer object, or the token of a block registration.
  ///   - name: The notification name.
  ///   - message: Words to add to the failure.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func expectNotObserving(
    _ observer: AnyObject, _ name: Notification.Name,
    _ message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let entries = registrations(of: observer)
    let matching = entries.filter { $0.receives(name) }
    let unknown = isToken(observer) ? [] : unattributed(receiving: name, besides: entries)
    let failure: String
    if !matching.isEmpty {
      let found = matching.map { "\($0.observation)" }.joined(separator: "; ")
      failure =
        "Expected \(Self.describe(observer)) not to observe \"\(name.rawValue)\", but \(found)"
    } else if !unknown.isEmpty {
      failure =
        "Cannot tell whether \(Self.describe(observer)) observes \"\(name.rawValue)\": "
        + Self.unattributedNote(unknown, name, observer)
    } else {
      return
    }
    reportIssue(
      failureMessage(failure, message()),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Waits until something observes a name (an observer object, a block, or a loop over
  /// ``notifications(named:object:)`` that has started), failing after a timeout.
  ///
  /// Code that observes through an async sequence starts observing when its task first runs, not
  /// when it is started, so a test that posts at once may post before anyone listens. Await this
  /// first; it returns as soon as the observation exists. While it waits, the caller's actor is
  /// free, so a main-actor task can start.
  ///
  /// ```swift
  /// viewModel.start()  // task = Task { for await n in center.notifications(named: .weatherUpdate) { ... } }
  /// try await center.requireObserving(.weatherUpdate)
  /// center.post(name: .weatherUpdate, object: nil, userInfo: ["weatherForcast": "Sunny"])
  /// ```
  ///
  /// - Parameters:
  ///   - name: The notification name.
  ///   - timeout: How long to wait.
  ///   - isolation: The caller's actor; supplied by the compiler.
  ///   - message: Words to add to the failure.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Throws: When nothing observes `name` in time, after recording a failure at the caller's
  ///   line that lists what is observed; or `CancellationError` if the task is cancelled.
  public func requireObserving(
    _ name: Notification.Name, within timeout: Duration = .seconds(1),
    isolation: isolated (any Actor)? = #isolation,
    _ message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while true {
      if liveEntries().contains(where: { $0.receives(name) }) { return }
      guard clock.now < deadline else { break }
      try await Task.sleep(for: .milliseconds(2))
    }
    let observed = observations.map { "\($0)" }
    let found =
      observed.isEmpty ? "nothing is observed" : "observed: " + observed.joined(separator: "; ")
    try failRequirement(
      failureMessage(
        "Expected something to observe \"\(name.rawValue)\" within \(timeout), but \(found)",
        message()),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The live blocks and async sequences receiving `name` that belong to no known object, apart
  /// from `entries`.
  private func unattributed(receiving name: Notification.Name, besides entries: [Entry])
    -> [Entry]
  {
    let known = Set(entries.map { ObjectIdentifier($0.token) })
    return liveEntries().filter { entry in
      entry.isUnattributed && entry.receives(name) && !known.contains(ObjectIdentifier(entry.token))
    }
  }

  /// What the recorder cannot see, and the two ways to let it.
  private static func unattributedNote(
    _ unknown: [Entry], _ name: Notification.Name, _ observer: AnyObject
  ) -> String {
    let count =
      unknown.count == 1
      ? "1 registration for \"\(name.rawValue)\" belongs"
      : "\(unknown.count) registrations for \"\(name.rawValue)\" belong"
    let listed = unknown.map { "\($0.observation)" }.joined(separator: "; ")
    var advice: [String] = []
    if unknown.contains(where: { !$0.observation.isAsyncSequence }) {
      advice.append(
        "keep each block's token in a stored property of the object that observes, or name the "
          + "object with addObserver(forName:object:queue:observer:using:)")
    }
    if unknown.contains(where: \.observation.isAsyncSequence) {
      advice.append(
        "name the object a loop observes for with notifications(named:object:observer:) (the "
          + "recorder cannot see into the task that iterates)")
    }
    return
      "\(count) to no object the recorder can see (\(listed)), and \(describe(observer)) keeps "
      + "none of their tokens in a stored property. To let the recorder tell, "
      + advice.joined(separator: "; ")
  }

  /// Expects a notification with a name (and, if given, a sender) to have been posted through the
  /// recorder.
  ///
  /// Records a failure at the caller's line, listing what was posted, and continues. To inspect
  /// the notification's `userInfo`, use
  /// ``requirePosted(_:sender:_:fileID:filePath:line:column:)``.
  ///
  /// ```swift
  /// poster.notifyAuthChanged()
  /// center.expectPosted(.authChanged, sender: poster)
  /// ```
  ///
  /// - Parameters:
  ///   - name: The notification name.
  ///   - sender: The sender the notification must carry (an object, compared by identity, or a
  ///     `Hashable` value), or `nil` for any sender.
  ///   - message: Words to add to the failure.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func expectPosted(
    _ name: Notification.Name, sender: Any? = nil,
    _ message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let posted = postedNotifications
    guard Self.matching(posted, name, sender).isEmpty else { return }
    reportIssue(
      failureMessage(Self.notPostedFailure(name, sender, posted), message()),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Requires a notification with a name (and, if given, a sender) to have been posted through the
  /// recorder, and returns the latest one, so a test can inspect its `userInfo`.
  ///
  /// ```swift
  /// sut.refresh()
  /// let notification = try center.requirePosted(.weatherUpdate)
  /// #expect(notification.userInfo?["weatherForcast"] as? String == "Sunny")
  /// ```
  ///
  /// - Parameters:
  ///   - name: The notification name.
  ///   - sender: The sender the notification must carry, or `nil` for any sender.
  ///   - message: Words to add to the failure.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: The most recent matching notification.
  /// - Throws: When none was posted, after recording a failure at the caller's line that lists what
  ///   was posted; the test framework does not record the error a second time.
  @discardableResult
  public func requirePosted(
    _ name: Notification.Name, sender: Any? = nil,
    _ message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) throws -> Notification {
    let posted = postedNotifications
    if let notification = Self.matching(posted, name, sender).last { return notification }
    try failRequirement(
      failureMessage(Self.notPostedFailure(name, sender, posted), message()),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Expects no notification with a name (and, if given, a sender) to have been posted through the
  /// recorder.
  ///
  /// Records a failure at the caller's line, with each offending notification's sender and user
  /// info, and continues.
  ///
  /// ```swift
  /// sut.updateWeatherForcast(notification: badNotification)
  /// center.expectNotPosted(.weatherUpdate)
  /// ```
  ///
  /// - Parameters:
  ///   - name: The notification name.
  ///   - sender: The sender to look for, or `nil` for any sender.
  ///   - message: Words to add to the failure.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func expectNotPosted(
    _ name: Notification.Name, sender: Any? = nil,
    _ message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let matching = Self.matching(postedNotifications, name, sender)
    guard !matching.isEmpty else { return }
    reportIssue(
      failureMessage(
        Self.postedFailure(name, from: sender.map(ObjectIdentity.describe), matching), message()),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  // MARK: - Descriptions

  private static func matching(
    _ posted: [Notification], _ name: Notification.Name, _ sender: Any?
  ) -> [Notification] {
    posted.filter { notification in
      guard notification.name == name else { return false }
      guard let sender else { return true }
      guard let object = notification.object else { return false }
      return ObjectIdentity(object).matches(sender)
    }
  }

  private static func notPostedFailure(
    _ name: Notification.Name, _ sender: Any?, _ posted: [Notification]
  ) -> String {
    let from = sender.map { " from \(ObjectIdentity.describe($0))" } ?? ""
    let found =
      posted.isEmpty
      ? "nothing was posted"
      : "posted: " + posted.map(describe).joined(separator: "; ")
    return "Expected \"\(name.rawValue)\"\(from) to be posted, but \(found)"
  }

  /// The failure of an expectation that nothing matching was posted, listing what was.
  static func postedFailure(
    _ name: Notification.Name, from sender: String?, _ posted: [Notification]
  ) -> String {
    let from = sender.map { " from \($0)" } ?? ""
    let times = posted.count == 1 ? "once" : "\(posted.count) times"
    return "Expected no \"\(name.rawValue)\"\(from) to be posted, but it was posted \(times): "
      + posted.map(describe).joined(separator: "; ")
  }

  /// `"WeatherUpdate" from ViewController, userInfo ["weatherForcast": "Sunny"]`.
  static func describe(_ notification: Notification) -> String {
    var text = "\"\(notification.name.rawValue)\""
    if let object = notification.object { text += " from \(ObjectIdentity.describe(object))" }
    if let userInfo = notification.userInfo, !userInfo.isEmpty {
      let pairs = userInfo.map {
        "\(String(reflecting: $0.key.base)): \(String(reflecting: $0.value))"
      }
      text += ", userInfo [" + pairs.sorted().joined(separator: ", ") + "]"
    }
    return text
  }

  private static func describe(_ observer: AnyObject) -> String {
    ObjectIdentity.describe(observer)
  }
}
