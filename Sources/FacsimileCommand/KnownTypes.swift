import Facsimile
import FacsimileCore

/// The types the command can fabricate by name: every framework-like model, and `PushPayload`.
enum KnownTypes {
  /// What a type name on the command line stands for.
  enum Named {
    /// A model, made from a fixture of its keys.
    case model(any KeyValueCodable.Type)
    /// An APNs payload, which makes the `UNNotification` a device presents.
    case pushPayload
  }

  /// The name `--as` takes for an APNs payload file.
  static let pushPayload = "PushPayload"

  static var models: [any KeyValueCodable.Type] { FacsimileModels.all }

  /// Every name the command accepts, in the order `types` lists them.
  static var names: [String] {
    models.map { $0.keyTable.typeName } + [pushPayload]
  }

  /// One block per type for `facsimile types`: the name, then one indented line per key.
  static var descriptions: [String] {
    models.map { $0.keyTable.description } + [PushPayloadSchema.keysDescription]
  }

  /// The type named `name`, or `nil`.
  static func named(_ name: String) -> Named? {
    if name == pushPayload { return .pushPayload }
    return models.first { $0.keyTable.typeName == name }.map { .model($0) }
  }

  /// The known name nearest to `name`, for "did you mean".
  static func suggestion(for name: String) -> String? {
    nearest(to: name, in: names)
  }
}
