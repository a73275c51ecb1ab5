import FacsimileCore
import Foundation

/// A test type with one key per coercion the engine supports.
final class Gadget: KeyedObject {
  enum Kind: String, CaseIterable { case phone, tablet, watch }
  enum Level: Int { case low = 1, high = 2 }

  struct Values {
    var name = ""
    var int = 0
    var int8: Int8 = 0
    var uint64: UInt64 = 0
    var double = 0.0
    var float: Float = 0
    var flag = false
    var number: NSNumber?
    var date = Date(timeIntervalSince1970: 0)
    var url: URL?
    var uuid: UUID?
    var data: Data?
    var kind = Kind.phone
    var level: Level?
    var tags: [String] = []
    var labels: Set<String> = []
    var part: Part?
    var parts: [Part] = []
    var userInfo: [AnyHashable: Any] = [:]
    var attributes: [String: Any] = [:]
    var anything: Any?
  }
  let storage = KeyedStorage(Values())

  var name: String { storage.name }
  var int: Int { storage.int }
  var int8: Int8 { storage.int8 }
  var uint64: UInt64 { storage.uint64 }
  var double: Double { storage.double }
  var float: Float { storage.float }
  var flag: Bool { storage.flag }
  var number: NSNumber? { storage.number }
  var date: Date { storage.date }
  var url: URL? { storage.url }
  var uuid: UUID? { storage.uuid }
  var data: Data? { storage.data }
  var kind: Kind { storage.kind }
  var level: Level? { storage.level }
  var tags: [String] { storage.tags }
  var labels: Set<String> { storage.labels }
  var part: Part? { storage.part }
  var parts: [Part] { storage.parts }
  var userInfo: [AnyHashable: Any] { storage.userInfo }
  var attributes: [String: Any] { storage.attributes }
  var anything: Any? { storage.anything }

  override class var keyTable: KeyTable { keys }
  private static let keys = KeyTable(
    storage: \Gadget.storage,
    [
      .key("name", \.name), .key("int", \.int), .key("int8", \.int8), .key("uint64", \.uint64),
      .key("double", \.double), .key("float", \.float), .key("flag", \.flag),
      .key("number", \.number), .key("date", \.date), .key("url", \.url), .key("uuid", \.uuid),
      .key("data", \.data), .key("kind", \.kind), .key("level", \.level), .key("tags", \.tags),
      .key("labels", \.labels), .key("part", \.part), .key("parts", \.parts),
      .key("userInfo", \.userInfo), .key("attributes", \.attributes),
      .key("anything", \.anything),
    ])
}

/// A nested test type, also `Decodable` through its key table.
class Part: KeyedObject, Decodable {
  required convenience init(from decoder: any Decoder) throws {
    self.init()
    try decodeKeys(from: decoder)
  }

  struct Values {
    var serial = ""
    var count = 0
    var child: Part?
  }
  let storage = KeyedStorage(Values())
  var serial: String { storage.serial }
  var count: Int { storage.count }
  var child: Part? { storage.child }

  override class var keyTable: KeyTable { keys }
  private static let keys = KeyTable(
    storage: \Part.storage, subtypes: [SpecialPart.self],
    [.key("serial", \.serial), .key("count", \.count), .key("child", \.child)])
}

/// A subclass that adds a key to an inherited table.
final class SpecialPart: Part {
  struct SpecialValues { var grade = "" }
  let specialStorage = KeyedStorage(SpecialValues())
  var grade: String { specialStorage.grade }

  override class var keyTable: KeyTable { keys }
  private static let keys = KeyTable(
    storage: \SpecialPart.specialStorage, inheriting: Part.keyTable, [.key("grade", \.grade)])
}
