import FacsimileSeams
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import Facsimile
#endif

// Seed 003 (WWDC 2018): a delayed action behind the `TimerScheduler` protocol.

struct Place: Equatable, Sendable {
  var name: String
}

@MainActor
final class FeaturedPlaceManager {
  let places = [
    Place(name: "Golden Gate Bridge"), Place(name: "Alcatraz"), Place(name: "Muir Woods"),
  ]
  private(set) var currentPlace: Place

  let timerScheduler: any TimerScheduler
  init(timerScheduler: any TimerScheduler) {
    self.timerScheduler = timerScheduler
    self.currentPlace = places[0]
  }

  func scheduleNextPlace() {
    // Show next place after 10 seconds
    timerScheduler.scheduledTimer(withTimeInterval: 10, repeats: false) { [weak self] _ in
      MainActor.assumeIsolated { self?.showNextPlace() }
    }
  }

  func showNextPlace() {
    let index = places.firstIndex(of: currentPlace) ?? 0
    currentPlace = places[(index + 1) % places.count]
  }
}
