public import Foundation

/// The error Facsimile throws when input does not fit a type's keys.
///
/// Each ``Problem`` names the type, the dotted key path, what was expected and what was found,
/// and for an unknown key the nearest valid key. Where one input has several problems, all of them
/// are reported together, in key-path order.
///
/// ```swift
/// do {
///   _ = try InstanceHelper.create(Article.self, properties: ["tittle": "Hi", "views": "many"])
/// } catch let error as FacsimileError {
///   print(error)
///   // 2 problems:
///   //   Article.tittle: Article has no key "tittle"; did you mean "title"? Valid keys: title, views
///   //   Article.views: expected Int, found String "many"
/// }
/// ```
public struct FacsimileError: Error, CustomStringConvertible, Sendable {
  /// Every problem found, in key-path order. Never empty.
  public let problems: [Problem]

  /// An error with every problem, sorted by key path; `package` so that model modules can
  /// report problems with input of their own (such as a push payload) the way the engine does.
  package init(_ problems: [Problem]) {
    self.problems = problems.sorted { $0.keyPath.lexicographicallyPrecedes($1.keyPath) }
  }

  init(_ problem: Problem) {
    self.problems = [problem]
  }

  /// The kind of the first problem.
  public var kind: Kind { problems.first?.kind ?? .invalidValue }

  /// The dotted key path of the first problem, for example `notification.request.content.badge`.
  public var keyPath: String { problems.first?.keyPathDescription ?? "" }

  /// One line for a single problem; a count and one line per problem otherwise.
  public var description: String {
    guard problems.count > 1 else { return problems.first?.description ?? "unknown problem" }
    return "\(problems.count) problems:\n"
      + problems.map { "  \($0.description)" }.joined(separator: "\n")
  }
}

extension FacsimileError: LocalizedError {
  /// The same one line as ``description``, so that `localizedDescription` (what an app or a log
  /// shows for `any Error`) names the key path and the problem instead of Foundation's
  /// "The operation could not be completed."
  ///
  /// ```swift
  /// catch { print(error.localizedDescription) }  // Article.views: expected Int, found String "many"
  /// ```
  public var errorDescription: String? { description }
}

extension FacsimileError {
  /// What went wrong, as a value a test can compare against.
  ///
  /// ```swift
  /// #expect(error.kind == .unknownKey)
  /// ```
  public struct Kind: Hashable, Sendable, CustomStringConvertible {
    /// The name of the kind, as written in documentation.
    public let description: String

    /// A key the type does not have (Objective-C raises `NSUndefinedKeyException` here).
    public static let unknownKey = Kind(description: "unknownKey")
    /// A value of a type that cannot be coerced to the key's type, including `nil` for a
    /// non-optional key.
    public static let typeMismatch = Kind(description: "typeMismatch")
    /// A value of a usable type whose content does not fit: `1.5` for an `Int`, `300` for an
    /// `Int8`, `"yesterday"` for a `Date`, a raw value that names no case.
    public static let invalidValue = Kind(description: "invalidValue")
    /// An object that would become its own descendant.
    public static let cycle = Kind(description: "cycle")
    /// Nesting deeper than ``FacsimileLimits/maximumDepth``.
    public static let tooDeep = Kind(description: "tooDeep")
    /// A value whose graph holds more than ``FacsimileLimits/maximumValues`` collections and
    /// objects to check, such as an array that holds the same array at every level.
    public static let tooLarge = Kind(description: "tooLarge")
    /// A key path that is empty, has an empty segment, or passes through a value that has no keys.
    public static let invalidKeyPath = Kind(description: "invalidKeyPath")
    /// A coder asked for something a keyed fixture cannot answer, such as unkeyed decoding.
    public static let unsupportedCoding = Kind(description: "unsupportedCoding")
    /// Text that is not JSON, or JSON that no fixture can be: syntax errors, duplicate keys,
    /// integers beyond 64 bits, invalid UTF-8.
    public static let malformedJSON = Kind(description: "malformedJSON")
    /// A `"$type"` that names a type not registered for the key (see ``Fixture/typeKey``).
    public static let unregisteredType = Kind(description: "unregisteredType")
    /// A subclass that declares no ``KeyTable`` of its own, so it answers with its superclass's
    /// table and cannot be named with `"$type"` or given keys of its own.
    public static let missingKeyTable = Kind(description: "missingKeyTable")
    /// A type's ``KeySet`` declares something that is not a key, or two keys of one name: every
    /// door of the type says so, naming the type and the property.
    public static let invalidDeclaration = Kind(description: "invalidDeclaration")
    /// A fixture file or resource that is not there, or cannot be read.
    public static let missingFile = Kind(description: "missingFile")
    /// One key given twice, under each of its names (`URL` and `url`, Objective-C's and
    /// Swift's): which value is meant cannot be told.
    public static let duplicateKey = Kind(description: "duplicateKey")
  }

