import FacsimileCore
import FacsimileUIKit
import FacsimileUserNotifications
import Foundation

/// One public getter of a model, with its type erased so that one list holds every model's.
struct ModelGetter {
  /// What the getter of `object` reads; `nil` when `object` is not of the getter's type.
  let read: @MainActor (AnyObject) -> Any??

  /// The property at `keyPath`, such as `\UNNotificationResponse.actionIdentifier`. A key path
  /// dispatches dynamically, so on a subclass (``UNMutableNotificationContent``) it reads the
  /// subclass's overriding getter.
  @MainActor init<Root, Value>(_ keyPath: KeyPath<Root, Value>) {
    read = { object in (object as? Root).map { $0[keyPath: keyPath] as Any? } }
  }

  /// The getter a key's declaration names (`Key.property(_:)`, `Key.content(_:mutable:payload:)`).
  @MainActor init(_ properties: some KeyProperties) {
    read = { object in properties.get(from: object).map { $0 as Any? } }
  }

  /// A public read that is no property: a method that answers through a completion handler.
  init<Root>(_ body: @escaping @MainActor (Root) -> Any?) {
    read = { object in (object as? Root).map(body) }
  }
}

/// A model's public getters, by the name of the key each one reads, and the keys that no public
/// getter reads: what ``EveryModelTests`` checks against `value(forKey:)` and the key table.
struct ModelGetters {
  /// The public getter of each key, by the key's name.
  var getters: [String: ModelGetter]
  /// Keys no public getter reads, with why: Apple's class has no such property.
  var keysWithoutGetter: [String: String] = [:]

  /// These getters and the ones `more` adds, for a subclass.
  func adding(
    _ more: [String: ModelGetter], keysWithoutGetter moreWithout: [String: String] = [:]
  ) -> ModelGetters {
    ModelGetters(
      getters: getters.merging(more) { _, new in new },
      keysWithoutGetter: keysWithoutGetter.merging(moreWithout) { _, new in new })
  }
}

extension ModelGetters {
  /// The getters of `type`, or `nil` for a model whose getters are not listed yet.
  @MainActor static func of(_ type: any KeyValueCodable.Type) -> ModelGetters? {
    all[type.keyTable.typeName]
  }

  /// Models of Apple's with no public properties: Facsimile keeps what they are made from in keys
  /// that tests read with `value(forKey:)`.
  static func noPublicProperties(_ keys: [String]) -> ModelGetters {
    ModelGetters(
      getters: [:],
      keysWithoutGetter: Dictionary(
        uniqueKeysWithValues: keys.map { ($0, "Apple's class has no public properties") }))
  }

  // MARK: UserNotifications

  @MainActor static var response: ModelGetters {
    ModelGetters(getters: [
      "notification": ModelGetter(\UNNotificationResponse.notification),
      "actionIdentifier": ModelGetter(\UNNotificationResponse.actionIdentifier),
    ])
  }

  /// The content's getters, from its declarations: each key names its getter
  /// (`Key.content(_:mutable:payload:)`), so a key added to the content needs no row here, and
  /// a key declared without its getter has none here, which
  /// ``EveryModelTests/everyKeyHasAPublicGetterAndEveryGetterAKey(_:)`` reports.
  @MainActor static var content: ModelGetters { declared(by: UNNotificationContent.self) }

  /// The getters `type`'s keys name where they are declared (``DeclaredProperties``): a key
  /// declared without its getter has none here, which
  /// ``EveryModelTests/everyKeyHasAPublicGetterAndEveryGetterAKey(_:)`` reports.
  @MainActor static func declared(
    by type: any KeyValueCodable.Type, keysWithoutGetter: [String: String] = [:]
  ) -> ModelGetters {
    ModelGetters(
      getters: DeclaredProperties.of(type).mapValues { ModelGetter($0) },
      keysWithoutGetter: keysWithoutGetter)
  }

  @MainActor static var trigger: ModelGetters {
    ModelGetters(getters: ["repeats": ModelGetter(\UNNotificationTrigger.repeats)])
  }

