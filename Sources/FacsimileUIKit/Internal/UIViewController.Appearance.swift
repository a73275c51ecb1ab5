extension UIViewController {
  /// Where a view controller is in its appearance cycle, so that every `viewWillAppear(_:)` is
  /// followed by one `viewDidAppear(_:)` and appear and disappear calls alternate.
  enum Appearance {
    case disappeared
    case appearing
    case appeared
    case disappearing
  }
}
