import FacsimileCore
import FacsimileUserNotifications
import Foundation
import Testing

@Suite struct UNNotificationSoundTests {
  @Test func classMembersMakeDistinctSounds() throws {
    let named = UNNotificationSound(named: UNNotificationSoundName("chime.caf"))
    #expect(try named.value(forKey: "toneFileName") as? String == "chime.caf")
    #expect(try UNNotificationSound.default.value(forKey: "toneFileName") == nil)
    #expect(try UNNotificationSound.defaultCritical.value(forKey: "critical") as? Bool == true)
    #expect(try UNNotificationSound.defaultRingtone.value(forKey: "ringtone") as? Bool == true)

    let loud = UNNotificationSound.defaultCriticalSound(withAudioVolume: 0.8)
    #expect(try (loud.value(forKey: "audioVolume") as? NSNumber)?.floatValue == 0.8)

    let siren = UNNotificationSound.criticalSoundNamed(UNNotificationSoundName("siren.caf"))
    #expect(try siren.value(forKey: "toneFileName") as? String == "siren.caf")
    #expect(try siren.value(forKey: "critical") as? Bool == true)

    let ring = UNNotificationSound.ringtoneSoundNamed(UNNotificationSoundName("ring.caf"))
    #expect(try ring.value(forKey: "ringtone") as? Bool == true)

    let sounds: [UNNotificationSound] = [
      .default, .defaultCritical, .defaultRingtone, named, loud, siren, ring,
      .criticalSoundNamed(UNNotificationSoundName("siren.caf"), withAudioVolume: 0.8),
    ]
    for (index, sound) in sounds.enumerated() {
      #expect(sounds.filter { $0 == sound }.count == 1, "sound \(index) equals another")
    }
  }

  @Test func defaultIsEqualEachTime() {
    #expect(UNNotificationSound.default == UNNotificationSound.default)
    #expect(UNNotificationSound.default !== UNNotificationSound.default)
  }

  @Test func descriptionShowsItsKeys() {
    #expect(
      UNNotificationSound.default.description
        == "<UNNotificationSound toneFileName: nil, critical: false, audioVolume: nil, ringtone: false>"
    )
  }

  @Test func soundNameWrapsAString() {
    #expect(UNNotificationSoundName("a.caf") == UNNotificationSoundName(rawValue: "a.caf"))
    #expect(UNNotificationSoundName("a.caf").rawValue == "a.caf")
  }
}
