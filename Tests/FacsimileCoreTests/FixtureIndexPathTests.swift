import FacsimileCore
import Foundation
import Testing

/// Fixtures that are pleasant to write: interpolated strings, subscripts that read a subtree, and
/// key paths with array indices in the form errors print them.
@Suite struct FixtureIndexPathTests {
  let category: Fixture = [
    "identifier": "ARTICLE",
    "actions": [
      ["identifier": "READ", "title": "Read"],
      ["identifier": "SAVE", "title": "Save", "tags": ["a", "b"]],
    ],
    "matrix": [[1, 2], [3, 4]],
  ]

  @Test func aFixtureValueTakesAnInterpolatedString() {
    let index = 7
    let value: FixtureValue = "article-\(index)"
    #expect(value == .string("article-7"))
    let fixtures: [Fixture] = (1...2).map { index in ["identifier": "n\(index)", "badge": 1] }
    #expect(fixtures[1]["identifier"] == .string("n2"))
  }

  @Test func subscriptsReadASubtreeByKeyIndexAndKeyPath() {
    #expect(category["actions"]?[1]?["title"] == "Save")
    #expect(category["actions"]?[2] == nil)
    #expect(category["identifier"]?["title"] == nil)
    #expect(category["identifier"]?[0] == nil)
    #expect(category[keyPath: "actions[1].title"] == "Save")
    #expect(category[keyPath: "actions[1].tags[0]"] == "a")
    #expect(category[keyPath: "matrix[1][0]"] == 3)
    #expect(category[keyPath: "matrix.[1].[0]"] == 3)
    #expect(category[keyPath: "actions[9].title"] == nil)
    #expect(category[keyPath: "actions..title"] == nil)
    #expect(FixtureValue.fixture(category)[keyPath: "identifier"] == "ARTICLE")
  }

  @Test func settingAndRemovingTakeIndexPathsAsErrorsPrintThem() throws {
    let renamed = try category.setting("actions[0].title", to: "Read later")
    #expect(renamed[keyPath: "actions[0].title"] == "Read later")
    #expect(renamed[keyPath: "actions[1].title"] == "Save")
    let element = try category.setting("matrix[1][1]", to: 40)
    #expect(element["matrix"] == [[1, 2], [3, 40]])
    let whole = try category.setting("actions[1]", to: ["identifier": "SHARE"])
    #expect(whole[keyPath: "actions[1]"] == ["identifier": "SHARE"])
    let removed = try category.removing("actions[0]")
    #expect(removed[keyPath: "actions[0].identifier"] == "SAVE")
    #expect(try category.removing("actions[1].tags[1]")[keyPath: "actions[1].tags"] == ["a"])
    // Unchanged: a fixture is a value.
    #expect(category[keyPath: "actions[0].title"] == "Read")
  }

  @Test func anIndexOutOfRangeIsAnErrorNamingThePath() {
    let error = #expect(throws: FacsimileError.self) {
      try category.setting("actions[5].title", to: "x")
    }
    #expect(error?.kind == .invalidKeyPath)
    #expect(error?.keyPath == "actions[5]")
    #expect(
      error?.description
        == "Fixture.actions[5]: index 5 is out of range: the array has 2 elements (indices 0 to 1)")
    let huge = #expect(throws: FacsimileError.self) {
      try category.removing("matrix[99999999999999999999999]")
    }
    #expect(huge?.description.contains("index 99999999999999999999999 is out of range") == true)
  }

  @Test func aNegativeIndexIsABadIndexWithTheValidRange() {
    for edit in [
      { try category.setting("actions[-1].title", to: "x") },
      { try category.removing("actions[-1]") },
    ] {
      let error = #expect(throws: FacsimileError.self) { _ = try edit() }
      #expect(error?.kind == .invalidKeyPath)
      #expect(
        error?.description
          == "Fixture.actions[-1]: index -1 is out of range: the array has 2 elements (indices 0 to 1)"
      )
    }
    #expect(category[keyPath: "actions[-1].title"] == nil)
  }

  @Test func anIndexIntoAValueThatIsNoArrayOrAKeyIntoAnArrayIsAnError() {
    let index = #expect(throws: FacsimileError.self) {
      try category.setting("identifier[0]", to: "x")
    }
    #expect(
      index?.description
        == #"Fixture.identifier: is String "ARTICLE", which has no elements to index"#)
    let key = #expect(throws: FacsimileError.self) {
      try category.setting("actions.title", to: "x")
    }
    #expect(
      key?.description
        == #"Fixture.actions: is an array of 2 elements, which has no key "title"; name an element by its index: actions[0].title"#
    )
    let misspelt = #expect(throws: FacsimileError.self) {
      try category.setting("actions[0].titel", to: "x")
    }
    #expect(misspelt?.kind == .unknownKey)
    #expect(misspelt?.keyPath == "actions[0].titel")
    #expect(misspelt?.description.contains(#"did you mean "title"?"#) == true)
  }

  @Test func aKeyWithBracketsThatAreNoIndexIsAKey() throws {
    let fixture: Fixture = ["a[x]": 1, "b]": 2]
    #expect(try fixture.setting("a[x]", to: 3)["a[x]"] == 3)
    #expect(try fixture.removing("b]").keys == ["a[x]"])
  }

  @Test func anIndexCountsAsOneOfTheKeyPathsSegments() {
    let path = Array(repeating: "a", count: 60).joined(separator: ".") + "[0][0][0][0][0]"
    let error = #expect(throws: FacsimileError.self) {
      try category.setting(path, to: 1)
    }
    #expect(error?.kind == .tooDeep)
    #expect(error?.description.contains("key path has 65 segments, more than 64") == true)
  }
}

