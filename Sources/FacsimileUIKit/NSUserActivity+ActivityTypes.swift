// Activity types that scene and app delegates compare `userActivity.activityType` with, and the
// user-info keys that go with them. On Apple platforms Foundation and CoreSpotlight declare them;
// here they are declared where those frameworks do not exist, with Apple's values.

#if !canImport(ObjectiveC)
  /// The activity type of a web page continued in the app: a Handoff from Safari, or a universal
  /// link. The page is the activity's `webpageURL`.
  ///
  /// ```swift
  /// if userActivity.activityType == NSUserActivityTypeBrowsingWeb,
  ///   let url = userActivity.webpageURL
  /// {
  ///   router.open(url)
  /// }
  /// ```
  public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"
#endif

#if !canImport(CoreSpotlight)
  /// The activity type of a Spotlight result the user tapped; its identifier is under
  /// ``CSSearchableItemActivityIdentifier`` in `userInfo`.
  ///
  /// ```swift
  /// if userActivity.activityType == CSSearchableItemActionType,
  ///   let id = userActivity.userInfo?[CSSearchableItemActivityIdentifier] as? String
  /// {
  ///   router.openItem(id)
  /// }
  /// ```
  public let CSSearchableItemActionType = "com.apple.corespotlightitem"

  /// The `userInfo` key of the tapped Spotlight item's identifier.
  public let CSSearchableItemActivityIdentifier = "kCSSearchableItemActivityIdentifier"

  /// The activity type of a Spotlight search continued in the app; the query is under
  /// ``CSSearchQueryString`` in `userInfo`.
  public let CSQueryContinuationActionType = "com.apple.corespotlightquerycontinuation"

  /// The `userInfo` key of the continued search's query.
  public let CSSearchQueryString = "kCSSearchQueryString"
#endif
