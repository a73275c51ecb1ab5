import FacsimileCore
import FacsimileUIKit
import FacsimileUserNotifications
import Testing

/// A model type as a test argument.
struct ModelType: CustomTestStringConvertible, @unchecked Sendable {
  // `@unchecked Sendable`: a metatype, immutable.
  let type: any KeyValueCodable.Type
  init(_ type: any KeyValueCodable.Type) { self.type = type }
  var testDescription: String { type.keyTable.typeName }
}

extension ModelType {
  /// Every framework-like model: each class in FacsimileUserNotifications and FacsimileUIKit that
  /// adopts ``KeyValueCodable``. The one list every per-model test iterates; `EveryModelTests`
  /// fails if a model that another model's keys or subtypes reach is missing from it.
  static var all: [ModelType] {
    let types: [any KeyValueCodable.Type] = [
      UNNotificationResponse.self, UNTextInputNotificationResponse.self, UNNotification.self,
      UNNotificationRequest.self, UNNotificationContent.self, UNMutableNotificationContent.self,
      UNNotificationSound.self, UNNotificationAttachment.self, UNNotificationTrigger.self,
      UNPushNotificationTrigger.self, UNTimeIntervalNotificationTrigger.self,
      UNCalendarNotificationTrigger.self, UNNotificationAction.self,
      UNTextInputNotificationAction.self, UNNotificationActionIcon.self,
      UNNotificationCategory.self, UNNotificationSettings.self, UNUserNotificationCenter.self,
      UIResponder.self, UIScene.self, UIWindowScene.self, UISceneSession.self,
      UISceneConfiguration.self, UIScene.ConnectionOptions.self, UIOpenURLContext.self,
      UIScene.OpenURLOptions.self, UIScene.OpenExternalURLOptions.self,
      UIApplicationShortcutItem.self, UIMutableApplicationShortcutItem.self,
      UIApplicationShortcutIcon.self, NSUserActivity.self, UIWindow.self, UIView.self,
      UIViewController.self,
    ]
    return types.map(ModelType.init)
  }

  /// Whether instances compare by identity, as UIKit's responders do, rather than by keys.
  var isResponder: Bool { type is UIResponder.Type }
}
