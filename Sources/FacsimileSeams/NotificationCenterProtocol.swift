public import Foundation

/// The part of `NotificationCenter` that code under test uses, so a test can hand it a
/// `NotificationCenterRecorder` or a `NotificationCenterSpy` instead (the idea of
/// "Unit Test NotificationCenter": depend on a protocol, not on `NotificationCenter.default`).
///
/// `NotificationCenter` conforms. On Linux its `addObserver`, `removeObserver` and `post` cannot be
/// overridden and nothing can be swizzled, so depending on this protocol is how a test sees who
/// observes what.
///
/// ```swift
/// final class ViewController: UIViewController {
///   // The object which creates the view controller should set NotificationCenter.default.
///   var notificationCenter: (any NotificationCenterProtocol)? = NotificationCenter.default
///
///   var weatherForcast = ""
///
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     // iOS: addObserver(self, selector: #selector(updateWeatherForcast), name: ..., object: nil)
///     notificationCenter?.addObserver(
///       self, handler: .onMainActor("updateWeatherForcast", ViewController.updateWeatherForcast),
///       name: Notification.Name(rawValue: "WeatherUpdate"), object: nil)
///   }
///
///   deinit {
///     notificationCenter?.removeObserver(self)
///   }
///
///   func updateWeatherForcast(notification: Notification) {
///     guard let weatherForcast = notification.userInfo?["weatherForcast"] as? String else { return }
///     self.weatherForcast = weatherForcast
///   }
/// }
/// ```
///
/// The requirements keep `NotificationCenter`'s own names and labels, so code written against
/// `NotificationCenter` compiles against the protocol unchanged, except for the selector form,
/// which becomes ``addObserver(_:handler:name:object:)``.
///
/// `Sendable` (refined): a center is shared by the code and its test, and every conforming double
/// keeps its state behind a lock.
public protocol NotificationCenterProtocol: AnyObject, Sendable {
  /// Adds a block that receives every matching notification, and returns the token to remove it
  /// with.
  ///
  /// ```swift
  /// observer = center.addObserver(forName: name, object: nil, queue: .main) { [weak self] _ in
  ///   MainActor.assumeIsolated { self?.handleAuthChanged() }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The notification name to receive, or `nil` for all names.
  ///   - obj: The sender to receive notifications from, or `nil` for any sender.
  ///   - queue: The queue to run `block` on, or `nil` for the posting thread.
  ///   - block: What to do with each notification.
  /// - Returns: The token to pass to ``removeObserver(_:)``.
  func addObserver(
    forName name: Notification.Name?, object obj: Any?, queue: OperationQueue?,
    using block: @escaping @Sendable (Notification) -> Void
  ) -> any NSObjectProtocol

  /// Adds a block that receives every matching notification on behalf of an observer object, and
  /// returns the token to remove it with.
  ///
  /// The same as ``addObserver(forName:object:queue:using:)``, which a real `NotificationCenter`
  /// runs (it ignores `observer`), but a test double learns which object the block observes for.
  /// A `NotificationCenterRecorder` otherwise finds the observer by the token it keeps in a stored
  /// property; name it when the token lives where a test cannot see it (inside another object,
  /// say).
  ///
  /// ```swift
  /// observer = center.addObserver(
  ///   forName: .weatherUpdate, object: nil, queue: .main, observer: self
  /// ) { [weak self] notification in
  ///   let forecast = notification.userInfo?["weatherForcast"] as? String
  ///   MainActor.assumeIsolated { self?.forecast = forecast ?? "" }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The notification name to receive, or `nil` for all names.
  ///   - obj: The sender to receive notifications from, or `nil` for any sender.
  ///   - queue: The queue to run `block` on, or `nil` for the posting thread.
  ///   - observer: The object the block observes for; not retained.
  ///   - block: What to do with each notification.
  /// - Returns: The token to pass to ``removeObserver(_:)``.
  func addObserver(
    forName name: Notification.Name?, object obj: Any?, queue: OperationQueue?,
    observer: AnyObject, using block: @escaping @Sendable (Notification) -> Void
  ) -> any NSObjectProtocol

