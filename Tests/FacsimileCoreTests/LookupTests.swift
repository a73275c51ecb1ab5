import Foundation
import Testing

@testable import FacsimileCore

/// The engine's two lookups that replace hashing on every value: `TypeSet` and `KeyNameIndex`.
@Suite struct LookupTests {
  @Test func aTypeSetHoldsExactlyItsTypes() {
    let members: [any Any.Type] = [String.self, Int.self, [String: Any].self, NSNumber.self]
    let set = TypeSet(members)
    for member in members { #expect(set.contains(ObjectIdentifier(member))) }
    for other: any Any.Type in [Double.self, [Any].self, Substring.self, NSNull.self, Int?.self] {
      #expect(!set.contains(ObjectIdentifier(other)))
    }
    #expect(!TypeSet([]).contains(ObjectIdentifier(String.self)))
  }

  @Test func aKeyNameIndexFindsEveryNameAndOnlyThem() {
    // "axb", "ayb" and "azb" share a length and first and last bytes, so they share a signature.
    let names = [
      "axb", "ayb", "azb", "title", "subtitle", "body", "badge", "sound", "userInfo", "é", "",
      "threadIdentifier", "categoryIdentifier", "a-very-long-key-name-beyond-a-small-string",
    ]
    let index = KeyNameIndex(names)
    for (position, name) in names.enumerated() {
      #expect(index.position(of: name) == position, "\(name)")
    }
    for unknown in ["awb", "ab", "Title", "titles", "e", "userinfo", "a-very-long-key-name"] {
      #expect(index.position(of: unknown) == nil, "\(unknown)")
    }
    // A name made another way (not a literal) is found the same.
    #expect(index.position(of: String(NSString(string: "sub") as String + "title")) == 4)
    #expect(index.position(of: String("xtitlex".dropFirst().dropLast())) == 3)
    #expect(KeyNameIndex([]).position(of: "title") == nil)
  }

  @Test func aTableFindsItsKeysByNameAtEverySize() throws {
    // A table of more than 6 keys goes through the index; the response's two keys are compared.
    let gadget = Gadget.keyTable
    #expect(gadget.names.count > 6)
    for name in gadget.names { #expect(gadget[name]?.name == name) }
    #expect(gadget["nmae"] == nil)
    let response = UNNotificationResponse.keyTable
    for name in response.names { #expect(response[name]?.name == name) }
    #expect(response["notifications"] == nil)
  }
}
