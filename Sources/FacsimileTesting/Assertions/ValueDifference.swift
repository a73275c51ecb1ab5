import FacsimileCore

/// The key paths at which two values differ, walking both together: models key by key through
/// their fixtures (as ``/FacsimileCore/Fixture/differences(from:)``), arrays element by element,
/// dictionaries key by key, sets by pairing the elements only one side has, and structs, classes,
/// tuples and enums property by property.
///
/// A path reads like Swift: `[1].notification.request.content.title`, `["inbox"].badge`,
/// `.route.article.id`. In a set, elements both sides hold are skipped, and the rest are paired
/// by likeness (in the order of their text past ``maximumPairings``) and numbered `{0}`, `{1}` in
/// the order of the expected side's text. The walk stops after ``maximumDepth`` levels and
/// ``maximumDifferences`` differences.
struct ValueDifference {
  static let maximumDepth = 64
  static let maximumDifferences = 1_000
  /// The most pairs of set elements weighed against each other (64 by 64); larger sets pair
  /// their unmatched elements in the order of their text.
  static let maximumPairings = 4_096

  /// One difference, already written as `path: expected → actual`.
  private(set) var lines: [String] = []
  /// Whether a model (a ``/FacsimileCore/KeyValueCodable`` object) was met on either side.
  private(set) var sawModel = false
  /// Object pairs on the current path, so a cycle is walked once.
  private var visiting: Set<[ObjectIdentifier]> = []

  /// The differences between `expected` and `actual`.
  static func between(expected: Any, actual: Any) -> ValueDifference {
    var walk = ValueDifference()
    walk.compare(expected, actual, path: "", depth: 0)
    return walk
  }

  /// How many differences a pair of values has (for pairing set elements).
  private static func count(expected: Any, actual: Any) -> Int {
    var walk = ValueDifference()
    walk.compare(expected, actual, path: "", depth: 0)
    return walk.lines.count
  }

  private mutating func compare(_ expected: Any?, _ actual: Any?, path: String, depth: Int) {
    guard lines.count < Self.maximumDifferences else { return }
    let expected = Self.unwrapped(expected)
    let actual = Self.unwrapped(actual)
    switch (expected, actual) {
    case (nil, nil):
      return
    case (let expected?, let actual?):
      compareValues(expected, actual, path: path, depth: depth)
    default:
      noteModels(expected, actual)
      record(path, expected, actual)
    }
  }

  private mutating func compareValues(_ expected: Any, _ actual: Any, path: String, depth: Int) {
    if let expectedModel = expected as? any KeyValueCodable,
      let actualModel = actual as? any KeyValueCodable
    {
      sawModel = true
      compareModels(expectedModel, actualModel, path: path)
      return
    }
    noteModels(expected, actual)
    guard type(of: expected) == type(of: actual), depth < Self.maximumDepth else {
      record(path, expected, actual)
      return
    }
    if let expectedText = ValueDump.scalar(expected) {
      if expectedText != ValueDump.scalar(actual) { record(path, expected, actual) }
      return
    }
    let expectedMirror = Mirror(reflecting: expected)
    let actualMirror = Mirror(reflecting: actual)
    switch expectedMirror.displayStyle {
    case .collection:
      let old = expectedMirror.children.map(\.value)
      let new = actualMirror.children.map(\.value)
      for index in 0..<max(old.count, new.count) {
        compare(
          index < old.count ? old[index] : nil, index < new.count ? new[index] : nil,
          path: path + "[\(index)]", depth: depth + 1)
      }
    case .dictionary:
      let old = Self.entries(expectedMirror)
      let new = Self.entries(actualMirror)
      let keys = Set(old.keys).union(new.keys).sorted()
      for key in keys {
        compare(old[key], new[key], path: path + "[\(key)]", depth: depth + 1)
      }
    case .set:
      compareSets(expectedMirror, actualMirror, path: path, depth: depth)
    case .enum:
      let old = expectedMirror.children.first
      let new = actualMirror.children.first
      guard let old, let new, old.label == new.label else {
        if "\(expected)" != "\(actual)" || (old == nil) != (new == nil) {
          record(path, expected, actual)
        }
        return
      }
      compare(old.value, new.value, path: path + "." + (old.label ?? "payload"), depth: depth + 1)
    default:
      compareParts(expected, actual, expectedMirror, actualMirror, path: path, depth: depth)
    }
  }

  /// Structs, classes and tuples: property by property.
  private mutating func compareParts(
    _ expected: Any, _ actual: Any, _ expectedMirror: Mirror, _ actualMirror: Mirror,
    path: String, depth: Int
  ) {
    var pair: [ObjectIdentifier] = []
    if let old = ObjectIdentity.object(expected), let new = ObjectIdentity.object(actual) {
      if old === new { return }
      pair = [ObjectIdentifier(old), ObjectIdentifier(new)]
      guard !visiting.contains(pair) else { return }
      visiting.insert(pair)
    }
    defer { if !pair.isEmpty { visiting.remove(pair) } }
    let old = Self.children(expectedMirror)
    let new = Self.children(actualMirror)
    guard !old.isEmpty || !new.isEmpty else {
      if "\(expected)" != "\(actual)" { record(path, expected, actual) }
      return
    }
    guard old.map(\.label) == new.map(\.label) else {
      record(path, expected, actual)
      return
    }
    for (oldChild, newChild) in zip(old, new) {
      let label = oldChild.label ?? ""
      compare(
        oldChild.value, newChild.value,
        path: path + (label.hasPrefix(".") ? label : "." + label), depth: depth + 1)
    }
  }