  @MainActor static var action: ModelGetters {
    ModelGetters(getters: [
      "identifier": ModelGetter(\UNNotificationAction.identifier),
      "title": ModelGetter(\UNNotificationAction.title),
      "options": ModelGetter(\UNNotificationAction.options),
      "icon": ModelGetter(\UNNotificationAction.icon),
    ])
  }

  @MainActor static var settings: ModelGetters {
    ModelGetters(getters: [
      "authorizationStatus": ModelGetter(\UNNotificationSettings.authorizationStatus),
      "soundSetting": ModelGetter(\UNNotificationSettings.soundSetting),
      "badgeSetting": ModelGetter(\UNNotificationSettings.badgeSetting),
      "alertSetting": ModelGetter(\UNNotificationSettings.alertSetting),
      "notificationCenterSetting": ModelGetter(\UNNotificationSettings.notificationCenterSetting),
      "lockScreenSetting": ModelGetter(\UNNotificationSettings.lockScreenSetting),
      "carPlaySetting": ModelGetter(\UNNotificationSettings.carPlaySetting),
      "criticalAlertSetting": ModelGetter(\UNNotificationSettings.criticalAlertSetting),
      "announcementSetting": ModelGetter(\UNNotificationSettings.announcementSetting),
      "timeSensitiveSetting": ModelGetter(\UNNotificationSettings.timeSensitiveSetting),
      "scheduledDeliverySetting": ModelGetter(\UNNotificationSettings.scheduledDeliverySetting),
      "directMessagesSetting": ModelGetter(\UNNotificationSettings.directMessagesSetting),
      "alertStyle": ModelGetter(\UNNotificationSettings.alertStyle),
      "showPreviewsSetting": ModelGetter(\UNNotificationSettings.showPreviewsSetting),
      "providesAppNotificationSettings": ModelGetter(
        \UNNotificationSettings.providesAppNotificationSettings),
    ])
  }

  /// The center's public reads: a property and the methods that answer through a completion
  /// handler (called later, on the center's queue: each getter waits for its answer).
  @MainActor static var center: ModelGetters {
    ModelGetters(
      getters: [
        "supportsContentExtensions": ModelGetter(
          \UNUserNotificationCenter.supportsContentExtensions),
        "notificationSettings": ModelGetter { (center: UNUserNotificationCenter) in
          waitedAnswer { center.getNotificationSettings(completionHandler: $0) }
        },
        "pendingNotificationRequests": ModelGetter { (center: UNUserNotificationCenter) in
          waitedAnswer { center.getPendingNotificationRequests(completionHandler: $0) }
        },
        "deliveredNotifications": ModelGetter { (center: UNUserNotificationCenter) in
          waitedAnswer { center.getDeliveredNotifications(completionHandler: $0) }
        },
        "notificationCategories": ModelGetter { (center: UNUserNotificationCenter) in
          waitedAnswer { center.getNotificationCategories(completionHandler: $0) }
        },
      ],
      keysWithoutGetter: [
        "authorizationGranted":
          "Facsimile's: what requestAuthorization answers, which reading would change the center",
        "requestedAuthorizationOptions": "Facsimile's: the options requested so far",
        "badgeCount": "Facsimile's: the last setBadgeCount(_:), which Apple's center never reads",
      ])
  }

