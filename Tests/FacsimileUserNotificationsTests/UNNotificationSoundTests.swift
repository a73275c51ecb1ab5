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

  @Test func fabricatesByKey() throws {
    let sound = try InstanceHelper.create(UNNotificationSound.self)
    try sound.setValue("chime.caf", forKey: "toneFileName")
    #expect(sound == UNNotificationSound(named: UNNotificationSoundName("chime.caf")))
  }

  @Test func fabricatesByCoder() throws {
    let coder = KeyedCoder(["critical": true, "audioVolume": 0.25])
    let sound = try #require(UNNotificationSound(coder: coder))
    #expect(coder.error == nil)
    #expect(sound == .defaultCriticalSound(withAudioVolume: 0.25))
  }

  @Test func fabricatesFromANestedDictionary() throws {
    let content = try InstanceHelper.create(
      UNNotificationContent.self,
      properties: ["sound": ["toneFileName": "a.caf", "critical": true]])
    #expect(content.sound == .criticalSoundNamed(UNNotificationSoundName("a.caf")))
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
