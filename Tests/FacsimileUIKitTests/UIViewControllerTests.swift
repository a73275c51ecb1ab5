import FacsimileCore
import FacsimileUIKit
import Foundation
import Testing

@MainActor
@Suite struct UIViewControllerTests {
  // MARK: Fabrication

  @Test func initializersKeepTheirArguments() {
    let controller = UIViewController(nibName: "Main", bundle: .main)
    #expect(controller.nibName == "Main")
    #expect(controller.nibBundle === Bundle.main)
    #expect(UIViewController().nibName == nil)
  }

  // MARK: Loading the view

  @Test func readingTheViewLoadsItThenCallsViewDidLoadOnce() {
    let log = CallLog()
    let sut = ViewControllerRecorder(name: "sut", log: log)
    #expect(!sut.isViewLoaded)
    #expect(sut.viewIfLoaded == nil)

    _ = sut.view
    _ = sut.view
    sut.loadViewIfNeeded()

    #expect(sut.isViewLoaded)
    #expect(log.entries == ["sut.loadView", "sut.viewDidLoad"])
  }

  @Test func theViewIsTheOneLoadViewSets() {
    final class ArticleController: UIViewController {
      let articleView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      override func loadView() { view = articleView }
    }
    let sut = ArticleController()

    #expect(sut.view === sut.articleView)
    #expect(sut.view.frame.width == 320)
  }

  @Test func aLoadViewThatSetsNoViewStillGivesAView() {
    final class ForgetfulController: UIViewController {
      override func loadView() {}
    }
    let sut = ForgetfulController()

    #expect(sut.view != nil)
    #expect(sut.isViewLoaded)
  }

  @Test func settingTheViewToNilUnloadsIt() {
    let log = CallLog()
    let sut = ViewControllerRecorder(name: "sut", log: log)
    _ = sut.view

    sut.view = nil
    #expect(!sut.isViewLoaded)
    _ = sut.view

    #expect(log.entries == ["sut.loadView", "sut.viewDidLoad", "sut.loadView", "sut.viewDidLoad"])
  }

  // MARK: Appearance

  @Test func appearanceTransitionsCallTheAppearanceMethodsInOrder() {
    let log = CallLog()
    let sut = ViewControllerRecorder(name: "sut", log: log)

    sut.beginAppearanceTransition(true, animated: false)
    sut.endAppearanceTransition()
    sut.beginAppearanceTransition(false, animated: false)
    sut.endAppearanceTransition()

    #expect(
      log.entries == [
        "sut.loadView", "sut.viewDidLoad", "sut.viewWillAppear", "sut.viewIsAppearing",
        "sut.viewDidAppear", "sut.viewWillDisappear", "sut.viewDidDisappear",
      ])
  }

  @Test func repeatedTransitionsInTheSameDirectionAreIgnored() {
    let log = CallLog()
    let sut = ViewControllerRecorder(name: "sut", log: log)
    _ = sut.view

    sut.beginAppearanceTransition(true, animated: true)
    sut.beginAppearanceTransition(true, animated: true)
    sut.endAppearanceTransition()
    sut.endAppearanceTransition()
    sut.beginAppearanceTransition(true, animated: true)

    #expect(
      log.entries == [
        "sut.loadView", "sut.viewDidLoad", "sut.viewWillAppear", "sut.viewIsAppearing",
        "sut.viewDidAppear",
      ])
  }

  @Test func disappearingBeforeAppearingDoesNothing() {
    let log = CallLog()
    let sut = ViewControllerRecorder(name: "sut", log: log)

    sut.beginAppearanceTransition(false, animated: false)
    sut.endAppearanceTransition()

    #expect(log.entries.isEmpty)
    #expect(!sut.isViewLoaded)
  }

  @Test func theAnimatedFlagReachesTheCallbacks() {
    final class FlagRecorder: UIViewController {
      var flags: [Bool] = []
      override func viewWillAppear(_ animated: Bool) { flags.append(animated) }
      override func viewDidAppear(_ animated: Bool) { flags.append(animated) }
    }
    let sut = FlagRecorder()

    sut.beginAppearanceTransition(true, animated: true)
    sut.endAppearanceTransition()

    #expect(sut.flags == [true, true])
  }

  // MARK: Through a window

  @Test func makeKeyAndVisibleLoadsTheRootAndMakesItAppear() {
    let log = CallLog()
    let window = UIWindow(windowScene: .fabricate())
    window.rootViewController = ViewControllerRecorder(name: "root", log: log)
    #expect(log.entries.isEmpty)

    window.makeKeyAndVisible()

    #expect(
      log.entries == [
        "root.loadView", "root.viewDidLoad", "root.viewWillAppear", "root.viewIsAppearing",
        "root.viewDidAppear",
      ])
  }

  @Test func replacingTheRootOfAVisibleWindowSwapsAppearance() {
    let log = CallLog()
    let window = UIWindow(windowScene: .fabricate())
    window.rootViewController = ViewControllerRecorder(name: "old", log: log)
    window.makeKeyAndVisible()
    let new = ViewControllerRecorder(name: "new", log: log)

    window.rootViewController = new

    #expect(
      log.entries.dropFirst(5) == [
        "new.loadView", "new.viewDidLoad", "old.viewWillDisappear", "new.viewWillAppear",
        "old.viewDidDisappear", "new.viewIsAppearing", "new.viewDidAppear",
      ])
    #expect(window.rootViewController === new)
  }

  @Test func replacingTheRootOfAHiddenWindowCallsNothing() {
    let log = CallLog()
    let window = UIWindow(windowScene: .fabricate())
    window.rootViewController = ViewControllerRecorder(name: "old", log: log)

    window.rootViewController = ViewControllerRecorder(name: "new", log: log)

    #expect(log.entries.isEmpty)
  }

  @Test func hidingAndShowingTheWindowMakesTheRootDisappearAndAppear() {
    let log = CallLog()
    let window = UIWindow(windowScene: .fabricate())
    window.rootViewController = ViewControllerRecorder(name: "root", log: log)
    window.makeKeyAndVisible()

    window.isHidden = true
    window.isHidden = true
    window.isHidden = false

    #expect(
      log.entries.dropFirst(5) == [
        "root.viewWillDisappear", "root.viewDidDisappear", "root.viewWillAppear",
        "root.viewIsAppearing", "root.viewDidAppear",
      ])
  }

  @Test func settingTheSameRootAgainCallsNothing() {
    let log = CallLog()
    let window = UIWindow(windowScene: .fabricate())
    let root = ViewControllerRecorder(name: "root", log: log)
    window.rootViewController = root
    window.makeKeyAndVisible()

    window.rootViewController = root

    #expect(log.entries.count == 5)
  }
}
