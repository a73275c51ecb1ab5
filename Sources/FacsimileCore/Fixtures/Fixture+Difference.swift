import Foundation

extension Fixture {
  /// The key paths at which this fixture differs from another, each with both values.
  ///
  /// Both trees are walked together: nested fixtures key by key, arrays element by element
  /// (an element only one side has is a difference at its index), everything else with
  /// ``FixtureValue``'s `==` (numbers by value, so `3` equals `3.0` and an `NSNumber` read from
  /// an object equals the literal; a Boolean never equals a number). A `"$type"`
  /// (``Fixture/typeKey``) that differs is a difference at that path, listed before the other keys
  /// of its level. An `.object` value is compared through its ``KeyValueCodable/fixture()``. A
  /// pair that differs in kind (a fixture against an array, a value against `null`) is one
  /// difference; the walk does not go inside it.
  ///
  /// Differences come in this fixture's key order, then the keys only `other` has. The walk is
  /// linear in the size of the fixtures and uses no recursion, so any depth is safe.
  ///
  /// ```swift
  /// let expected = try UNNotificationResponse.fabricate(from: openArticle).fixture()
  /// let actual = response.fixture()
  /// for difference in actual.differences(from: expected) {
  ///   print(difference)  // notification.request.content.title: "Hello" → "Hi"
  /// }
  /// ```
  ///
  /// - Parameter other: The fixture to compare from; its values are each difference's
  ///   ``Difference/oldValue``.
  /// - Returns: The differences, empty when the fixtures are equal.
  public func differences(from other: Fixture) -> [Difference] {
    var walk = DifferenceWalk(partial: false)
    return walk.differences(old: other, new: self)
  }

  /// The key paths at which this fixture differs from a partial one: only the keys `other`
  /// names are compared, at every level.
  ///
  /// A fixture written by hand usually names only the keys a test cares about; this compares
  /// those and ignores the rest. Nested fixtures are matched the same way, key by key; arrays
  /// are compared element by element and must have the same length (an element either side
  /// lacks is a difference), their elements matched partially in turn. A key `other` names that
  /// this fixture lacks is a difference with a ``Difference/newValue`` of `nil`. Otherwise it
  /// works as ``differences(from:)``.
  ///
  /// ```swift
  /// let expected: Fixture = ["notification": ["request": ["content": ["title": "Hi"]]]]
  /// let differences = response.fixture().differences(fromPartial: expected)
  /// // [notification.request.content.title: "Hi" → "Hello"]
  /// ```
  ///
  /// - Parameter other: The partial fixture: the keys to compare and the values they should hold.
  /// - Returns: The differences at the keys `other` names, empty when they all match.
  public func differences(fromPartial other: Fixture) -> [Difference] {
    var walk = DifferenceWalk(partial: true)
    return walk.differences(old: other, new: self)
  }
}

/// Walks two fixture trees together with an explicit stack, depth first, in key order.
private struct DifferenceWalk {
  /// Whether only the old (expected) side's keys are compared.
  let partial: Bool

  /// One step of a key path: its text (`.title`, `[2]`) and the step before it (-1 for none).
  /// Paths are shared between siblings and spelt out only for a difference.
  private var steps: [(parent: Int, text: String)] = []

  private var pending: [(old: FixtureValue?, new: FixtureValue?, step: Int)] = []

  private var found: [Fixture.Difference] = []

  init(partial: Bool) {
    self.partial = partial
  }

  mutating func differences(old: Fixture, new: Fixture) -> [Fixture.Difference] {
    pushChildren(old: old, new: new, step: -1)
    while let item = pending.popLast() {
      compare(item.old, item.new, step: item.step)
    }
    return found
  }

  private mutating func compare(_ old: FixtureValue?, _ new: FixtureValue?, step: Int) {
    let old = old.map(Self.comparable)
    let new = new.map(Self.comparable)
    switch (old, new) {
    case (.fixture(let oldFixture)?, .fixture(let newFixture)?):
      pushChildren(old: oldFixture, new: newFixture, step: step)
    case (.array(let oldElements)?, .array(let newElements)?):
      pushElements(old: oldElements, new: newElements, step: step)
    case (let old?, let new?) where old == new:
      break
    default:
      found.append(Fixture.Difference(keyPath: path(to: step), oldValue: old, newValue: new))
    }
  }

  /// Queues the keys of a level: `"$type"` first, then the new side's keys in order (the old
  /// side's, for a partial match), then the keys only the old side has.
  private mutating func pushChildren(old: Fixture, new: Fixture, step: Int) {
    let newValues = Dictionary(new.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
    var children: [(key: String, old: FixtureValue?, new: FixtureValue?)] = []
    if partial {
      children = old.entries.map { ($0.key, $0.value, newValues[$0.key]) }
    } else {
      let oldValues = Dictionary(old.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
      children = new.entries.map { ($0.key, oldValues[$0.key], $0.value) }
      for entry in old.entries where newValues.index(forKey: entry.key) == nil {
        children.append((entry.key, entry.value, .none))
      }
    }
    if let typeIndex = children.firstIndex(where: { $0.key == Fixture.typeKey }), typeIndex > 0 {
      children.insert(children.remove(at: typeIndex), at: 0)
    }
    // The stack pops last first: push in reverse to compare in order.
    for child in children.reversed() {
      let text = step == -1 ? oneLine(child.key) : "." + oneLine(child.key)
      steps.append((step, text))
      pending.append((child.old, child.new, steps.count - 1))
    }
  }

  private mutating func pushElements(old: [FixtureValue], new: [FixtureValue], step: Int) {
    for index in (0..<max(old.count, new.count)).reversed() {
      steps.append((step, "[\(index)]"))
      pending.append(
        (
          index < old.count ? old[index] : .none, index < new.count ? new[index] : .none,
          steps.count - 1
        ))
    }
  }

  private func path(to step: Int) -> String {
    var texts: [String] = []
    var current = step
    while current >= 0 {
      texts.append(steps[current].text)
      current = steps[current].parent
    }
    return texts.reversed().joined()
  }

  /// An object as its fixture, so that it is compared key by key like the rest of the tree.
  private static func comparable(_ value: FixtureValue) -> FixtureValue {
    guard case .object(let object) = value else { return value }
    return .fixture(object.fixture())
  }
}
