import Foundation

/// One of a center's lists (its pending requests, its delivered notifications) indexed by
/// identifier, kept beside the key that holds the list, under the center's lock.
///
/// The center's own edits keep list and index in step: adding an element whose identifier is new
/// costs O(1), and removing elements looks no further into the list than the last of them (a
/// clock delivering in due order removes from the front). A list set through any other door
/// (`setValue(_:forKey:)`, a fixture, a coder) is noticed by its buffer, and indexed again: the
/// index keeps the list it describes, so its buffer cannot be freed and reused, and a list with
/// that buffer and count is that list (an array's buffer is shared only while nobody changes it).
struct IdentifiedList<Element: AnyObject> {
  /// The list the index describes, as the center last wrote it.
  private var written: [Element] = []
  /// The listed elements with each identifier, in list order (more than one only in a list set
  /// by key).
  private var byIdentifier: [String: [Element]] = [:]
  private let identifier: (Element) -> String

  /// An index of an empty list.
  ///
  /// - Parameter identifier: An element's identifier.
  init(identifier: @escaping (Element) -> String) {
    self.identifier = identifier
  }

  /// What changed in a list set through another door since the index last described it.
  struct Change {
    /// Elements the index did not list, in list order.
    var added: [Element] = []
    /// Elements the index listed that the list no longer holds.
    var removed: [Element] = []
  }

  /// Indexes `list` again if it is not the list the index describes, and says what changed;
  /// `nil` when nothing did. Then lets go of the list it kept, so that the center's edit of it
  /// finds its buffer unshared and changes it in place; ``record(_:)`` keeps the result.
  ///
  /// - Parameter list: The list as the key holds it now.
  /// - Returns: What another door changed, or `nil`.
  mutating func catchUp(with list: [Element]) -> Change? {
    defer { written = [] }
    if Self.isSameList(list, written) { return nil }
    var counts: [ObjectIdentifier: Int] = [:]
    for element in list { counts[ObjectIdentifier(element), default: 0] += 1 }
    var change = Change()
    var known: Set<ObjectIdentifier> = []
    for elements in byIdentifier.values {
      for element in elements where known.insert(ObjectIdentifier(element)).inserted {
        if counts[ObjectIdentifier(element)] == nil { change.removed.append(element) }
      }
    }
    var added: Set<ObjectIdentifier> = []
    byIdentifier = [:]
    for element in list {
      byIdentifier[identifier(element), default: []].append(element)
      let id = ObjectIdentifier(element)
      if !known.contains(id), added.insert(id).inserted { change.added.append(element) }
    }
    return change
  }

  /// Keeps the list the index now describes.
  ///
  /// - Parameter list: The list as the center writes it back.
  mutating func record(_ list: [Element]) {
    written = list
  }

  /// The listed elements with an identifier, in list order.
  ///
  /// - Parameter identifier: The identifier.
  /// - Returns: The elements; empty if none.
  func elements(withIdentifier identifier: String) -> [Element] {
    byIdentifier[identifier] ?? []
  }

  /// Appends an element to the list.
  ///
  /// - Parameters:
  ///   - element: The element.
  ///   - list: The list.
  mutating func append(_ element: Element, to list: inout [Element]) {
    list.append(element)
    byIdentifier[identifier(element), default: []].append(element)
  }

  /// Removes elements (by identity, every time each is listed) from the list, looking no
  /// further than the last of them: O(position of the last) steps and one move of the rest.
  ///
  /// - Parameters:
  ///   - elements: Elements of the list, as ``elements(withIdentifier:)`` gives them.
  ///   - list: The list.
  mutating func remove(_ elements: [Element], from list: inout [Element]) {
    guard !elements.isEmpty else { return }
    var remaining: [ObjectIdentifier: Int] = [:]
    for element in elements {
      remaining[ObjectIdentifier(element), default: 0] += 1
      byIdentifier[identifier(element)]?.removeAll { $0 === element }
      if byIdentifier[identifier(element)]?.isEmpty == true {
        byIdentifier[identifier(element)] = nil
      }
    }
    let removing = Set(remaining.keys)
    var left = elements.count
    var end = 0
    for (index, element) in list.enumerated() {
      let id = ObjectIdentifier(element)
      guard let count = remaining[id], count > 0 else { continue }
      remaining[id] = count - 1
      left -= 1
      end = index + 1
      if left == 0 { break }
    }
    // Keep the prefix's other elements in order, then close the gap with one move of the rest.
    var kept = 0
    for index in 0..<end where !removing.contains(ObjectIdentifier(list[index])) {
      if kept != index { list.swapAt(kept, index) }
      kept += 1
    }
    list.removeSubrange(kept..<end)
  }

  /// Empties the list.
  ///
  /// - Parameter list: The list.
  mutating func removeAll(from list: inout [Element]) {
    list.removeAll()
    byIdentifier = [:]
  }

  /// Whether two lists are one: the same buffer and count (both empty counts as one).
  private static func isSameList(_ lhs: [Element], _ rhs: [Element]) -> Bool {
    guard lhs.count == rhs.count else { return false }
    guard !lhs.isEmpty else { return true }
    return lhs.withUnsafeBufferPointer { left in
      rhs.withUnsafeBufferPointer { right in left.baseAddress == right.baseAddress }
    }
  }
}
