public import Foundation

/// A notification center that only records the calls made to it: seed code's
/// `SpyNotificationCenterObserver`, for code that just adds and removes observers.
///
/// Nothing is delivered: a block or handler is never called. For delivery and an index of who
/// observes what, use ``NotificationCenterRecorder``.
///
/// ```swift
/// @Test @MainActor func viewDidLoadAddsObserverForWeatherUpdate() {
///   let sut = ViewController()
///   let spy = NotificationCenterSpy()
///   sut.notificationCenter = spy
///
///   _ = sut.view
///
///   #expect(spy.didAddObserverWithName == Notification.Name("WeatherUpdate"))
/// }
/// ```
///
/// `Sendable`: its record of calls sits behind one lock.
public final class NotificationCenterSpy: NotificationCenterProtocol {
  private struct Call {
    /// The observer's address: the observer object, or the `observer:` a block was added for, or
    /// the object passed to `removeObserver`. A spy never forms a weak reference, because
    /// `removeObserver(self)` is often called from `deinit`, where that is not allowed on Apple
    /// platforms.
    let observer: ObjectIdentifier?
    /// The address of the token a block registration returned, or that a removal named.
    var token: ObjectIdentifier? = nil
    let observation: NotificationObservation?
    let removal: NotificationRemoval?
  }

  private struct State {
    var calls: [Call] = []
    var posted: [Notification] = []
  }

  private let state = LockedState(State())

  /// Makes a spy with no calls recorded.
  ///
  /// ```swift
  /// let spy = NotificationCenterSpy()
  /// ```
  public init() {}

  // MARK: - What was called

  /// Every `addObserver` call, in order, block and observer-object forms alike.
  ///
  /// ```swift
  /// #expect(spy.addedObservations.map(\.handlerName) == ["updateWeatherForcast"])
  /// ```
  public var addedObservations: [NotificationObservation] {
    state.withLock { $0.calls.compactMap(\.observation) }
  }

  /// Every `removeObserver` call, in order.
  ///
  /// ```swift
  /// #expect(spy.removals.count == 1)
  /// ```
  public var removals: [NotificationRemoval] {
    state.withLock { $0.calls.compactMap(\.removal) }
  }

  /// The name of the latest `addObserver` call, or `nil` if there was none (or it observed every
  /// name), as the seed's spy records it.
  ///
  /// ```swift
  /// #expect(spy.didAddObserverWithName == Notification.Name("WeatherUpdate"))
  /// ```
  public var didAddObserverWithName: Notification.Name? {
    addedObservations.last?.name
  }

  /// Whether any `removeObserver` call was made, as the seed's spy records it.
  ///
  /// ```swift
  /// #expect(spy.didCallRemoveObserver)
  /// ```
  public var didCallRemoveObserver: Bool {
    !removals.isEmpty
  }

  /// Whether an object added an observer: it was passed to `addObserver` (as the observer object,
  /// or as the `observer:` of a block), it is a token the spy returned, or it keeps such a token
  /// in a stored property (as code that observes with a block does).
  ///
  /// ```swift
  /// #expect(spy.didAddObserver(sut))
  /// ```
  ///
  /// - Parameter observer: An observer object, or a token the spy returned.
  /// - Returns: `true` if any `addObserver` call was made for it.
  public func didAddObserver(_ observer: AnyObject) -> Bool {
    calls(for: observer).contains { $0.observation != nil }
  }

  /// Whether an object removed an observer: it was passed to `removeObserver` (including from its
  /// own `deinit`), or a token added for it was (one added with it as the `observer:`, or one it
  /// still keeps in a stored property).
  ///
  /// The spy compares addresses and keeps no reference, so ask while the object is alive. Code
  /// that drops a block's token once it has removed it can be told only if it named itself as the
  /// block's `observer:`.
  ///
  /// ```swift
  /// #expect(spy.didRemoveObserver(sut))
  /// ```
  ///
  /// - Parameter observer: An observer object, or a token the spy returned.
  /// - Returns: `true` if any `removeObserver` call was made for it.
  public func didRemoveObserver(_ observer: AnyObject) -> Bool {
    calls(for: observer).contains { $0.removal != nil }
  }

