import Foundation

extension Fixture {
  /// One key path at which two fixtures differ, with the value each holds there.
  ///
  /// ``Fixture/differences(from:)`` returns them. The ``oldValue`` is the one in the fixture
  /// compared from (the argument), the ``newValue`` the one in the fixture asked (the receiver);
  /// `nil` means the key, or the array element, is missing on that side.
  ///
  /// ```swift
  /// let saved: Fixture = ["title": "Hello", "badge": 3]
  /// let edited: Fixture = ["title": "Hi"]
  /// for difference in edited.differences(from: saved) {
  ///   print(difference)
  ///   // title: "Hello" → "Hi"
  ///   // badge: 3 → (missing)
  /// }
  /// ```
  public struct Difference: Sendable, Equatable {
    /// The key path: keys joined by dots, array elements as `[index]`, such as
    /// `notification.request.content.title` or `parts[2].serial`. Each key is shown on one line
    /// (line breaks and control characters escaped) and cut after 60 characters.
    public let keyPath: String

    /// The value in the fixture compared from, or `nil` where it has none.
    public let oldValue: FixtureValue?

    /// The value in the fixture asked for its differences, or `nil` where it has none.
    public let newValue: FixtureValue?

    /// A difference at a key path.
    ///
    /// ```swift
    /// let difference = Fixture.Difference(keyPath: "badge", oldValue: 3, newValue: .none)
    /// print(difference)  // badge: 3 → (missing)
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath: Keys joined by dots, array elements as `[index]`.
    ///   - oldValue: The value in the fixture compared from, or `nil` where it has none.
    ///   - newValue: The value in the other fixture, or `nil` where it has none.
    public init(keyPath: String, oldValue: FixtureValue?, newValue: FixtureValue?) {
      self.keyPath = keyPath
      self.oldValue = oldValue
      self.newValue = newValue
    }
  }
}

extension Fixture.Difference: CustomStringConvertible {
  /// The difference on one line: `notification.request.content.title: "Hello" → "Hi"`.
  ///
  /// Strings (and dates, URLs, UUIDs and data, as their JSON text) are quoted, numbers, Booleans
  /// and `null` plain, a missing value `(missing)`, and arrays and nested fixtures inline, cut
  /// with `…` after about 80 characters. Line breaks and control characters are escaped, so the
  /// description stays on one line whatever the fixtures hold.
  ///
  /// ```swift
  /// print(Fixture.Difference(keyPath: "tags", oldValue: ["a"], newValue: []))
  /// // tags: ["a"] → []
  /// ```
  public var description: String {
    "\(keyPath): \(Self.show(oldValue)) → \(Self.show(newValue))"
  }

  /// The character budget of one rendered value (each scalar also stops at 60 characters).
  private static let valueLimit = 80

  /// One value for a difference line: `"Hi"`, `3`, `(missing)`, `{"title": "Hi", …}`.
  static func show(_ value: FixtureValue?) -> String {
    guard let value else { return "(missing)" }
    return render(value, budget: valueLimit) ?? "…"
  }

  /// `value` in at most `budget` characters (containers close with `…` where they are cut), or
  /// `nil` when even that does not fit. Each nesting level spends at least one character, so the
  /// recursion is at most `budget` deep whatever the depth of the value.
  private static func render(_ value: FixtureValue, budget: Int) -> String? {
    let text: String
    switch value {
    case .null: text = "null"
    case .bool(let bool): text = bool ? "true" : "false"
    case .integer(let integer): text = String(integer)
    case .unsignedInteger(let integer): text = String(integer)
    case .double(let double): text = "\(double)"
    case .string(let string): text = quoted(string)
    case .date(let date): text = quoted(JSONWriter.formatDate(date))
    case .url(let url): text = quoted(url.absoluteString)
    case .uuid(let uuid): text = quoted(uuid.uuidString)
    case .data(let data): text = quoted(data.base64EncodedString())
    case .object(let object): text = "<\(type(of: object).keyTable.typeName)>"
    case .array(let elements):
      return container(
        "[", "]", elements.lazy.map { (label: "", value: $0) }, isEmpty: elements.isEmpty,
        budget: budget)
    case .fixture(let fixture):
      return container(
        "{", "}", fixture.entries.lazy.map { (label: quoted($0.key) + ": ", value: $0.value) },
        isEmpty: fixture.entries.isEmpty, budget: budget)
    }
    return text.count <= budget ? text : nil
  }

  /// `[a, b, …]` or `{"k": a, …}` within `budget` characters.
  private static func container(
    _ open: String, _ close: String,
    _ items: some Sequence<(label: String, value: FixtureValue)>, isEmpty: Bool, budget: Int
  ) -> String? {
    guard !isEmpty else { return budget >= 2 ? open + close : nil }
    // The shortest form: `[…]`.
    guard budget >= 3 else { return nil }
    var text = open
    var used = 1
    for (offset, item) in items.enumerated() {
      let separator = offset == 0 ? "" : ", "
      // Room for this item, then `, …` and the closing bracket should more follow.
      let room = budget - used - separator.count - item.label.count - 4
      guard room > 0, let shown = render(item.value, budget: room) else {
        text += separator + "…"
        break
      }
      text += separator + item.label + shown
      used += separator.count + item.label.count + shown.count
    }
    return text + close
  }
}
