extension Fixture {
  /// A copy with the value at a dotted key path replaced: variations without copy-paste.
  ///
  /// ```swift
  /// let greeting = try openArticle.setting("notification.request.content.title", to: "Hi")
  /// ```
  ///
  /// Every segment must already be in the fixture, so a typo is an error with a suggestion
  /// rather than a new key nobody reads; add keys with ``merging(_:)``. The error names the
  /// missing key, the keys the fixture has there, and the nearest of them:
  /// `Fixture.content.subtitel: the fixture has no key "subtitel" (its keys here: title,
  /// subtitle); did you mean "subtitle"? To add a key, use merging(_:).`
  ///
  /// - Parameters:
  ///   - keyPath: Keys separated by dots, each naming a key of the fixture at its level.
  ///   - value: The new value.
  /// - Returns: The changed copy.
  /// - Throws: ``FacsimileError`` of kind ``FacsimileError/Kind/unknownKey`` naming the
  ///   nearest existing key, or ``FacsimileError/Kind/invalidKeyPath``.
  public func setting(_ keyPath: String, to value: FixtureValue) throws -> Fixture {
    try editing(keyPath) { fixture, key in fixture.replace(key, with: value) }
  }

  /// A copy with the value at a dotted key path replaced by a Swift value: a `String`, `Int`,
  /// `Double`, `Bool`, `Date`, `URL`, `UUID`, `Data` or ``Fixture`` held in a variable.
  ///
  /// ```swift
  /// let id = "article-1"
  /// let variant = try openArticle.setting("notification.request.identifier", to: id)
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: Keys separated by dots, each naming a key of the fixture at its level.
  ///   - value: The new value, as its ``FixtureValueConvertible/fixtureValue``.
  /// - Returns: The changed copy.
  /// - Throws: ``FacsimileError`` as ``setting(_:to:)-(String,FixtureValue)`` does.
  public func setting(_ keyPath: String, to value: some FixtureValueConvertible) throws -> Fixture {
    try setting(keyPath, to: value.fixtureValue)
  }

  /// A copy without the key at a dotted key path.
  ///
  /// ```swift
  /// let silent = try openArticle.removing("notification.request.content.sound")
  /// ```
  ///
  /// - Parameter keyPath: Keys separated by dots, each naming a key of the fixture at its level.
  /// - Returns: The changed copy.
  /// - Throws: ``FacsimileError`` as ``setting(_:to:)-(String,FixtureValue)`` does.
  public func removing(_ keyPath: String) throws -> Fixture {
    try editing(keyPath) { fixture, key in fixture.entries.removeAll { $0.key == key } }
  }

  /// A copy with `other`'s keys added, nested fixtures merged key by key, `other` winning where
  /// both have a value.
  ///
  /// ```swift
  /// let critical = openArticle.merging(["notification": ["request": ["content": [
  ///   "interruptionLevel": "critical"]]]])
  /// ```
  ///
  /// - Parameter other: The keys to add or replace.
  /// - Returns: The merged fixture.
  public func merging(_ other: Fixture) -> Fixture {
    // Positions looked up in a dictionary: linear in the number of keys, not quadratic.
    var merged = entries
    var positions = [String: Int](minimumCapacity: entries.count + other.entries.count)
    for (position, entry) in entries.enumerated() { positions[entry.key] = position }
    for (key, value) in other.entries {
      if let position = positions[key] {
        if case .fixture(let mine) = merged[position].value, case .fixture(let theirs) = value {
          merged[position].value = .fixture(mine.merging(theirs))
        } else {
          merged[position].value = value
        }
      } else {
        positions[key] = merged.count
        merged.append((key, value))
      }
    }
    var result = self
    result.entries = merged
    return result
  }

  private mutating func replace(_ key: String, with value: FixtureValue) {
    if let index = entries.firstIndex(where: { $0.key == key }) {
      entries[index].value = value
    } else {
      entries.append((key, value))
    }
  }

  /// Applies `change` to the fixture that holds the key path's last segment, checking every
  /// segment on the way.
  private func editing(
    _ keyPath: String, _ change: (inout Fixture, String) -> Void
  ) throws(FacsimileError) -> Fixture {
    let segments = try Fabricator.segments(of: keyPath, rootTypeName: "Fixture")
    return try edit(segments[...], done: [], change)
  }

  private func edit(
    _ segments: ArraySlice<String>, done: [String], _ change: (inout Fixture, String) -> Void
  ) throws(FacsimileError) -> Fixture {
    guard let key = segments.first else { return self }
    let context = FabricationContext(rootTypeName: "Fixture", path: done)
    guard let value = self[key] else {
      let present = keys.isEmpty ? "none" : keys.map { oneLine($0) }.joined(separator: ", ")
      throw FacsimileError(
        FacsimileError.Problem(
          .unknownKey, typeName: "Fixture", keyPath: done + [key],
          suggestion: nearest(to: key, in: keys),
          detail: "the fixture has no key \(quoted(key)) (its keys here: \(present))",
          hint: "to add a key, use merging(_:)"))
    }
    var copy = self
    if segments.count == 1 {
      change(&copy, key)
      return copy
    }
    guard case .fixture(let nested) = value else {
      throw FacsimileError(
        context.appending(key).problem(
          .invalidKeyPath, detail: "is \(describe(value.engineValue)), which has no keys"))
    }
    copy.replace(
      key, with: .fixture(try nested.edit(segments.dropFirst(), done: done + [key], change)))
    return copy
  }
}