  /// Every model's getters, by the model's name (as ``ModelSample/samples`` is): the UIKit
  /// models' and the content's from their keys' declarations, the others' listed here.
  @MainActor static var all: [String: ModelGetters] {
    var all = [

      "UNNotificationResponse": response,
      "UNTextInputNotificationResponse": response.adding([
        "userText": ModelGetter(\UNTextInputNotificationResponse.userText)
      ]),
      "UNNotification": ModelGetters(getters: [
        "date": ModelGetter(\UNNotification.date),
        "request": ModelGetter(\UNNotification.request),
      ]),
      "UNNotificationRequest": ModelGetters(getters: [
        "identifier": ModelGetter(\UNNotificationRequest.identifier),
        "content": ModelGetter(\UNNotificationRequest.content),
        "trigger": ModelGetter(\UNNotificationRequest.trigger),
      ]),
      "UNNotificationSound": noPublicProperties([
        "toneFileName", "critical", "audioVolume", "ringtone",
      ]),
      "UNNotificationAttachment": ModelGetters(getters: [
        "identifier": ModelGetter(\UNNotificationAttachment.identifier),
        "URL": ModelGetter(\UNNotificationAttachment.url),
        "type": ModelGetter(\UNNotificationAttachment.type),
      ]),
      "UNNotificationTrigger": trigger,
      "UNPushNotificationTrigger": trigger,
      "UNTimeIntervalNotificationTrigger": trigger.adding([
        "timeInterval": ModelGetter(\UNTimeIntervalNotificationTrigger.timeInterval)
      ]),
      "UNCalendarNotificationTrigger": trigger.adding([
        "dateComponents": ModelGetter(\UNCalendarNotificationTrigger.dateComponents)
      ]),
      "UNNotificationAction": action,
      "UNTextInputNotificationAction": action.adding([
        "textInputButtonTitle": ModelGetter(\UNTextInputNotificationAction.textInputButtonTitle),
        "textInputPlaceholder": ModelGetter(\UNTextInputNotificationAction.textInputPlaceholder),
      ]),
      "UNNotificationActionIcon": noPublicProperties(["systemImageName", "templateImageName"]),
      "UNNotificationCategory": ModelGetters(getters: [
        "identifier": ModelGetter(\UNNotificationCategory.identifier),
        "actions": ModelGetter(\UNNotificationCategory.actions),
        "intentIdentifiers": ModelGetter(\UNNotificationCategory.intentIdentifiers),
        "options": ModelGetter(\UNNotificationCategory.options),
        "hiddenPreviewsBodyPlaceholder": ModelGetter(
          \UNNotificationCategory.hiddenPreviewsBodyPlaceholder),
        "categorySummaryFormat": ModelGetter(\UNNotificationCategory.categorySummaryFormat),
      ]),
      "UNNotificationSettings": settings,
      "UNUserNotificationCenter": center,
      "UIApplication": declared(
        by: UIApplication.self,
        keysWithoutGetter: [
          "openableURLSchemes": "Facsimile's: the schemes canOpenURL(_:) answers true for",
          "requestedURLs": "Facsimile's: the URLs open(_:options:completionHandler:) was given",
          "deviceToken": "Facsimile's: what registerForRemoteNotifications() hands the delegate",
        ]),
      "UIApplicationShortcutIcon": noPublicProperties([
        "type", "templateImageName", "systemImageName",
      ]),
    ]
    for model in ModelType.all.map(\.type) where all[model.keyTable.typeName] == nil {
      all[model.keyTable.typeName] = declared(by: model)
    }
    return all
  }
}

/// The public properties each model's keys name where they are declared: the UIKit models'
/// (`Key.property(_:)`) and the content's (`Key.content(_:mutable:payload:)`), by key name.
enum DeclaredProperties {
  static func of(_ type: any KeyValueCodable.Type) -> [String: any KeyProperties] {
    guard type is UNNotificationContent.Type else { return DeclaredKeyProperties.of(type) }
    return Dictionary(
      uniqueKeysWithValues: UNNotificationContent.declaredKeys.map { key in
        (key.name, key.property as any KeyProperties)
      })
  }

  /// Whether `properties`' setter sets `object` to what its getter reads of it.
  @MainActor static func setsWhatItReads(
    _ properties: some KeyProperties, on object: AnyObject
  ) -> Bool {
    properties.get(from: object).map { properties.set($0, on: object) } ?? false
  }
}

/// What a completion handler is called with, waited for: the center calls its handlers later, on
/// its own queue, so the caller's thread can wait for the answer.
private func waitedAnswer<Value>(_ call: (_ handler: @escaping (Value) -> Void) -> Void) -> Value? {
  let answered = DispatchSemaphore(value: 0)
  let answer = WaitedAnswer<Value>()
  call {
    answer.set($0)
    answered.signal()
  }
  answered.wait()
  return answer.value
}

/// The answer a handler hands the waiting thread.
private final class WaitedAnswer<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value?
  var value: Value? { lock.withLock { stored } }
  func set(_ value: Value) { lock.withLock { stored = value } }
}
