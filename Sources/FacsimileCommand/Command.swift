import Facsimile
import FacsimileCore
import Foundation

/// The `facsimile` command line: parses arguments, runs one action, returns the exit status.
struct Command {
  var arguments: [String]
  var standardOutput: (String) -> Void = { print($0) }
  var standardError: (String) -> Void = {
    FileHandle.standardError.write(Data(($0 + "\n").utf8))
  }

  static let usage = """
    facsimile: build the objects Swift won't let you build, from keyed fixtures.

    USAGE:
      facsimile                          Fabricate the bundled example and print its tree.
      facsimile show FILE [--as TYPE]    Fabricate a JSON fixture file and print its tree.
      facsimile validate PATH... [--as TYPE]
                                         Check every .json fixture under PATHs; print each
                                         problem as file:line:column: message; exit 1 if any.
      facsimile schema TYPE              Print a JSON Schema for TYPE's fixture files.
      facsimile types                    List the types facsimile knows, with their keys.
      facsimile --help                   Show this help.

    TYPE is a model name such as UNNotificationResponse, or PushPayload for an APNs payload
    (which makes the UNNotification a device presents). Without --as, a file names its type with
    a top-level "$type" key. Exit status: 0 success, 1 problems found, 2 bad arguments.
    """

  /// Runs the command and returns its exit status: 0 on success, 1 when fixtures have problems,
  /// 2 for bad arguments.
  func run() -> Int32 {
    var rest = arguments
    let verb = rest.isEmpty ? "example" : rest.removeFirst()
    do {
      switch verb {
      case "example":
        guard rest.isEmpty else { throw UsageError("'example' takes no arguments") }
        return runExample()
      case "show":
        let options = try Options(rest)
        guard options.paths.count == 1, let path = options.paths.first else {
          throw UsageError("'show' takes one FILE")
        }
        try checkTypeName(options.typeName)
        return show(path, as: options.typeName)
      case "validate":
        let options = try Options(rest)
        guard !options.paths.isEmpty else { throw UsageError("'validate' needs at least one PATH") }
        try checkTypeName(options.typeName)
        return validate(options.paths, as: options.typeName)
      case "schema":
        guard rest.count == 1, let name = rest.first else {
          throw UsageError("'schema' takes one TYPE")
        }
        let schemaType = try type(named: name)
        let schema = FixtureSchema.jsonSchema(for: schemaType)
        standardOutput(String(decoding: schema.jsonData(), as: UTF8.self))
        return 0
      case "types":
        guard rest.isEmpty else { throw UsageError("'types' takes no arguments") }
        standardOutput(KnownTypes.all.map { $0.keyTable.description }.joined(separator: "\n\n"))
        return 0
      case "-h", "--help", "help":
        standardOutput(Self.usage)
        return 0
      default:
        throw UsageError("unknown command '\(verb)'")
      }
    } catch let error as UsageError {
      standardError("facsimile: \(error.message)\n\n\(Self.usage)")
      return 2
    } catch {
      standardError("facsimile: \(error)")
      return 1
    }
  }

  private func runExample() -> Int32 {
    do {
      let response = try InstanceHelper.create(
        UNNotificationResponse.self, properties: Example.openArticle)
      standardOutput(
        "UNNotificationResponse fabricated from the keyed fixture Example.openArticle:\n")
      standardOutput(response.treeDescription)
      return 0
    } catch {
      standardError("facsimile: \(error)")
      return 1
    }
  }

  private func show(_ path: String, as typeName: String?) -> Int32 {
    switch fabricate(path, as: typeName) {
    case .success(let object):
      standardOutput(object.treeDescription)
      return 0
    case .failure(let problems):
      problems.lines.forEach(standardError)
      return 1
    }
  }

  private func validate(_ paths: [String], as typeName: String?) -> Int32 {
    var files: [String] = []
    var problems: [String] = []
    for path in paths {
      switch fixtureFiles(under: path) {
      case .success(let found): files += found
      case .failure(let problem): problems += problem.lines
      }
    }
    for file in files {
      if case .failure(let found) = fabricate(file, as: typeName) { problems += found.lines }
    }
    problems.forEach(standardOutput)
    let count = problems.count
    standardOutput(
      "facsimile: validated \(files.count) file\(files.count == 1 ? "" : "s"), "
        + "\(count) problem\(count == 1 ? "" : "s")")
    return problems.isEmpty ? 0 : 1
  }

