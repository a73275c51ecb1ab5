/// A coding key made from any string or index.
struct AnyCodingKey: CodingKey {
  var stringValue: String
  var intValue: Int?

  init(stringValue: String) { self.stringValue = stringValue }

  init(intValue: Int) {
    self.stringValue = "\(intValue)"
    self.intValue = intValue
  }

  /// The key of an element of an unkeyed container, named as `JSONDecoder` names it
  /// (`"Index 1"`, with the index as its `intValue`).
  init(index: Int) {
    self.stringValue = "Index \(index)"
    self.intValue = index
  }

  /// The key `superDecoder()` reads, as `JSONDecoder`'s.
  static let `super` = AnyCodingKey(stringValue: "super")
}
