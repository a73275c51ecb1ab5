import Foundation
import Testing

@testable import FacsimileCore

@Test func scratchTypes() throws {
  let userInfo: [String: Any] = [
    "aps": [
      "alert": ["title": "t", "body": "b"],
      "badge": 1, "sound": "default",
    ] as [String: Any],
    "messageId": "msg-1", "content-available": false,
    "priority": 1,
    "deepLink": ["screen": "article", "id": 1, "score": 0.25] as [String: Any],
  ]
  for (k, v) in userInfo { print(k, type(of: v)) }
  if let aps = userInfo["aps"] as? [String: Any] {
    for (k, v) in aps { print("aps.", k, type(of: v)) }
  }
}
