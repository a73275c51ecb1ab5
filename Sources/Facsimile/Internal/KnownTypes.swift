package import FacsimileCore

/// The types a fixture may name with `"$type"` (or `--as`): every framework-like model,
/// `PushPayload`, and the types of a test's own that it allows.
package enum KnownTypes {
  /// What a type name stands for.
  package enum Named {
    /// A model, made from a fixture of its keys.
    case model(any KeyValueCodable.Type)
    /// An APNs payload, which makes the `UNNotification` a device presents.
    case pushPayload
  }

  /// The name `--as` takes for an APNs payload file.
  package static let pushPayload = "PushPayload"

  package static var models: [any KeyValueCodable.Type] { FacsimileModels.all }

  /// Every name accepted, in the order `facsimile types` lists them, then `allowed`'s.
  package static func names(allowing allowed: [any KeyValueCodable.Type] = []) -> [String] {
    models.map { $0.keyTable.typeName } + [pushPayload] + allowed.map { $0.keyTable.typeName }
  }

  /// Every name the command accepts.
  package static var names: [String] { names() }

  /// The type named `name`, or `nil`: a type of `allowed` first, so a test's own type wins.
  package static func named(_ name: String, allowing allowed: [any KeyValueCodable.Type] = [])
    -> Named?
  {
    if let type = allowed.first(where: { $0.keyTable.typeName == name }) { return .model(type) }
    if name == pushPayload { return .pushPayload }
    return models.first { $0.keyTable.typeName == name }.map { .model($0) }
  }

  /// The known name nearest to `name`, for "did you mean".
  package static func suggestion(
    for name: String, allowing allowed: [any KeyValueCodable.Type] = []
  ) -> String? {
    nearest(to: name, in: names(allowing: allowed))
  }
}
