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
@preconcurrency @MainActor
open class UIView: UIResponder, NSCoding {

  /// The keys, each declared once: name, type, default and rules.
  struct ViewKeys: KeySet {
    let frame = Key(CGRect.zero).property { \UIView.frame }
    let isHidden = Key(false, objectiveC: "hidden").property { \UIView.isHidden }
    let tag = Key(0).property { \UIView.tag }
    static let layout = KeyLayout<ViewKeys>()
  }

  nonisolated let viewStorage = ViewKeys.storage()

  /// Creates a view with a frame.
  ///
  /// ```swift
  /// let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
  /// ```
  ///
  /// - Parameter frame: The view's frame in its superview's coordinates.
  nonisolated public init(frame: CGRect) {
    super.init()
    viewStorage.set(\.frame, frame, on: self)
  }

  /// Creates a view with a zero frame, through ``init(frame:)``.
  ///
  /// ```swift
  /// let view = UIView()
  /// ```
  public override convenience init() {
    self.init(frame: .zero)
  }

  /// Makes an instance from a coder, as `init?(coder:)` does on Apple platforms: a
  /// `KeyedCoder`'s fixture, an archive, or a stub read as Apple's reads it
  /// (`KeyedCoder.decodeKeys(of:from:)`).
  ///
  /// - Parameter coder: The coder to read keys from.
  nonisolated public required init?(coder: NSCoder) {
    super.init()
    guard KeyedCoder.decodeKeys(of: self, from: coder) else { return nil }
  }

  /// The view's frame in its superview's coordinates.
  open var frame: CGRect {
    get { viewStorage.frame }
    set { viewStorage.set(\.frame, newValue, on: self) }
  }

  /// Whether the view is hidden. Its key is `hidden`, as Objective-C key-value coding spells it.
  open var isHidden: Bool {
    get { viewStorage.isHidden }
    set { viewStorage.set(\.isHidden, newValue, on: self) }
  }

  /// A number that identifies the view.
  open var tag: Int {
    get { viewStorage.tag }
    set { viewStorage.set(\.tag, newValue, on: self) }
  }

  /// The view's keys: `frame`, `hidden` and `tag`, after ``UIResponder``'s.
  nonisolated open override class var keyTable: KeyTable { table }

  nonisolated private static let table = KeyTable(
    \UIView.viewStorage, inheriting: UIResponder.keyTable
  ) { UIView(frame: .zero) }
}
