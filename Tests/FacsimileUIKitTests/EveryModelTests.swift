import FacsimileCore
import FacsimileUIKit
import FacsimileUserNotifications
import Foundation
import Testing

/// The doors every model opens, checked once per model with a sample that sets every key to a
/// value other than its default: by key, by coder, from a nested dictionary, from its own
/// fixture, and through the keyed archiver; and its public getters, listed by key in
/// ``ModelGetters``, against `value(forKey:)` and one key at a time. A new model in
/// ``ModelType/all`` gets all of it; a new key without a sample value fails
/// ``sampleSetsEveryKey(_:)``, and one without a listed getter (or a reason it has none)
/// ``everyKeyHasAPublicGetterAndEveryGetterAKey(_:)``.
@MainActor
@Suite struct EveryModelTests {
  nonisolated static var models: [ModelType] { ModelType.all }
  nonisolated static var secureCodingModels: [ModelType] {
    models.filter { $0.type is any NSSecureCoding.Type }
  }

  // MARK: The list and the samples

  @Test func theListHoldsEveryModelThatAModelReaches() {
    let listed = Set(Self.models.map { ObjectIdentifier($0.type) })
    for model in Self.models {
      let table = model.type.keyTable
      let reached =
        table.subtypes + table.keys.compactMap { $0.valueType.objectType }
      for type in reached {
        #expect(
          listed.contains(ObjectIdentifier(type)),
          "\(type.keyTable.typeName), reached from \(table.typeName), is not in ModelType.all")
      }
    }
    #expect(listed.count == Self.models.count, "ModelType.all lists a model twice")
  }

  @Test(arguments: models)
  func sampleSetsEveryKey(_ model: ModelType) throws {
    let sample = try #require(ModelSample.of(model.type), "no sample for \(model)")
    let keys = Set(model.type.keyTable.names)
    let sampleKeys = sample.keys.subtracting([Fixture.typeKey])
    #expect(keys.subtracting(sampleKeys).sorted() == [], "keys the sample leaves at their default")
    #expect(sampleKeys.subtracting(keys).sorted() == [], "sample keys the model does not have")
    #expect(Set(sample.fixture.keys).isDisjoint(with: sample.engineValues.keys))
    #expect(Set(sample.lostInFixtureRoundTrip.keys).isSubset(of: sampleKeys))
  }

  @Test(arguments: models)
  func everySampleValueDiffersFromABlankModel(_ model: ModelType) throws {
    func check<T: KeyValueCodable>(_ type: T.Type) throws {
      let sample = try #require(ModelSample.of(type))
      let blank = try InstanceHelper.create(type)
      let blankFixture = blank.fixture()
      for (key, value) in sample.fixture.entries {
        let single = Fixture(entries: [(key, value)])
        #expect(
          blankFixture.differences(fromPartial: single) != [],
          "\(key) of the sample is the value a blank \(model) already has")
      }
      for (key, engineValue) in sample.engineValues {
        #expect(
          !engineValue.matches(try blank.value(forKey: key)),
          "\(key) of the sample is the value a blank \(model) already has")
      }
    }
    try check(model.type)
  }

  // MARK: (a) by key

  @Test(arguments: models)
  func fabricatesByKey(_ model: ModelType) throws {
    func check<T: KeyValueCodable>(_ type: T.Type) throws {
      let sample = try #require(ModelSample.of(type))
      let object = try InstanceHelper.create(type)
      for (key, value) in sample.fixture.entries where key != Fixture.typeKey {
        try object.setValue(value.engineValue, forKey: key)
      }
      for (key, engineValue) in sample.engineValues {
        try object.setValue(engineValue.value, forKey: key)
      }
      for (key, expected) in sample.fixture.entries where key != Fixture.typeKey {
        let read = try object.value(forKey: key)
        let value = try #require(
          Self.fixtureValue(of: read), "\(key): cannot compare \(String(describing: read))")
        var expected = expected
        if case .fixture(let nested) = expected, case .string(let name)? = nested[Fixture.typeKey] {
          // The class a "$type" names: `value(forKey:)` returns the object itself.
          let object = try #require(read as? any KeyValueCodable)
          #expect(Swift.type(of: object).keyTable.typeName == name, "\(model).\(key)")
          expected = .fixture(try nested.removing(Fixture.typeKey))
        }
        let differences = Fixture(entries: [(key, value)])
          .differences(fromPartial: Fixture(entries: [(key, expected)]))
        if let knownIssue = sample.knownIssuesByKey[key] {
          withKnownIssue("\(model).\(key): \(knownIssue)") {
            #expect(differences == [], "\(model).\(key) read back by value(forKey:)")
          }
        } else {
          #expect(differences == [], "\(model).\(key) read back by value(forKey:)")
        }
      }
      for (key, engineValue) in sample.engineValues {
        #expect(engineValue.matches(try object.value(forKey: key)), "\(model).\(key)")
      }
    }
    try check(model.type)
  }

  // MARK: (b) by coder

  /// The models Apple makes `NSCoding`: the ones with an `init?(coder:)`.
  nonisolated static let codingModels = models.filter { $0.type is any NSCoding.Type }

  @Test(arguments: codingModels)
  func fabricatesByCoder(_ model: ModelType) throws {
    func check<T: KeyValueCodable & NSCoding>(_ type: T.Type) throws {
      let sample = try #require(ModelSample.of(type))
      let coder = KeyedCoder(sample.properties)
      let object = try #require(T(coder: coder), "\(coder.error as Any)")
      #expect(coder.error == nil)
      try Self.expect(object, matches: sample)
    }
    guard let type = model.type as? any (KeyValueCodable & NSCoding).Type else {
      Issue.record("\(model) is not NSCoding")
      return
    }
    try check(type)
  }

  @Test func onlyTheModelsAppleMakesNSCodingHaveAnInitializerFromACoder() {
    let names = Set(Self.codingModels.map { "\($0.type)" })
    #expect(!names.contains("UIWindowScene") && !names.contains("UIOpenURLContext"))
    #expect(names.contains("UNNotificationResponse") && names.contains("UISceneSession"))
  }

  // MARK: (c) from a nested dictionary

  @Test(arguments: models)
  func fabricatesFromANestedDictionary(_ model: ModelType) throws {
    func check<T: KeyValueCodable>(_ type: T.Type) throws {
      let sample = try #require(ModelSample.of(type))
      let object = try InstanceHelper.create(type, properties: sample.properties)
      try Self.expect(object, matches: sample)
    }
    try check(model.type)
  }

  // MARK: (d) fixture round trip

  @Test(arguments: models)
  func fabricatesAnEqualObjectFromItsOwnFixture(_ model: ModelType) throws {
    func check<T: KeyValueCodable>(_ type: T.Type) throws {
      let sample = try #require(ModelSample.of(type))
      let object = try InstanceHelper.create(type, properties: sample.properties)
      let fixture = object.fixture()
      guard sample.lostInFixtureRoundTrip.isEmpty else {
        // `fixture()` writes these keys in a form fabrication refuses; see the sample's reasons.
        withKnownIssue(
          "\(model): \(sample.lostInFixtureRoundTrip.sorted { $0.key < $1.key })"
        ) {
          _ = try T.fabricate(from: fixture)
        }
        // The other keys still come back.
        let kept = try Self.removing(sample.lostInFixtureRoundTrip.keys, from: fixture)
        let again = try T.fabricate(from: kept)
        #expect(again.fixture().differences(fromPartial: kept) == [])
        #expect(
          again.fixture().differences(
            fromPartial: try Self.removing(sample.lostInFixtureRoundTrip.keys, from: sample.fixture)
          ) == [])
        return
      }
      let again = try T.fabricate(from: fixture)
      #expect(again.fixture().differences(from: fixture) == [])
      if model.isResponder {
        // Responders are equal only to themselves, as UIKit's are: the fixtures say the rest.
        #expect(again !== object)
        #expect((again as? NSObject)?.isEqual(object) == false)
      } else {
        #expect((again as? NSObject)?.isEqual(object) == true)
      }
    }
    try check(model.type)
  }

  // MARK: (e) archiving

  @Test(arguments: secureCodingModels)
  func aFullSampleArchivesAndUnarchivesEqual(_ model: ModelType) throws {
    func check<T: KeyValueCodable>(_ type: T.Type) throws {
      let sample = try #require(ModelSample.of(type))
      let object = try InstanceHelper.create(type, properties: sample.properties)
      guard sample.lostInFixtureRoundTrip.isEmpty else {
        // An archive holds each key as its fixture value, so these keys fail to unarchive.
        withKnownIssue(
          "\(model): \(sample.lostInFixtureRoundTrip.sorted { $0.key < $1.key })"
        ) {
          _ = try Self.archiveRoundTrip(object)
        }
        let kept = try Self.removing(sample.lostInFixtureRoundTrip.keys, from: sample.fixture)
        let partial = try InstanceHelper.create(type, properties: kept.properties)
        let again = try #require(try Self.archiveRoundTrip(partial) as? T)
        #expect((again as? NSObject)?.isEqual(partial) == true)
        #expect(again.fixture().differences(fromPartial: kept) == [])
        return
      }
      let again = try #require(try Self.archiveRoundTrip(object) as? T)
      #expect((again as? NSObject)?.isEqual(object) == true)
      #expect(again.fixture().differences(from: object.fixture()) == [])
    }
    try check(model.type)
  }

  // MARK: (g) the public getters

  @Test(arguments: models)
  func everyKeyHasAPublicGetterAndEveryGetterAKey(_ model: ModelType) throws {
    let getters = try #require(ModelGetters.of(model.type), "no getters listed for \(model)")
    Self.expectGettersCoverEveryKey(of: model.type, getters: getters)
  }

  @Test func aKeyWithNoGetterAndAGetterOfNoKeyFailTheListCheck() {
    var wrong = ModelGetters.content
    wrong.getters["title"] = nil
    wrong.getters["headline"] = ModelGetter(\UNNotificationContent.title)
    withKnownIssue("title has no getter, headline is no key") {
      Self.expectGettersCoverEveryKey(of: UNNotificationContent.self, getters: wrong)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("no getter") || $0.rawValue.contains("no key")
      }
    }
  }

  @Test(arguments: models)
  func everyPublicGetterReadsWhatValueForKeyReads(_ model: ModelType) throws {
    func check<T: KeyValueCodable>(_ type: T.Type) throws {
      try Self.expectGettersReadWhatValueForKeyReads(
        type, sample: #require(ModelSample.of(type)), getters: #require(ModelGetters.of(type)))
    }
    try check(model.type)
  }

  @Test(arguments: models)
  func eachKeyAloneChangesItsOwnGetterAndNoOther(_ model: ModelType) throws {
    func check<T: KeyValueCodable>(_ type: T.Type) throws {
      try Self.expectEachKeyAloneChangesOnlyItsGetter(
        type, sample: #require(ModelSample.of(type)), getters: #require(ModelGetters.of(type)))
    }
    try check(model.type)
  }

  @Test func aGetterThatReadsAnotherKeysFieldFailsBothGetterChecks() throws {
    // Content whose `title` getter reads the body, and whose `body` getter reads the title.
    var swapped = ModelGetters.content
    swapped.getters["title"] = ModelGetter(\UNNotificationContent.body)
    swapped.getters["body"] = ModelGetter(\UNNotificationContent.title)
    let sample = try #require(ModelSample.of(UNNotificationContent.self))
    try withKnownIssue("the swapped getters read each other's values") {
      try Self.expectGettersReadWhatValueForKeyReads(
        UNNotificationContent.self, sample: sample, getters: swapped)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("title") || $0.rawValue.contains("body") }
    }
    try withKnownIssue("setting the title alone changes the body getter, and the other way round") {
      try Self.expectEachKeyAloneChangesOnlyItsGetter(
        UNNotificationContent.self, sample: sample, getters: swapped)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("title") || $0.rawValue.contains("body") }
    }
  }

  @Test func aGetterThatReadsAnotherKeysEqualValueFailsTheKeyAloneCheck() throws {
    // The sample sets both settings to 2: only setting one key at a time tells them apart.
    var swapped = ModelGetters.settings
    swapped.getters["soundSetting"] = ModelGetter(\UNNotificationSettings.badgeSetting)
    swapped.getters["badgeSetting"] = ModelGetter(\UNNotificationSettings.soundSetting)
    let sample = try #require(ModelSample.of(UNNotificationSettings.self))
    try Self.expectGettersReadWhatValueForKeyReads(
      UNNotificationSettings.self, sample: sample, getters: swapped)
    try withKnownIssue(
      "setting soundSetting alone changes the badgeSetting getter, and the other way"
    ) {
      try Self.expectEachKeyAloneChangesOnlyItsGetter(
        UNNotificationSettings.self, sample: sample, getters: swapped)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("soundSetting") || $0.rawValue.contains("badgeSetting")
      }
    }
  }

  // MARK: Helpers

  /// `object` through a secure keyed archive and back. A decoding failure throws the
  /// unarchiver's error instead of trapping, as Foundation's default policy does.
  static func archiveRoundTrip<T: KeyValueCodable>(_ object: T) throws -> Any? {
    let data = try NSKeyedArchiver.archivedData(withRootObject: object, requiringSecureCoding: true)
    let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
    unarchiver.requiresSecureCoding = true
    unarchiver.decodingFailurePolicy = .setErrorAndReturn
    defer { unarchiver.finishDecoding() }
    let again = unarchiver.decodeObject(of: [T.self], forKey: NSKeyedArchiveRootObjectKey)
    if let error = unarchiver.error { throw error }
    return again
  }

  static func removing(_ keys: some Sequence<String>, from fixture: Fixture) throws -> Fixture {
    try keys.reduce(fixture) { $0[$1] == nil ? $0 : try $0.removing($1) }
  }

  /// Expects `object` to hold every value of `sample`.
  static func expect<T: KeyValueCodable>(
    _ object: T, matches sample: ModelSample,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    #expect(
      object.fixture().differences(fromPartial: sample.fixture) == [],
      sourceLocation: sourceLocation)
    for (key, engineValue) in sample.engineValues {
      #expect(
        engineValue.matches(try object.value(forKey: key)), "\(key)",
        sourceLocation: sourceLocation)
    }
  }

  /// Expects `getters` to list a getter for every key of the type's table, or to say why the key
  /// has none, and no getter of a key the table does not have.
  static func expectGettersCoverEveryKey(
    of type: any KeyValueCodable.Type, getters: ModelGetters,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let model = type.keyTable.typeName
    let keys = Set(type.keyTable.names)
    let listed = Set(getters.getters.keys)
    let withoutGetter = Set(getters.keysWithoutGetter.keys)
    #expect(
      keys.subtracting(listed).subtracting(withoutGetter).sorted() == [],
      "\(model): keys with no getter listed", sourceLocation: sourceLocation)
    #expect(
      listed.union(withoutGetter).subtracting(keys).sorted() == [],
      "\(model): getters of no key", sourceLocation: sourceLocation)
    #expect(
      listed.intersection(withoutGetter).sorted() == [],
      "\(model): keys listed both with a getter and without one", sourceLocation: sourceLocation)
  }

  /// Expects each of `getters`, on an object made from the full sample, to read what
  /// `value(forKey:)` reads for its key.
  static func expectGettersReadWhatValueForKeyReads<T: KeyValueCodable>(
    _ type: T.Type, sample: ModelSample, getters: ModelGetters,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let model = type.keyTable.typeName
    let object = try InstanceHelper.create(type, properties: sample.properties)
    for (key, getter) in getters.getters.sorted(by: { $0.key < $1.key }) {
      let read = try #require(
        getter.read(object), "\(model).\(key): a getter of another type",
        sourceLocation: sourceLocation)
      let byKey = try object.value(forKey: key)
      #expect(
        sameValue(read, byKey) == true,
        "\(model).\(key): the getter reads \(describe(read)), value(forKey:) \(describe(byKey))",
        sourceLocation: sourceLocation)
    }
  }

  /// Expects an object made with one key of the sample alone to differ from a blank one through
  /// that key's getter, and through no other of `getters`: a getter that reads another key's
  /// field fails, even where the sample gives both keys equal values.
  static func expectEachKeyAloneChangesOnlyItsGetter<T: KeyValueCodable>(
    _ type: T.Type, sample: ModelSample, getters: ModelGetters,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let model = type.keyTable.typeName
    let blank = try InstanceHelper.create(type)
    for (key, value) in sample.properties.sorted(by: { $0.key < $1.key })
    where key != Fixture.typeKey {
      let single = try InstanceHelper.create(type, properties: [key: value])
      for (name, getter) in getters.getters.sorted(by: { $0.key < $1.key }) {
        let set = try #require(
          getter.read(single), "\(model).\(name): a getter of another type",
          sourceLocation: sourceLocation)
        let unset = try #require(getter.read(blank), sourceLocation: sourceLocation)
        let same = try #require(
          sameValue(set, unset) as Bool?,
          "\(model).\(name): cannot compare \(describe(set)) with \(describe(unset))",
          sourceLocation: sourceLocation)
        if name == key {
          #expect(
            !same,
            "\(model): with \(key) alone set, the getter of \(key) still reads the blank value",
            sourceLocation: sourceLocation)
        } else {
          #expect(
            same,
            """
            \(model): with \(key) alone set, the getter of \(name) reads \(describe(set)), not \
            the blank \(describe(unset))
            """,
            sourceLocation: sourceLocation)
        }
      }
    }
  }

  /// Whether two reads give the same value: the same metatype; equal as fixture values (an
  /// object key by key, through its fixture); else the same object. `nil` when they cannot be
  /// compared. Optionals are compared by what they hold.
  static func sameValue(_ first: Any?, _ second: Any?) -> Bool? {
    guard let first = flattened(first), let second = flattened(second) else {
      return flattened(first) == nil && flattened(second) == nil
    }
    if let firstType = first as? any Any.Type, let secondType = second as? any Any.Type {
      return ObjectIdentifier(firstType) == ObjectIdentifier(secondType)
    }
    if let firstValue = fixtureValue(of: first), let secondValue = fixtureValue(of: second) {
      return Fixture(entries: [("value", firstValue)])
        .differences(from: Fixture(entries: [("value", secondValue)])) == []
    }
    if type(of: first) is AnyClass, type(of: second) is AnyClass {
      return (first as AnyObject) === (second as AnyObject)
    }
    return nil
  }

  /// `value` without the optionals around it: `nil` for an optional that holds none.
  nonisolated static func flattened(_ value: Any?) -> Any? {
    guard let value else { return nil }
    if let optional = value as? any OptionalValue { return flattened(optional.wrappedValue) }
    return value
  }

  static func describe(_ value: Any?) -> String {
    flattened(value).map { String(describing: $0) } ?? "nil"
  }

  /// A value read with `value(forKey:)` as a ``FixtureValue``, written here rather than through
  /// `fixture()` so that it checks the read itself; `nil` for a value it has no form for.
  static func fixtureValue(of value: Any?) -> FixtureValue? {
    guard let value else { return .null }
    if value is NSNull { return .null }
    if let number = value as? NSNumber, type(of: value) is NSNumber.Type {
      switch String(cString: number.objCType) {
      case "c", "B": return .bool(number.boolValue)
      case "f", "d": return .double(number.doubleValue)
      default: return .integer(number.intValue)
      }
    }
    switch value {
    case let object as any KeyValueCodable: return .object(object)
    case let bool as Bool: return .bool(bool)
    case let string as String: return .string(string)
    case let int as Int: return .integer(int)
    case let double as Double: return .double(double)
    case let date as Date: return .date(date)
    case let url as URL: return .url(url)
    case let uuid as UUID: return .uuid(uuid)
    case let data as Data: return .data(data)
    case let raw as any RawRepresentable: return fixtureValue(of: raw.rawValue)
    case let integer as any BinaryInteger: return Int(exactly: integer).map(FixtureValue.integer)
    case let dictionary as [AnyHashable: Any]:
      var entries: [(String, FixtureValue)] = []
      for (key, element) in dictionary {
        guard let converted = fixtureValue(of: element) else { return nil }
        entries.append(("\(key.base)", converted))
      }
      return .fixture(Fixture(entries: entries))
    case let array as [Any]:
      let elements = array.compactMap(fixtureValue(of:))
      return elements.count == array.count ? .array(elements) : nil
    case let set as Set<AnyHashable>:
      // Samples hold one-element sets, so the order does not matter.
      let elements = set.compactMap { fixtureValue(of: $0.base) }
      return elements.count == set.count ? .array(elements) : nil
    case let encodable as any Encodable:
      guard let data = try? JSONEncoder().encode(encodable) else { return nil }
      return try? JSONFixture(data: data).value
    default:
      return nil
    }
  }
}

