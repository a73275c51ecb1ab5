public import Foundation

/// A notification center for tests that forwards to a real, private `NotificationCenter` and keeps
/// an index of who observes what: by observer, by name and by sender.
///
/// Give it to the code under test in place of `NotificationCenter.default` (through
/// ``/FacsimileSeams/NotificationCenterProtocol``). Notifications are delivered exactly as a real
/// center delivers them, and the test can ask who observes what, assert it in the style of
/// `NLAssertObservingNotification`, and inspect every posted notification.
///
/// ```swift
/// @Test @MainActor func observesWhileVisible() {
///   let center = NotificationCenterRecorder()
///   let sut = ObservingViewController()
///   sut.notificationCenter = center
///
///   sut.viewWillAppear(false)
///   center.expectObserving(sut, .notificationName)
///
///   sut.viewWillDisappear(false)
///   center.expectNotObserving(sut, .notificationName)
/// }
/// ```
///
/// Every removal updates the index: by token, by observer, by observer and name, and by observer,
/// name and sender. An observer that is released drops out of the index. Each recorder is its own
/// center, so tests running in parallel never see each other's notifications.
///
/// `Sendable`: its index and what was posted sit behind one lock, so code under test and the test
/// may use it from any thread or task.
public final class NotificationCenterRecorder: NotificationCenterProtocol {
  struct Entry {
    let token: any NSObjectProtocol
    /// The observer object of the handler form, or the observer the code named for a block or an
    /// async sequence; `nil` when the code named none (then the object that holds the token is
    /// the observer).
    let observer: ObjectIdentity?
    /// Whether `observer` is an observer object (the handler form), which the center holds weakly
    /// and removes by; a named observer only says whom a block is for.
    let isObserverObject: Bool
    let sender: ObjectIdentity?
    let observation: NotificationObservation

    var isAlive: Bool { isObserverObject ? observer?.isAlive ?? false : true }

    /// Whether the registration belongs to no object the recorder knows of: a block or an async
    /// sequence whose code named no observer.
    var isUnattributed: Bool { observer == nil }

    /// Whether `candidate` is this registration's token, its observer, or (in `held`) the holder
    /// of its token.
    func isRegistration(of candidate: Any, held: Set<ObjectIdentifier> = []) -> Bool {
      if let object = ObjectIdentity.object(candidate), token === object { return true }
      if held.contains(ObjectIdentifier(token)) { return true }
      return observer?.matches(candidate) ?? false
    }

    /// Whether a removal naming `candidate` applies to this registration: its token, or its
    /// observer object. As on Apple platforms, removing an object does not remove the blocks it
    /// registered; only their tokens do.
    func isRemoved(by candidate: Any) -> Bool {
      if let object = ObjectIdentity.object(candidate), token === object { return true }
      guard isObserverObject else { return false }
      return observer?.isTarget(of: candidate) ?? false
    }

    func receives(_ name: Notification.Name) -> Bool {
      observation.name == nil || observation.name == name
    }
  }

  struct State {
    var entries: [Entry] = []
    var posted: [Notification] = []
    /// Every token handed out while it lives, to tell a token from an observer object.
    var tokens: [ObjectIdentity] = []
  }

  private let center = NotificationCenter()
  let state = LockedState(State())
  /// Where the test made the recorder: where a failure that no assertion's line can carry (a post
  /// stuck waiting for a queue) is reported.
  let creation: CallerLocation
  /// How long a post waits for another queue to run a block (see ``QueueDelivery``).
  private let waitLimit: DispatchTimeInterval

  /// Makes a recorder with its own private center, isolated from every other center.
  ///
  /// ```swift
  /// let center = NotificationCenterRecorder()
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public init(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    creation = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    waitLimit = QueueDelivery.defaultWaitLimit
  }

