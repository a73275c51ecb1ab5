import FacsimileTesting
import Foundation
import Testing

@Suite struct NotificationCenterSpyTests {
  let spy = NotificationCenterSpy()
  let listener = Listener()

  @Test func recordsAddsOfBothForms() {
    let sender = Sender()
    spy.addObserver(
      listener, handler: NotificationHandler("handle", Listener.handle), name: .first,
      object: sender)
    let token = spy.addObserver(forName: .second, object: nil, queue: nil) { _ in }

    #expect(
      spy.addedObservations == [
        NotificationObservation(
          name: .first, handlerName: "handle", observerDescription: "Listener",
          senderDescription: "Sender"),
        NotificationObservation(
          name: .second, handlerName: nil, observerDescription: "block", senderDescription: nil),
      ])
    #expect(spy.didAddObserverWithName == .second)
    #expect(spy.didAddObserver(listener))
    #expect(spy.didAddObserver(token))
    #expect(!spy.didAddObserver(Listener()))
  }

  @Test func recordsRemovals() {
    #expect(!spy.didCallRemoveObserver)
    spy.removeObserver(listener)
    spy.removeObserver(listener, name: .first, object: "Berlin")

    #expect(spy.didCallRemoveObserver)
    #expect(spy.didRemoveObserver(listener))
    #expect(!spy.didRemoveObserver(Listener()))
    #expect(
      spy.removals == [
        NotificationRemoval(observerDescription: "Listener", name: nil, senderDescription: nil),
        NotificationRemoval(
          observerDescription: "Listener", name: .first, senderDescription: #""Berlin""#),
      ])
    #expect(spy.removals.last?.description == #"Listener stops observing "First" from "Berlin""#)
  }

  @Test func recordsPostsAndDeliversNothing() {
    spy.addObserver(
      listener, handler: NotificationHandler("handle", Listener.handle), name: .first, object: nil)
    spy.post(name: .first, object: nil, userInfo: ["key": "value"])
    spy.post(Notification(name: .second))

    #expect(spy.postedNotifications.map(\.name) == [.first, .second])
    #expect(spy.postedNotifications.first?.userInfo?["key"] as? String == "value")
    #expect(listener.received.isEmpty)
  }
}
