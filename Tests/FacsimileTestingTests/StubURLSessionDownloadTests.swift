import FacsimileTesting
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Download tasks through a stub, as notification service extensions make them.
@Suite struct StubURLSessionDownloadTests {
  /// What a download's completion handler saw.
  final class Download: @unchecked Sendable {
    // `@unchecked Sendable`: written once by the handler, read after the wait.
    var body: Data?
    var fileExistsAfterwards = true
    var error: (any Error)?
  }

  @Test func aDownloadTaskGetsTheBodyInAFileThatIsRemovedAfterward() async throws {
    let stub = StubURLSession()
    stub.respond(toPath: "/cat.png", with: .data(Data([1, 2, 3])))
    let url = try #require(URL(string: "https://images.example.com/cat.png"))
    let download = Download()
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      stub.session.downloadTask(with: url) { file, _, error in
        download.body = file.flatMap { try? Data(contentsOf: $0) }
        download.error = error
        if let file {
          DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) {
            download.fileExistsAfterwards = FileManager.default.fileExists(atPath: file.path)
            done.resume()
          }
        } else {
          done.resume()
        }
      }.resume()
    }
    #expect(download.body == Data([1, 2, 3]))
    #expect(download.error == nil)
    #expect(!download.fileExistsAfterwards)
    #expect(stub.requests.count == 1)
  }

  @Test func aFailedDownloadReportsItsError() async throws {
    let stub = StubURLSession()
    let url = try #require(URL(string: "https://images.example.com/missing.png"))
    let download = Download()
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      stub.session.downloadTask(with: URLRequest(url: url)) { file, _, error in
        download.body = file.flatMap { try? Data(contentsOf: $0) }
        download.error = error
        done.resume()
      }.resume()
    }
    #expect(download.body == nil)
    #expect(download.error is UnansweredRequestError)
  }

  /// A download delegate, which corelibs Foundation would hand a file it never wrote.
  final class DownloadDelegate: NSObject, URLSessionDownloadDelegate, @unchecked Sendable {
    // `@unchecked Sendable`: written by the session's queue, read after the wait.
    var finished = false
    var error: (any Error)?
    var done: CheckedContinuation<Void, Never>?

    func urlSession(
      _ session: URLSession, downloadTask: URLSessionDownloadTask,
      didFinishDownloadingTo location: URL
    ) {
      finished = true
    }

    func urlSession(
      _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
    ) {
      self.error = error
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
      delegate.done = done
      session.downloadTask(with: url).resume()
    }
    #if canImport(FoundationNetworking)
      #expect((delegate.error as? URLError)?.code == .unsupportedURL)
      #expect(!delegate.finished)
    #else
      #expect(delegate.error == nil)
      #expect(delegate.finished)
    #endif
  }
}
