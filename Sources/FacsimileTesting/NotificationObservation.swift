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

  /// Whether the registration is a block
  /// (``/FacsimileSeams/NotificationCenterProtocol/addObserver(forName:object:queue:using:)``)
  /// rather than an observer object with a handler.
  public var isBlock: Bool { handlerName == nil }

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
  public init(
    name: Notification.Name?, handlerName: String?, observerDescription: String,
    senderDescription: String?
  ) {
    self.name = name
    self.handlerName = handlerName
    self.observerDescription = observerDescription
    self.senderDescription = senderDescription
  }

  /// One line, such as `ViewController observes "WeatherUpdate" with updateWeatherForcast from
  /// any sender`.
  public var description: String {
    let names = name.map { "\"\($0.rawValue)\"" } ?? "every name"
    let how = handlerName.map { " with \($0)" } ?? " with a block"
    let from = senderDescription.map { " from \($0)" } ?? " from any sender"
    return "\(observerDescription) observes \(names)\(how)\(from)"
  }
}
