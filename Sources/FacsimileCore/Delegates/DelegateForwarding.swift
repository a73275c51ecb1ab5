/// How a protocol's default for one form of a delegate method (completion handler or `async`)
/// reaches the other form without recursing forever when the delegate implements neither.
///
/// UIKit and UserNotifications call whichever form a delegate implements (Swift imports each
/// completion-handler requirement with an `async` alternative, and an implementation of either
/// answers the one Objective-C selector); Swift without the Objective-C runtime cannot ask
/// (`responds(to:)`), so each default forwards to the other form, and marks, in a task-local
/// value, that it is doing so for that delegate and that method. The other form's default,
/// finding the mark, answers as the framework does when the method is missing instead of
/// forwarding back. The mark names the object and the method, so a delegate whose own
/// implementation calls another delegate (or another method) is not affected; it is carried by
/// the task, so it reaches the `Task` a default starts, and nothing else.
///
/// ``completionHandlerDefault(isolation:_:of:unimplemented:completionHandler:asyncForm:)`` and
/// ``asyncDefault(isolation:_:of:unimplemented:completionHandlerForm:)`` are the two defaults;
/// every pair of forms in FacsimileUIKit and FacsimileUserNotifications is written with them.
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
  private static func isForwarded(_ method: String, of object: AnyObject, from form: Form) -> Bool {
    marks.contains(Mark(object: ObjectIdentifier(object), method: method, from: form))
  }

  /// The default of a method's completion-handler form: it awaits the delegate's `async` form in
  /// a `Task` on the caller's actor (a main-actor protocol's default on the main actor, a
  /// nonisolated one's on the global executor, as Swift runs an `async` implementation that
  /// UIKit reaches through the selector) and hands `completionHandler` its answer, after this
  /// returns. Reached from the `async` form's default (the delegate implements neither form),
  /// it calls `completionHandler(unimplemented)` at once.
  ///
  /// - Parameters:
  ///   - isolation: The caller's actor, where the `async` form is awaited from.
  ///   - method: The method, as the `async` form is named.
  ///   - object: The delegate.
  ///   - unimplemented: What the framework takes when the method is missing.
  ///   - completionHandler: The handler the framework gave.
  ///   - asyncForm: Awaits the delegate's `async` form.
  package static func completionHandlerDefault<Value>(
    isolation: isolated (any Actor)? = #isolation, _ method: String, of object: AnyObject,
    unimplemented: Value, completionHandler: @escaping (Value) -> Void,
    asyncForm: @escaping () async -> Value
  ) {
    if isForwarded(method, of: object, from: .async) {
      completionHandler(unimplemented)  // the async default called this one: neither is implemented
      return
    }
    let mark = Mark(object: ObjectIdentifier(object), method: method, from: .completionHandler)
    let form = HandOff(asyncForm)
    let handler = HandOff(completionHandler)
    Task { [isolation] in
      _ = isolation  // captured: the task runs on the caller's actor
      let value = await $marks.withValue(marks.union([mark])) { await form.value() }
      handler.value(value)
    }
  }

  /// The default of a method's `async` form: it calls the delegate's completion-handler form at
  /// once and returns what its handler is first called with; `unimplemented` if the handler is
  /// released uncalled, or if this was reached from the completion-handler form's default (the
  /// delegate implements neither form). A second call of the handler is ignored; a handler kept
  /// and never called keeps the caller waiting, as it keeps iOS waiting.
  ///
  /// - Parameters:
  ///   - isolation: The caller's actor, where the completion-handler form is called.
  ///   - method: The method, as the `async` form is named.
  ///   - object: The delegate.
  ///   - unimplemented: What the framework takes when the method is missing.
  ///   - completionHandlerForm: Calls the delegate's completion-handler form with the handler.
  /// - Returns: The handler's first value, or `unimplemented`.
  package static func asyncDefault<Value: Sendable>(
    isolation: isolated (any Actor)? = #isolation, _ method: String, of object: AnyObject,
    unimplemented: Value, completionHandlerForm: (_ handler: @escaping (Value) -> Void) -> Void
  ) async -> Value {
    if isForwarded(method, of: object, from: .completionHandler) {
      return unimplemented  // the completion-handler default called this one: neither is
    }
    let mark = Mark(object: ObjectIdentifier(object), method: method, from: .async)
    return await CompletionAnswer.wait(isolation: isolation, ifDropped: unimplemented) { handler in
      $marks.withValue(marks.union([mark])) { completionHandlerForm(handler) }
    }
  }
}
