/// The error a `require...` helper throws when neither test framework threw its own (never in
/// practice: see ``failRequirement(_:fileID:filePath:line:column:)``).
struct RequirementFailure: Error, CustomStringConvertible {
  let message: String

  var description: String { message }
}
