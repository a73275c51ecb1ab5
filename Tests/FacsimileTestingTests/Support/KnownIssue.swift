import Testing

/// Whether an issue was recorded at `line` of the calling file (and column, when the failure
/// carries one) and its text mentions every one of `texts`: the check every failure-path test makes.
func isIssue(
  _ issue: Issue, atLine line: Int, containing texts: String..., fileID: String = #fileID
) -> Bool {
  guard let location = issue.sourceLocation else { return false }
  let text = ([String(describing: issue)] + issue.comments.map(\.rawValue)).joined(separator: "\n")
  return location.fileID == fileID && location.line == line && location.column > 0
    && texts.allSatisfy { text.contains($0) }
}
