import FacsimileTesting
import Foundation
import Testing

@Suite struct NotificationCenterRecorderTests {
  let center = NotificationCenterRecorder()
  let listener = Listener()

  @Test func observerObjectIsIndexedByObserverNameAndSender() {
    let sender = Sender()
    center.addObserver(
      listener, handler: NotificationHandler("handle", Listener.handle), name: .first,
      object: sender)

    let expected = NotificationObservation(
      name: .first, handlerName: "handle", observerDescription: "Listener",
      senderDescription: "Sender")
    #expect(center.observations(of: listener) == [expected])
    #expect(center.observations(named: .first) == [expected])
    #expect(center.observations(named: .second).isEmpty)
    #expect(center.observations(from: sender) == [expected])
    #expect(center.observations(from: Sender()).isEmpty)
    center.expectObserving(listener, .first, handler: "handle", sender: sender)
  }

  @Test func blockObserverIsIndexedByItsToken() {
    let token = center.addObserver(forName: .first, object: nil, queue: nil) { _ in }

    #expect(center.observations(of: token).map(\.isBlock) == [true])
    #expect(center.observations(of: token).map(\.observerDescription) == ["block"])
    center.expectObserving(token, .first)

    center.removeObserver(token)
    #expect(center.observations.isEmpty)
    center.expectNotObserving(token, .first)
  }

  @Test func notificationsAreDeliveredThroughThePrivateCenter() {
    center.addObserver(
      listener, handler: NotificationHandler("handle", Listener.handle), name: .first, object: nil)

    center.post(name: .first, object: nil)
    center.post(name: .second, object: nil)

    #expect(listener.received == [.first])
  }

  @Test func senderLimitsDelivery() {
    let sender = Sender()
    center.addObserver(
      listener, handler: NotificationHandler("handle", Listener.handle), name: .first,
      object: sender)

    center.post(name: .first, object: Sender())
    #expect(listener.received.isEmpty)
    center.post(name: .first, object: sender)
    #expect(listener.received == [.first])
  }

  @Test func removingTheObserverRemovesEveryRegistrationAndStopsDelivery() {
    center.addObserver(
      listener, handler: NotificationHandler("handle", Listener.handle), name: .first, object: nil)
    center.addObserver(
      listener, handler: NotificationHandler("other", Listener.other), name: .second, object: nil)

    center.removeObserver(listener)

    #expect(center.observations(of: listener).isEmpty)
    center.expectNotObserving(listener, .first)
    center.expectNotObserving(listener, .second)
    center.post(name: .first, object: nil)
    #expect(listener.received.isEmpty)
  }

  @Test func removingTheObserverForOneNameKeepsTheOthers() {
    center.addObserver(
      listener, handler: NotificationHandler("handle", Listener.handle), name: .first, object: nil)
    center.addObserver(
      listener, handler: NotificationHandler("other", Listener.other), name: .second, object: nil)

    center.removeObserver(listener, name: .first, object: nil)

    #expect(center.observations(of: listener).map(\.name) == [.second])
    center.expectNotObserving(listener, .first)
    center.expectObserving(listener, .second, handler: "other")
    center.post(name: .first, object: nil)
    center.post(name: .second, object: nil)
    #expect(listener.received == [.second])
  }

  @Test func removingTheObserverForOneSenderKeepsTheOthers() {
    let sender = Sender()
    let otherSender = Sender()
    center.addObserver(
      listener, handler: NotificationHandler("handle", Listener.handle), name: .first,
      object: sender)
    center.addObserver(
      listener, handler: NotificationHandler("handle", Listener.handle), name: .first,
      object: otherSender)
    center.addObserver(
      listener, handler: NotificationHandler("handle", Listener.handle), name: .first, object: nil)

    center.removeObserver(listener, name: nil, object: sender)

    // As on Apple platforms: a given sender removes only the registrations that named it.
    #expect(center.observations(from: sender).isEmpty)
    #expect(center.observations(from: otherSender).count == 1)
    #expect(center.observations(of: listener).count == 2)
  }