  /// One problem: where it is, what was expected and what was found.
  public struct Problem: Sendable, CustomStringConvertible, Equatable {
    /// What went wrong.
    public let kind: Kind
    /// The outermost type being fabricated or changed, such as `UNNotificationResponse`.
    public internal(set) var typeName: String
    /// The path from that type to the problem, one segment per key; indices appear as `[2]`.
    public let keyPath: [String]
    /// What the key accepts, such as `Int` or `one of "low", "high"`.
    public let expected: String?
    /// What was given, such as `String "three"` or `null`.
    public let found: String?
    /// The nearest valid key or value, when one is close.
    public let suggestion: String?
    /// The keys that would have been valid, for unknown keys.
    public let validKeys: [String]
    /// Extra words for kinds that need them.
    public let detail: String?
    /// How to fix the problem, when there is a usual way, such as
    /// `to add a key, use merging(_:)`; the last words of ``description``.
    public let hint: String?
    /// The file the problem is in, when it came from one.
    public internal(set) var file: String?
    /// The 1-based line where the problem's value begins, when it came from JSON text.
    public internal(set) var line: Int?
    /// The 1-based column (in UTF-8 bytes) where the problem's value begins.
    public internal(set) var column: Int?

    /// A problem; `package` so that model modules can build problems with their own key paths.
    package init(
      _ kind: Kind, typeName: String, keyPath: [String], expected: String? = nil,
      found: String? = nil, suggestion: String? = nil, validKeys: [String] = [],
      detail: String? = nil, hint: String? = nil, line: Int? = nil, column: Int? = nil
    ) {
      self.hint = hint
      self.line = line
      self.column = column
      self.kind = kind
      self.typeName = typeName
      self.keyPath = keyPath
      self.expected = expected
      self.found = found
      self.suggestion = suggestion
      self.validKeys = validKeys
      self.detail = detail
    }

    /// How a found value reads in a problem, as the engine writes it: `String "three"`, `Int 3`,
    /// `null`; for model modules that check input of their own.
    package static func describing(_ value: Any?) -> String {
      describe(value)
    }

    /// The key path written with dots: `notification.request.content.badge`, `attachments[0].url`,
    /// a key holding a dot, a backslash or a bracket with it escaped (`userInfo.gcm\\.message_id`),
    /// as key paths are written.
    /// Segments are cut to 60 characters and their line breaks escaped, so that a problem stays
    /// one line whatever keys the input has.
    public var keyPathDescription: String {
      var text = ""
      for segment in keyPath {
        if FixtureKeyPath.isIndex(segment) {
          text += oneLine(segment)
        } else {
          // A key holding a dot is written with it escaped, so the path reads back.
          if !text.isEmpty { text += "." }
          text += oneLine(FixtureKeyPath.escaped(segment))
        }
      }
      return text
    }

    /// `file:line:column`, as much of it as is known, or `nil`.
    public var locationDescription: String? {
      guard file != nil || line != nil else { return nil }
      var text = file.map { oneLine($0, limit: 300) } ?? "JSON"
      if let line { text += ":\(line)" }
      if let column { text += ":\(column)" }
      return text
    }

    /// One line: `Type.key.path: what went wrong`, after `file:line:column: ` when known.
    public var description: String {
      let path = keyPathDescription
      var text = locationDescription.map { $0 + ": " } ?? ""
      if !typeName.isEmpty || !path.isEmpty {
        text +=
          path.isEmpty ? "\(typeName): " : typeName.isEmpty ? "\(path): " : "\(typeName).\(path): "
      }
      if let detail { text += detail }
      if let expected, let found {
        if detail != nil { text += "; " }
        text += "expected \(expected), found \(found)"
      }
      // Suggestions and valid keys can come from a fixture's own keys, so they are shown one
      // line each too.
      if let suggestion { text += "; did you mean \(quoted(suggestion))?" }
      if !validKeys.isEmpty {
        text += text.hasSuffix("?") ? " " : "; "
        text += "Valid keys: " + validKeys.map { oneLine($0) }.joined(separator: ", ")
      }
      if let hint {
        // After a question, a new sentence; otherwise one more clause.
        text +=
          text.hasSuffix("?")
          ? " " + hint.prefix(1).uppercased() + hint.dropFirst() + "." : "; " + hint
      }
      return capped(text)
    }
  }
}

/// The limits that keep bad input from exhausting the stack or the clock.
///
/// ```swift
/// // A fixture nested deeper than this is rejected with `.tooDeep`, never a stack overflow.
/// print(FacsimileLimits.maximumDepth)  // 64
/// ```
public enum FacsimileLimits {
  /// How deep a graph, a fixture or a key path may nest: an object may sit at most this many
  /// key path segments below the top (an array element counts two, `children[0]`), and an array
  /// or dictionary one level further, so the deepest object can still hold its collections. A
  /// key path has at most this many segments. JSON counts the same way: an object or array at
  /// most one level further than this below the top, so every object saves as JSON it reads back.
  public static let maximumDepth = 64

  /// How many collections and objects the graph check of one value may visit: a value that
  /// shares storage at every level (`v = [v, v]`, twenty times over) has more paths than any
  /// fixture, and is refused with `.tooLarge` instead of being walked path by path. Scalars do
  /// not count, so a million-key `userInfo` of strings is one value.
  ///
  /// ```swift
  /// print(FacsimileLimits.maximumValues)  // 1000000
  /// ```
  public static let maximumValues = 1_000_000

  /// The deepest level an array or dictionary may sit at: one past ``maximumDepth``.
  static var maximumCollectionDepth: Int { maximumDepth + 1 }
}