  /// Sets: elements both sides hold are skipped; the others are paired, most alike first when
  /// there are at most ``maximumPairings`` pairs to weigh, otherwise in the order of their text.
  ///
  /// Elements are matched by their text through a dictionary, so the cost grows with the number
  /// of elements times the size of one (n log n for the sort), except for the weighing of pairs,
  /// which is bounded.
  private mutating func compareSets(
    _ expectedMirror: Mirror, _ actualMirror: Mirror, path: String, depth: Int
  ) {
    var unmatched: [String: [Any]] = [:]
    for child in actualMirror.children {
      unmatched[Self.fingerprint(child.value), default: []].append(child.value)
    }
    var old: [(text: String, value: Any)] = []
    for child in expectedMirror.children {
      let text = Self.fingerprint(child.value)
      if unmatched[text]?.popLast() == nil { old.append((text, child.value)) }
    }
    var new = unmatched.flatMap { text, values in values.map { (text: text, value: $0) } }
    old.sort { $0.text < $1.text }
    new.sort { $0.text < $1.text }
    if old.count * new.count <= Self.maximumPairings {
      pairMostAlike(old, &new, path: path, depth: depth)
    } else {
      for (number, element) in old.enumerated() {
        guard lines.count < Self.maximumDifferences else { return }
        compare(
          element.value, number < new.count ? new[number].value : nil, path: path + "{\(number)}",
          depth: depth + 1)
      }
      new.removeFirst(min(old.count, new.count))
    }
    for (offset, element) in new.enumerated() {
      guard lines.count < Self.maximumDifferences else { return }
      compare(nil, element.value, path: path + "{\(old.count + offset)}", depth: depth + 1)
    }
  }

  /// Pairs each element only the expected side has with the most alike of those only the actual
  /// side has (the fewest differences), removing it from `new`; what is left of `new` has no pair.
  private mutating func pairMostAlike(
    _ old: [(text: String, value: Any)], _ new: inout [(text: String, value: Any)],
    path: String, depth: Int
  ) {
    for (number, element) in old.enumerated() {
      guard lines.count < Self.maximumDifferences else { return }
      let step = path + "{\(number)}"
      guard !new.isEmpty else {
        compare(element.value, nil, path: step, depth: depth + 1)
        continue
      }
      let differences = new.map { Self.count(expected: element.value, actual: $0.value) }
      let closest = differences.indices.min { differences[$0] < differences[$1] } ?? 0
      compare(element.value, new.remove(at: closest).value, path: step, depth: depth + 1)
    }
  }

  /// Models: key by key through their fixtures, classes named when they differ.
  private mutating func compareModels(
    _ expected: any KeyValueCodable, _ actual: any KeyValueCodable, path: String
  ) {
    guard expected !== actual else { return }
    var old = expected.fixture()
    var new = actual.fixture()
    if ObjectIdentifier(type(of: expected)) != ObjectIdentifier(type(of: actual)) {
      old = Self.naming(type(of: expected).keyTable.typeName, in: old)
      new = Self.naming(type(of: actual).keyTable.typeName, in: new)
    }
    for difference in new.differences(from: old) {
      guard lines.count < Self.maximumDifferences else { return }
      let keyPath =
        path.isEmpty
        ? difference.keyPath
        : path + (difference.keyPath.hasPrefix("[") ? "" : ".") + difference.keyPath
      lines.append(
        Fixture.Difference(
          keyPath: keyPath, oldValue: difference.oldValue, newValue: difference.newValue
        ).description)
    }
  }

  private mutating func noteModels(_ values: Any?...) {
    if values.contains(where: { $0 is any KeyValueCodable }) { sawModel = true }
  }

  private mutating func record(_ path: String, _ expected: Any?, _ actual: Any?) {
    let place = path.isEmpty ? "(the whole value)" : path
    lines.append("\(place): \(Self.show(expected)) → \(Self.show(actual))")
  }

  private static func show(_ value: Any?) -> String {
    guard let value else { return "(missing)" }
    if let model = value as? any KeyValueCodable {
      return "<\(type(of: model).keyTable.typeName)>"
    }
    return ValueDump.line(value)
  }

  /// The value inside any number of `Optional`s, or `nil`.
  private static func unwrapped(_ value: Any?) -> Any? {
    guard let value else { return nil }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return unwrapped(mirror.children.first?.value)
  }

  /// A dictionary's entries by their key's text (`"inbox"`, `3`).
  private static func entries(_ mirror: Mirror) -> [String: Any] {
    var entries: [String: Any] = [:]
    for child in mirror.children {
      let pair = Mirror(reflecting: child.value).children.map(\.value)
      guard pair.count == 2 else { continue }
      entries[ValueDump.line(pair[0], limit: 200)] = pair[1]
    }
    return entries
  }

  /// The stored properties of a value, a class's superclasses' first.
  private static func children(_ mirror: Mirror) -> [Mirror.Child] {
    var chain: [Mirror] = []
    var current: Mirror? = mirror
    while let each = current {
      chain.append(each)
      current = each.superclassMirror
    }
    return chain.reversed().flatMap { Array($0.children) }
  }

  /// Text that is equal for equal set elements: a model's fixture, any other value's dump.
  private static func fingerprint(_ value: Any) -> String {
    if let model = value as? any KeyValueCodable {
      return type(of: model).keyTable.typeName
        + String(decoding: model.fixture().jsonData(), as: UTF8.self)
    }
    return ValueDump.lines(value).joined(separator: "\n")
  }

  /// The fixture with `"$type"` set to `typeName`, first.
  static func naming(_ typeName: String, in fixture: Fixture) -> Fixture {
    Fixture(
      entries: [(Fixture.typeKey, .string(typeName))]
        + fixture.entries.lazy.filter { $0.key != Fixture.typeKey }.map { ($0.key, $0.value) })
  }
}