  /// Fabricates one file; on failure, one `file:line:column: message` line per problem.
  private func fabricate(_ path: String, as typeName: String?) -> Result<any KeyValueCodable, Lines>
  {
    if typeName == Self.pushPayload { return fabricatePushPayload(path) }
    let document: JSONFixture
    do {
      document = try JSONFixture(contentsOf: URL(fileURLWithPath: path))
    } catch let error as FacsimileError {
      return .failure(Lines(error.problems.map(\.description)))
    } catch {
      return .failure(Lines(["\(path): cannot read: \(error.localizedDescription)"]))
    }
    var name = typeName
    if name == nil, case .fixture(let root) = document.value,
      case .string(let named)? = root[Fixture.typeKey]
    {
      name = named
    }
    guard let name else {
      return .failure(Lines(["\(path): no type: pass --as TYPE or add a top-level \"$type\" key"]))
    }
    do {
      return .success(try fabricate(document, as: type(named: name)))
    } catch let error as UsageError {
      // A "$type" in the file that names no model: a problem of the file, not of the arguments.
      return .failure(Lines(["\(path): \(error.message)"]))
    } catch let error as FacsimileError {
      return .failure(Lines(error.problems.map(\.description)))
    } catch {
      return .failure(Lines(["\(path): \(error)"]))
    }
  }

  /// The name `--as` takes for an APNs payload file, which fabricates the notification a device
  /// would present.
  static let pushPayload = "PushPayload"

  private func fabricatePushPayload(_ path: String) -> Result<any KeyValueCodable, Lines> {
    do {
      return .success(try PushPayload(contentsOf: URL(fileURLWithPath: path)).notification())
    } catch let error as FacsimileError {
      return .failure(Lines(error.problems.map(\.description)))
    } catch {
      return .failure(Lines(["\(path): cannot read: \(error.localizedDescription)"]))
    }
  }

  private func fabricate(_ document: JSONFixture, as type: any KeyValueCodable.Type) throws
    -> any KeyValueCodable
  {
    func open<T: KeyValueCodable>(_ type: T.Type) throws -> any KeyValueCodable {
      try document.fabricate(type)
    }
    return try open(type)
  }

  /// Throws the usage error for a `--as` that names no known type (exit status 2).
  private func checkTypeName(_ name: String?) throws {
    guard let name, name != Self.pushPayload else { return }
    _ = try type(named: name)
  }

  private func type(named name: String) throws -> any KeyValueCodable.Type {
    if let type = KnownTypes.named(name) { return type }
    let hint = KnownTypes.suggestion(for: name).map { "; did you mean \"\($0)\"?" } ?? ""
    throw UsageError("unknown type '\(name)'\(hint) ('facsimile types' lists them)")
  }

  /// The `.json` files at `path`: the file itself, or every one under a folder, sorted.
  private func fixtureFiles(under path: String) -> Result<[String], Lines> {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return .failure(Lines(["\(path): no such file or folder"]))
    }
    guard isDirectory.boolValue else { return .success([path]) }
    let enumerator = FileManager.default.enumerator(atPath: path)
    var files: [String] = []
    while let relative = enumerator?.nextObject() as? String {
      if relative.hasSuffix(".json") {
        files.append((path as NSString).appendingPathComponent(relative))
      }
    }
    return .success(files.sorted())
  }
}

/// Problem lines, as the error of a `Result`.
struct Lines: Error {
  var lines: [String]
  init(_ lines: [String]) { self.lines = lines }
}

/// A mistake in the command line itself: reported with the usage, exit status 2.
struct UsageError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}

/// `PATH...` and `--as TYPE`, in any order.
struct Options {
  var paths: [String] = []
  var typeName: String?

  init(_ arguments: [String]) throws {
    var arguments = arguments[...]
    while let argument = arguments.popFirst() {
      if argument == "--as" {
        guard let name = arguments.popFirst() else { throw UsageError("--as needs a TYPE") }
        typeName = name
      } else if argument.hasPrefix("-") {
        throw UsageError("unknown option '\(argument)'")
      } else {
        paths.append(argument)
      }
    }
  }
}
