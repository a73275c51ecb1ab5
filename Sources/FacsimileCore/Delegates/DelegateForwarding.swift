/// How a protocol's default for one form of a delegate method (completion handler or `async`)
/// reaches the other form without recursing forever when the delegate implements neither.
///
/// UIKit calls whichever form a delegate implements; Swift without the Objective-C runtime cannot
/// ask (`responds(to:)`), so each default forwards to the other form, and marks, in a task-local
/// value, that it is doing so for that delegate and that method. The other form's default, finding
/// the mark, answers as the framework does when the method is missing instead of forwarding back.
/// The mark names the object and the method, so a delegate whose own implementation calls another
/// delegate (or another method) is not affected; it is carried by the task, so it reaches a
/// `Task {}` a default starts, and nothing else.
package enum DelegateForwarding {
  /// The form whose default is forwarding.
  package enum Form: Hashable, Sendable {
    case completionHandler
    case async
  }

  private struct Mark: Hashable, Sendable {
    let object: ObjectIdentifier
    let method: String
    let from: Form
  }

  @TaskLocal private static var marks: Set<Mark> = []

  /// Whether the default of `method` on `object` runs because the default of the `from` form is
  /// forwarding to it: then neither form is implemented, and the default answers by itself.
  package static func isForwarded(_ method: String, of object: AnyObject, from form: Form) -> Bool {
    marks.contains(Mark(object: ObjectIdentifier(object), method: method, from: form))
  }

  /// Runs `body`, which calls the other form of `method` on `object`, marked as forwarded from
  /// `form`.
  package static func forwarding<Result>(
    _ method: String, of object: AnyObject, from form: Form, _ body: () throws -> Result
  ) rethrows -> Result {
    let mark = Mark(object: ObjectIdentifier(object), method: method, from: form)
    return try $marks.withValue(marks.union([mark]), operation: body)
  }

  /// Runs `body`, which awaits the other form of `method` on `object`, marked as forwarded from
  /// `form`.
  package static func forwarding<Result>(
    isolation: isolated (any Actor)? = #isolation, _ method: String, of object: AnyObject,
    from form: Form, _ body: () async throws -> Result
  ) async rethrows -> Result {
    let mark = Mark(object: ObjectIdentifier(object), method: method, from: form)
    return try await $marks.withValue(marks.union([mark]), operation: body)
  }
}
