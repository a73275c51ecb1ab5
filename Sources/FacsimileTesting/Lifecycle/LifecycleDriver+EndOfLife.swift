import Facsimile

extension LifecycleDriver {
  // MARK: The end of a life

  /// The system terminates the app, as it does to reclaim memory: from the foreground the app
  /// moves to the background first; a running app gets `applicationWillTerminate(_:)` (and
  /// `UIApplication.willTerminateNotification`), a suspended one (``suspend(fileID:filePath:line:column:)``)
  /// gets nothing. The process ends: its app delegate, scene delegate, scene and the center's
  /// delegate are gone; what the system keeps stays: the scene's session (with its state
  /// restoration activity), the center's categories, pending requests and delivered
  /// notifications, the badge, the quick actions. The next event launches the app again, in a
  /// new process: a new app delegate, and with scenes a new scene for the kept session (the app
  /// delegate is not asked for a configuration; the scene delegate gets the session's
  /// `stateRestorationActivity`).
  ///
  /// ```swift
  /// await driver.moveToBackground()  // the scene's stateRestorationActivity(for:) is asked
  /// await driver.suspend()
  /// await driver.terminate()  // suspended: nothing is called
  /// await driver.launch()  // a new process, the same session
  /// ```
  ///
  /// Nothing happens if the app is not running.
  ///
  /// - Parameters:
  ///   - fileID: The caller's file ID, where a misuse is reported.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func terminate(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await event(at: location) {
      guard isRunning else { return }
      end(discardingSession: false)
    }
  }

  /// The user force-quits the app from the app switcher: from the foreground the app resigns
  /// active as the switcher opens and moves to the background as the user swipes it away; a
  /// running app then gets `applicationWillTerminate(_:)`, a suspended one nothing. The process
  /// ends as with ``terminate(fileID:filePath:line:column:)``, and the scene's session is
  /// discarded with its state restoration activity: the next launch connects a scene for a new
  /// session, and tells the app delegate with `application(_:didDiscardSceneSessions:)` after
  /// `application(_:didFinishLaunchingWithOptions:)`. Until the user opens the app again, the
  /// system launches it for no silent push (``receiveSilentPush(_:fileID:filePath:line:column:)``
  /// does nothing).
  ///
  /// ```swift
  /// await driver.forceQuit()
  /// await driver.launch()  // application(_:didDiscardSceneSessions:), then a new session
  /// ```
  ///
  /// An app that is not running is still in the app switcher while its session is open: the
  /// user removes that session.
  ///
  /// - Parameters:
  ///   - fileID: The caller's file ID, where a misuse is reported.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func forceQuit(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await event(at: location) {
      if isRunning {
        end(discardingSession: true)
      } else {
        endProcess(discardingSession: true)
      }
      setForceQuit(true)
    }
  }
}
