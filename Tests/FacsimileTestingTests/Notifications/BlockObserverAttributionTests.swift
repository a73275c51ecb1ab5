import FacsimileTesting
import Foundation
import Testing

/// With the block API the observer is the returned token, so the recorder counts a block as the
/// observation of the object that keeps its token, or of the `observer:` the code names; when it
/// cannot tell, `expectNotObserving` says so instead of passing.
@Suite struct BlockObserverAttributionTests {
  /// Observes as modern view models do: a block, its token kept to remove it later.
  final class TokenHolder: @unchecked Sendable {
    let center: any NotificationCenterProtocol
    var observer: (any NSObjectProtocol)?

    init(center: any NotificationCenterProtocol) { self.center = center }

    func start() {
      observer = center.addObserver(forName: .first, object: nil, queue: nil) { _ in }
    }

    func stop() {
      if let observer { center.removeObserver(observer) }
      observer = nil
    }
  }

  /// Keeps its tokens in a collection inside a struct.
  final class TokenBag: @unchecked Sendable {
    struct Subscriptions { var tokens: [any NSObjectProtocol] = [] }
    var subscriptions = Subscriptions()
  }

  /// Observes nothing.
  final class Bystander: Sendable {}

  let center = NotificationCenterRecorder()

  @Test func theObjectThatKeepsTheTokenObserves() {
    let holder = TokenHolder(center: center)
    holder.start()

    center.expectObserving(holder, .first)
    #expect(center.observations(of: holder).map(\.observerDescription) == ["TokenHolder"])
    #expect(center.observations(of: holder).map(\.isBlock) == [true])
  }

  @Test func theObjectThatKeepsTheTokenFailsExpectNotObserving() {
    let holder = TokenHolder(center: center)
    holder.start()

    let line = #line + 2
    withKnownIssue {
      center.expectNotObserving(holder, .first)
    } matching: { issue in
      isIssue(
        issue, atLine: line, containing: #"Expected TokenHolder not to observe "First""#,
        #"TokenHolder observes "First" with a block"#)
    }
  }

  @Test func removingTheTokenEndsTheObservation() {
    let holder = TokenHolder(center: center)
    holder.start()
    holder.stop()

    center.expectNotObserving(holder, .first)
    #expect(center.observations.isEmpty)
  }

  @Test func tokensInsideValuesAreFound() {
    let bag = TokenBag()
    bag.subscriptions.tokens.append(
      center.addObserver(forName: .first, object: nil, queue: nil) { _ in })
    bag.subscriptions.tokens.append(
      center.addObserver(forName: .second, object: nil, queue: nil) { _ in })

    center.expectObserving(bag, .first)
    center.expectObserving(bag, .second)
    #expect(center.observations(of: bag).count == 2)
  }

  @Test func anObjectThatObservesNothingPassesWhenNothingElseObserves() {
    center.expectNotObserving(Bystander(), .first)
  }

  @Test func anObjectThatObservesNothingPassesWhenEveryBlockHasANamedObserver() {
    let holder = TokenHolder(center: center)
    holder.observer = center.addObserver(
      forName: .first, object: nil, queue: nil, observer: holder
    ) { _ in }

    center.expectNotObserving(Bystander(), .first)
    center.expectObserving(holder, .first)
  }

  @Test func aBlockWhoseObserverCannotBeToldMakesExpectNotObservingRefuse() {
    let token = center.addObserver(forName: .first, object: nil, queue: nil) { _ in }
    let bystander = Bystander()

    let line = #line + 2
    withKnownIssue {
      center.expectNotObserving(bystander, .first)
    } matching: { issue in
      isIssue(
        issue, atLine: line, containing: #"Cannot tell whether Bystander observes "First""#,
        #"1 registration for "First" belongs to no object the recorder can see"#,
        "addObserver(forName:object:queue:observer:using:)")
    }
    center.removeObserver(token)
  }

  @Test func expectObservingExplainsABlockItCannotAttribute() {
    let token = center.addObserver(forName: .first, object: nil, queue: nil) { _ in }
    let bystander = Bystander()

    let line = #line + 2
    withKnownIssue {
      center.expectObserving(bystander, .first)
    } matching: { issue in
      isIssue(
        issue, atLine: line, containing: "it observes nothing on this center",
        "keep each block's token in a stored property")
    }
    center.removeObserver(token)
  }

  @Test func aNamedObserverOwnsItsBlock() {
    let bystander = Bystander()
    let token = center.addObserver(
      forName: .first, object: nil, queue: nil, observer: bystander
    ) { _ in }

    center.expectObserving(bystander, .first)
    #expect(center.observations(of: bystander).map(\.observerDescription) == ["Bystander"])
    withKnownIssue {
      center.expectNotObserving(bystander, .first)
    }
    center.removeObserver(token)
    center.expectNotObserving(bystander, .first)
  }

  @Test func removingANamedObserverLeavesItsBlocksAsOnApplePlatforms() {
    let bystander = Bystander()
    let token = center.addObserver(
      forName: .first, object: nil, queue: nil, observer: bystander
    ) { _ in }

    center.removeObserver(bystander)

    center.expectObserving(bystander, .first)
    center.removeObserver(token)
    #expect(center.observations.isEmpty)
  }

  @Test func aTokenIsAskedAboutDirectly() {
    let token = center.addObserver(forName: .first, object: nil, queue: nil) { _ in }
    let other = center.addObserver(forName: .first, object: nil, queue: nil) { _ in }
    center.removeObserver(token)

    center.expectNotObserving(token, .first)  // answered for the token, whatever else observes
    center.expectObserving(other, .first)
    center.removeObserver(other)
  }

  @Test func aRealCenterIgnoresTheNamedObserver() {
    let center = NotificationCenter()
    let bystander = Bystander()
    let received = Counter()
    let token = center.addObserver(
      forName: .first, object: nil, queue: nil, observer: bystander
    ) { _ in received.increment() }

    center.post(name: .first, object: nil)

    #expect(received.value == 1)
    center.removeObserver(token)
  }
}

/// The spy tells an object's block registrations the same ways.
@Suite struct SpyBlockObserverAttributionTests {
  let spy = NotificationCenterSpy()