  /// Adds an observer object whose handler receives every matching notification: the Linux form
  /// of `addObserver(_:selector:name:object:)`.
  ///
  /// The center holds `observer` weakly. ``removeObserver(_:)`` with the observer (or with the
  /// returned token) removes it.
  ///
  /// ```swift
  /// center.addObserver(
  ///   self, handler: .onMainActor("updateWeatherForcast", ViewController.updateWeatherForcast),
  ///   name: Notification.Name("WeatherUpdate"), object: nil)
  /// ```
  ///
  /// - Parameters:
  ///   - observer: The object that handles the notifications.
  ///   - handler: The named method to call on `observer`.
  ///   - name: The notification name to receive, or `nil` for all names.
  ///   - object: The sender to receive notifications from, or `nil` for any sender.
  /// - Returns: A token that also removes this registration.
  @discardableResult
  func addObserver<Observer: AnyObject & Sendable>(
    _ observer: Observer, handler: NotificationHandler<Observer>, name: Notification.Name?,
    object: Any?
  ) -> any NSObjectProtocol

  /// The notifications with a name (and, if given, a sender) as an async sequence: Foundation's
  /// `NotificationCenter.notifications(named:object:)`, which swift-corelibs-foundation lacks.
  ///
  /// Each iterator observes from when it is made until it is released or its task is cancelled.
  /// The default implementation observes through ``addObserver(forName:object:queue:using:)``
  /// with no queue, on every conforming center, `NotificationCenter` included.
  ///
  /// ```swift
  /// for await notification in notificationCenter.notifications(named: .weatherUpdate) {
  ///   forecast = notification.userInfo?["weatherForcast"] as? String ?? ""
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The notification name.
  ///   - object: The sender to receive notifications from, or `nil` for any sender.
  /// - Returns: The notifications, in the order they are posted.
  func notifications(named name: Notification.Name, object: AnyObject?) -> NotificationSequence

  /// The notifications with a name as an async sequence, observed on behalf of an object, so a
  /// test double knows whose loop it is (a `NotificationCenterRecorder` cannot see into the task
  /// that iterates).
  ///
  /// ```swift
  /// for await notification in notificationCenter.notifications(
  ///   named: .weatherUpdate, object: nil, observer: self)
  /// {
  ///   forecast = notification.userInfo?["weatherForcast"] as? String ?? ""
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The notification name.
  ///   - object: The sender to receive notifications from, or `nil` for any sender.
  ///   - observer: The object the loop observes for; not retained.
  /// - Returns: The notifications, in the order they are posted.
  func notifications(named name: Notification.Name, object: AnyObject?, observer: AnyObject)
    -> NotificationSequence

  /// Removes every registration of an observer object, or the one registration a token names.
  ///
  /// ```swift
  /// deinit {
  ///   notificationCenter?.removeObserver(self)
  /// }
  /// ```
  ///
  /// - Parameter observer: An observer object, or a token from a block registration.
  func removeObserver(_ observer: Any)

  /// Removes the registrations of an observer (or token) for one name, or one sender, or both.
  ///
  /// ```swift
  /// center.removeObserver(self, name: .weatherUpdate, object: nil)
  /// ```
  ///
  /// - Parameters:
  ///   - observer: An observer object, or a token from a block registration.
  ///   - aName: The name to stop observing, or `nil` for every name.
  ///   - anObject: The sender to stop observing, or `nil` for every sender.
  func removeObserver(_ observer: Any, name aName: Notification.Name?, object anObject: Any?)

  /// Posts a notification to every matching observer, synchronously.
  ///
  /// ```swift
  /// center.post(Notification(name: .weatherUpdate, object: nil, userInfo: ["weatherForcast": "Sunny"]))
  /// ```
  ///
  /// - Parameter notification: The notification to post.
  func post(_ notification: Notification)

  /// Posts a notification made of a name, a sender and a user-info dictionary.
  ///
  /// ```swift
  /// center.post(name: .weatherUpdate, object: self, userInfo: ["weatherForcast": "Sunny"])
  /// ```
  ///
  /// - Parameters:
  ///   - aName: The notification's name.
  ///   - anObject: The sender, or `nil`.
  ///   - aUserInfo: Extra information, or `nil`.
  func post(
    name aName: Notification.Name, object anObject: Any?, userInfo aUserInfo: [AnyHashable: Any]?)
}