  /// The calls made for an object: naming it, or naming a token added for it or kept by it.
  private func calls(for observer: AnyObject) -> [Call] {
    let identifier = ObjectIdentifier(observer)
    let calls = state.withLock { $0.calls }
    let namedTokens = Set(
      calls.lazy.filter { $0.observation != nil && $0.observer == identifier }.compactMap(\.token))
    let blockTokens = Set(
      calls.lazy.filter { $0.observation?.isBlock == true }.compactMap(\.token))
    let tokens = namedTokens.union(HeldTokens.find(blockTokens, heldBy: observer))
    return calls.filter { call in
      if call.observer == identifier { return true }
      guard let token = call.token else { return false }
      return token == identifier || tokens.contains(token)
    }
  }

  /// Every notification posted to the spy, in order. None is delivered.
  ///
  /// ```swift
  /// #expect(spy.postedNotifications.map(\.name) == [.authChanged])
  /// ```
  public var postedNotifications: [Notification] {
    state.withLock { $0.posted }
  }

  // MARK: - NotificationCenterProtocol

  /// Records the call and returns a fresh token; the block is never called.
  ///
  /// ```swift
  /// let token = spy.addObserver(forName: .weatherUpdate, object: nil, queue: nil) { _ in }
  /// #expect(spy.didAddObserver(token))
  /// ```
  ///
  /// - Parameters:
  ///   - name: The notification name, or `nil` for every name.
  ///   - obj: The sender, or `nil` for any sender.
  ///   - queue: Ignored.
  ///   - block: Ignored; never called.
  /// - Returns: A token that names this call in ``didAddObserver(_:)`` and `removeObserver`.
  public func addObserver(
    forName name: Notification.Name?, object obj: Any?, queue: OperationQueue?,
    using block: @escaping @Sendable (Notification) -> Void
  ) -> any NSObjectProtocol {
    let token = NSObject()
    recordAdd(nil, token: token, description: "block", handler: nil, name: name, sender: obj)
    return token
  }

  /// Records the call, with `observer` as the block's observer; the block is never called.
  ///
  /// ```swift
  /// let token = spy.addObserver(forName: .weatherUpdate, object: nil, queue: .main, observer: sut) { _ in }
  /// #expect(spy.didAddObserver(sut))
  /// ```
  ///
  /// - Parameters:
  ///   - name: The notification name, or `nil` for every name.
  ///   - obj: The sender, or `nil` for any sender.
  ///   - queue: Ignored.
  ///   - observer: The object the block observes for; its address is recorded.
  ///   - block: Ignored; never called.
  /// - Returns: A token that names this call in ``didAddObserver(_:)`` and `removeObserver`.
  public func addObserver(
    forName name: Notification.Name?, object obj: Any?, queue: OperationQueue?,
    observer: AnyObject, using block: @escaping @Sendable (Notification) -> Void
  ) -> any NSObjectProtocol {
    let token = NSObject()
    recordAdd(observer, token: token, description: nil, handler: nil, name: name, sender: obj)
    return token
  }

  /// Records the call as an async-sequence observation; the sequence never yields (it ends when
  /// its task is cancelled).
  ///
  /// ```swift
  /// viewModel.start()  // let updates = center.notifications(named: .weatherUpdate); a task loops over them
  /// #expect(spy.addedObservations.map(\.isAsyncSequence) == [true])
  /// ```
  ///
  /// - Parameters:
  ///   - name: The notification name.
  ///   - object: The sender, or `nil` for any sender.
  /// - Returns: A sequence that delivers nothing.
  public func notifications(named name: Notification.Name, object: AnyObject?)
    -> NotificationSequence
  {
    recordAdd(
      nil, token: NSObject(), description: "async sequence", handler: nil, name: name,
      sender: object, isAsyncSequence: true)
    return NotificationSequence { _ in {} }
  }

