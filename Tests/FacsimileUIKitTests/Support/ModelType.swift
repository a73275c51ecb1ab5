import Facsimile
import FacsimileCore
import FacsimileUIKit
import FacsimileUserNotifications
import Testing

/// A model type as a test argument.
struct ModelType: CustomTestStringConvertible, @unchecked Sendable {
  // `@unchecked Sendable`: a metatype, immutable.
  let type: any KeyValueCodable.Type
  init(_ type: any KeyValueCodable.Type) { self.type = type }
  var testDescription: String { type.keyTable.typeName }
}

extension ModelType {
  /// Every framework-like model (`FacsimileModels.all`, the list the command uses too);
  /// `EveryModelTests` fails if a model that another model's keys or subtypes reach is missing
  /// from it.
  static var all: [ModelType] { FacsimileModels.all.map(ModelType.init) }

  /// Whether instances compare by identity, as UIKit's responders do, rather than by keys.
  var isResponder: Bool { type is UIResponder.Type }
}