/// A key that holds a dot (Firebase's `gcm.message_id`, `google.c.a.e`) is named in a key path
/// with the dot escaped by a backslash, as errors print it; a backslash is escaped the same way.
@Suite struct EscapedKeyPathTests {
  let push: Fixture = [
    "aps": ["alert": "New message"], "gcm.message_id": "0:1", "google.c.a.e": "1",
    "from": ["user.name": "ada", #"back\slash"#: 1, "a[0]": "literal"],
  ]

  @Test func aKeyWithADotIsNamedWithTheDotEscaped() throws {
    let next = try push.setting(#"gcm\.message_id"#, to: "0:2")
    #expect(next["gcm.message_id"] == "0:2")
    let quiet = try push.removing(#"google\.c\.a\.e"#)
    #expect(quiet["google.c.a.e"] == nil && quiet["gcm.message_id"] == "0:1")
    #expect(push[keyPath: #"from.user\.name"#] == "ada")
    #expect(push[keyPath: #"from.back\\slash"#] == 1)
    #expect(push[keyPath: #"from.a\[0]"#] == "literal")
    #expect(
      try push.setting(#"from.user\.name"#, to: "grace")[keyPath: #"from.user\.name"#] == "grace")
  }

  @Test func anObjectsKeyPathsTakeTheSameEscape() throws {
    let gadget = try InstanceHelper.create(
      Gadget.self, properties: ["userInfo": ["gcm.message_id": "0:1", "google.c.a.e": "1"]])
    #expect(try gadget.value(forKeyPath: #"userInfo.gcm\.message_id"#) as? String == "0:1")
    #expect(try gadget.value(forKeyPath: "userInfo.gcm.message_id") == nil)
  }

  @Test func hostileEscapesAreProblemsNotCrashes() {
    // 100,000 escaped dots are one key of dots; 100,000 bare ones, too many segments.
    let escapedDots = String(repeating: #"\."#, count: 100_000)
    let unknown = #expect(throws: FacsimileError.self) { try push.setting(escapedDots, to: 1) }
    #expect(unknown?.kind == .unknownKey)
    #expect((unknown?.description.count ?? .max) < 1_000)
    let deep = #expect(throws: FacsimileError.self) {
      try push.setting(String(repeating: "a.", count: 100_000) + "a", to: 1)
    }
    #expect(deep?.kind == .tooDeep)
    #expect(push[keyPath: String(repeating: "\\", count: 99_999)] == nil)
    #expect(push[keyPath: #"\"#] == nil)
  }

  @Test func errorsPrintAKeyWithADotEscapedSoThePathReadsBack() {
    let error = #expect(throws: FacsimileError.self) {
      try push.setting(#"gcm\.mesage_id"#, to: "x")
    }
    #expect(error?.keyPath == #"gcm\.mesage_id"#)
    #expect(error?.description.contains(#"did you mean "gcm.message_id"?"#) == true)
    let lone = #expect(throws: FacsimileError.self) { try push.setting(#"gcm\"#, to: "x") }
    #expect(lone?.kind == .invalidKeyPath)
  }
}