  /// A recorder whose posts stop waiting for a stuck queue after `waitLimit`: for this package's
  /// tests of that failure, which would otherwise take ten seconds.
  package init(
    waitLimit: DispatchTimeInterval,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    creation = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.waitLimit = waitLimit
  }

  // MARK: - NotificationCenterProtocol

  /// Adds a block to the private center and indexes it under its token.
  ///
  /// The block runs as Apple's center runs it: on the posting thread when `queue` is `nil` or is
  /// the queue the post runs on, otherwise on `queue` while the post waits. A `queue: .main`
  /// block posted to from the main actor (a `@MainActor` test, a view model) runs at once, as on
  /// iOS, where Foundation's own center on Linux waits for the main queue forever (see
  /// Docs/TestDoubles.md). Should a queue not run the block within 10 seconds (it is held by code
  /// that waits for this post), the post records a failure at the line that made the recorder and
  /// goes on; the block still runs when the queue is free.
  ///
  /// ```swift
  /// let token = center.addObserver(forName: .weatherUpdate, object: nil, queue: .main) { _ in }
  /// #expect(center.observations(of: token).count == 1)
  /// ```
  ///
  /// - Parameters:
  ///   - name: The notification name to receive, or `nil` for all names.
  ///   - obj: The sender to receive notifications from, or `nil` for any sender.
  ///   - queue: The queue to run `block` on, or `nil` for the posting thread.
  ///   - block: What to do with each notification.
  /// - Returns: The token, which is also the observer in the index.
  public func addObserver(
    forName name: Notification.Name?, object obj: Any?, queue: OperationQueue?,
    using block: @escaping @Sendable (Notification) -> Void
  ) -> any NSObjectProtocol {
    let delivery = QueueDelivery(queue: queue, waitLimit: waitLimit, block: block) {
      [creation, waitLimit] queueName in
      let described = name.map { "\"\($0.rawValue)\"" } ?? "a notification"
      let waited = QueueDelivery.describe(waitLimit)
      reportIssue(
        "A post of \(described) waited \(waited) for \(queueName) to run an observer's block, and "
          + "stopped waiting: the queue is held by code that waits for this post (on the main "
          + "actor, a synchronous wait for another thread that posts). Post from the main actor, "
          + "or await the posting work instead of blocking on it.",
        at: creation)
    }
    let token = center.addObserver(forName: name, object: obj, queue: nil, using: delivery.deliver)
    index(token, name: name, sender: obj, observer: nil)
    return token
  }

  /// Adds a block on behalf of an observer object and indexes it under that object.
  ///
  /// Delivery is as for ``addObserver(forName:object:queue:using:)``. The assertions count the
  /// block as `observer`'s, wherever the token is kept. Removing `observer` does not remove the
  /// block (as on Apple platforms, only its token does), and the block stays registered when
  /// `observer` is released.
  ///
  /// ```swift
  /// token = center.addObserver(forName: .weatherUpdate, object: nil, queue: .main, observer: self) { _ in }
  /// center.expectObserving(self, .weatherUpdate)
  /// ```
  ///
  /// - Parameters:
  ///   - name: The notification name to receive, or `nil` for all names.
  ///   - obj: The sender to receive notifications from, or `nil` for any sender.
  ///   - queue: The queue to run `block` on, or `nil` for the posting thread.
  ///   - observer: The object the block observes for; held weakly.
  ///   - block: What to do with each notification.
  /// - Returns: The token.
  public func addObserver(
    forName name: Notification.Name?, object obj: Any?, queue: OperationQueue?,
    observer: AnyObject, using block: @escaping @Sendable (Notification) -> Void
  ) -> any NSObjectProtocol {
    let token = addObserver(forName: name, object: obj, queue: queue, using: block)
    let identity = ObjectIdentity(observer)
    state.withLock { state in
      guard let index = state.entries.lastIndex(where: { $0.token === token }) else { return }
      let entry = state.entries[index]
      state.entries[index] = Entry(
        token: token, observer: identity, isObserverObject: false, sender: entry.sender,
        observation: entry.observation.described(as: identity.description))
    }
    return token
  }

