import FacsimileCore
import FacsimileUIKit
import Foundation
import Testing

@MainActor
@Suite struct UIResponderTests {
  @Test func onlyAResponderThatCanBecomeFirstResponderDoes() {
    final class Field: UIResponder {
      override var canBecomeFirstResponder: Bool { true }
    }
    let plain = UIResponder()
    let field = Field()

    #expect(!plain.becomeFirstResponder())
    #expect(!plain.isFirstResponder)
    #expect(field.becomeFirstResponder())
    #expect(field.isFirstResponder)
    #expect(field.resignFirstResponder())
    #expect(!field.isFirstResponder)
    #expect(plain.next == nil)
  }

  @Test func respondersCompareByIdentityNotByKeys() {
    let first = UIResponder()
    let second = UIResponder()

    #expect(!first.isEqual(second))
    #expect(first.isEqual(first))
    #expect(first.hash != second.hash)
  }
}
