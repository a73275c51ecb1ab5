import FacsimileTesting
import Foundation
import Testing

@testable import NotificationApp

// Models are classes that are not Sendable, so a fabricated response cannot be captured by a
// task group's child tasks. What is Sendable is what they are made from (a Fixture, a
// PushPayload) and what the work gives back: hand the children that, make the model inside.

@Test func routesPayloadsInParallel() async throws {
  let payloads = [
    PushPayload(["aps": ["alert": "Comet tonight"], "articleId": "comet"]),
    PushPayload(["aps": ["alert": "Eclipse soon"], "articleId": "eclipse"]),
  ]
  let router = NotificationRouter()

  let routes = try await withThrowingTaskGroup(of: Route.self) { group in
    for payload in payloads {
      group.addTask {
        let response = try payload.response()  // made inside the child task that uses it
        return router.route(for: response)
      }
    }
    return try await group.reduce(into: []) { $0.append($1) }
  }

  #expect(routes.count == 2)
  #expect(routes.contains(.article(id: "comet")))
  #expect(routes.contains(.article(id: "eclipse")))
}
