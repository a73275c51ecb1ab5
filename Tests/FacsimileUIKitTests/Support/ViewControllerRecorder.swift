import FacsimileUIKit

/// The calls made to one or more view controllers, in order, as `"name.method"` entries.
@MainActor
final class CallLog {
  private(set) var entries: [String] = []

  func record(_ entry: String) {
    entries.append(entry)
  }
}

/// A view controller that records its life-cycle calls into a ``CallLog``.
final class ViewControllerRecorder: UIViewController {
  var name = "vc"
  var log = CallLog()

  convenience init(name: String, log: CallLog) {
    self.init()
    self.name = name
    self.log = log
  }

  override func loadView() {
    log.record("\(name).loadView")
    super.loadView()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    log.record("\(name).viewDidLoad")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.record("\(name).viewWillAppear")
  }

  override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
    log.record("\(name).viewIsAppearing")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.record("\(name).viewDidAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.record("\(name).viewWillDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.record("\(name).viewDidDisappear")
  }
}
