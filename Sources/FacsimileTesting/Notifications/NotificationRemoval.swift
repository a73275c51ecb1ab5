public import Foundation

/// One `removeObserver` call a ``NotificationCenterSpy`` recorded.
///
/// ```swift
/// let removal = try #require(spy.removals.last)
/// #expect(removal.observerDescription == "ViewController")
/// #expect(removal.name == nil)  // removeObserver(self): every name
/// ```
///
/// `Sendable`: a value that describes the observer and sender with text, holding neither.
public struct NotificationRemoval: Sendable, Equatable, CustomStringConvertible {
  /// The observer's type name, such as `ViewController`, or the token's.
  public let observerDescription: String

  /// The name passed to `removeObserver(_:name:object:)`, or `nil` for every name.
  public let name: Notification.Name?

  /// The sender passed to `removeObserver(_:name:object:)`, described, or `nil` for every sender.
  public let senderDescription: String?

  /// Makes a removal, as the spy does when it records one.
  ///
  /// ```swift
  /// #expect(spy.removals == [
  ///   NotificationRemoval(observerDescription: "ViewController", name: nil, senderDescription: nil)
  /// ])
  /// ```
  ///
  /// - Parameters:
  ///   - observerDescription: The observer's type name.
  ///   - name: The name removed, or `nil` for every name.
  ///   - senderDescription: The sender removed, described, or `nil` for every sender.
  public init(observerDescription: String, name: Notification.Name?, senderDescription: String?) {
    self.observerDescription = observerDescription
    self.name = name
    self.senderDescription = senderDescription
  }

  /// One line, such as `ViewController stops observing every name from any sender`.
  public var description: String {
    let names = name.map { "\"\($0.rawValue)\"" } ?? "every name"
    let from = senderDescription.map { " from \($0)" } ?? " from any sender"
    return "\(observerDescription) stops observing \(names)\(from)"
  }
}