extension NotificationCenterProtocol {
  /// Adds the block with ``addObserver(forName:object:queue:using:)``; `observer` is only for test
  /// doubles, which override this.
  ///
  /// ```swift
  /// let token = NotificationCenter.default.addObserver(
  ///   forName: .weatherUpdate, object: nil, queue: .main, observer: self) { _ in }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The notification name to receive, or `nil` for all names.
  ///   - obj: The sender to receive notifications from, or `nil` for any sender.
  ///   - queue: The queue to run `block` on, or `nil` for the posting thread.
  ///   - observer: Ignored.
  ///   - block: What to do with each notification.
  /// - Returns: The token to pass to ``removeObserver(_:)``.
  public func addObserver(
    forName name: Notification.Name?, object obj: Any?, queue: OperationQueue?,
    observer: AnyObject, using block: @escaping @Sendable (Notification) -> Void
  ) -> any NSObjectProtocol {
    addObserver(forName: name, object: obj, queue: queue, using: block)
  }

  /// The notifications with a name from any sender, as an async sequence.
  ///
  /// ```swift
  /// for await notification in NotificationCenter.default.notifications(named: .weatherUpdate) {
  ///   print(notification.name)
  /// }
  /// ```
  ///
  /// - Parameter name: The notification name.
  /// - Returns: The notifications, in the order they are posted.
  public func notifications(named name: Notification.Name) -> NotificationSequence {
    notifications(named: name, object: nil)
  }

  /// Observes with ``addObserver(forName:object:queue:using:)`` and no queue for each iterator.
  ///
  /// ```swift
  /// let updates = center.notifications(named: .weatherUpdate, object: nil)
  /// ```
  ///
  /// - Parameters:
  ///   - name: The notification name.
  ///   - object: The sender to receive notifications from, or `nil` for any sender.
  /// - Returns: The notifications, in the order they are posted.
  public func notifications(named name: Notification.Name, object: AnyObject?)
    -> NotificationSequence
  {
    // The sender and each token cross into the sequence's closures through locks: they are
    // objects that are not Sendable, only handed back to this center.
    let sender = LockedState(object)
    return NotificationSequence { [self] receive in
      let token = LockedState(
        addObserver(
          forName: name, object: sender.withLock { $0 }, queue: nil, using: receive))
      return { self.removeObserver(token.withLock { $0 }) }
    }
  }

  /// Observes with ``addObserver(forName:object:queue:observer:using:)`` and no queue for each
  /// iterator.
  ///
  /// ```swift
  /// let updates = center.notifications(named: .weatherUpdate, object: nil, observer: self)
  /// ```
  ///
  /// - Parameters:
  ///   - name: The notification name.
  ///   - object: The sender to receive notifications from, or `nil` for any sender.
  ///   - observer: The object the loop observes for.
  /// - Returns: The notifications, in the order they are posted.
  public func notifications(
    named name: Notification.Name, object: AnyObject?, observer: AnyObject
  ) -> NotificationSequence {
    let sender = LockedState(object)
    let observerBox = WeakObject(observer)
    return NotificationSequence { [self] receive in
      let object = sender.withLock { $0 }
      let token: LockedState<any NSObjectProtocol>
      if let observer = observerBox.object {
        token = LockedState(
          addObserver(
            forName: name, object: object, queue: nil, observer: observer, using: receive))
      } else {
        token = LockedState(addObserver(forName: name, object: object, queue: nil, using: receive))
      }
      return { self.removeObserver(token.withLock { $0 }) }
    }
  }

  /// Posts a notification with a name and a sender and no user info.
  ///
  /// ```swift
  /// notificationCenter.post(name: CurrentLocationProvider.authChangedNotification, object: self)
  /// ```
  ///
  /// - Parameters:
  ///   - aName: The notification's name.
  ///   - anObject: The sender, or `nil`.
  public func post(name aName: Notification.Name, object anObject: Any?) {
    post(name: aName, object: anObject, userInfo: nil)
  }
}
