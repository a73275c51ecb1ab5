import FacsimileCore

extension UIWindowScene {
  /// A window scene with a session, for tests: what UIKit would pass to
  /// ``UISceneDelegate/scene(_:willConnectTo:options:)``.
  ///
  /// The same as the `createScene()` the `InstanceHelper` article writes, without the `try`:
  ///
  /// ```swift
  /// let scene = UIWindowScene.fabricate()
  /// let options = UIScene.ConnectionOptions.fabricate(urls: [articleURL])
  /// sceneDelegate.scene(scene, willConnectTo: scene.session, options: options)
  /// ```
  ///
  /// - Parameters:
  ///   - session: The scene's session; its ``UISceneSession/scene`` becomes the new scene.
  ///   - activationState: The scene's activation state; ``UIScene/ActivationState/unattached``,
  ///     as during `scene(_:willConnectTo:options:)`, by default.
  ///   - title: The scene's title.
  ///   - delegate: The scene's delegate. Setting it calls nothing.
  /// - Returns: The scene, with no windows.
  nonisolated public static func fabricate(
    session: UISceneSession = .fabricate(),
    activationState: UIScene.ActivationState = .unattached,
    title: String = "",
    delegate: (any UISceneDelegate)? = nil
  ) -> UIWindowScene {
    let scene = UIWindowScene(
      session: session, connectionOptions: UIScene.ConnectionOptions())
    scene.sceneStorage.set(\.activationState, activationState, on: scene)
    scene.sceneStorage.set(\.title, title, on: scene)
    scene.sceneStorage.set(\.delegate, delegate, on: scene)
    return scene
  }
}
