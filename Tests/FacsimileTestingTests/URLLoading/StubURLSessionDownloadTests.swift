import FacsimileSeams
import FacsimileTesting
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Download tasks through a stub, as notification service extensions make them.
@Suite struct StubURLSessionDownloadTests {
  /// What a download's completion handler saw, in a lock: the handler's thread and the test's
  /// are ordered by the continuation, but the thread sanitizer cannot see the runtime's atomics
  /// when the handler resumes it before the test has suspended (a false race, seen once in CI).
  struct Download {
    var body: Data?
    var fileExistsAfterwards = true
    var error: (any Error)?
  }

  @Test func aDownloadTaskGetsTheBodyInAFileThatIsRemovedAfterward() async throws {
    let stub = StubURLSession()
    stub.respond(toPath: "/cat.png", with: .data(Data([1, 2, 3])))
    let url = try #require(URL(string: "https://images.example.com/cat.png"))
    let seen = LockedState(Download())
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      stub.session.downloadTask(with: url) { file, _, error in
        let body = file.flatMap { try? Data(contentsOf: $0) }
        seen.withLock { seen in
          seen.body = body
          seen.error = error
        }
        if let file {
          DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) {
            let exists = FileManager.default.fileExists(atPath: file.path)
            seen.withLock { $0.fileExistsAfterwards = exists }
            done.resume()
          }
        } else {
          done.resume()
        }
      }.resume()
    }
    let download = seen.withLock { $0 }
    #expect(download.body == Data([1, 2, 3]))
    #expect(download.error == nil)
    #expect(!download.fileExistsAfterwards)
    #expect(stub.requests.count == 1)
  }

  @Test func aFailedDownloadReportsItsError() async throws {
    let stub = StubURLSession()
    let url = try #require(URL(string: "https://images.example.com/missing.png"))
    let seen = LockedState(Download())
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      stub.session.downloadTask(with: URLRequest(url: url)) { file, _, error in
        let body = file.flatMap { try? Data(contentsOf: $0) }
        seen.withLock { seen in
          seen.body = body
          seen.error = error
        }
        done.resume()
      }.resume()
    }
    let download = seen.withLock { $0 }
    #expect(download.body == nil)
    #expect(download.error is UnansweredRequestError)
  }

  /// A download delegate, which corelibs Foundation would hand a file it never wrote.
  final class DownloadDelegate: NSObject, URLSessionDownloadDelegate, Sendable {
    struct Seen {
      var finished = false
      var error: (any Error)?
      var done: CheckedContinuation<Void, Never>?
    }
    let seen = LockedState(Seen())

    func urlSession(
      _ session: URLSession, downloadTask: URLSessionDownloadTask,
      didFinishDownloadingTo location: URL
    ) {
      seen.withLock { $0.finished = true }
    }

    func urlSession(
      _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
    ) {
      let done = seen.withLock { seen in
        seen.error = error
        defer { seen.done = nil }
        return seen.done
      }
      done?.resume()
    }
  }

  @Test func aDownloadReportedToADelegateFailsInsteadOfTrappingOnLinux() async throws {
    let stub = StubURLSession()
    stub.respond(with: .data(Data([1])))
    let configuration = URLSessionConfiguration.ephemeral
    stub.configure(configuration)
    let delegate = DownloadDelegate()
    let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    let url = try #require(URL(string: "https://images.example.com/cat.png"))
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      delegate.seen.withLock { $0.done = done }
      session.downloadTask(with: url).resume()
    }
    let (error, finished) = delegate.seen.withLock { ($0.error, $0.finished) }
    #if canImport(FoundationNetworking)
      #expect((error as? URLError)?.code == .unsupportedURL)
      #expect(!finished)
    #else
      #expect(error == nil)
      #expect(finished)
    #endif
  }
}
