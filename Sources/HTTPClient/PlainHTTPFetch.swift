import Foundation

/// One `http://` GET over a socket of its own, on a thread of its own, bounded in time and size.
///
/// `URLSession` on Linux hands a body to its delegate without back-pressure, so a server that
/// streams without end fills memory faster than a cap can stop it. Plain HTTP is simple enough to
/// speak directly: ``HTTPResponseReader`` frames the answer by RFC 9112 and holds it to
/// ``HTTPLimits``, the whole request stops at the deadline whatever the server does, a cancelled
/// task closes the socket at once, and no thread of the shared pool blocks. `https://` goes
/// through ``BoundedFetch``.
///
/// On a Mac too: Darwin's `URLSession` would stream with back-pressure, but one client on every
/// platform keeps the framing, its limits and its fuzz the same wherever the kit runs.
package struct PlainHTTPFetch: Sendable {
  /// Resolves a host and port to the addresses to try, in order.
  package typealias Resolver = @Sendable (_ host: String, _ port: Int) -> [SocketAddress]

  /// How one request ended: with an outcome, or with a redirect to follow.
  package enum Exchange {
    case result(HTTPFetch.Outcome)
    case redirected(String)
  }

  let url: URL
  let timeout: TimeInterval
  let maximumBodySize: Int
  let headers: [HTTPHeader]
  let resolve: Resolver

  /// A fetch of `url` within `timeout` seconds of a body of at most `maximumBodySize` bytes,
  /// sending `headers` too (to each redirect as well, which stays on the same origin), with the
  /// host's addresses from `resolve` (`getaddrinfo(3)` unless told otherwise).
  package init(
    url: URL, timeout: TimeInterval, maximumBodySize: Int, headers: [HTTPHeader] = [],
    resolve: @escaping Resolver = SocketAddress.resolve
  ) {
    self.url = url
    self.timeout = timeout
    self.maximumBodySize = maximumBodySize
    self.headers = headers
    self.resolve = resolve
  }

  /// The answer, after at most 5 redirects, each to the same origin (scheme, host and port).
  package func run() async -> HTTPFetch.Outcome {
    await onOwnThread { cancellation in
      let deadline = Date().addingTimeInterval(timeout)
      var current = url
      for _ in 0..<5 {
        let exchange = exchange(current, deadline: deadline, cancellation: cancellation)
        guard case .redirected(let location) = exchange else {
          if case .result(let outcome) = exchange { return outcome }
          break
        }
        let target = URL(string: location, relativeTo: current)?.absoluteURL
        guard let target, HTTPFetch.mayFollow(from: current, to: target) else {
          return .stopped(.redirect(target))
        }
        current = target
      }
      return .unreachable("\(HTTPFetch.hostName(url)) redirected more than 5 times")
    }
  }

  /// One request and its answer, without following a redirect; the fuzz test reads answers
  /// through it.
  ///
  /// - Returns: the answer, or the `Location` of a `3xx` answer that has one.
  package func exchange(_ url: URL, deadline: Date, cancellation: FetchCancellation) -> Exchange {
    let name = HTTPFetch.hostName(url)
    guard var host = url.host else { return .result(.unreachable("no host named \(url.absoluteString)")) }
    if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
    let addresses = resolve(host, url.port ?? 80)
    guard !addresses.isEmpty else { return .result(.unreachable("no host named \(host)")) }
    let connection = SocketConnection(deadline: deadline, cancellation: cancellation)
    defer { connection.close() }
    switch connection.connect(to: addresses) {
    case .done: break
    case .timedOut: return .result(.stopped(.deadline))
    case .cancelled: return .result(.stopped(.cancelled))
    case .failed, .closed: return .result(.unreachable("\(name) refused the connection"))
    }
    var target = url.path.isEmpty ? "/" : url.path
    if let query = url.query { target += "?" + query }
    let fields = headers.map { "\($0.name): \($0.value)\r\n" }.joined()
    let request =
      "GET \(target) HTTP/1.1\r\nHost: \(name)\r\nAccept: application/json\r\n\(fields)Connection: close\r\n\r\n"
    guard connection.send(Data(request.utf8)) else { return .result(.unreachable("\(name) closed the connection")) }
    var reader = HTTPResponseReader(limits: HTTPLimits(bodySize: maximumBodySize))
    var bytes: [UInt8] = []
    do throws(HTTPFramingError) {
      while true {
        switch connection.receive(into: &bytes) {
        case .done:
          let complete = try reader.read(bytes)
          if let head = reader.head, (300..<400).contains(head.status), let location = head.values(of: "location").first
          {
            return .redirected(location)
          }
          if complete { return .result(.answer(reader.head?.status, Data(reader.body))) }
        case .closed:
          try reader.close()
          return .result(.answer(reader.head?.status, Data(reader.body)))
        case .timedOut: return .result(.stopped(.deadline))
        case .cancelled: return .result(.stopped(.cancelled))
        case .failed: return .result(.unreachable("\(name) broke off the connection"))
        }
      }
    } catch .tooLarge {
      return .result(.stopped(.tooLarge))
    } catch {
      return .result(.refused(error))
    }
  }

  /// Runs `work` on a thread of its own, handing it a cancellation that the task's cancellation
  /// fires.
  private func onOwnThread(
    _ work: @escaping @Sendable (FetchCancellation) -> HTTPFetch.Outcome
  ) async -> HTTPFetch.Outcome {
    let cancellation = FetchCancellation()
    defer { cancellation.close() }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: work(cancellation)) }.start()
      }
    } onCancel: {
      cancellation.cancel()
    }
  }
}