  /// The notifications with a name as an async sequence, each iterator indexed as an
  /// observation while it lives (``NotificationObservation/isAsyncSequence``), so a test can wait
  /// for a loop to start (``requireObserving(_:within:isolation:_:fileID:filePath:line:column:)``)
  /// and check that it stopped.
  ///
  /// A loop's iterator lives in a task the recorder cannot see into, so the assertions count it as
  /// no object's unless the code names its observer
  /// (``notifications(named:object:observer:)``).
  ///
  /// ```swift
  /// viewModel.start()  // for await notification in center.notifications(named: .weatherUpdate)
  /// try await center.requireObserving(.weatherUpdate)
  /// center.post(name: .weatherUpdate, object: nil, userInfo: ["weatherForcast": "Sunny"])
  /// ```
  ///
  /// - Parameters:
  ///   - name: The notification name.
  ///   - object: The sender to receive notifications from, or `nil` for any sender.
  /// - Returns: The notifications, in the order they are posted.
  public func notifications(named name: Notification.Name, object: AnyObject?)
    -> NotificationSequence
  {
    sequence(named: name, sender: object, observer: nil)
  }

  /// The notifications with a name as an async sequence, each iterator indexed as an observation
  /// of `observer`, which the assertions then count as observing.
  ///
  /// ```swift
  /// for await notification in center.notifications(named: .weatherUpdate, object: nil, observer: self) {
  ///   forecast = notification.userInfo?["weatherForcast"] as? String ?? ""
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The notification name.
  ///   - object: The sender to receive notifications from, or `nil` for any sender.
  ///   - observer: The object the loop observes for; held weakly.
  /// - Returns: The notifications, in the order they are posted.
  public func notifications(
    named name: Notification.Name, object: AnyObject?, observer: AnyObject
  ) -> NotificationSequence {
    sequence(named: name, sender: object, observer: WeakObject(observer))
  }

  private func sequence(named name: Notification.Name, sender: AnyObject?, observer: WeakObject?)
    -> NotificationSequence
  {
    let senderBox = LockedState(sender)
    return NotificationSequence { [self] receive in
      let object = senderBox.withLock { $0 }
      let token = LockedState(
        center.addObserver(forName: name, object: object, queue: nil, using: receive))
      index(
        token.withLock { $0 }, name: name, sender: object,
        observer: observer?.object.map(ObjectIdentity.init), isAsyncSequence: true)
      return { [weak self] in self?.removeObserver(token.withLock { $0 }) }
    }
  }

  /// Whether `candidate` is a token this recorder handed out (removed or not).
  func isToken(_ candidate: AnyObject) -> Bool {
    state.withLock { state in
      state.tokens.removeAll { !$0.isAlive }
      return state.tokens.contains { $0.matches(candidate) }
    }
  }

  /// Indexes a block or async-sequence registration.
  private func index(
    _ token: any NSObjectProtocol, name: Notification.Name?, sender obj: Any?,
    observer: ObjectIdentity?, isAsyncSequence: Bool = false
  ) {
    let sender = obj.map(ObjectIdentity.init)
    let observation = NotificationObservation(
      name: name, handlerName: nil,
      observerDescription: observer?.description ?? (isAsyncSequence ? "async sequence" : "block"),
      senderDescription: sender?.description, isAsyncSequence: isAsyncSequence)
    state.withLock { state in
      state.entries.append(
        Entry(
          token: token, observer: observer, isObserverObject: false, sender: sender,
          observation: observation))
      state.tokens.append(ObjectIdentity(token))
    }
  }

