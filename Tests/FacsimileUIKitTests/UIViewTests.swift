import FacsimileCore
import FacsimileUIKit
import Foundation
import Testing

@MainActor
@Suite struct UIViewTests {
  @Test func fabricatesByKey() throws {
    let view = try InstanceHelper.create(UIView.self, properties: ["tag": 42, "hidden": true])
    try view.setValue(CGRect(x: 1, y: 2, width: 3, height: 4), forKey: "frame")

    #expect(view.tag == 42)
    #expect(view.isHidden)
    #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test func fabricatesByCoder() throws {
    let coder = KeyedCoder(["tag": 3, "hidden": true])
    let view = try #require(UIView(coder: coder), "\(coder.error as Any)")

    #expect(view.tag == 3)
    #expect(view.isHidden)
  }

  @Test func fabricatesFromANestedDictionary() throws {
    let view = try InstanceHelper.create(
      UIView.self,
      properties: [
        "userActivity": ["activityType": "com.example.view", "title": "Reading"]
      ])

    #expect(view.userActivity?.activityType == "com.example.view")
    #expect(view.userActivity?.title == "Reading")
  }

  @Test func initializersSetTheFrame() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(view.frame.size == CGSize(width: 320, height: 44))
    #expect(UIView().frame == .zero)
  }

  @Test func aSubclassThatOverridesInitFrameIsCalledByInit() {
    final class BadgeView: UIView {
      var configuredFrame: CGRect?
      override init(frame: CGRect) {
        super.init(frame: frame)
        configuredFrame = frame
      }
      required init?(coder: NSCoder) { super.init(coder: coder) }
    }

    #expect(BadgeView().configuredFrame == .zero)
  }
}
