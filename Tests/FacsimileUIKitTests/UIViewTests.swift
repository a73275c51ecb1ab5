import FacsimileCore
import FacsimileUIKit
import Foundation
import Testing

@MainActor
@Suite struct UIViewTests {
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
