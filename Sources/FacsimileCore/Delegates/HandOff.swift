// `@unchecked Sendable`: a hand-off is made by a framework's code at the moment it gives up the
// value to another thread or task (a delegate's other form, a completion handler called later on
// the center's queue), as UIKit and UserNotifications give theirs; the code that made it does not
// touch the value again. Models keep their keys behind a lock, so a value read on both sides (a
// request a test still holds) is read safely.
/// A value a framework hands to another thread or task, as the system hands it: a completion
/// handler and its answer, or the arguments of a delegate's other form.
package struct HandOff<Value>: @unchecked Sendable {
  /// The value handed over.
  package let value: Value

  /// Hands a value over.
  ///
  /// - Parameter value: The value.
  package init(_ value: Value) {
    self.value = value
  }
}
