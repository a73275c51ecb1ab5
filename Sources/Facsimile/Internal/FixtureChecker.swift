package import FacsimileCore
import FacsimileUserNotifications

/// Fabricates every fixture in one JSON document, collecting the objects and every problem with
/// its location. A document is a fixture (a JSON object) or an array of them; each names its
/// type with `"$type"`, unless `--as` names it for all.
package struct FixtureChecker {
  package var document: JSONFixture
  /// The name problems are reported under: the path as given, or `<stdin>`.
  package var file: String
  /// The `--as` type, already checked to be known.
  package var typeName: String?
  /// Types of the caller's own that `"$type"` may name, at the top and nested.
  package var allowedTypes: [any KeyValueCodable.Type] = []
  /// How a push payload's custom keys (every top-level key but `aps`) are read, if they are.
  package var customKeys: PushPayload.CustomKeys?

  package struct Result {
    package var objects: [any KeyValueCodable] = []
    package var diagnostics: [Diagnostic] = []
    /// Problems found so far, located in the document once at the end: locating parses the
    /// document again, so doing it per element made an array of n bad elements cost n parses
    /// (2,000 elements took 86 s).
    fileprivate var problems: [FacsimileError.Problem] = []
  }

  package init(
    document: JSONFixture, file: String, typeName: String?,
    allowing allowedTypes: [any KeyValueCodable.Type] = [],
    customKeys: PushPayload.CustomKeys? = nil
  ) {
    self.document = document
    self.file = file
    self.typeName = typeName
    self.allowedTypes = allowedTypes
    self.customKeys = customKeys
  }

  package func check() -> Result {
    var result = Result()
    switch document.value {
    case .fixture(let fixture):
      check(fixture, at: [], into: &result)
    case .array(let elements):
      for (index, element) in elements.enumerated() {
        let path = ["[\(index)]"]
        guard case .fixture(let fixture) = element else {
          report(
            [
              FacsimileError.Problem(
                .typeMismatch, typeName: "", keyPath: path, expected: "a JSON object",
                found: FacsimileError.Problem.describing(element.engineValue))
            ], into: &result)
          continue
        }
        check(fixture, at: path, into: &result)
      }
    default:
      report(
        [
          FacsimileError.Problem(
            .typeMismatch, typeName: "", keyPath: [],
            expected: "a JSON object, or an array of JSON objects",
            found: FacsimileError.Problem.describing(document.value.engineValue))
        ], into: &result)
    }
    if !result.problems.isEmpty {
      let located = document.locate(FacsimileError(result.problems))
      result.diagnostics = located.problems.map { Diagnostic($0, in: file) }
      result.problems = []
    }
    return result
  }

  /// Fabricates one fixture found at `path` in the document.
  private func check(_ fixture: Fixture, at path: [String], into result: inout Result) {
    var name = typeName
    if name == nil {
      switch fixture[Fixture.typeKey] {
      case .string(let named)?:
        name = named
      case let other?:
        report(
          [
            FacsimileError.Problem(
              .typeMismatch, typeName: "", keyPath: path + [Fixture.typeKey], expected: "String",
              found: FacsimileError.Problem.describing(other.engineValue))
          ], into: &result)
        return
      case nil where path.isEmpty && isPushPayload(fixture):
        name = KnownTypes.pushPayload
      case nil:
        var detail =
          "no type: pass --as TYPE or add a "
          + (path.isEmpty ? "top-level \"$type\" key" : "\"$type\" key to each element")
        if fixture["aps"] != nil {
          detail += "; this looks like an APNs payload: pass --as \(KnownTypes.pushPayload)"
        }
        report(
          [FacsimileError.Problem(.unregisteredType, typeName: "", keyPath: path, detail: detail)],
          into: &result)
        return
      }
    }
    guard let name else { return }
    guard let named = KnownTypes.named(name, allowing: allowedTypes),
      typeName != nil || name != KnownTypes.pushPayload || fixture[Fixture.typeKey] == nil
    else {
      let names = (KnownTypes.models + allowedTypes).map { $0.keyTable.typeName }
      let where_ =
        allowedTypes.isEmpty
        ? "('facsimile types' lists them)"
        : "(the models, and the types this check allows: "
          + allowedTypes.map { $0.keyTable.typeName }.joined(separator: ", ") + ")"
      report(
        [
          FacsimileError.Problem(
            .unregisteredType, typeName: "", keyPath: path + [Fixture.typeKey],
            suggestion: nearest(to: name, in: names),
            detail: "unknown type '\(name)' \(where_)")
        ], into: &result)
      return
    }
    do {
      switch named {
      case .pushPayload:
        let payload = PushPayload(fixture)
        var problems: [FacsimileError.Problem] = []
        do {
          result.objects.append(try payload.notification())
        } catch let error as FacsimileError {
          problems += error.problems
        }
        // The custom keys too, whatever `aps` holds: every problem at once.
        do {
          try customKeys?.check(payload)
        } catch let error as FacsimileError {
          problems += error.problems
        }
        if !problems.isEmpty { throw FacsimileError(problems) }
      case .model(let type):
        func fabricate<T: KeyValueCodable>(_ type: T.Type) throws -> any KeyValueCodable {
          try T.fabricate(from: fixture, allowing: allowedTypes)
        }
        result.objects.append(try fabricate(type))
      }
    } catch let error as FacsimileError {
      report(error.problems.map { $0.prefixed(by: path) }, into: &result)
    } catch {
      report(
        [FacsimileError.Problem(.invalidValue, typeName: name, keyPath: path, detail: "\(error)")],
        into: &result)
    }
  }

  /// Whether a document with no `"$type"` is an APNs payload: its top level holds an `aps`
  /// object, as every payload does and no model's fixture can (no model has a key `aps`).
  private func isPushPayload(_ fixture: Fixture) -> Bool {
    if case .fixture? = fixture["aps"] { return true }
    return false
  }

  /// Adds `problems`, to be located in the document when the check ends.
  private func report(_ problems: [FacsimileError.Problem], into result: inout Result) {
    result.problems += problems
  }
}

extension FacsimileError.Problem {
  /// The same problem, at `path` + its key path: an array element's problems start with `[2]`.
  fileprivate func prefixed(by path: [String]) -> FacsimileError.Problem {
    guard !path.isEmpty else { return self }
    return FacsimileError.Problem(
      kind, typeName: typeName, keyPath: path + keyPath, expected: expected, found: found,
      suggestion: suggestion, validKeys: validKeys, detail: detail, hint: hint)
  }
}
