/// The candidate closest to `word` (case-insensitive Levenshtein distance), if it is close enough
/// to be a likely typo: at most 2 edits, or a third of the word's length for long words.
package func nearest(to word: String, in candidates: [String]) -> String? {
  // Long words are never typos of a key; skipping them keeps huge input from costing O(n²).
  guard word.count <= 64 else { return nil }
  let target = Array(word.lowercased())
  var best: (candidate: String, distance: Int)?
  for candidate in candidates {
    let distance = editDistance(target, Array(candidate.lowercased()))
    if distance < best?.distance ?? .max { best = (candidate, distance) }
  }
  guard let best, best.distance <= max(2, target.count / 3) else { return nil }
  return best.candidate
}

private func editDistance(_ a: [Character], _ b: [Character]) -> Int {
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var previous = Array(0...b.count)
  var current = [Int](repeating: 0, count: b.count + 1)
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
      current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
    }
    swap(&previous, &current)
  }
  return previous[b.count]
}