  /// Adds an observer object to the private center and indexes it under the observer.
  ///
  /// ```swift
  /// center.addObserver(
  ///   sut, handler: .onMainActor("updateWeatherForcast", ViewController.updateWeatherForcast),
  ///   name: .weatherUpdate, object: nil)
  /// ```
  ///
  /// - Parameters:
  ///   - observer: The object that handles the notifications; held weakly.
  ///   - handler: The named method to call on `observer`.
  ///   - name: The notification name to receive, or `nil` for all names.
  ///   - object: The sender to receive notifications from, or `nil` for any sender.
  /// - Returns: A token that also removes this registration.
  @discardableResult
  public func addObserver<Observer: AnyObject & Sendable>(
    _ observer: Observer, handler: NotificationHandler<Observer>, name: Notification.Name?,
    object: Any?
  ) -> any NSObjectProtocol {
    let token = center.addObserver(observer, handler: handler, name: name, object: object)
    let identity = ObjectIdentity(observer)
    let sender = object.map(ObjectIdentity.init)
    let observation = NotificationObservation(
      name: name, handlerName: handler.name, observerDescription: identity.description,
      senderDescription: sender?.description)
    state.withLock { state in
      state.entries.append(
        Entry(
          token: token, observer: identity, isObserverObject: true, sender: sender,
          observation: observation))
    }
    return token
  }

  /// Removes every registration of an observer object, or the registration a token names, from
  /// the private center and from the index.
  ///
  /// ```swift
  /// center.removeObserver(sut)
  /// center.expectNotObserving(sut, .weatherUpdate)
  /// ```
  ///
  /// - Parameter observer: An observer object, or a token.
  public func removeObserver(_ observer: Any) {
    remove { $0.isRemoved(by: observer) }
  }

  /// Removes the registrations of an observer (or token) for a name, a sender, or both, from the
  /// private center and from the index.
  ///
  /// As on Apple platforms, a `nil` name or sender means "any"; a given sender removes only the
  /// registrations that named that sender.
  ///
  /// ```swift
  /// center.removeObserver(sut, name: .weatherUpdate, object: nil)
  /// ```
  ///
  /// - Parameters:
  ///   - observer: An observer object, or a token.
  ///   - aName: The name to stop observing, or `nil` for every name.
  ///   - anObject: The sender to stop observing, or `nil` for every sender.
  public func removeObserver(
    _ observer: Any, name aName: Notification.Name?, object anObject: Any?
  ) {
    remove { entry in
      guard entry.isRemoved(by: observer) else { return false }
      if let aName, entry.observation.name != aName { return false }
      if let anObject, !(entry.sender?.matches(anObject) ?? false) { return false }
      return true
    }
  }

  /// Records the notification and posts it to the private center.
  ///
  /// ```swift
  /// center.post(Notification(name: .weatherUpdate, object: nil, userInfo: ["weatherForcast": "Sunny"]))
  /// ```
  ///
  /// - Parameter notification: The notification to post.
  public func post(_ notification: Notification) {
    state.withLock { $0.posted.append(notification) }
    center.post(notification)
  }

  /// Records a notification made of a name, a sender and user info, and posts it to the private
  /// center.
  ///
  /// ```swift
  /// center.post(name: .weatherUpdate, object: nil, userInfo: ["weatherForcast": "Sunny"])
  /// ```
  ///
  /// - Parameters:
  ///   - aName: The notification's name.
  ///   - anObject: The sender, or `nil`.
  ///   - aUserInfo: Extra information, or `nil`.
  public func post(
    name aName: Notification.Name, object anObject: Any?, userInfo aUserInfo: [AnyHashable: Any]?
  ) {
    post(Notification(name: aName, object: anObject, userInfo: aUserInfo))
  }

  // MARK: - The index

  /// Every live registration, in the order they were added.
  ///
  /// ```swift
  /// #expect(center.observations.isEmpty)
  /// ```
  public var observations: [NotificationObservation] {
    liveEntries().map(\.observation)
  }

