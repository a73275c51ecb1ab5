/// A type whose values a fixture may write as strings: the names `facsimile show` prints for an
/// enum's cases (`"interruptionLevel": "active"`), or free text such as a sound's file name.
///
/// The engine tries ``fixtureValue(fromString:)`` first for every string given to a key of this
/// type (or of an optional or collection of it), then its other rules: raw values, a dictionary
/// of keys, an object. ``fixtureStrings`` feeds error messages and the JSON schema.
///
/// ```swift
/// extension Tone: FixtureStringConvertible {  // struct Tone { let fileName: String }
///   static var fixtureStrings: [String]? { nil }  // any file name
///   static func fixtureValue(fromString string: String) -> Self? { Tone(fileName: string) }
/// }
/// ```
public protocol FixtureStringConvertible {
  /// Every string that names a value, for error messages and the schema; `nil` when any string
  /// may name one (such as a file name).
  ///
  /// ```swift
  /// print(UNAlertStyle.fixtureStrings ?? [])  // ["none", "banner", "alert"]
  /// ```
  static var fixtureStrings: [String]? { get }

  /// The value a string in a fixture names, or `nil` when it names none.
  ///
  /// ```swift
  /// let level = UNNotificationInterruptionLevel.fixtureValue(fromString: "active")  // .active
  /// ```
  ///
  /// - Parameter string: The string in the fixture.
  /// - Returns: The value, or `nil`.
  static func fixtureValue(fromString string: String) -> Self?
}

/// An enum whose fixtures may name its cases as Swift writes them (`"timeSensitive"`), as well
/// as give its raw values: list the cases once and the names come from `String(describing:)`.
///
/// ```swift
/// extension Section: FixtureNamedCases {  // enum Section: Int { case news, sport }
///   static var fixtureCases: [Section] { [.news, .sport] }
/// }
/// ```
public protocol FixtureNamedCases: FixtureStringConvertible, RawRepresentable {
  /// Every case, in order.
  ///
  /// ```swift
  /// print(UNAlertStyle.fixtureCases.map(\.rawValue))  // [0, 1, 2]
  /// ```
  static var fixtureCases: [Self] { get }
}

extension FixtureNamedCases {
  /// The cases' names, as `String(describing:)` writes them.
  ///
  /// ```swift
  /// print(UNAlertStyle.fixtureStrings ?? [])  // ["none", "banner", "alert"]
  /// ```
  public static var fixtureStrings: [String]? { fixtureCases.map { String(describing: $0) } }

  /// The case whose name is `string`.
  ///
  /// ```swift
  /// let style = UNAlertStyle.fixtureValue(fromString: "banner")  // .banner
  /// ```
  ///
  /// - Parameter string: A case name.
  /// - Returns: The case, or `nil`.
  public static func fixtureValue(fromString string: String) -> Self? {
    fixtureCases.first { String(describing: $0) == string }
  }
}
