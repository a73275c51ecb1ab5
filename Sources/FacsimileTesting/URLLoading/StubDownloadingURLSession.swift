#if canImport(FoundationNetworking)
  import FacsimileSeams
  import Foundation
  import FoundationNetworking

  // `@unchecked Sendable`: URLSession is thread-safe; the state added here is in a lock box.
  /// A stub's session on Linux, where corelibs Foundation hands a download task's completion
  /// handler no file when a custom `URLProtocol` answered (it only writes files for its own
  /// protocols), and traps when a download delegate is told where the file is.
  ///
  /// A download task made here with a completion handler gets the body the stub answered with
  /// in a temporary file, removed after the handler returns, as Foundation does. A download task
  /// without one (reported to a delegate) fails with `URLError(.unsupportedURL)` instead of
  /// trapping. On Apple platforms the stub's session is a plain `URLSession`, which downloads
  /// through a custom protocol by itself.
  final class StubDownloadingURLSession: URLSession, @unchecked Sendable {
    private struct Downloads {
      /// The download tasks made with a completion handler, by task.
      var withHandler: Set<ObjectIdentifier> = []
      /// The bodies the stub answered them with, until their handler takes them.
      var bodies: [ObjectIdentifier: Data] = [:]
    }

    private let downloads = LockedState(Downloads())

    override func downloadTask(
      with url: URL,
      completionHandler: @escaping @Sendable (URL?, URLResponse?, (any Error)?) -> Void
    ) -> URLSessionDownloadTask {
      downloadTask(with: URLRequest(url: url), completionHandler: completionHandler)
    }

    override func downloadTask(
      with request: URLRequest,
      completionHandler: @escaping @Sendable (URL?, URLResponse?, (any Error)?) -> Void
    ) -> URLSessionDownloadTask {
      let identity = LockedState<ObjectIdentifier?>(nil)
      let task = super.downloadTask(with: request) { [downloads] location, response, error in
        let id = identity.withLock { $0 }
        let body = id.flatMap { id in downloads.withLock { $0.bodies.removeValue(forKey: id) } }
        guard location == nil, error == nil, let body else {
          completionHandler(location, response, error)
          return
        }
        let file = FileManager.default.temporaryDirectory
          .appendingPathComponent("CFNetworkDownload_\(UUID().uuidString).tmp")
        do {
          try body.write(to: file)
        } catch {
          completionHandler(nil, response, error)
          return
        }
        completionHandler(file, response, nil)
        try? FileManager.default.removeItem(at: file)
      }
      let id = ObjectIdentifier(task)
      identity.withLock { $0 = id }
      downloads.withLock { _ = $0.withHandler.insert(id) }
      return task
    }

    /// Keeps the body the stub answered a download task with, for its completion handler.
    ///
    /// - Returns: `false` for a download task made without a completion handler, which
    ///   corelibs would trap on.
    func keep(_ body: Data, for task: URLSessionTask) -> Bool {
      let id = ObjectIdentifier(task)
      return downloads.withLock { downloads in
        guard downloads.withHandler.remove(id) != nil else { return false }
        downloads.bodies[id] = body
        return true
      }
    }
  }
#endif