  /// Records the call as an async-sequence observation for `observer`; the sequence never yields.
  ///
  /// ```swift
  /// _ = spy.notifications(named: .weatherUpdate, object: nil, observer: viewModel)
  /// #expect(spy.didAddObserver(viewModel))
  /// ```
  ///
  /// - Parameters:
  ///   - name: The notification name.
  ///   - object: The sender, or `nil` for any sender.
  ///   - observer: The object the loop observes for; its address is recorded.
  /// - Returns: A sequence that delivers nothing.
  public func notifications(
    named name: Notification.Name, object: AnyObject?, observer: AnyObject
  ) -> NotificationSequence {
    recordAdd(
      observer, token: NSObject(), description: nil, handler: nil, name: name, sender: object,
      isAsyncSequence: true)
    return NotificationSequence { _ in {} }
  }

  /// Records the call; the handler is never called.
  ///
  /// ```swift
  /// spy.addObserver(sut, handler: .onMainActor("updateWeatherForcast", ViewController.updateWeatherForcast), name: .weatherUpdate, object: nil)
  /// #expect(spy.didAddObserverWithName == .weatherUpdate)
  /// ```
  ///
  /// - Parameters:
  ///   - observer: The observer object; held weakly.
  ///   - handler: The handler; only its name is recorded.
  ///   - name: The notification name, or `nil` for every name.
  ///   - object: The sender, or `nil` for any sender.
  /// - Returns: A fresh token.
  @discardableResult
  public func addObserver<Observer: AnyObject & Sendable>(
    _ observer: Observer, handler: NotificationHandler<Observer>, name: Notification.Name?,
    object: Any?
  ) -> any NSObjectProtocol {
    let token = NSObject()
    recordAdd(
      observer, token: token, description: nil, handler: handler.name, name: name, sender: object)
    return token
  }

  /// Records the call.
  ///
  /// ```swift
  /// spy.removeObserver(sut)
  /// #expect(spy.didCallRemoveObserver)
  /// ```
  ///
  /// - Parameter observer: An observer object or a token.
  public func removeObserver(_ observer: Any) {
    recordRemove(observer, name: nil, sender: nil)
  }

  /// Records the call.
  ///
  /// ```swift
  /// spy.removeObserver(sut, name: .weatherUpdate, object: nil)
  /// #expect(spy.removals.last?.name == .weatherUpdate)
  /// ```
  ///
  /// - Parameters:
  ///   - observer: An observer object or a token.
  ///   - aName: The name, or `nil` for every name.
  ///   - anObject: The sender, or `nil` for every sender.
  public func removeObserver(
    _ observer: Any, name aName: Notification.Name?, object anObject: Any?
  ) {
    recordRemove(observer, name: aName, sender: anObject)
  }

  /// Records the notification; nothing is delivered.
  ///
  /// ```swift
  /// spy.post(Notification(name: .authChanged))
  /// ```
  ///
  /// - Parameter notification: The notification.
  public func post(_ notification: Notification) {
    state.withLock { $0.posted.append(notification) }
  }

  /// Records a notification made of the parts; nothing is delivered.
  ///
  /// ```swift
  /// spy.post(name: .authChanged, object: nil, userInfo: nil)
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

  // MARK: - Recording

  private func recordAdd(
    _ observer: AnyObject?, token: AnyObject, description: String?, handler: String?,
    name: Notification.Name?, sender: Any?, isAsyncSequence: Bool = false
  ) {
    let observation = NotificationObservation(
      name: name, handlerName: handler,
      observerDescription: description ?? observer.map(ObjectIdentity.describe) ?? "block",
      senderDescription: sender.map(ObjectIdentity.describe), isAsyncSequence: isAsyncSequence)
    let call = Call(
      observer: observer.map(ObjectIdentifier.init), token: ObjectIdentifier(token),
      observation: observation, removal: nil)
    state.withLock { $0.calls.append(call) }
  }

  private func recordRemove(_ observer: Any, name: Notification.Name?, sender: Any?) {
    let removal = NotificationRemoval(
      observerDescription: ObjectIdentity.describe(observer), name: name,
      senderDescription: sender.map(ObjectIdentity.describe))
    let identifier = ObjectIdentity.object(observer).map(ObjectIdentifier.init)
    state.withLock { state in
      // A removal by token is also a removal for the observer the token was added for.
      let owner = state.calls.last { $0.observation != nil && $0.token == identifier }?.observer
      state.calls.append(
        Call(observer: owner ?? identifier, token: identifier, observation: nil, removal: removal))
    }
  }
}
