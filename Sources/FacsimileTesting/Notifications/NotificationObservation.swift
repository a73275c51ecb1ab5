public import Foundation

/// One live registration in a ``NotificationCenterRecorder``'s index, or one `addObserver` call a
/// ``NotificationCenterSpy`` recorded: who observes which name, from which sender, with which
/// handler.
///
/// ```swift
/// let observations = center.observations(of: sut)
/// #expect(observations.map(\.name) == [Notification.Name("WeatherUpdate")])
/// #expect(observations.first?.handlerName == "updateWeatherForcast")
/// ```
///
/// `Sendable`: a value that describes the observer and sender with text, holding neither.
public struct NotificationObservation: Sendable, Equatable, CustomStringConvertible {
  /// The observed name, or `nil` for an observer of every name.
  public let name: Notification.Name?

  /// The handler's name for the observer-object form, or `nil` for a block.
  public let handlerName: String?

  /// The observer's type name, such as `ViewController`; a block registration's observer is its
  /// token, described as `block`.
  public let observerDescription: String

  /// The sender the observation is limited to, described (a type name for an object, the value
  /// otherwise), or `nil` for any sender.
  public let senderDescription: String?

  /// Whether the registration comes from an async sequence
  /// (``/FacsimileSeams/NotificationCenterProtocol/notifications(named:object:)``) being iterated.
  public let isAsyncSequence: Bool

  /// Whether the registration is a block
  /// (``/FacsimileSeams/NotificationCenterProtocol/addObserver(forName:object:queue:using:)``)
  /// rather than an observer object with a handler or an async sequence.
  public var isBlock: Bool { handlerName == nil && !isAsyncSequence }

  /// Makes an observation, as the doubles do when they record one.
  ///
  /// ```swift
  /// let expected = NotificationObservation(
  ///   name: .weatherUpdate, handlerName: "updateWeatherForcast",
  ///   observerDescription: "ViewController", senderDescription: nil)
  /// #expect(center.observations(of: sut) == [expected])
  /// ```
  ///
  /// - Parameters:
  ///   - name: The observed name, or `nil` for every name.
  ///   - handlerName: The handler's name, or `nil` for a block.
  ///   - observerDescription: The observer's type name.
  ///   - senderDescription: The sender's description, or `nil` for any sender.
  ///   - isAsyncSequence: Whether the registration comes from an async sequence.
  public init(
    name: Notification.Name?, handlerName: String?, observerDescription: String,
    senderDescription: String?, isAsyncSequence: Bool = false
  ) {
    self.name = name
    self.handlerName = handlerName
    self.observerDescription = observerDescription
    self.senderDescription = senderDescription
    self.isAsyncSequence = isAsyncSequence
  }

  /// The same observation, described as made by another observer.
  func described(as observerDescription: String) -> NotificationObservation {
    NotificationObservation(
      name: name, handlerName: handlerName, observerDescription: observerDescription,
      senderDescription: senderDescription, isAsyncSequence: isAsyncSequence)
  }

  /// One line, such as `ViewController observes "WeatherUpdate" with updateWeatherForcast from
  /// any sender`, `WeatherViewModel observes "WeatherUpdate" with a block from any sender` or
  /// `async sequence observes "WeatherUpdate" through an async sequence from any sender`.
  public var description: String {
    let names = name.map { "\"\($0.rawValue)\"" } ?? "every name"
    let how =
      handlerName.map { " with \($0)" }
      ?? (isAsyncSequence ? " through an async sequence" : " with a block")
    let from = senderDescription.map { " from \($0)" } ?? " from any sender"
    return "\(observerDescription) observes \(names)\(how)\(from)"
  }
}
