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

  /// The getter a content key's declaration names.
  @MainActor init(_ property: some ContentPropertyDeclaration) {
    self.init(property.getter)
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
  @MainActor static var content: ModelGetters {
    ModelGetters(
      getters: Dictionary(
        uniqueKeysWithValues: UNNotificationContent.declaredKeys.map { key in
          (key.name, ModelGetter(key.property))
        }))
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

  // MARK: UIKit

  @MainActor static var responder: ModelGetters {
    ModelGetters(getters: ["userActivity": ModelGetter(\UIResponder.userActivity)])
  }

  @MainActor static var scene: ModelGetters {
    responder.adding([
      "session": ModelGetter(\UIScene.session),
      "delegate": ModelGetter(\UIScene.delegate),
      "activationState": ModelGetter(\UIScene.activationState),
      "title": ModelGetter(\UIScene.title),
      "subtitle": ModelGetter(\UIScene.subtitle),
    ])
  }

  @MainActor static var view: ModelGetters {
    responder.adding([
      "frame": ModelGetter(\UIView.frame),
      "hidden": ModelGetter(\UIView.isHidden),
      "tag": ModelGetter(\UIView.tag),
    ])
  }

  @MainActor static var shortcutItem: ModelGetters {
    ModelGetters(getters: [
      "type": ModelGetter(\UIApplicationShortcutItem.type),
      "localizedTitle": ModelGetter(\UIApplicationShortcutItem.localizedTitle),
      "localizedSubtitle": ModelGetter(\UIApplicationShortcutItem.localizedSubtitle),
      "icon": ModelGetter(\UIApplicationShortcutItem.icon),
      "userInfo": ModelGetter(\UIApplicationShortcutItem.userInfo),
      "targetContentIdentifier": ModelGetter(\UIApplicationShortcutItem.targetContentIdentifier),
    ])
  }

  @MainActor static var activity: ModelGetters {
    ModelGetters(getters: [
      "activityType": ModelGetter(\NSUserActivity.activityType),
      "title": ModelGetter(\NSUserActivity.title),
      "userInfo": ModelGetter(\NSUserActivity.userInfo),
      "requiredUserInfoKeys": ModelGetter(\NSUserActivity.requiredUserInfoKeys),
      "needsSave": ModelGetter(\NSUserActivity.needsSave),
      "webpageURL": ModelGetter(\NSUserActivity.webpageURL),
      "referrerURL": ModelGetter(\NSUserActivity.referrerURL),
      "expirationDate": ModelGetter(\NSUserActivity.expirationDate),
      "keywords": ModelGetter(\NSUserActivity.keywords),
      "targetContentIdentifier": ModelGetter(\NSUserActivity.targetContentIdentifier),
      "eligibleForHandoff": ModelGetter(\NSUserActivity.isEligibleForHandoff),
      "eligibleForSearch": ModelGetter(\NSUserActivity.isEligibleForSearch),
      "eligibleForPublicIndexing": ModelGetter(\NSUserActivity.isEligibleForPublicIndexing),
      "eligibleForPrediction": ModelGetter(\NSUserActivity.isEligibleForPrediction),
      "persistentIdentifier": ModelGetter(\NSUserActivity.persistentIdentifier),
    ])
  }

  /// Every model's getters, by the model's name (as ``ModelSample/samples`` is).
  @MainActor static var all: [String: ModelGetters] {
    [
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
      "UNNotificationContent": content,
      "UNMutableNotificationContent": content,
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
      "UIResponder": responder,
      "UIApplication": responder.adding(
        [
          "applicationState": ModelGetter(\UIApplication.applicationState),
          "applicationIconBadgeNumber": ModelGetter(\UIApplication.applicationIconBadgeNumber),
          "shortcutItems": ModelGetter(\UIApplication.shortcutItems),
          "registeredForRemoteNotifications": ModelGetter(
            \UIApplication.isRegisteredForRemoteNotifications),
          "supportsMultipleScenes": ModelGetter(\UIApplication.supportsMultipleScenes),
          "connectedScenes": ModelGetter(\UIApplication.connectedScenes),
          "openSessions": ModelGetter(\UIApplication.openSessions),
        ],
        keysWithoutGetter: [
          "openableURLSchemes": "Facsimile's: the schemes canOpenURL(_:) answers true for",
          "requestedURLs": "Facsimile's: the URLs open(_:options:completionHandler:) was given",
          "deviceToken": "Facsimile's: what registerForRemoteNotifications() hands the delegate",
        ]),
      "UIScene": scene,
      "UIWindowScene": scene,
      "UISceneSession": ModelGetters(getters: [
        "persistentIdentifier": ModelGetter(\UISceneSession.persistentIdentifier),
        "role": ModelGetter(\UISceneSession.role),
        "configuration": ModelGetter(\UISceneSession.configuration),
        "userInfo": ModelGetter(\UISceneSession.userInfo),
        "stateRestorationActivity": ModelGetter(\UISceneSession.stateRestorationActivity),
      ]),
      "UISceneConfiguration": ModelGetters(getters: [
        "name": ModelGetter(\UISceneConfiguration.name),
        "role": ModelGetter(\UISceneConfiguration.role),
        "sceneClass": ModelGetter(\UISceneConfiguration.sceneClass),
        "delegateClass": ModelGetter(\UISceneConfiguration.delegateClass),
      ]),
      "UIScene.ConnectionOptions": ModelGetters(getters: [
        "URLContexts": ModelGetter(\UIScene.ConnectionOptions.urlContexts),
        "sourceApplication": ModelGetter(\UIScene.ConnectionOptions.sourceApplication),
        "handoffUserActivityType": ModelGetter(\UIScene.ConnectionOptions.handoffUserActivityType),
        "userActivities": ModelGetter(\UIScene.ConnectionOptions.userActivities),
        "shortcutItem": ModelGetter(\UIScene.ConnectionOptions.shortcutItem),
        "notificationResponse": ModelGetter(\UIScene.ConnectionOptions.notificationResponse),
      ]),
      "UIOpenURLContext": ModelGetters(getters: [
        "URL": ModelGetter(\UIOpenURLContext.url),
        "options": ModelGetter(\UIOpenURLContext.options),
      ]),
      "UIScene.OpenURLOptions": ModelGetters(getters: [
        "sourceApplication": ModelGetter(\UIScene.OpenURLOptions.sourceApplication),
        "annotation": ModelGetter(\UIScene.OpenURLOptions.annotation),
        "openInPlace": ModelGetter(\UIScene.OpenURLOptions.openInPlace),
      ]),
      "UIScene.OpenExternalURLOptions": ModelGetters(getters: [
        "universalLinksOnly": ModelGetter(\UIScene.OpenExternalURLOptions.universalLinksOnly)
      ]),
      "UIApplicationShortcutItem": shortcutItem,
      "UIMutableApplicationShortcutItem": shortcutItem,
      "UIApplicationShortcutIcon": noPublicProperties([
        "type", "templateImageName", "systemImageName",
      ]),
      "NSUserActivity": activity,
      "UIView": view,
      "UIWindow": view.adding([
        "hidden": ModelGetter(\UIWindow.isHidden),
        "rootViewController": ModelGetter(\UIWindow.rootViewController),
        "windowScene": ModelGetter(\UIWindow.windowScene),
      ]),
      "UIViewController": responder.adding([
        "title": ModelGetter(\UIViewController.title),
        "nibName": ModelGetter(\UIViewController.nibName),
        "nibBundle": ModelGetter(\UIViewController.nibBundle),
      ]),
    ]
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
