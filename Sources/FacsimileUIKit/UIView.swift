public import FacsimileCore
public import Foundation

/// A rectangular area of the interface. Facsimile's view is minimal: a frame, a tag and whether
/// it is hidden; there is no view hierarchy, drawing or layout.
///
/// Not `Sendable`, unlike UIKit's, though `@MainActor`: its base class is not `Sendable`. Use it
/// on the main actor, and send identifiers across tasks instead (Docs/Fidelity.md, "Sendable").
///
/// ```swift
/// let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
/// view.isHidden = true
/// ```
@MainActor
open class UIView: UIResponder, NSCoding {
  struct Values {
    var frame = CGRect.zero
    var isHidden = false
    var tag = 0
  }

  /// The keys of `viewStorage`, each declared once: the getters below read them, and the key table
  /// lists them. Named after their storage, not `Keys`: a subclass and its superclass each have
  /// keys of their own, and a getter names its own storage's keys unambiguously.
  enum ViewKeys {
    static let frame = StoredKey.key("frame", \Values.frame)
    static let isHidden = StoredKey.key("hidden", \Values.isHidden)
    static let tag = StoredKey.key("tag", \Values.tag)
  }

  nonisolated let viewStorage = KeyedStorage(Values())

  /// Creates a view with a frame.
  ///
  /// ```swift
  /// let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
  /// ```
  ///
  /// - Parameter frame: The view's frame in its superview's coordinates.
  nonisolated public init(frame: CGRect) {
    super.init()
    viewStorage[ViewKeys.frame] = frame
  }

  /// Creates a view with a zero frame, through ``init(frame:)``.
  ///
  /// ```swift
  /// let view = UIView()
  /// ```
  public override convenience init() {
    self.init(frame: .zero)
  }

  /// Makes a view from a coder, as `KeyedObject.init(coder:)` does.
  ///
  /// - Parameter coder: The coder to read keys from, usually a `KeyedCoder`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The view's frame in its superview's coordinates.
  open var frame: CGRect {
    get { viewStorage[ViewKeys.frame] }
    set { viewStorage[ViewKeys.frame] = newValue }
  }

  /// Whether the view is hidden. Its key is `hidden`, as Objective-C key-value coding spells it.
  open var isHidden: Bool {
    get { viewStorage[ViewKeys.isHidden] }
    set { viewStorage[ViewKeys.isHidden] = newValue }
  }

  /// A number that identifies the view.
  open var tag: Int {
    get { viewStorage[ViewKeys.tag] }
    set { viewStorage[ViewKeys.tag] = newValue }
  }

  /// The view's keys: `frame`, `hidden` and `tag`, after ``UIResponder``'s.
  nonisolated open override class var keyTable: KeyTable { keys }

  nonisolated private static let keys = KeyTable(
    storage: \UIView.viewStorage, inheriting: UIResponder.keyTable,
    [ViewKeys.frame, ViewKeys.isHidden, ViewKeys.tag])
}
