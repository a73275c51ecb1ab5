extension Fixture {
  /// A copy with the value at a key path replaced: variations without copy-paste.
  ///
  /// ```swift
  /// let greeting = try openArticle.setting("notification.request.content.title", to: "Hi")
  /// let renamed = try category.setting("actions[0].title", to: "Read later")
  /// ```
  ///
  /// The key path is written as errors print it: keys separated by dots, and an array element by
  /// its index in brackets (`actions[0].title`, `[1]` for an element of an element). Every
  /// segment must already be in the fixture, so a typo is an error with a suggestion rather than
  /// a new key nobody reads; add keys with ``merging(_:)``. The error names the missing key, the
  /// keys the fixture has there, and the nearest of them:
  /// `Fixture.content.subtitel: the fixture has no key "subtitel" (its keys here: title,
  /// subtitle); did you mean "subtitle"? To add a key, use merging(_:).` An index past the end
  /// is an error naming the path and the array's size: `Fixture.actions[5]: index 5 is out of
  /// range: the array has 2 elements`.
  ///
  /// - Parameters:
  ///   - keyPath: Keys separated by dots, each naming a key of the fixture at its level, and
  ///     array indices in brackets.
  ///   - value: The new value.
  /// - Returns: The changed copy.
  /// - Throws: ``FacsimileError`` of kind ``FacsimileError/Kind/unknownKey`` naming the
  ///   nearest existing key, or ``FacsimileError/Kind/invalidKeyPath``.
  public func setting(_ keyPath: String, to value: FixtureValue) throws -> Fixture {
    try editing(keyPath, .set(value))
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
  ///   - keyPath: Keys separated by dots, and array indices in brackets (`actions[0].title`).
  ///   - value: The new value, as its ``FixtureValueConvertible/fixtureValue``.
  /// - Returns: The changed copy.
  /// - Throws: ``FacsimileError`` as ``setting(_:to:)-(String,FixtureValue)`` does.
  public func setting(_ keyPath: String, to value: some FixtureValueConvertible) throws -> Fixture {
    try setting(keyPath, to: value.fixtureValue)
  }

  /// A copy without the key (or the array element) at a key path.
  ///
  /// ```swift
  /// let silent = try openArticle.removing("notification.request.content.sound")
  /// let oneAction = try category.removing("actions[1]")
  /// ```
  ///
  /// - Parameter keyPath: Keys separated by dots, and array indices in brackets
  ///   (`actions[1]`).
  /// - Returns: The changed copy.
  /// - Throws: ``FacsimileError`` as ``setting(_:to:)-(String,FixtureValue)`` does.
  public func removing(_ keyPath: String) throws -> Fixture {
    try editing(keyPath, .remove)
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

  /// What an edit does at the end of its key path.
  private enum Edit {
    case set(FixtureValue)
    case remove
  }

  /// Applies `edit` at the key path, checking every segment on the way.
  private func editing(_ keyPath: String, _ edit: Edit) throws(FacsimileError) -> Fixture {
    let segments = try FixtureKeyPath.segments(of: keyPath)
    guard case .fixture(let edited)? = try Self.edit(.fixture(self), segments[...], done: [], edit)
    else { return self }
    return edited
  }

  /// `value` with `edit` applied at `segments` below it; `nil` for a value removed.
  private static func edit(
    _ value: FixtureValue, _ segments: ArraySlice<FixtureKeyPath.Segment>, done: [String],
    _ edit: Edit
  ) throws(FacsimileError) -> FixtureValue? {
    guard let segment = segments.first else {
      switch edit {
      case .set(let new): return new
      case .remove: return nil
      }
    }
    let path = done + [segment.text]
    switch (value, segment) {
    case (.fixture(var fixture), .key(let key)):
      guard let index = fixture.entries.firstIndex(where: { $0.key == key }) else {
        let keys = fixture.keys
        let present = keys.isEmpty ? "none" : keys.map { oneLine($0) }.joined(separator: ", ")
        throw FacsimileError(
          FacsimileError.Problem(
            .unknownKey, typeName: "Fixture", keyPath: path,
            suggestion: nearest(to: key, in: keys),
            detail: "the fixture has no key \(quoted(key)) (its keys here: \(present))",
            hint: "to add a key, use merging(_:)"))
      }
      let child = try Self.edit(
        fixture.entries[index].value, segments.dropFirst(), done: path, edit)
      if let child {
        fixture.entries[index].value = child
      } else {
        fixture.entries.remove(at: index)
      }
      return .fixture(fixture)
    case (.array(var elements), .index(let index, let digits)):
      guard let index, elements.indices.contains(index) else {
        throw FacsimileError(
          FixtureKeyPath.outOfRange(
            digits, count: elements.count, typeName: "Fixture", path: path))
      }
      let child = try Self.edit(elements[index], segments.dropFirst(), done: path, edit)
      if let child { elements[index] = child } else { elements.remove(at: index) }
      return .array(elements)
    case (.array(let elements), .key(let key)):
      throw FacsimileError(
        FacsimileError.Problem(
          .invalidKeyPath, typeName: "Fixture", keyPath: done,
          detail: "is an array of \(counted(elements.count, "element")), "
            + "which has no key \(quoted(key)); name an element by its index: "
            + "\(done.last.map { oneLine($0) } ?? "")[0].\(oneLine(key))"))
    case (_, .index), (_, .key):
      let missing = if case .index = segment { "elements to index" } else { "keys" }
      throw FacsimileError(
        FacsimileError.Problem(
          .invalidKeyPath, typeName: "Fixture", keyPath: done,
          detail: "is \(describe(value.engineValue)), which has no \(missing)"))
    }
  }
}
