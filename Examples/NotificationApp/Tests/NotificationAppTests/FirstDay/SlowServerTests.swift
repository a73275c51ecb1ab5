import FacsimileTesting
import Foundation
import Testing

@testable import NotificationApp

// A slow server, without a slow test: the response waits on a ManualTimerScheduler's clock, which
// the test moves once the request has arrived.

@Test func loaderWaitsForASlowServer() async throws {
  let scheduler = ManualTimerScheduler()
  let stub = StubURLSession()
  stub.respond(with: .json(#"[{"name": "Coit Tower"}]"#).delayed(by: 30, on: scheduler))
  let loader = APIRequestLoader(apiRequest: PointsOfInterestRequest(), urlSession: stub.session)

  let load = Task { try await loader.load(Coordinate(latitude: 37.8, longitude: -122.4)) }
  try await stub.requireRequest(toPath: "/locations", within: .seconds(1))
  scheduler.advance(by: 30)  // the answer arrives now

  #expect(try await load.value == [PointOfInterest(name: "Coit Tower")])
}
