/// What a background fetch, or the handling of a silent push, found: what an app passes to the
/// completion handler of
/// ``UIApplicationDelegate/application(_:didReceiveRemoteNotification:fetchCompletionHandler:)``.
///
/// ```swift
/// completionHandler(articles.isEmpty ? .noData : .newData)
/// ```
public enum UIBackgroundFetchResult: UInt, Sendable {
  /// New data was downloaded.
  case newData = 0
  /// There was nothing new.
  case noData = 1
  /// The fetch failed.
  case failed = 2
}