  @Test func theObjectThatKeepsTheTokenAddedAnObserver() {
    let holder = BlockObserverAttributionTests.TokenHolder(center: spy)
    #expect(!spy.didAddObserver(holder))

    holder.start()

    #expect(spy.didAddObserver(holder))
    #expect(!spy.didAddObserver(BlockObserverAttributionTests.Bystander()))
  }

  @Test func aRemovalByANamedObserversTokenCountsForTheObserver() {
    let bystander = BlockObserverAttributionTests.Bystander()
    let token = spy.addObserver(forName: .first, object: nil, queue: nil, observer: bystander) {
      _ in
    }
    #expect(spy.didAddObserver(bystander))
    #expect(!spy.didRemoveObserver(bystander))

    spy.removeObserver(token)

    #expect(spy.didRemoveObserver(bystander))
    #expect(spy.addedObservations.map(\.observerDescription) == ["Bystander"])
  }

  @Test func aRemovalOfAKeptTokenCountsForItsHolder() {
    let holder = BlockObserverAttributionTests.TokenHolder(center: spy)
    holder.start()
    if let observer = holder.observer { spy.removeObserver(observer) }  // keeps the token

    #expect(spy.didRemoveObserver(holder))
  }
}

extension BlockObserverAttributionTests {
  @Test func aHolderOnceAskedAboutIsRememberedForQuestionsAboutOthers() {
    let holder = TokenHolder(center: center)
    holder.start()

    center.expectObserving(holder, .first)  // finds the token in holder's properties
    center.expectNotObserving(Bystander(), .first)  // so this block is holder's, not unknown

    #expect(center.observations.map(\.observerDescription) == ["TokenHolder"])
    holder.stop()
    center.expectNotObserving(holder, .first)
  }
}
