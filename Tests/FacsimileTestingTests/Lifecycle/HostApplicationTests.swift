import FacsimileTesting
import Foundation
import Synchronization
import Testing

/// The hosts the suite's tests saw.
private let suiteHosts = Mutex<Set<ObjectIdentifier>>([])

/// Tests written for an app-hosted bundle: the host app launched, its delegate and scene in
/// `UIApplication.shared`, as the host gave them on iOS.
@MainActor
@Suite(
  .hostApplication {
    LifecycleDriver(
      appDelegate: RecordingAppDelegate(), lifecycle: .scenes,
      makeSceneDelegate: { _ in RecordingSceneDelegate() })
  })
struct HostApplicationTests {
  @Test func theHostsSceneIsConnectedAsInAnAppHostedBundle() throws {
    let scene = try #require(UIApplication.shared.connectedScenes.first)
    #expect(scene.delegate is RecordingSceneDelegate)
    #expect(scene.activationState == .foregroundActive)
    #expect(UIApplication.shared.delegate is RecordingAppDelegate)
    #expect(UNUserNotificationCenter.current().delegate === UIApplication.shared.delegate)
  }

  @Test func theHostIsTheDriverThatLaunchedIt() throws {
    let host = try #require(LifecycleDriver.host)
    #expect(host.application === UIApplication.shared)
    #expect(host.userNotificationCenter === UNUserNotificationCenter.current())
  }

  @Test(arguments: [1, 2]) func theSuitesTestsShareOneHost(_ run: Int) throws {
    let host = try #require(LifecycleDriver.host)
    let seen = suiteHosts.withLock { hosts in
      hosts.insert(ObjectIdentifier(host))
      return hosts.count
    }
    #expect(seen == 1)
  }
}

/// The trait on one test, and the function an XCTest method calls.
@MainActor
@Suite struct HostApplicationPerTestTests {
  @Test(
    .hostApplication {
      LifecycleDriver(appDelegate: RecordingAppDelegate(), lifecycle: .legacy)
    })
  func aLegacyHostHasItsDelegateAndNoScene() {
    #expect(UIApplication.shared.delegate is RecordingAppDelegate)
    #expect(UIApplication.shared.connectedScenes.isEmpty)
    #expect(UIApplication.shared.applicationState == .active)
  }

  @Test func withoutAHostTheSetIsEmptyAndThereIsNoHost() {
    #expect(LifecycleDriver.host == nil)
  }

  @Test func withHostApplicationRunsTheBodyWithTheHost() async {
    let hostScene = await withHostApplication {
      LifecycleDriver(
        appDelegate: RecordingAppDelegate(), lifecycle: .scenes,
        makeSceneDelegate: { _ in RecordingSceneDelegate() })
    } _: { driver in
      #expect(LifecycleDriver.host === driver)
      return UIApplication.shared.connectedScenes.first === driver.scene
    }
    #expect(hostScene)
    #expect(LifecycleDriver.host == nil)
  }
}