  @Test func removingByTheReturnedTokenRemovesAnObserverObjectRegistration() {
    let token = center.addObserver(
      listener, handler: NotificationHandler("handle", Listener.handle), name: .first, object: nil)

    center.removeObserver(token)

    center.expectNotObserving(listener, .first)
    center.post(name: .first, object: nil)
    #expect(listener.received.isEmpty)
  }

  @Test func removingWithAnOptionalObserverWorks() {
    let token: AnyObject? = center.addObserver(forName: .first, object: nil, queue: nil) { _ in }
    center.removeObserver(token as Any)
    #expect(center.observations.isEmpty)
  }

  @Test func anObserverOfEveryNameObservesEachName() {
    center.addObserver(
      listener, handler: NotificationHandler("handle", Listener.handle), name: nil, object: nil)

    center.expectObserving(listener, .first)
    #expect(center.observations(named: .second).count == 1)
    #expect(
      center.observations.first?.description
        == "Listener observes every name with handle from any sender")
  }

  @Test func valueSendersCompareByEquality() {
    center.addObserver(
      listener, handler: NotificationHandler("handle", Listener.handle), name: .first,
      object: "Berlin")

    center.expectObserving(listener, .first, sender: "Berlin")
    #expect(center.observations(from: "Paris").isEmpty)
  }

  @Test func releasedObserversLeaveTheIndex() {
    do {
      let shortLived = Listener()
      center.addObserver(
        shortLived, handler: NotificationHandler("handle", Listener.handle), name: .first,
        object: nil)
      #expect(center.observations.count == 1)
    }
    #expect(center.observations.isEmpty)
    center.post(name: .first, object: nil)
  }

  @Test func postedNotificationsKeepNameSenderAndUserInfo() throws {
    let sender = Sender()
    center.post(name: .first, object: sender, userInfo: ["weatherForcast": "Sunny"])
    center.post(Notification(name: .second))
    center.post(name: .first, object: nil, userInfo: ["weatherForcast": "Rain"])

    #expect(center.postedNotifications.map(\.name) == [.first, .second, .first])
    #expect(center.postedNotifications(named: .first).count == 2)
    center.expectPosted(.first, sender: sender)
    center.expectNotPosted(.second, sender: sender)
    let latest = try center.requirePosted(.first)
    #expect(latest.userInfo?["weatherForcast"] as? String == "Rain")
    let fromSender = try center.requirePosted(.first, sender: sender)
    #expect(fromSender.userInfo?["weatherForcast"] as? String == "Sunny")
  }

  @Test @MainActor func mainActorHandlersRunAtOnceOnTheMainActor() {
    let mainListener = MainActorListener()
    center.addObserver(
      mainListener, handler: .onMainActor("handle", MainActorListener.handle), name: .first,
      object: nil)

    center.post(name: .first, object: nil)

    #expect(mainListener.received == [.first])
  }

  @Test func mainActorHandlersHopToTheMainActorWhenPostedElsewhere() async {
    let mainListener = MainActorListener()
    center.addObserver(
      mainListener, handler: .onMainActor("handle", MainActorListener.handle), name: .first,
      object: nil)

    center.post(name: .first, object: nil)  // from a cooperative thread

    var attempts = 0
    while await mainListener.received.isEmpty, attempts < 200 {
      attempts += 1
      try? await Task.sleep(for: .milliseconds(5))
    }
    #expect(await mainListener.received == [.first])
  }

  @Test func plainNotificationCenterDeliversToObserverObjects() {
    let plain = NotificationCenter()
    let token = plain.addObserver(
      listener, handler: NotificationHandler("handle", Listener.handle), name: .first, object: nil)
    plain.post(name: .first, object: nil)
    plain.removeObserver(token)
    plain.post(name: .first, object: nil)
    #expect(listener.received == [.first])
  }

  @Test func concurrentUseKeepsTheIndexConsistent() async {
    let center = center
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<50 {
        group.addTask {
          let listener = Listener()
          let name = Notification.Name("Concurrent\(index)")
          center.addObserver(
            listener, handler: NotificationHandler("handle", Listener.handle), name: name,
            object: nil)
          center.post(name: name, object: nil)
          center.removeObserver(listener, name: name, object: nil)
          #expect(listener.received == [name])
        }
      }
    }
    #expect(center.observations.isEmpty)
    #expect(center.postedNotifications.count == 50)
  }
}
