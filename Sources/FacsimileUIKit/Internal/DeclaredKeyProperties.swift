package import FacsimileCore
import Foundation

/// The public properties the UIKit models' keys name where they are declared
/// (``Key/property(_:)``): what the tests reach every key through, with no list of properties.
package enum DeclaredKeyProperties {
  /// The properties of `type`'s keys, by key name, its superclasses' included (a subclass's
  /// declaration of a key first); empty for a type none of whose keys name them.
  package static func of(_ type: any KeyValueCodable.Type) -> [String: any KeyProperties] {
    layouts.filter { owner, _ in
      type == owner || (type as? NSObject.Type)?.isSubclass(of: owner) == true
    }.reduce(into: [:]) { properties, layout in
      properties.merge(layout.properties) { _, subclass in subclass }
    }
  }

  /// Each model with keys of its own, a superclass before its subclasses, with its keys'
  /// properties.
  private static var layouts: [(owner: AnyClass, properties: [String: any KeyProperties])] {
    [
      (UIResponder.self, UIResponder.ResponderKeys.layout.properties),
      (UIApplication.self, UIApplication.ApplicationKeys.layout.properties),
      (UIScene.self, UIScene.SceneKeys.layout.properties),
      (UIView.self, UIView.ViewKeys.layout.properties),
      (UIWindow.self, UIWindow.WindowKeys.layout.properties),
      (UIViewController.self, UIViewController.ViewControllerKeys.layout.properties),
      (NSUserActivity.self, NSUserActivity.Keys.layout.properties),
      (UIApplicationShortcutItem.self, UIApplicationShortcutItem.Keys.layout.properties),
      (UISceneSession.self, UISceneSession.Keys.layout.properties),
      (UISceneConfiguration.self, UISceneConfiguration.Keys.layout.properties),
      (UIScene.ConnectionOptions.self, UIScene.ConnectionOptions.Keys.layout.properties),
      (UIScene.OpenURLOptions.self, UIScene.OpenURLOptions.Keys.layout.properties),
      (
        UIScene.OpenExternalURLOptions.self,
        UIScene.OpenExternalURLOptions.Keys.layout.properties
      ),
      (UIOpenURLContext.self, UIOpenURLContext.Keys.layout.properties),
    ]
  }
}
