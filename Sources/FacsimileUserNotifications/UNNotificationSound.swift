public import FacsimileCore
public import Foundation

/// The sound a notification plays.
///
/// Not `Sendable`, as a class whose subclasses may add state of their own: make it inside the
/// task that uses it, and send its fixture or payload across tasks instead (Docs/Fidelity.md,
/// "Sendable").
///
/// Make one with Apple's class members: ``default``, ``init(named:)``, ``defaultCritical`` and
/// the rest. Apple's class has no public properties; so that tests can tell sounds apart, ours
/// keeps four keys that read with `value(forKey:)` and set by key: `toneFileName` (`String?`,
/// `nil` for the default sound), `critical` (`Bool`), `audioVolume` (`NSNumber?`) and `ringtone`
/// (`Bool`). The first three are the names of Apple's private properties.
///
/// ```swift
/// content.sound = UNNotificationSound(named: UNNotificationSoundName("chime.caf"))
/// #expect(content.sound != .default)  // key-wise equality
/// #expect(try content.sound?.value(forKey: "toneFileName") as? String == "chime.caf")
/// ```
open class UNNotificationSound: KeyedCodingObject, NSCopying, NSSecureCoding {

  /// The keys, each declared once: name, type, default and rules.
  struct Keys: KeySet {
    let toneFileName = Key<String?>(nil)
    let critical = Key(false)
    let audioVolume = Key<NSNumber?>(nil)
    let ringtone = Key(false)
    static let layout = KeyLayout<Keys>()
  }

  let storage = Keys.storage()

  /// The default notification sound.
  ///
  /// ```swift
  /// content.sound = .default
  /// ```
  open class var `default`: UNNotificationSound {
    make()
  }

  /// The default sound for critical alerts, which play even when the device is muted.
  open class var defaultCritical: UNNotificationSound {
    make(critical: true)
  }

  /// The default ringtone, for notifications such as incoming calls.
  open class var defaultRingtone: UNNotificationSound {
    make(ringtone: true)
  }

  /// Creates a sound from a file in the app's bundle or its `Library/Sounds` folder.
  ///
  /// ```swift
  /// let sound = UNNotificationSound(named: UNNotificationSoundName("chime.caf"))
  /// ```
  ///
  /// - Parameter name: The sound file's name.
  public convenience init(named name: UNNotificationSoundName) {
    self.init(blank: ())
    storage.set(\.toneFileName, name.rawValue, on: self)
  }

  /// The default critical-alert sound, played at `volume`.
  ///
  /// ```swift
  /// let sound = UNNotificationSound.defaultCriticalSound(withAudioVolume: 0.5)
  /// ```
  ///
  /// - Parameter volume: The volume, from `0.0` to `1.0`.
  /// - Returns: The sound.
  open class func defaultCriticalSound(withAudioVolume volume: Float) -> UNNotificationSound {
    make(critical: true, volume: volume)
  }

  /// A critical-alert sound from a file.
  ///
  /// ```swift
  /// let sound = UNNotificationSound.criticalSoundNamed(UNNotificationSoundName("siren.caf"))
  /// ```
  ///
  /// - Parameter name: The sound file's name.
  /// - Returns: The sound.
  open class func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
    make(name, critical: true)
  }

  /// A critical-alert sound from a file, played at `volume`.
  ///
  /// ```swift
  /// let sound = UNNotificationSound.criticalSoundNamed(
  ///   UNNotificationSoundName("siren.caf"), withAudioVolume: 0.8)
  /// ```
  ///
  /// - Parameters:
  ///   - name: The sound file's name.
  ///   - volume: The volume, from `0.0` to `1.0`.
  /// - Returns: The sound.
  open class func criticalSoundNamed(
    _ name: UNNotificationSoundName, withAudioVolume volume: Float
  ) -> UNNotificationSound {
    make(name, critical: true, volume: volume)
  }

  /// A ringtone sound from a file.
  ///
  /// ```swift
  /// let sound = UNNotificationSound.ringtoneSoundNamed(UNNotificationSoundName("ring.caf"))
  /// ```
  ///
  /// - Parameter name: The sound file's name.
  /// - Returns: The sound.
  open class func ringtoneSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
    make(name, ringtone: true)
  }

  private static func make(
    _ name: UNNotificationSoundName? = nil, critical: Bool = false, volume: Float? = nil,
    ringtone: Bool = false
  ) -> UNNotificationSound {
    let sound = UNNotificationSound(blank: ())
    // A sound of this class that nothing has seen yet, and the values are Apple's class
    // members', never a fixture's: no rule, hook or check has anything to say.
    sound.storage.withUncheckedAccess { values in
      values[\.toneFileName] = name?.rawValue
      values[\.critical] = critical
      values[\.audioVolume] = volume.map { NSNumber(value: $0) }
      values[\.ringtone] = ringtone
    }
    return sound
  }

  /// The sound's keys: `toneFileName`, `critical`, `audioVolume` and `ringtone`.
  open override class var keyTable: KeyTable { table }

  private static let table = KeyTable(\UNNotificationSound.storage) {
    UNNotificationSound(blank: ())
  }
}

extension UNNotificationSound: FixtureStringConvertible {
  /// `nil`: any string names a sound, `"default"` the default sound and any other a file.
  public static var fixtureStrings: [String]? { nil }

  /// The sound a fixture string names, as in an APNs payload: `"default"` is ``default``, any
  /// other string a sound file's name (``init(named:)``).
  ///
  /// ```swift
  /// let content = try InstanceHelper.create(
  ///   UNMutableNotificationContent.self, properties: ["sound": "chime.caf"])
  /// ```
  ///
  /// - Parameter string: `"default"` or a file name.
  /// - Returns: The sound; `nil` for a subclass, which a string cannot make.
  public static func fixtureValue(fromString string: String) -> Self? {
    let sound: UNNotificationSound =
      string == "default" ? .default : UNNotificationSound(named: UNNotificationSoundName(string))
    return sound as? Self
  }
}
