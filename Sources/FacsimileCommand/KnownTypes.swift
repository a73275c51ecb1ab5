import Facsimile
import FacsimileCore

/// The types the command can fabricate by name: every framework-like model.
enum KnownTypes {
  static var all: [any KeyValueCodable.Type] {
    [
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
  }

  /// The type named `name`, or `nil`.
  static func named(_ name: String) -> (any KeyValueCodable.Type)? {
    all.first { $0.keyTable.typeName == name }
  }

  /// The known name nearest to `name`, for "did you mean".
  static func suggestion(for name: String) -> String? {
    nearest(to: name, in: all.map { $0.keyTable.typeName })
  }
}
