import Facsimile
import FacsimileCore
import FacsimileUserNotifications

/// The JSON Schema and key list of an APNs payload (`--as PushPayload`), made from the payload
/// fields the content's keys declare (`PayloadTable`), which `PushPayload` reads: the `aps`
/// dictionary's keys, any other key being the app's own data.
enum PushPayloadSchema {
  /// `facsimile types`' block for `PushPayload`.
  static var keysDescription: String { PayloadTable.content.keysDescription }

  /// A JSON Schema (draft 2020-12) for APNs payload files.
  static var schema: Fixture { PayloadTable.content.schema }
}
