import Domain
import Foundation

/// One `http://` GET over a socket of its own, on a thread of its own, bounded in time and size.
///
/// `URLSession` on Linux hands a body to its delegate without back-pressure, so a server that
/// streams without end fills memory faster than a cap can stop it. Plain HTTP is simple enough to
/// speak directly: this reads at most `maximumBodySize` bytes of body (twice that of chunked
/// framing), stops at the deadline whatever the server does, and blocks no thread of the shared
/// pool. `https://` goes through ``BoundedFetch``.
///
/// On a Mac too: Darwin's `URLSession` would stream with back-pressure, but one client on every
/// platform keeps the framing, its limits and its fuzz the same wherever the kit runs.
struct PlainHTTPFetch {
  let url: URL
  let timeout: TimeInterval
  let maximumBodySize: Int

  func run() async -> BoundedFetch.Outcome {
    await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: fetch()) }.start()
    }
  }

  private func fetch() -> BoundedFetch.Outcome {
    let deadline = Date().addingTimeInterval(timeout)
    var current = url
    for _ in 0..<5 {
      let outcome = fetchOnce(current, deadline: deadline)
      guard case .redirected(let location) = outcome else { return outcome.result }
      guard let target = URL(string: location, relativeTo: current)?.absoluteURL,
        BoundedFetch.mayFollow(from: url, to: target), target.scheme?.lowercased() == "http"
      else { return .stopped(.redirect(URL(string: location, relativeTo: current)?.absoluteString ?? location)) }
      current = target
    }
    return .unreachable("\(HTTPDataSource.hostName(url)) redirected more than 5 times")
  }

  private enum Once {
    case result(BoundedFetch.Outcome)
    case redirected(String)

    var result: BoundedFetch.Outcome {
      if case .result(let outcome) = self { return outcome }
      return .unreachable("redirected")
    }
  }

  private func fetchOnce(_ url: URL, deadline: Date) -> Once {
    let name = HTTPDataSource.hostName(url)
    guard let connection = SocketConnection(url: url, deadline: deadline) else {
      return .result(.unreachable("no host named \(url.host ?? url.absoluteString)"))
    }
    defer { connection.close() }
    switch connection.connect() {
    case .timedOut: return .result(.stopped(.deadline))
    case .failed, .closed: return .result(.unreachable("\(name) refused the connection"))
    case .done: break
    }
    var target = url.path.isEmpty ? "/" : url.path
    if let query = url.query { target += "?" + query }
    let host = name
    let request = "GET \(target) HTTP/1.1\r\nHost: \(host)\r\nAccept: application/json\r\nConnection: close\r\n\r\n"
    guard connection.send(Data(request.utf8)) else { return .result(.unreachable("\(name) closed the connection")) }
    var received = Data()
    var head: HTTPHead?
    while true {
      if head == nil, let end = received.range(of: Data("\r\n\r\n".utf8)) {
        guard let parsed = HTTPHead(Data(received[..<end.lowerBound])) else {
          return .result(.unreachable("\(name) did not answer in HTTP"))
        }
        if (300..<400).contains(parsed.status), let location = parsed.headers["location"] {
          return .redirected(location)
        }
        if let length = parsed.contentLength, length > maximumBodySize { return .result(.stopped(.tooLarge)) }
        head = parsed
        // One allocation up to the cap: growing by doubling would copy the body each time and
        // hold two copies at once. Pages are only resident once written.
        var body = Data(capacity: parsed.isChunked ? 2 * maximumBodySize + 131_072 : maximumBodySize + 65_536)
        body.append(received[end.upperBound...])
        received = body
      }
      if let head, let length = head.contentLength, !head.isChunked, received.count >= length {
        return .result(.answer(head.status, Data(received.prefix(length))))
      }
      let limit = head == nil ? 65_536 : (head!.isChunked ? 2 * maximumBodySize + 65_536 : maximumBodySize)
      guard received.count <= limit else {
        return .result(head == nil ? .unreachable("\(name) sent a header without end") : .stopped(.tooLarge))
      }
      switch connection.receive(into: &received) {
      case .timedOut: return .result(.stopped(.deadline))
      case .failed: return .result(.unreachable("\(name) broke off the connection"))
      case .done: break
      case .closed:
        guard let head else { return .result(.unreachable("\(name) closed the connection without answering")) }
        guard head.isChunked else { return .result(.answer(head.status, received)) }
        guard let body = HTTPHead.dechunk(received) else {
          return .result(.unreachable("\(name) sent a malformed chunked body"))
        }
        return .result(body.count > maximumBodySize ? .stopped(.tooLarge) : .answer(head.status, body))
      }
      if let head, head.isChunked, received.suffix(5) == Data("0\r\n\r\n".utf8),
        let body = HTTPHead.dechunk(received, requireEnd: true)
      {
        return .result(body.count > maximumBodySize ? .stopped(.tooLarge) : .answer(head.status, body))
      }
    }
  }
}

/// The status line and headers of an HTTP response.
struct HTTPHead {
  var status: Int
  var headers: [String: String]

  init?(_ data: Data) {
    let lines = String(decoding: data, as: UTF8.self).components(separatedBy: "\r\n")
    let parts = lines.first?.split(separator: " ") ?? []
    guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), let status = Int(parts[1]) else { return nil }
    self.status = status
    headers = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
  }

  var isChunked: Bool { headers["transfer-encoding"]?.lowercased().contains("chunked") == true }
  var contentLength: Int? { headers["content-length"].flatMap { Int($0) } }

  /// The body of a chunked transfer, or `nil` when `raw` is malformed (or, with `requireEnd`, not yet complete).
  static func dechunk(_ raw: Data, requireEnd: Bool = false) -> Data? {
    var body = Data()
    var index = raw.startIndex
    while let lineEnd = raw[index...].range(of: Data("\r\n".utf8)) {
      let sizeText = String(decoding: raw[index..<lineEnd.lowerBound], as: UTF8.self).prefix { $0 != ";" }
      guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16), size >= 0 else { return nil }
      if size == 0 { return body }
      let start = lineEnd.upperBound
      guard raw.endIndex - start >= size + 2 else { return requireEnd ? nil : body }
      body.append(raw[start..<(start + size)])
      index = start + size + 2
    }
    return requireEnd ? nil : body
  }
}
