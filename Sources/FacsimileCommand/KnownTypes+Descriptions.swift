import Facsimile

extension KnownTypes {
  /// One block per type for `facsimile types`: the name, then one indented line per key.
  static var descriptions: [String] {
    models.map { $0.keyTable.description } + [PushPayloadSchema.keysDescription]
  }
}
