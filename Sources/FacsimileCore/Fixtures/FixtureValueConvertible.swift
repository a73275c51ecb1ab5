public import Foundation

/// A Swift value that stands for one ``FixtureValue``, so that variables, not only literals,
/// can be set in a fixture.
///
/// `String`, `Int`, `Double`, `Bool`, `Date`, `URL`, `UUID`, `Data`, ``Fixture`` and
/// ``FixtureValue`` itself conform.
///
/// ```swift
/// let id = "article-1"
/// let variant = try openArticle.setting("notification.request.identifier", to: id)
/// ```
public protocol FixtureValueConvertible {
  /// The value as a fixture holds it.
  ///
  /// ```swift
  /// print(42.fixtureValue)  // 42
  /// ```
  var fixtureValue: FixtureValue { get }
}

extension FixtureValue: FixtureValueConvertible {
  /// The value itself.
  public var fixtureValue: FixtureValue { self }
}

extension String: FixtureValueConvertible {
  /// `.string(self)`.
  public var fixtureValue: FixtureValue { .string(self) }
}

extension Int: FixtureValueConvertible {
  /// `.integer(self)`.
  public var fixtureValue: FixtureValue { .integer(self) }
}

extension Double: FixtureValueConvertible {
  /// `.double(self)`.
  public var fixtureValue: FixtureValue { .double(self) }
}

extension Bool: FixtureValueConvertible {
  /// `.bool(self)`.
  public var fixtureValue: FixtureValue { .bool(self) }
}

extension Date: FixtureValueConvertible {
  /// `.date(self)`.
  public var fixtureValue: FixtureValue { .date(self) }
}

extension URL: FixtureValueConvertible {
  /// `.url(self)`.
  public var fixtureValue: FixtureValue { .url(self) }
}

extension UUID: FixtureValueConvertible {
  /// `.uuid(self)`.
  public var fixtureValue: FixtureValue { .uuid(self) }
}

extension Data: FixtureValueConvertible {
  /// `.data(self)`.
  public var fixtureValue: FixtureValue { .data(self) }
}

extension Fixture: FixtureValueConvertible {
  /// `.fixture(self)`: a nested fixture.
  public var fixtureValue: FixtureValue { .fixture(self) }
}