// MARK: (f) subclasses as iOS apps declare them

/// Content an app subclasses to carry its article: its own initializer and the `init?(coder:)`
/// `NSCoding` requires, as on iOS; and, for Facsimile to make one from a fixture, a key table
/// that says how (Facsimile never runs an `init?(coder:)` of yours to make an object).
final class ArticleNotificationContent: UNMutableNotificationContent {
  init(articleID: String) {
    super.init()
    title = "Article \(articleID)"
    userInfo = ["articleID": articleID]
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  var articleID: String? { userInfo["articleID"] as? String }

  override class var keyTable: KeyTable { table }
  private static let table = KeyTable(
    empty: ArticleNotificationContent.self, inheriting: UNMutableNotificationContent.keyTable
  ) {
    ArticleNotificationContent(articleID: "")
  }
}

final class ArticleViewController: UIViewController {
  let articleID: String

  init(articleID: String) {
    self.articleID = articleID
    super.init(nibName: nil, bundle: nil)
    title = "Article \(articleID)"
  }

  required init?(coder: NSCoder) {
    self.articleID = ""
    super.init(coder: coder)
  }
}

final class ArticleView: UIView {
  private(set) var cornerRadius = 0.0

  override init(frame: CGRect) {
    super.init(frame: frame)
    cornerRadius = 8
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override class var keyTable: KeyTable { table }
  nonisolated private static let table = KeyTable(
    empty: ArticleView.self, inheriting: UIView.keyTable
  ) {
    ArticleView(frame: .zero)
  }
}

final class ArticleWindow: UIWindow {
  override init(windowScene: UIWindowScene) {
    super.init(windowScene: windowScene)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

final class ArticleResponder: UIResponder {
  let name: String

  init(name: String) {
    self.name = name
    super.init()
  }
}

@MainActor
@Suite struct AppSubclassTests {
  @Test func aContentSubclassKeepsItsInitializerAndFabricatesFromAFixture() throws {
    let made = ArticleNotificationContent(articleID: "a-1")
    #expect(made.articleID == "a-1")
    #expect(made.title == "Article a-1")

    let fabricated = try ArticleNotificationContent.fabricate(from: ModelSample.content)
    #expect(type(of: fabricated) == ArticleNotificationContent.self)
    #expect(fabricated.articleID == "a-1")
    #expect(fabricated.fixture().differences(fromPartial: ModelSample.content) == [])
    fabricated.title = "Changed"
    #expect(fabricated.title == "Changed")
  }

  @Test func aViewControllerSubclassWithNoTableIsNotMadeAndSaysHowToAllowIt() throws {
    let made = ArticleViewController(articleID: "a-1")
    #expect(made.articleID == "a-1")
    #expect(made.title == "Article a-1")
    #expect(made.nibName == nil)

    // Facsimile never runs an `init?(coder:)` of yours to make an object: without a table that
    // says how to make one, it refuses, and says what to declare.
    let error = #expect(throws: FacsimileError.self) {
      try ArticleViewController.fabricate(from: ModelSample.viewController)
    }
    #expect(error?.kind == .missingKeyTable)
    #expect("\(error as Any)".contains("ArticleViewController declares no key table of its own"))
  }

  @Test func aViewSubclassKeepsItsInitializerAndFabricatesFromAFixture() throws {
    let made = ArticleView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
    #expect(made.cornerRadius == 8)
    #expect(made.frame.height == 20)

    let fabricated = try ArticleView.fabricate(from: ModelSample.view)
    #expect(type(of: fabricated) == ArticleView.self)
    #expect(fabricated.cornerRadius == 8)  // made by the initializer its table names
    #expect(fabricated.frame == CGRect(x: 10, y: 20, width: 300, height: 400))
    #expect(fabricated.fixture().differences(fromPartial: ModelSample.view) == [])
  }

  @Test func aWindowSubclassKeepsItsInitializer() throws {
    let scene = try InstanceHelper.create(UIWindowScene.self)
    let made = ArticleWindow(windowScene: scene)
    #expect(made.windowScene === scene)
    #expect(scene.windows.contains { $0 === made })
  }

  @Test func aResponderSubclassKeepsItsInitializerAndIsNotMadeWithoutATable() throws {
    #expect(ArticleResponder(name: "reader").name == "reader")
    let error = #expect(throws: FacsimileError.self) {
      try ArticleResponder.fabricate(from: ["userActivity": .fixture(ModelSample.activity)])
    }
    #expect(error?.kind == .missingKeyTable)
  }
}

/// An optional of any type, so that a read held as `Any` can be unwrapped.
protocol OptionalValue {
  var wrappedValue: Any? { get }
}

extension Optional: OptionalValue {
  var wrappedValue: Any? { map { $0 } }
}
