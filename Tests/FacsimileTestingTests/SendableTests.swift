import FacsimileTesting
import Foundation
import Testing

/// Which public types are `Sendable`, checked by the compiler: the table in Docs/Fidelity.md says
/// the same. A type that stops being `Sendable` fails to build here.
@Suite struct SendableTests {
  private func sendable<T: Sendable>(_: T.Type) {}

  @Test func valuesOfTheEngineAreSendable() {
    sendable(Fixture.self)
    sendable(FixtureValue.self)
    sendable(Fixture.Difference.self)
    sendable(JSONFixture.self)
    sendable(FixtureDecoder.self)
    sendable(FacsimileError.self)
    sendable(FacsimileError.Kind.self)
    sendable(FacsimileError.Problem.self)
    sendable(KeyTable.self)
    sendable(KeyedStorage<TitleKeys>.self)
    sendable(Key<String>.self)
    sendable(KeyLayout<TitleKeys>.self)
  }

  struct TitleKeys: KeySet {
    let title = Key("")
    static let layout = KeyLayout<TitleKeys>()
  }

  @Test func theSeamsAreSendable() {
    sendable((any NotificationCenterProtocol).self)
    sendable(NotificationCenter.self)
    sendable(NotificationHandler<Counter>.self)
    sendable(NotificationSequence.self)
  }

  @Test func userNotificationsValuesAreSendable() {
    sendable(PushPayload.self)
    sendable(UNUserNotificationCenter.self)
    sendable(UNNotificationSoundName.self)
    sendable(UNAuthorizationOptions.self)
    sendable(UNNotificationPresentationOptions.self)
    sendable(UNNotificationActionOptions.self)
    sendable(UNNotificationCategoryOptions.self)
    sendable(UNAuthorizationStatus.self)
    sendable(UNNotificationSetting.self)
    sendable(UNAlertStyle.self)
    sendable(UNShowPreviewsSetting.self)
    sendable(UNNotificationInterruptionLevel.self)
    sendable(UNError.self)
  }

  @Test func uikitValuesAreSendable() {
    // The UIKit classes are @MainActor but not Sendable: their base class, KeyedObject, is not
    // (Docs/Fidelity.md, "Sendable"). Their value types are.
    sendable(UIScene.ActivationState.self)
    sendable(UISceneSession.Role.self)
    sendable(UIApplicationShortcutIcon.IconType.self)
  }

  @Test func testDoublesAreSendable() {
    sendable(NotificationCenterRecorder.self)
    sendable(NotificationCenterSpy.self)
    sendable(NotificationExpectation.self)
    sendable(NotificationObservation.self)
    sendable(NotificationRemoval.self)
    sendable(StubURLSession.self)
    sendable(StubURLResponse.self)
    sendable(StubURLResponse.FixtureError.self)
    sendable(UnansweredRequestError.self)
    sendable(ManualTimerScheduler.self)
    sendable(ManualTimerScheduler.ScheduledTimer.self)
  }

  @Test func theLifecycleDriverAndItsValuesAreSendable() {
    sendable(LifecycleDriver.self)  // @MainActor, so Sendable
    sendable(LifecycleDriver.Lifecycle.self)
    sendable(LifecycleDriver.Step.self)
    sendable(LifecycleDriver.NotificationAction.self)
    sendable(NotificationClock.self)  // @MainActor, so Sendable
    sendable(PerTestSingletons.self)
  }
}
