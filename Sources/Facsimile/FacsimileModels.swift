/// Every framework-like model Facsimile ships: each class of `FacsimileUserNotifications` and
/// `FacsimileUIKit` that adopts ``/FacsimileCore/KeyValueCodable``, in one list.
///
/// The `facsimile` command accepts these names, and the tests run every per-model check over this
/// list, so a new model is covered once it is added here.
///
/// ```swift
/// for model in FacsimileModels.all {
///   let names = model.keyTable.names  // every key the type declares, as fixtures name them
///   #expect(names.count == Set(names).count, "\(model)")
/// }
/// ```
public enum FacsimileModels {
  /// The models, UserNotifications first, in the order `facsimile types` lists them.
  public static var all: [any KeyValueCodable.Type] {
    [
      UNNotificationResponse.self, UNTextInputNotificationResponse.self, UNNotification.self,
      UNNotificationRequest.self, UNNotificationContent.self, UNMutableNotificationContent.self,
      UNNotificationSound.self, UNNotificationAttachment.self, UNNotificationTrigger.self,
      UNPushNotificationTrigger.self, UNTimeIntervalNotificationTrigger.self,
      UNCalendarNotificationTrigger.self, UNNotificationAction.self,
      UNTextInputNotificationAction.self, UNNotificationActionIcon.self,
      UNNotificationCategory.self, UNNotificationSettings.self, UNUserNotificationCenter.self,
      UIResponder.self, UIApplication.self, UIScene.self, UIWindowScene.self, UISceneSession.self,
      UISceneConfiguration.self, UIScene.ConnectionOptions.self, UIOpenURLContext.self,
      UIScene.OpenURLOptions.self, UIScene.OpenExternalURLOptions.self,
      UIApplicationShortcutItem.self, UIMutableApplicationShortcutItem.self,
      UIApplicationShortcutIcon.self, NSUserActivity.self, UIWindow.self, UIView.self,
      UIViewController.self,
    ]
  }
}
