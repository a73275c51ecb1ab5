import FacsimileCore
import Foundation

/// A test type with one key per coercion the engine supports.
final class Gadget: KeyedObject {
  enum Kind: String, CaseIterable { case phone, tablet, watch }
  enum Level: Int { case low = 1, high = 2 }

  struct Keys: KeySet {
    let name = Key("")
    let int = Key(0)
    let int8 = Key<Int8>(0)
    let uint64 = Key<UInt64>(0)
    let double = Key(0.0)
    let float = Key<Float>(0)
    let flag = Key(false)
    let number = Key<NSNumber?>(nil)
    let date = Key(Date(timeIntervalSince1970: 0))
    let url = Key<URL?>(nil)
    let uuid = Key<UUID?>(nil)
    let data = Key<Data?>(nil)
    let kind = Key(Kind.phone)
    let level = Key<Level?>(nil)
    let tags = Key<[String]>([])
    let labels = Key<Set<String>>([])
    let part = Key<Part?>(nil)
    let parts = Key<[Part]>([])
    let userInfo = Key<[AnyHashable: Any]>([:])
    let attributes = Key<[String: Any]>([:])
    let anything = Key<Any?>(nil)
    static let layout = KeyLayout<Keys>()
  }
  let storage = Keys.storage()

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
  private static let keys = KeyTable(\Gadget.storage) { Gadget() }
}

/// A nested test type, also `Decodable` through its key table.
class Part: KeyedObject, Decodable {
  required convenience init(from decoder: any Decoder) throws {
    self.init()
    try decodeKeys(from: decoder)
  }

  struct Keys: KeySet {
    let serial = Key("")
    let count = Key(0)
    let child = Key<Part?>(nil)
    static let layout = KeyLayout<Keys>()
  }
  let storage = Keys.storage()
  var serial: String { storage.serial }
  var count: Int { storage.count }
  var child: Part? { storage.child }

  override class var keyTable: KeyTable { keys }
  private static let keys = KeyTable(\Part.storage, subtypes: [SpecialPart.self]) { Part() }
}

/// A subclass that adds a key to an inherited table.
final class SpecialPart: Part {
  struct SpecialKeys: KeySet {
    let grade = Key("")
    static let layout = KeyLayout<SpecialKeys>()
  }
  let specialStorage = SpecialKeys.storage()
  var grade: String { specialStorage.grade }

  override class var keyTable: KeyTable { keys }
  private static let keys = KeyTable(\SpecialPart.specialStorage, inheriting: Part.keyTable) {
    SpecialPart()
  }
}
