import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One HTTP GET with a whole-request deadline, a body cap and a redirect rule.
///
/// `URLSession`'s own timeouts restart with every byte, so a server that drips its answer is
/// never cut off, and `data(for:)` keeps a body of any size in memory. This fetch takes the body
/// chunk by chunk as a delegate, cancels the request when the deadline passes, the body outgrows
/// the cap or the asking task is cancelled, and follows a redirect only to the same origin
/// (``HTTPFetch/mayFollow(from:to:)``).
final class BoundedFetch: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  typealias Stop = HTTPFetch.Stop
  typealias Outcome = HTTPFetch.Outcome

  private let url: URL
  private let timeout: TimeInterval
  private let maximumBodySize: Int
  private let headers: [HTTPHeader]
  private let lock = NSLock()
  private var body = Data()
  private var response: HTTPURLResponse?
  private var stop: Stop?
  private var continuation: CheckedContinuation<Outcome, Never>?
  private var task: URLSessionTask?

  init(url: URL, timeout: TimeInterval, maximumBodySize: Int, headers: [HTTPHeader]) {
    self.url = url
    self.timeout = timeout
    self.maximumBodySize = maximumBodySize
    self.headers = headers
  }

  func run() async -> Outcome {
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        let session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        for header in headers { request.setValue(header.value, forHTTPHeaderField: header.name) }
        let task = session.dataTask(with: request)
        lock.withLock {
          self.continuation = continuation
          self.task = task
        }
        task.resume()
        session.finishTasksAndInvalidate()
        if Task.isCancelled { end(task, because: .cancelled) }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [weak self, weak task] in
          guard let task else { return }
          self?.end(task, because: .deadline)
        }
      }
    } onCancel: {
      if let task = lock.withLock({ self.task }) { end(task, because: .cancelled) }
    }
  }

  /// Records why the fetch stops (the first reason wins) and cancels the task.
  private func end(_ task: URLSessionTask, because reason: Stop) {
    if record(reason) { task.cancel() }
  }

  /// Records why the fetch stops, unless it has stopped already; returns whether it had not.
  private func record(_ reason: Stop) -> Bool {
    lock.withLock {
      guard stop == nil, continuation != nil else { return false }
      stop = reason
      return true
    }
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    lock.withLock { self.response = response as? HTTPURLResponse }
    if response.expectedContentLength > Int64(maximumBodySize) {
      // The disposition cancels the task; cancelling it as well would answer twice.
      _ = record(.tooLarge)
      completionHandler(.cancel)
      return
    }
    completionHandler(.allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let overflow = lock.withLock {
      guard stop == nil else { return false }
      guard body.count + data.count <= maximumBodySize else { return true }
      body.append(data)
      return false
    }
    if overflow { end(dataTask, because: .tooLarge) }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
  ) {
    guard let target = request.url, HTTPFetch.mayFollow(from: url, to: target) else {
      // Not followed: the task completes with the redirect itself, reported as the stop.
      _ = record(.redirect(request.url))
      completionHandler(nil)
      return
    }
    completionHandler(request)
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    let (continuation, outcome): (CheckedContinuation<Outcome, Never>?, Outcome) = lock.withLock {
      defer { self.continuation = nil }
      if let stop { return (self.continuation, .stopped(stop)) }
      if let error { return (self.continuation, .failed(error)) }
      return (self.continuation, .answer(response?.statusCode, body))
    }
    continuation?.resume(returning: outcome)
  }
}