  /// The live registrations of an observer object, or of the block a token names.
  ///
  /// ```swift
  /// #expect(center.observations(of: sut).map(\.handlerName) == ["updateWeatherForcast"])
  /// ```
  ///
  /// - Parameter observer: An observer object, or a token.
  /// - Returns: Its registrations, in the order they were added.
  public func observations(of observer: AnyObject) -> [NotificationObservation] {
    registrations(of: observer).map(\.observation)
  }

  /// The live registrations that receive a name: those for that name and those for every name.
  ///
  /// ```swift
  /// #expect(center.observations(named: .weatherUpdate).count == 1)
  /// ```
  ///
  /// - Parameter name: A notification name.
  /// - Returns: The registrations, in the order they were added.
  public func observations(named name: Notification.Name) -> [NotificationObservation] {
    liveEntries().filter { $0.receives(name) }.map(\.observation)
  }

  /// The live registrations limited to one sender.
  ///
  /// ```swift
  /// #expect(center.observations(from: poster).count == 1)
  /// ```
  ///
  /// - Parameter sender: The sender: an object (compared by identity) or a `Hashable` value.
  /// - Returns: The registrations, in the order they were added.
  public func observations(from sender: Any) -> [NotificationObservation] {
    liveEntries().filter { $0.sender?.matches(sender) ?? false }.map(\.observation)
  }

  /// Every notification posted through the recorder, in order.
  ///
  /// ```swift
  /// let posted = center.postedNotifications
  /// #expect(posted.map(\.name) == [.weatherUpdate])
  /// #expect(posted.first?.userInfo?["weatherForcast"] as? String == "Sunny")
  /// ```
  public var postedNotifications: [Notification] {
    state.withLock { $0.posted }
  }

  /// The posted notifications with a name, in order.
  ///
  /// ```swift
  /// let updates = center.postedNotifications(named: .weatherUpdate)
  /// ```
  ///
  /// - Parameter name: A notification name.
  /// - Returns: The notifications posted with that name.
  public func postedNotifications(named name: Notification.Name) -> [Notification] {
    postedNotifications.filter { $0.name == name }
  }

  // MARK: - Internals

  /// The live registrations of an object: those it made as an observer object or named itself the
  /// observer of, and the blocks whose tokens it keeps in its stored properties; or the one a
  /// token names.
  ///
  /// A block found in an object's properties is remembered as that object's from then on, so a
  /// later question about another object knows whose it is.
  func registrations(of observer: AnyObject) -> [Entry] {
    let entries = liveEntries()
    let tokens = Set(entries.lazy.filter(\.isUnattributed).map { ObjectIdentifier($0.token) })
    let held = HeldTokens.find(tokens, heldBy: observer)
    if !held.isEmpty, !isToken(observer) {
      let holder = ObjectIdentity(observer)
      state.withLock { state in
        for index in state.entries.indices
        where state.entries[index].isUnattributed
          && held.contains(ObjectIdentifier(state.entries[index].token))
        {
          let entry = state.entries[index]
          state.entries[index] = Entry(
            token: entry.token, observer: holder, isObserverObject: false, sender: entry.sender,
            observation: entry.observation.described(as: holder.description))
        }
      }
      return liveEntries().filter { $0.isRegistration(of: observer) }
    }
    return entries.filter { $0.isRegistration(of: observer, held: held) }
  }

  /// The live entries; entries whose observer was released are dropped from the index and from
  /// the private center.
  func liveEntries() -> [Entry] {
    remove { !$0.isAlive }
    return state.withLock { $0.entries }
  }

  private func remove(where shouldRemove: (Entry) -> Bool) {
    let removed = state.withLock { state -> [Entry] in
      var removed: [Entry] = []
      state.entries.removeAll { entry in
        guard shouldRemove(entry) else { return false }
        removed.append(entry)
        return true
      }
      return removed
    }
    // Outside the lock: removing from the private center may wait for a delivery in progress.
    for entry in removed {
      center.removeObserver(entry.token)
    }
  }
}
