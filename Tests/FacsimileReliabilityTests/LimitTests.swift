import Facsimile
import Foundation
import Testing

/// Each documented limit, at the limit and one past it (Docs/Reliability.md, "Limits").
@Suite struct LimitTests {
  private let limit = FacsimileLimits.maximumDepth

  @Test func theDepthLimitIs64() {
    #expect(limit == 64)
  }

  // MARK: Depth

  @Test func keyedFixturesNestObjectsUpToTheLimit() throws {
    let leaf: [String: Any] = ["name": "deepest"]
    let node = try InstanceHelper.create(Node.self, properties: nestedProperties(limit, leaf: leaf))
    var deepest: Node? = node
    for _ in 0..<limit { deepest = deepest?.child }
    #expect(deepest?.name == "deepest")

    let error = #expect(throws: FacsimileError.self) {
      try InstanceHelper.create(Node.self, properties: nestedProperties(limit + 1))
    }
    #expect(error?.kind == .tooDeep)
    #expect(error?.keyPath == Array(repeating: "child", count: limit + 1).joined(separator: "."))
  }

  @Test func existingObjectsAreMeasuredWhenSetOrPassedIn() throws {
    // An object with 63 levels below it fits under a key one level down; one with 64 does not,
    // whether it is set by key or by key path, or passed to `create`.
    let fits = try InstanceHelper.create(Node.self, properties: nestedProperties(limit - 1))
    let tooTall = try InstanceHelper.create(Node.self, properties: nestedProperties(limit))
    let parent = try Node.blank()
    try parent.setValue(fits, forKey: "child")
    #expect(parent.child === fits)
    let another = try InstanceHelper.create(Node.self, properties: nestedProperties(limit - 1))
    let grandchild = fits.child

    let attempts: [(String, () throws -> Void)] = [
      ("child", { try Node.blank().setValue(tooTall, forKey: "child") }),
      ("child", { _ = try InstanceHelper.create(Node.self, properties: ["child": tooTall]) }),
      // An array element counts two levels, `children[0]`.
      (
        "children[0]",
        { _ = try InstanceHelper.create(Node.self, properties: ["children": [fits]]) }
      ),
      ("child.child", { try parent.setValue(another, forKeyPath: "child.child") }),
    ]
    for (keyPath, attempt) in attempts {
      let error = #expect(throws: FacsimileError.self) { try attempt() }
      #expect(error?.kind == .tooDeep)
      #expect(error?.keyPath == keyPath)
    }
    #expect(parent.child === fits)
    #expect(fits.child === grandchild)
  }

  @Test func fixturesAndTheKeyedCoderHaveTheSameDepthLimit() throws {
    _ = try Node.fabricate(from: nestedFixture(limit))
    let fixtureError = #expect(throws: FacsimileError.self) {
      try Node.fabricate(from: nestedFixture(limit + 1))
    }
    #expect(fixtureError?.kind == .tooDeep)

    #expect(Node(coder: KeyedCoder(nestedProperties(limit))) != nil)
    let coder = KeyedCoder(nestedProperties(limit + 1))
    #expect(Node(coder: coder) == nil)
    #expect((coder.error as? FacsimileError)?.kind == .tooDeep)
  }

  @Test func keyPathsHaveUpTo64Segments() throws {
    let node = try InstanceHelper.create(Node.self, properties: nestedProperties(limit - 1))
    let atLimit = Array(repeating: "child", count: limit - 1).joined(separator: ".") + ".name"
    #expect(try node.value(forKeyPath: atLimit) as? String == "")
    try node.setValue("set", forKeyPath: atLimit)
    #expect(try node.value(forKeyPath: atLimit) as? String == "set")

    let pastLimit = "child." + atLimit
    let fixture: Fixture = ["child": [:]]
    for attempt in [
      { _ = try node.value(forKeyPath: pastLimit) },
      { try node.setValue("x", forKeyPath: pastLimit) },
      { _ = try fixture.setting(pastLimit, to: 1) },
    ] as [() throws -> Void] {
      let error = #expect(throws: FacsimileError.self) { try attempt() }
      #expect(error?.kind == .tooDeep)
      #expect(error?.description.contains("key path has 65 segments") == true)
    }
  }

  @Test func jsonNestsObjectsAndArraysAsDeepAsTheEngine() throws {
    // 64 objects below the top one, as in the engine, the deepest with a value of its own.
    let document = try JSONFixture(data: nestedJSON(limit, leaf: #"{"count": 1}"#))
    var value = document.value
    for _ in 0..<limit {
      guard case .fixture(let fixture) = value, let nested = fixture["child"] else { break }
      value = nested
    }
    guard case .fixture(let deepest) = value else {
      Issue.record("no object 64 levels down: \(value)")
      return
    }
    #expect(deepest["count"] == 1)
    // One level more parses, for the deepest object's arrays and dictionaries, but an object
    // there does not fabricate.
    let oneMore = try JSONFixture(data: nestedJSON(limit + 1))
    let error = #expect(throws: FacsimileError.self) { try oneMore.fabricate(Node.self) }
    #expect(error?.kind == .tooDeep)

    // 66 arrays: the innermost is 65 levels below the outermost.
    let atLimit =
      String(repeating: "[", count: limit + 2) + "1" + String(repeating: "]", count: limit + 2)
    _ = try JSONFixture(data: Data(atLimit.utf8))

    for past in [nestedJSON(limit + 2), Data(("[" + atLimit + "]").utf8)] {
      let error = #expect(throws: FacsimileError.self) { try JSONFixture(data: past) }
      #expect(error?.kind == .malformedJSON)
      #expect(error?.description.contains("nesting deeper than 64 levels") == true)
    }
  }

  @Test func anObjectAtTheDepthLimitSavesAsJSONThatReadsBack() throws {
    // The deepest object holds arrays and dictionaries one level further down; JSON allows
    // them there too.
    let leaf: [String: Any] = ["name": "deepest", "tags": ["a"], "info": ["k": 1]]
    let node = try InstanceHelper.create(Node.self, properties: nestedProperties(limit, leaf: leaf))
    let reread = try JSONFixture(data: node.fixture().jsonData()).fabricate(Node.self)
    #expect(reread.isEqual(node))
    // But no object there, and no collection a level below that.
    for past: [String: Any] in [["children": [[:]]], ["info": ["k": [1]]]] {
      let error = #expect(throws: FacsimileError.self) {
        try InstanceHelper.create(Node.self, properties: nestedProperties(limit, leaf: past))
      }
      #expect(error?.kind == .tooDeep)
    }
  }

  // MARK: Shared graphs

  @Test func aGraphThatSharesObjectsIsWalkedOncePerObject() throws {
    // One object under two keys at each of 30 levels: 31 objects, 2^30 paths to the bottom one
    // (through `children`, 60 key path segments down). A walk that followed paths instead of
    // objects would never finish.
    let top = try sharedGraph(levels: 30)
    #expect(top.child === top.children.first)

    let copy = try #require(top.copy() as? Node)
    #expect(copy.child !== top.child)
    #expect(copy.child === copy.children.first, "the copy shares what the original shares")
    #expect(copy.isEqual(top))
    try copy.setValue(
      "changed", forKeyPath: Array(repeating: "child", count: 30).joined(separator: ".") + ".name")
    #expect(!copy.isEqual(top))

    #expect(top.description.contains("<Node, shown before>"))
    #expect(top.treeDescription.contains("children: 1 element"))
    #expect(top.treeDescription.contains("[0]: Node, shown above"))
    #expect(top.treeDescription.split(separator: "\n").count < 30 * 30)

    // Setting the graph, or a cycle into it, is checked once per object and level too.
    let parent = try Node.blank()
    try parent.setValue(top, forKey: "child")
    let bottom = try #require(
      try top.value(forKeyPath: Array(repeating: "child", count: 30).joined(separator: "."))
        as? Node)
    #expect(throws: FacsimileError.self) { try bottom.setValue(top, forKey: "child") }
  }

  @Test func aSavedGraphThatSharesObjectsRepeatsThem() throws {
    // Fixtures, JSON and `encode(with:)` are trees: a shared object is written once per path
    // (2^levels times), and fabricates back as that many equal objects.
    let top = try sharedGraph(levels: 6)
    let saved = top.fixture()
    let again = try Node.fabricate(from: saved)
    #expect(again.isEqual(top))
    #expect(again.child !== again.children.first)
    #expect(saved.jsonData().count > 64 * 200)
  }

  @Test func aValueThatSharesStorageAtEveryLevelIsRefused() throws {
    // A Swift array holding the same array twice, 21 levels down: 2^21 - 1 arrays to check,
    // built in a few steps (a "billion laughs" of value types). Arrays have no identity to
    // remember, so the graph check counts what it visits and stops at the limit.
    var value: Any = 1
    for _ in 0..<21 { value = [value, value] }
    // The kind shows the walk stopped at the budget: without one it would visit every array and
    // accept the value. (No clock: a wall-clock bound failed under the thread sanitizer on a
    // loaded machine.)
    let error = try #require(throws: FacsimileError.self) {
      try InstanceHelper.create(Node.self, properties: ["info": ["k": value]])
    }
    #expect(error.problems.map(\.kind) == [.tooLarge])
    #expect(error.description.contains("FacsimileLimits.maximumValues"))
  }

  @Test func aValueThatSharesStorageBelowTheLimitIsAcceptedWhole() throws {
    // 2^17 - 1 arrays: under the limit, accepted, and every level is there.
    var value: Any = 1
    for _ in 0..<17 { value = [value, value] }
    let made = try InstanceHelper.create(Node.self, properties: ["info": ["k": value]])
    var level: Any? = try made.value(forKeyPath: "info.k")
    var depth = 0
    while let pair = level as? [Any] {
      #expect(pair.count == 2)
      depth += 1
      level = pair.first
    }
    #expect(depth == 17)
    #expect(level as? Int == 1)
  }

  /// A chain of `levels` nodes above a bottom one, each holding the one below as its `child` and
  /// as its only element of `children`.
  private func sharedGraph(levels: Int) throws -> Node {
    var top = try Node.blank()
    for _ in 0..<levels {
      let next = try Node.blank()
      try next.setValue(top, forKey: "child")
      try next.setValue([top], forKey: "children")
      top = next
    }
    return top
  }

  // MARK: Messages

  @Test func foundStringsAreQuotedUpTo60Characters() throws {
    for (length, shown) in [
      (60, String(repeating: "a", count: 60)), (61, String(repeating: "a", count: 60) + "…"),
    ] {
      let error = #expect(throws: FacsimileError.self) {
        try InstanceHelper.create(
          Node.self, properties: ["count": String(repeating: "a", count: length)])
      }
      #expect(error?.description.hasSuffix(#"found String ""# + shown + #"""#) == true)
    }
  }

  @Test func keysOfUpTo64CharactersGetASuggestion() throws {
    #expect(Node.longKey.count == limit)
    let typo = String(Node.longKey.dropLast()) + "x"  // 64 characters, one edit away
    let error = #expect(throws: FacsimileError.self) { try Node.blank().setValue("", forKey: typo) }
    #expect(error?.problems.first?.suggestion == Node.longKey)

    let longer = Node.longKey + "x"  // 65 characters, one edit away
    let pastError = #expect(throws: FacsimileError.self) {
      try Node.blank().setValue("", forKey: longer)
    }
    #expect(pastError?.kind == .unknownKey)
    #expect(pastError?.problems.first?.suggestion == nil)
  }

  @Test func foundDictionariesListUpToFiveKeys() throws {
    let five = Dictionary(uniqueKeysWithValues: (1...5).map { ("k\($0)", $0) })
    let six = Dictionary(uniqueKeysWithValues: (1...6).map { ("k\($0)", $0) })
    let shown = #"found a dictionary with keys "k1", "k2", "k3", "k4", "k5""#
    let error = #expect(throws: FacsimileError.self) {
      try InstanceHelper.create(Node.self, properties: ["name": five])
    }
    #expect(error?.description.hasSuffix(shown) == true)
    let pastError = #expect(throws: FacsimileError.self) {
      try InstanceHelper.create(Node.self, properties: ["name": six])
    }
    #expect(pastError?.description.hasSuffix(shown + ", …") == true)
  }

  // MARK: Size and count: no limit but memory

  @Test(.volume) func a50MegabyteStringIsAccepted() async throws {
    let lengths = await onOwnThread { () -> [Int?] in
      let text = hugeString(fiftyMegabytes)
      let json = Data((#"{"name": ""# + text + #""}"#).utf8)
      let fromJSON = try? JSONFixture(data: json).fabricate(Node.self)
      let fromDictionary = try? InstanceHelper.create(Node.self, properties: ["name": text])
      return [fromJSON?.name.utf8.count, fromDictionary?.name.utf8.count]
    }
    #expect(lengths == [fiftyMegabytes, fiftyMegabytes])
  }

  @Test(.volume) func aMillionElementArrayIsAccepted() async throws {
    let count = await onOwnThread { () -> Int? in
      let tags = Array(repeating: #""t""#, count: 1_000_000).joined(separator: ",")
      let json = Data((#"{"tags": ["# + tags + "]}").utf8)
      return try? JSONFixture(data: json).fabricate(Node.self).tags.count
    }
    #expect(count == 1_000_000)
  }

  @Test(.volume) func aMillionKeyUserInfoIsAccepted() async throws {
    let count = await onOwnThread { () -> Int? in
      let info = Dictionary(uniqueKeysWithValues: (0..<1_000_000).map { ("k\($0)", $0) })
      return try? InstanceHelper.create(Node.self, properties: ["info": info]).info.count
    }
    #expect(count == 1_000_000)
  }
}
