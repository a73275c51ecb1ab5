import FacsimileCore
public import Foundation

extension UIOpenURLContext {
  /// A context for a URL, for tests: what UIKit passes to
  /// ``UISceneDelegate/scene(_:openURLContexts:)``.
  ///
  /// ```swift
  /// let context = UIOpenURLContext.fabricate(
  ///   url: articleURL, sourceApplication: "com.apple.mobilesafari")
  /// sceneDelegate.scene(scene, openURLContexts: [context])
  /// ```
  ///
  /// - Parameters:
  ///   - url: The URL to open.
  ///   - sourceApplication: The bundle identifier of the app that asked, if any.
  ///   - annotation: A property list the source app passed, if any.
  ///   - openInPlace: Whether to open the file where it is.
  /// - Returns: The context.
  nonisolated public static func fabricate(
    url: URL, sourceApplication: String? = nil, annotation: Any? = nil, openInPlace: Bool = false
  ) -> UIOpenURLContext {
    let options = UIScene.OpenURLOptions()
    options.storage.set(\.sourceApplication, sourceApplication, on: options)
    options.storage.set(\.annotation, annotation, on: options)
    options.storage.set(\.openInPlace, openInPlace, on: options)
    let context = UIOpenURLContext()
    context.storage.set(\.url, url, on: context)
    context.storage.set(\.options, options, on: context)
    return context
  }
}

// MARK: Renamed

extension UIOpenURLContext {
  /// Renamed ``fabricate(url:sourceApplication:annotation:openInPlace:)``; removed in the next
  /// release.
  ///
  /// - Parameters:
  ///   - url: The URL to open.
  ///   - sourceApplication: The bundle identifier of the app that asked, if any.
  ///   - annotation: A property list the source app passed, if any.
  ///   - openInPlace: Whether to open the file where it is.
  /// - Returns: The context.
  @available(*, deprecated, renamed: "fabricate(url:sourceApplication:annotation:openInPlace:)")
  nonisolated public static func with(
    url: URL, sourceApplication: String? = nil, annotation: Any? = nil, openInPlace: Bool = false
  ) -> UIOpenURLContext {
    fabricate(
      url: url, sourceApplication: sourceApplication, annotation: annotation,
      openInPlace: openInPlace)
  }
}
